package flags

import (
	"slices"
	"strings"

	"downhill/game"
	replays "downhill/game/replay"
	"downhill/game/store"
	"downhill/internal/cli"
	"downhill/internal/inputfile"
)

// Game reads the game's flags into the sitting's options and
// checks them; ok is false when the process should end with code (-h and
// -help: 0, the help on stdout; a mistake: 2, one line on stderr).
func Game(args []string) (o store.Options, code int, ok bool) {
	c := cli.New("downhill", "", "[-seed N] [-goblins N] [-width W -height H] [-level rooms|caves|maze|wilds] "+
		"[-greed G] [-heart D] [-save FILE|none] [-new] [-events] [-compare] [-sandbox [-sandbox-file FILE]] [-replay FILE|LINK]\n       downhill replay FILE",
		"Plays Downhill in a window, continuing the saved game. The commands that need no window\n"+
			"are downhill-headless's: "+strings.Join(cli.HeadlessCommands, ", ")+".")
	o = store.DefaultOptions()
	seed := c.Uint64("seed", 0, "seed of the game (0: random, printed; a seed other than the saved game's plays a one-off game)")
	goblins := Goblins(c)
	w := Width(c, o.Width)
	h := Height(c, o.Height)
	level := Level(c)
	events := c.Bool("events", "print a line per turn to stdout, and one per save to stderr")
	heart := Heart(c)
	greed := Greed(c)
	save := c.String("save", "", "saved game to continue and keep (default: "+defaultSave()+"; \"none\": no saving)")
	fresh := c.Bool("new", "start a new game even when a saved one exists (it replaces the saved one)")
	compare := c.Bool("compare", "play the seed twice side by side: Dijkstra maps left, the naive chaser right")
	sandbox := c.Bool("sandbox", "draw a level and watch the goblins think on it")
	replay := c.String("replay", "", "watch a recorded run: a morgue file, a save or a recording's text, or a link's ?replay= value")
	sandboxFile := c.File("sandbox-file", "where the sandbox saves and loads its drawing (the sim -map format; default sandbox.txt)")
	if code, ok := c.Parse(args); !ok {
		return o, code, false
	}
	if a := c.Args(); len(a) > 0 && slices.Contains(cli.HeadlessCommands, a[0]) {
		return o, c.Fail("%s is a command of downhill-headless (no window): downhill-headless %s", a[0], strings.Join(a, " ")), false
	}
	// `downhill replay FILE` is -replay FILE, as a player would type it.
	if a := c.Args(); len(a) > 0 && a[0] == "replay" {
		if len(a) != 2 || *replay != "" {
			return o, c.Fail("replay wants one recording: downhill replay FILE"), false
		}
		*replay = a[1]
	} else if code, ok := c.NoArgs(); !ok {
		return o, code, false
	}
	o.Seed, o.Goblins, o.Width, o.Height, o.Level, o.Events = *seed, *goblins, *w, *h, *level, *events
	o.Heart, o.Greed, o.GreedSet, o.SavePath, o.New = *heart, *greed, c.Given("greed"), *save, *fresh
	o.Compare, o.Sandbox, o.SandboxFile = *compare, *sandbox, *sandboxFile
	if o.Replay = *replay; o.Replay != "" && !strings.HasPrefix(o.Replay, replays.LinkPrefix) {
		data, err := inputfile.Read(o.Replay, game.MaxSaveBytes)
		if err == nil {
			o.Replay, err = replays.LinkOf(data)
		}
		if err != nil {
			return o, c.Fail("-replay %s: %v", *replay, err), false
		}
	}
	if err := o.Check(); err != nil {
		return o, c.Fail("%v", err), false
	}
	return o, 0, true
}
