package main

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"strconv"
	"strings"

	"downhill/game"
	"downhill/game/flags"
	"downhill/game/replay"
	"downhill/game/session"
	"downhill/game/session/keys"
	"downhill/game/session/screen"
	"downhill/internal/atomicfile"
	"downhill/internal/cli"
	"downhill/internal/inputfile"
	"downhill/internal/text"
	"downhill/render"
	"downhill/world"
)

// Minimum frame of a scene shot: the docs' screenshots stay legible even for
// a small level, which is then shown inside a larger, dark view.
const shotMinW, shotMinH = 640, 360

// Largest view of a scene shot, in cells: a frame of 4800 x 4840 pixels
// (93 MB). A bigger level (up to world.MaxSide a side) is shown around
// the player: its whole picture would take gigabytes.
const shotMaxW, shotMaxH = 400, 240

// shotOptions are the parsed flags of `downhill-headless shot`.
type shotOptions struct {
	cfg     game.Config
	mapFile string
	out     string

	keys     []keys.Input // -keys: the window's frame after these
	keysSet  bool
	watch    *game.Recording // -replay: the window watching it
	size     image.Point     // -size: the window, in device pixels
	turns    int
	overlay  render.OverlayKind
	field    string
	fog      bool
	cursor   string
	sceneSet []string // the scene flags given (they do not go with -keys)
}

// runShot is the `downhill-headless shot` sub-command: one frame of the
// game as a PNG, without a window. Two kinds:
//
//   - with -keys, the frame the window would show after those inputs:
//     they are played through the session as the window plays them (the
//     same key table, modes and trips, a frame drawn after each input and
//     each trip step into one image kept between frames, as the window
//     draws), so every screen of the game can be pictured and checked;
//   - without, a scene: T turns of waiting, then the whole level (up to
//     shotMaxW x shotMaxH cells, else that much around the player) drawn as if
//     explored (unless -fog), an overlay over every cell its field
//     reaches, and a travel preview to -cursor. The docs' screenshots
//     come from it.
func runShot(args []string) int {
	o, code := parseShot(args)
	if o == nil {
		return code
	}
	var g *game.Game
	if o.mapFile != "" {
		var err error
		if g, err = loadScenario(o.mapFile, o.cfg); err != nil {
			return fail("%v", err) // FILE:LINE:COL first
		}
	} else if o.watch != nil {
		g = game.New(o.watch.Cfg) // the one-off game the replay is watched over
	} else {
		g = game.New(o.cfg)
	}
	var img *image.RGBA
	if o.keysSet {
		var err error
		s := session.Fresh(g, nil)
		if o.watch != nil {
			s.WatchRecording(o.watch, replayEpoch)
		}
		if img, err = session.PlayWindow(s, o.keys, o.size); err != nil {
			return fail("shot: -keys: %v", err)
		}
	} else {
		var msg string
		if img, msg = sceneFrame(g, o); msg != "" {
			return fail("shot: %s", msg)
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return fail("shot: %s", err)
	}
	// An interrupted shot never leaves half a PNG; a picture is for sharing.
	if err := atomicfile.WriteFile(o.out, buf.Bytes(), 0o644); err != nil {
		return fail("%v", text.FileError(o.out, err))
	}
	return 0
}

// The shot's bounds: -turns as sim's, -size from a small window to a
// large 8K screen.
const (
	maxShotTurns     = 1_000_000
	minSize, maxSize = 100, 8192
)

// parseShot reads the flags; a nil result comes with the exit code of the
// one-line error it printed (or of -h's help).
func parseShot(args []string) (*shotOptions, int) {
	c := cli.New(program, "shot", "(-seed N | -map FILE | -replay FILE) [-keys STRING [-size WxH]] "+
		"[-turns T] [-overlay none|heat|digits] [-field NAME|INDEX] [-fog] [-cursor X,Y] "+
		"[-width W -height H] [-level KIND] [-goblins N] -o FILE.png",
		"Draws one frame of the game as a PNG without a window: with -keys the window's frame\n"+
			"after those inputs, else the whole level after T turns of waiting (the docs' shots).")
	seed := c.Uint64("seed", 0, "random seed (this or -map)")
	mapFile := c.File("map", "scenario file to play instead of a generated level (the sim -map format)")
	keyString := c.String("keys", "", "inputs to play first, as `sim -keys` reads them: the picture is the window's frame")
	watch := c.File("replay", "a recording (a save, a morgue file, a recording's text, a link's value): with -keys, the window watching it after the keys")
	var size image.Point
	c.Parsed("size", fmt.Sprintf("WxH: the window's size in device pixels for -keys, each %d to %d (default: the window the game opens, 1280x720)", minSize, maxSize),
		fmt.Sprintf("want WxH, each from %d to %d", minSize, maxSize), func(v string) bool {
			ws, hs, ok := strings.Cut(v, "x")
			w, errw := strconv.Atoi(ws)
			h, errh := strconv.Atoi(hs)
			size = image.Pt(w, h)
			return ok && errw == nil && errh == nil && w >= minSize && h >= minSize && w <= maxSize && h <= maxSize
		})
	turns := c.Int("turns", 0, 0, maxShotTurns, "turns to wait before the shot")
	overlay := c.Choice("overlay", "none", []string{"none", "heat", "digits"}, "the field overlay")
	field := c.String("field", "0", "field to overlay: index into the overlay list or a name prefix")
	fog := c.Bool("fog", "draw only what the player has seen")
	w := flags.Width(c, 80)
	h := flags.Height(c, 45)
	level := flags.Level(c)
	goblins := flags.Goblins(c)
	cursor := c.String("cursor", "", "X,Y: show the travel preview from the player to this cell")
	out := c.File("o", "output PNG file (required)")
	if code, ok := c.Parse(args); !ok {
		return nil, code
	}
	if code, ok := c.NoArgs(); !ok {
		return nil, code
	}
	o := &shotOptions{mapFile: *mapFile, out: *out, field: *field, fog: *fog, cursor: *cursor, keysSet: c.Given("keys"), turns: *turns}
	o.overlay = map[string]render.OverlayKind{"none": render.OverlayNone, "heat": render.OverlayHeat, "digits": render.OverlayDigits}[*overlay]
	switch {
	case *watch != "" && (!o.keysSet || c.Given("seed") || *mapFile != ""):
		return nil, c.Fail("-replay shows the window watching the recording after -keys; -seed and -map do not go with it")
	case !c.Given("seed") && *mapFile == "" && *watch == "":
		return nil, c.Fail("-seed N, -map FILE or -replay FILE is required; see %s shot -h", program)
	case *out == "":
		return nil, c.Fail("-o FILE.png is required; see %s shot -h", program)
	}
	for _, n := range []string{"turns", "overlay", "field", "fog", "cursor"} {
		if c.Given(n) {
			o.sceneSet = append(o.sceneSet, "-"+n)
		}
	}
	if o.keysSet {
		if len(o.sceneSet) > 0 {
			return nil, c.Fail("-keys shows the window's frame after the keys: %s do not go with it", strings.Join(o.sceneSet, " "))
		}
		in, err := keys.ParseInputs(*keyString)
		if err != nil {
			return nil, c.Fail("-keys: %v", err)
		}
		o.keys = in
		if c.Given("size") {
			o.size = size
		}
	} else if c.Given("size") {
		return nil, c.Fail("-size is the window's size for -keys; a scene shot is the whole level")
	}
	if *mapFile != "" && (c.Given("width") || c.Given("height") || *level != "" || *goblins != 0) {
		return nil, c.Fail("-map plays the file's level: -width, -height, -level and -goblins do not go with it")
	}
	o.cfg = game.Config{Seed: *seed, W: *w, H: *h, Level: *level, Goblins: *goblins}
	if *watch != "" {
		data, err := inputfile.Read(*watch, game.MaxSaveBytes)
		if err == nil {
			o.watch, err = replay.Read(*watch, data)
		}
		if err != nil {
			return nil, c.FailInput("%v", err)
		}
	}
	return o, 0
}

// sceneFrame is the scene shot: turns of waiting, then the whole level
// with the overlay and cursor asked for. The message is the error, if any.
func sceneFrame(g *game.Game, o *shotOptions) (*image.RGBA, string) {
	for i := 0; i < o.turns && !g.Dead; i++ {
		g.Do(game.Command{Action: game.ActWait})
	}
	v := screen.View{Overlay: o.overlay, Fog: o.fog}
	if o.overlay != render.OverlayNone {
		idx, err := pickField(g, o.field)
		if err != nil {
			return nil, err.Error()
		}
		v.Field = idx
	}
	if o.cursor != "" {
		c, ok := parseCell(o.cursor)
		if !ok || !g.Level.Grid.In(c.X, c.Y) {
			return nil, fmt.Sprintf("bad -cursor %q: want X,Y inside the %dx%d level", o.cursor, g.Level.Grid.W, g.Level.Grid.H)
		}
		v.Cursor, v.Path = &c, g.PreviewPath(c.X, c.Y)
	}
	gw, gh := g.Level.Grid.W, g.Level.Grid.H
	v.ViewW = max(min(gw, shotMaxW), (shotMinW+render.CellW-1)/render.CellW)
	v.ViewH = max(min(gh, shotMaxH), (shotMinH+render.CellH-1)/render.CellH-render.LogLines-2)
	p := g.PlayerPos()
	v.Camera = world.Pos{X: min(max(p.X-v.ViewW/2, 0), max(gw-v.ViewW, 0)), Y: min(max(p.Y-v.ViewH/2, 0), max(gh-v.ViewH, 0))}
	return render.Draw(screen.Scene(g, v)), ""
}

// pickField resolves -field: an index into g.Fields() or the start of a
// field's name ("greedy" for "greedy field").
func pickField(g *game.Game, s string) (int, error) {
	fs := g.Fields()
	names := make([]string, len(fs))
	for i, f := range fs {
		names[i] = fmt.Sprintf("%d %q", i, f.Name)
	}
	if i, err := strconv.Atoi(s); err == nil {
		if i >= 0 && i < len(fs) {
			return i, nil
		}
	} else {
		for i, f := range fs {
			if strings.HasPrefix(strings.ToLower(f.Name), strings.ToLower(s)) {
				return i, nil
			}
		}
	}
	return 0, fmt.Errorf("bad -field %q: this level has %s", s, strings.Join(names, ", "))
}
