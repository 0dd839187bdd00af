//go:build !js

package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"image/png"
	"io"
	"strconv"
	"strings"

	"downhill/game"
	"downhill/game/session"
	"downhill/internal/atomicfile"
	"downhill/render"
	"downhill/world"
)

const shotUsage = "usage: downhill shot -seed N [-turns T] [-overlay none|heat|digits] [-field NAME|INDEX] [-fog] " +
	"[-w W -h H] [-level KIND] [-goblins N] [-cursor X,Y] -o FILE.png"

// Minimum frame of a shot: README screenshots stay legible even for a
// small level, which is then shown inside a larger, dark view.
const shotMinW, shotMinH = 640, 360

// runShot is the `downhill shot` sub-command: it plays T turns of waiting
// on a seeded game and renders one frame without a window, at the normal
// cell size, as a PNG. The whole level is drawn as if explored unless -fog;
// the overlay covers every cell its field reaches. The README's screenshots
// come from it, and so do the pixel tests of the whole pipeline.
func runShot(args []string) int {
	fs := flag.NewFlagSet("shot", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	seedS := fs.String("seed", "", "random seed (required)")
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
			return fail("%s", shotUsage)
		}
		return fail("shot: %s; %s", err, shotUsage)
	}
	if fs.NArg() != 0 {
		return fail("shot: unexpected argument %q; %s", fs.Arg(0), shotUsage)
	}
	if *seedS == "" {
		return fail("shot: -seed is required; %s", shotUsage)
	}
	if *out == "" {
		return fail("shot: -o FILE.png is required; %s", shotUsage)
	}
	seed, err := strconv.ParseUint(*seedS, 10, 64)
	if err != nil {
		return fail("shot: bad -seed %q: want a non-negative integer", *seedS)
	}
	turns, err := strconv.Atoi(*turnsS)
	if err != nil || turns < 0 || turns > 1_000_000 {
		return fail("shot: bad -turns %q: want 0 to 1000000", *turnsS)
	}
	var kind render.OverlayKind
	switch *overlayS {
	case "none":
		kind = render.OverlayNone
	case "heat":
		kind = render.OverlayHeat
	case "digits":
		kind = render.OverlayDigits
	default:
		return fail("shot: bad -overlay %q: want none, heat or digits", *overlayS)
	}
	w, err := strconv.Atoi(*wS)
	if err != nil || (w != 0 && (w < 20 || w > 1000)) {
		return fail("shot: bad -w %q: want a width from 20 to 1000", *wS)
	}
	h, err := strconv.Atoi(*hS)
	if err != nil || (h != 0 && (h < 10 || h > 1000)) {
		return fail("shot: bad -h %q: want a height from 10 to 1000", *hS)
	}
	if *level != "" && !validKind(*level) {
		return fail("shot: bad -level %q: want one of %s", *level, strings.Join(world.Generators, ", "))
	}
	goblins, err := strconv.Atoi(*goblinsS)
	if err != nil || goblins < 0 || goblins > game.MaxGoblins {
		return fail("shot: bad -goblins %q: want 0 to %d", *goblinsS, game.MaxGoblins)
	}

	g := game.New(game.Config{Seed: seed, W: w, H: h, Level: *level, Goblins: goblins})
	for i := 0; i < turns && !g.Dead; i++ {
		g.Do(game.Command{Action: game.ActWait})
	}

	v := session.View{Overlay: kind, Fog: *fog}
	if kind != render.OverlayNone {
		idx, err := pickField(g, *fieldS)
		if err != nil {
			return fail("shot: %s", err)
		}
		v.Field = idx
	}
	if *cursorS != "" {
		c, ok := parseCell(*cursorS)
		if !ok || !g.Level.Grid.In(c.X, c.Y) {
			return fail("shot: bad -cursor %q: want X,Y inside the %dx%d level", *cursorS, g.Level.Grid.W, g.Level.Grid.H)
		}
		v.Cursor, v.Path = &c, g.PreviewPath(c.X, c.Y)
	}
	gw, gh := g.Level.Grid.W, g.Level.Grid.H
	v.ViewW = max(gw, (shotMinW+render.CellW-1)/render.CellW)
	v.ViewH = max(gh, (shotMinH+render.CellH-1)/render.CellH-render.TextRows)

	img := render.Draw(session.Scene(g, v))
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return fail("shot: %s", err)
	}
	// An interrupted shot never leaves half a PNG; a picture is for sharing.
	if err := atomicfile.WriteFile(*out, buf.Bytes(), 0o644); err != nil {
		return fail("shot: %s", err)
	}
	return 0
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
