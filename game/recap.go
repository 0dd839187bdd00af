package game

import (
	"fmt"
	"strings"

	"downhill/world"
)

// WinBonus is the score of a won run on top of gold and depth.
const WinBonus = 1000

// Stats is what a run did, for the recap: plain data, saved with the game.
type Stats struct {
	Deepest    int                 // the deepest depth reached
	Kills      [world.NumKinds]int // creatures killed, by kind (a save from before a kind was added has fewer: the rest read 0)
	Used       [world.NumItems]int // items used, by kind
	GoldThrown int                 // gold thrown to the goblins
	Cause      string              // "killed by a goblin archer on depth 4"; "" while alive
	// Descents is the turn of each first arrival on a new depth (the
	// i-th: depth i+2), which the morgue tells; saves from before it
	// have none.
	Descents []int `json:",omitempty"`
	// Flights is how the goblins' runs for their lives ended (fights.go);
	// saves from before it have none.
	Flights Flights `json:",omitzero"`
}

// Killer is the kind of creature that killed the player, read from the
// cause (killedBy writes it), so that the balance summary (`sim -runs`)
// can count deaths by kind; ok is false for a run not killed by a
// creature (alive, won, drowned).
func (s Stats) Killer() (k world.Kind, ok bool) {
	rest, found := strings.CutPrefix(s.Cause, "killed by ")
	if !found {
		return 0, false
	}
	for k := range world.NumKinds {
		if strings.HasPrefix(rest, article(k.Facts().Name)+" on depth ") {
			return k, true
		}
	}
	return 0, false
}

// Recap is the story of a finished (or running) run, shown on the death
// and victory screens and kept in the best-runs table.
type Recap struct {
	Seed    uint64         `json:"seed"`
	Won     bool           `json:"won"`
	Cause   string         `json:"cause,omitempty"` // how the run ended when lost
	Score   int            `json:"score"`
	Deepest int            `json:"deepest"`
	Turns   int            `json:"turns"`
	Gold    int            `json:"gold"`
	Kills   map[string]int `json:"kills,omitempty"` // by kind name
	Used    map[string]int `json:"used,omitempty"`  // by item name
	// Replay is the run's recording as text (Game.RecordingText), kept
	// with the best runs so a run in the table can be watched again; ""
	// for a run that has none.
	Replay string `json:"replay,omitempty"`
	// Settings are the run's settings where they are not the standard
	// game's (Config.Settings, "-goblins 1 -heart 1"); "" for a standard
	// run. The best runs rank runs with settings apart (RankRun).
	Settings string `json:"settings,omitempty"`
}

// Standard reports whether the run was played on the standard settings.
func (r Recap) Standard() bool { return r.Settings == "" }

// Recap tells the run so far.
func (g *Game) Recap() Recap {
	r := Recap{Seed: g.Cfg.Seed, Won: g.Won, Cause: g.Stats.Cause, Score: g.Score(),
		Deepest: max(g.Stats.Deepest, g.Depth), Turns: g.Turn, Gold: g.Gold, Settings: g.Cfg.Settings()}
	if g.Won {
		r.Cause = "escaped with the Heart of the Mountain"
	}
	for k, n := range g.Stats.Kills {
		if n > 0 {
			if r.Kills == nil {
				r.Kills = map[string]int{}
			}
			r.Kills[world.Kind(k).Facts().Name] += n
		}
	}
	for k, n := range g.Stats.Used {
		if n > 0 {
			if r.Used == nil {
				r.Used = map[string]int{}
			}
			r.Used[usedName(world.ItemKind(k))] += n
		}
	}
	return r
}

// usedName is how the recap counts uses of item k: by the item's name,
// but for the javelin, which is picked up and thrown again, by its
// throws ("48 javelin throws", not 48 javelins from a pack of two).
func usedName(k world.ItemKind) string {
	if k == world.Javelin {
		return world.ItemNames[k] + " throw"
	}
	return world.ItemNames[k]
}

// Lines is the recap as lines of text for the end screen.
func (r Recap) Lines() []string {
	head := "You died: " + r.Cause + "."
	switch {
	case r.Won:
		head = "Victory! You escaped with the Heart of the Mountain."
	case r.Cause == "":
		head = "The run goes on."
	}
	out := []string{head,
		fmt.Sprintf("Score %d   deepest depth %d   %d turns   %d gold", r.Score, r.Deepest, r.Turns, r.Gold)}
	out = append(out, "Killed: "+tally(r.Kills, "nothing"))
	out = append(out, "Items used: "+tally(r.Used, "none"))
	if !r.Standard() {
		out = append(out, "Settings: "+r.Settings+" (ranked apart)")
	}
	return out
}

// tally words a count by name in a fixed (sorted) order: "2 goblin, 1 tunneler".
func tally(m map[string]int, none string) string {
	if len(m) == 0 {
		return none
	}
	names := make([]string, 0, len(m))
	for k := range m {
		names = append(names, k)
	}
	sortStrings(names)
	parts := make([]string, len(names))
	for i, k := range names {
		name := k
		if m[k] > 1 {
			name = plural(k)
		}
		parts[i] = fmt.Sprintf("%d %s", m[k], name)
	}
	return strings.Join(parts, ", ")
}

// plural is the plural of a creature's or an item's name.
func plural(name string) string {
	switch {
	case strings.HasSuffix(name, "s"):
		return name
	case strings.HasPrefix(name, "scroll of"):
		return "scrolls" + name[len("scroll"):]
	}
	return name + "s"
}

func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}
