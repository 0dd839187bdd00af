package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/png"
	"io"
	"strconv"
	"strings"

	"downhill/game"
	"downhill/game/session"
	"downhill/internal/atomicfile"
	"downhill/internal/cli"
	"downhill/render"
	"downhill/world"
)

const shotUsage = "usage: downhill-headless shot (-seed N | -map FILE) [-keys STRING [-size WxH]] " +
	"[-turns T] [-overlay none|heat|digits] [-field NAME|INDEX] [-fog] [-cursor X,Y] " +
	"[-w W -h H] [-level KIND] [-goblins N] -o FILE.png"

// Minimum frame of a scene shot: README screenshots stay legible even for
// a small level, which is then shown inside a larger, dark view.
const shotMinW, shotMinH = 640, 360

// shotOptions are the parsed flags of `downhill-headless shot`.
type shotOptions struct {
	cfg     game.Config
	mapFile string
	out     string

	keys     []session.Input // -keys: the window's frame after these
	keysSet  bool
	size     image.Point // -size: the window, in device pixels
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
//   - without, a scene: T turns of waiting, then the whole level drawn as
//     if explored (unless -fog), an overlay over every cell its field
//     reaches, and a travel preview to -cursor. The README's screenshots
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
			return fail("shot: %v", err)
		}
	} else {
		g = game.New(o.cfg)
	}
	var img *image.RGBA
	if o.keysSet {
		var err error
		if img, err = windowFrame(g, o.keys, o.size); err != nil {
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
		return fail("shot: %s", err)
	}
	return 0
}

// parseShot reads the flags; a nil result comes with the exit code of the
// one-line error it printed.
func parseShot(args []string) (*shotOptions, int) {
	fs := flag.NewFlagSet("shot", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	seedS := fs.String("seed", "", "random seed (this or -map)")
	mapFile := fs.String("map", "", "scenario file to play instead of a generated level (the sim -map format)")
	keysS := fs.String("keys", "", "inputs to play first, as `sim -keys` reads them: the picture is the window's frame")
	sizeS := fs.String("size", "", "WxH: the window's size in device pixels for -keys (default: the window the game opens, 1280x720)")
	turnsS := fs.String("turns", "0", "turns to wait before the shot")
	overlayS := fs.String("overlay", "none", "none, heat or digits")
	fieldS := fs.String("field", "0", "field to overlay: index into the overlay list or a name prefix")
	fog := fs.Bool("fog", false, "draw only what the player has seen")
	wS := fs.String("w", "0", "level width in cells (0: 80)")
	hS := fs.String("h", "0", "level height in cells (0: 45)")
	level := fs.String("level", "", "level generator: "+strings.Join(world.Generators, ", ")+" (default: mixed by depth)")
	goblinsS := fs.String("goblins", "0", "goblins on the level (0: the game's default)")
	cursorS := fs.String("cursor", "", "X,Y: show the travel preview from the player to this cell")
	out := fs.String("o", "", "output PNG file (required)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil, fail("%s", shotUsage)
		}
		return nil, fail("shot: %s; %s", err, shotUsage)
	}
	o := &shotOptions{mapFile: *mapFile, out: *out, field: *fieldS, fog: *fog, cursor: *cursorS, keysSet: cli.Given(fs, "keys")}
	switch {
	case fs.NArg() != 0:
		return nil, fail("shot: unexpected argument %q; %s", fs.Arg(0), shotUsage)
	case *seedS == "" && *mapFile == "":
		return nil, fail("shot: -seed N or -map FILE is required; %s", shotUsage)
	case *out == "":
		return nil, fail("shot: -o FILE.png is required; %s", shotUsage)
	}
	if *seedS != "" {
		seed, err := strconv.ParseUint(*seedS, 10, 64)
		if err != nil {
			return nil, fail("shot: bad -seed %q: want a non-negative integer", *seedS)
		}
		o.cfg.Seed = seed
	}
	for _, n := range []string{"turns", "overlay", "field", "fog", "cursor"} {
		if cli.Given(fs, n) {
			o.sceneSet = append(o.sceneSet, "-"+n)
		}
	}
	if o.keysSet {
		if len(o.sceneSet) > 0 {
			return nil, fail("shot: -keys shows the window's frame after the keys: %s do not go with it", strings.Join(o.sceneSet, " "))
		}
		in, err := session.ParseInputs(*keysS)
		if err != nil {
			return nil, fail("shot: -keys: %v", err)
		}
		o.keys = in
		if *sizeS != "" {
			var w, h int
			if n, err := fmt.Sscanf(*sizeS, "%dx%d", &w, &h); err != nil || n != 2 || w < 100 || h < 100 || w > 8192 || h > 8192 ||
				fmt.Sprintf("%dx%d", w, h) != *sizeS {
				return nil, fail("shot: bad -size %q: want WxH, each from 100 to 8192", *sizeS)
			}
			o.size = image.Pt(w, h)
		}
	} else if *sizeS != "" {
		return nil, fail("shot: -size is the window's size for -keys; a scene shot is the whole level")
	}
	turns, err := strconv.Atoi(*turnsS)
	if err != nil || turns < 0 || turns > 1_000_000 {
		return nil, fail("shot: bad -turns %q: want 0 to 1000000", *turnsS)
	}
	o.turns = turns
	switch *overlayS {
	case "none":
		o.overlay = render.OverlayNone
	case "heat":
		o.overlay = render.OverlayHeat
	case "digits":
		o.overlay = render.OverlayDigits
	default:
		return nil, fail("shot: bad -overlay %q: want none, heat or digits", *overlayS)
	}
	w, err := strconv.Atoi(*wS)
	if err != nil || (w != 0 && (w < 20 || w > 1000)) {
		return nil, fail("shot: bad -w %q: want a width from 20 to 1000", *wS)
	}
	h, err := strconv.Atoi(*hS)
	if err != nil || (h != 0 && (h < 10 || h > 1000)) {
		return nil, fail("shot: bad -h %q: want a height from 10 to 1000", *hS)
	}
	if *level != "" && !cli.ValidKind(*level) {
		return nil, fail("shot: bad -level %q: want one of %s", *level, strings.Join(world.Generators, ", "))
	}
	goblins, err := strconv.Atoi(*goblinsS)
	if err != nil || goblins < 0 || goblins > game.MaxGoblins {
		return nil, fail("shot: bad -goblins %q: want 0 to %d", *goblinsS, game.MaxGoblins)
	}
	if *mapFile != "" && (w != 0 || h != 0 || *level != "" || goblins != 0) {
		return nil, fail("shot: -map plays the file's level: -w, -h, -level and -goblins do not go with it")
	}
	o.cfg.W, o.cfg.H, o.cfg.Level, o.cfg.Goblins = w, h, *level, goblins
	return o, 0
}

// windowFrame plays inputs on g through a session as the window does and
// returns the frame it shows after them: the window's size given to
// Resize (none: the view it opens with), then after each input and each
// trip step a frame drawn, when anything changed, into the one image the
// window keeps, only the changed cells painted again (Session.Draw).
func windowFrame(g *game.Game, inputs []session.Input, size image.Point) (*image.RGBA, error) {
	s := session.New(g, nil)
	if size == (image.Point{}) {
		size = session.WindowSize
	}
	var img *image.RGBA
	frame := func() {
		s.Resize(size)
		if s.Dirty() {
			img = s.Draw(img)
		}
	}
	frame()
	if _, err := session.Play(s, inputs, replayEpoch, frame); err != nil {
		return nil, err
	}
	return img, nil
}

// sceneFrame is the scene shot: turns of waiting, then the whole level
// with the overlay and cursor asked for. The message is the error, if any.
func sceneFrame(g *game.Game, o *shotOptions) (*image.RGBA, string) {
	for i := 0; i < o.turns && !g.Dead; i++ {
		g.Do(game.Command{Action: game.ActWait})
	}
	v := session.View{Overlay: o.overlay, Fog: o.fog}
	if o.overlay != render.OverlayNone {
		idx, err := pickField(g, o.field)
		if err != nil {
			return nil, err.Error()
		}
		v.Field = idx
	}
	if o.cursor != "" {
		var c world.Pos
		if _, err := fmt.Sscanf(o.cursor, "%d,%d", &c.X, &c.Y); err != nil || !g.Level.Grid.In(c.X, c.Y) {
			return nil, fmt.Sprintf("bad -cursor %q: want X,Y inside the %dx%d level", o.cursor, g.Level.Grid.W, g.Level.Grid.H)
		}
		v.Cursor, v.Path = &c, g.PreviewPath(c.X, c.Y)
	}
	gw, gh := g.Level.Grid.W, g.Level.Grid.H
	v.ViewW = max(gw, (shotMinW+render.CellW-1)/render.CellW)
	v.ViewH = max(gh, (shotMinH+render.CellH-1)/render.CellH-render.LogLines-2)
	return render.Draw(session.Scene(g, v)), ""
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
