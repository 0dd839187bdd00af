package render

import (
	"bytes"
	"image"
	"math/rand/v2"
	"testing"

	"downhill/world"
)

// DrawChanged into one image drawn again and again (as the window does)
// gives, frame after frame, exactly the pixels of a whole redraw (DrawInto), and
// every pixel it changes lies in its Damage, while creatures move, tiles
// change, the fog lifts, the cursor and path preview wander, a throw is
// aimed, the goblins' intents and the sidebar's highlight come and go,
// the overlay and its heat range change, the camera scrolls, the lab's
// panel opens with its arrows and inspector, the info row and the log
// change, and a dialog comes and goes; at every cell size, in a frame of
// its own size and in one sized by its view. A frame with nothing new
// paints no cell at all.
func TestDrawChangedMatchesDrawInto(t *testing.T) {
	for i, c := range []struct {
		cell, frame image.Point
	}{{DefaultCell, image.Point{}}, {CellSizes()[0], image.Pt(700, 420)}, {CellSizes()[len(CellSizes())-1], image.Pt(1500, 900)}} {
		drawChangedMatches(t, rand.New(rand.NewPCG(uint64(i), 2)), c.cell, c.frame)
	}
}

func drawChangedMatches(t *testing.T, rng *rand.Rand, cell, frameSize image.Point) {
	l, player := testLevel(t)
	g := l.Grid
	dist := distances(l, map[world.Pos]int32{player: 0})
	side := &Sidebar{Depth: 3, Turn: 10, HP: 7, MaxHP: 20, Gold: 30, Pack: []world.ItemKind{world.Healing, world.Smoke}, Selected: -1, Hovered: -1,
		Entries: []SideEntry{{Glyph: 'g', Ink: 0x7fd85c, Name: "goblin", HP: 3, MaxHP: 6, State: "hunting", At: world.Pos{X: 26, Y: 2}}},
		Footer:  []string{"? help"}}
	s := &Scene{Level: l, Fog: true, ViewW: 24, ViewH: 10, Side: side, Log: []LogLine{{Text: "a", Turn: 3}, {Text: "b", Turn: -1}},
		Cell: cell, Frame: frameSize}
	var fc FrameCache
	w, h := Size(s)
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	want := image.NewRGBA(image.Rect(0, 0, w, h))
	painted := 0
	for frame := 0; frame < 160; frame++ {
		switch rng.IntN(14) {
		case 0: // a creature steps
			for e := range l.Ents.Alive {
				p := l.Ents.Pos[e].Add(world.Pos{X: rng.IntN(3) - 1, Y: rng.IntN(3) - 1})
				if g.At(p.X, p.Y).Walkable() && l.Ents.At(p) == world.NoEntity {
					l.Ents.Move(world.Entity(e), p)
					break
				}
			}
		case 1: // the view changes
			g.ComputeFOV(world.Pos{X: 1 + rng.IntN(g.W-2), Y: 1 + rng.IntN(g.H-2)}, 6)
		case 2:
			c := world.Pos{X: rng.IntN(g.W), Y: rng.IntN(g.H)}
			s.Cursor, s.Path, s.Plain = &c, []world.Pos{c, {X: c.X - 1, Y: c.Y}}, false
			if rng.IntN(3) == 0 {
				s.Path = nil
			}
		case 3:
			s.Overlay = Overlay{Kind: OverlayKind(rng.IntN(3)), Name: "player field", Values: dist}
		case 4:
			s.Camera = world.Pos{X: rng.IntN(10) - 2, Y: rng.IntN(3)}
		case 5:
			s.Dialog = nil
			if rng.IntN(3) == 0 {
				s.Dialog = &Dialog{Title: "Title", Lines: []DialogLine{{Text: "a line"}, {Text: "picked", Selected: true}}, Footer: "Esc"}
			}
		case 6: // a door opens
			x, y := rng.IntN(g.W), rng.IntN(g.H)
			if g.At(x, y) == world.Door {
				g.Set(x, y, world.OpenDoor)
			}
		case 7: // a throw aimed, or not
			s.Aim = nil
			if rng.IntN(2) == 0 {
				at := world.Pos{X: 4 + rng.IntN(10), Y: 1 + rng.IntN(8)}
				s.Aim = &Aim{Line: []world.Pos{player, at}, Area: []world.Pos{at, at.Add(world.Pos{X: 1})}, OK: rng.IntN(2) == 0}
				s.Cursor, s.Plain, s.Path = &at, true, nil
			}
		case 8: // intents
			s.Intents = nil
			for range rng.IntN(4) {
				from := world.Pos{X: 2 + rng.IntN(20), Y: 1 + rng.IntN(8)}
				s.Intents = append(s.Intents, Intent{From: from, To: from.Add(world.Pos{X: rng.IntN(3) - 1, Y: rng.IntN(3) - 1}),
					Verb: IntentVerb(rng.IntN(4)), Ink: 0x7fd85c})
			}
		case 9: // the sidebar's highlight
			side.Hovered, s.Highlight = -1, nil
			if rng.IntN(2) == 0 {
				side.Hovered, s.Highlight = 0, []world.Pos{side.Entries[0].At}
			}
			side.Turn++
		case 10: // the lab
			s.Lab = nil
			if rng.IntN(2) == 0 {
				at := world.Pos{X: 5, Y: 2}
				s.Lab = &Lab{Fields: []string{"player field", "flee field"}, Shown: rng.IntN(2), Keys: []string{"Tab close"},
					Arrows: distSteps{dist}, Inspect: &Inspect{Title: "goblin#1", Lines: []string{"why: it wants you"}, Mark: &at, Next: &at}}
				s.Overlay = Overlay{Kind: OverlayHeat, Name: "player field", Values: dist}
			}
		case 11: // the info row
			s.Info, s.Prompt = "", false
			if rng.IntN(2) == 0 {
				s.Info, s.Prompt = "A goblin (3/6 HP, hunting), on floor: a long look that wraps onto the rows of the messages when the frame is narrow.", rng.IntN(2) == 0
			}
		case 12: // a message
			s.Log = append(s.Log, LogLine{Text: "You hit the goblin.", Count: rng.IntN(3), Turn: frame, Ink: 0xffd45e})
		case 13: // the player is hurt
			side.HP = rng.IntN(21)
		}
		if frameSize != (image.Point{}) {
			// A frame of its own size keeps its size whatever the parts.
		} else if w2, h2 := Size(s); w2 != w || h2 != h {
			w, h = w2, h2
			dst = image.NewRGBA(image.Rect(0, 0, w, h))
			want = image.NewRGBA(image.Rect(0, 0, w, h))
		}
		DrawInto(want, s)
		prev := bytes.Clone(dst.Pix)
		DrawChanged(dst, s, &fc)
		if !bytes.Equal(dst.Pix, want.Pix) {
			t.Fatalf("cell %v, frame %v, frame %d: DrawChanged differs from DrawInto", cell, frameSize, frame)
		}
		checkDamage(t, frame, prev, dst, fc.Damage())
		painted += fc.Painted()
		// The image drawn again with nothing new: no cell painted.
		if frame%10 == 9 && s.Dialog == nil {
			DrawChanged(dst, s, &fc)
			quiet := s.Cursor == nil && s.Aim == nil && len(s.Intents) == 0 && len(s.Highlight) == 0 && s.Lab == nil
			if n := fc.Painted(); n != 0 && quiet {
				t.Fatalf("frame %d: an unchanged frame painted %d cells", frame, n)
			}
			if d := fc.Damage(); len(d) != 0 && quiet {
				t.Fatalf("frame %d: an unchanged frame has damage %v", frame, d)
			}
			if !bytes.Equal(dst.Pix, want.Pix) {
				t.Fatalf("frame %d: a redraw of an unchanged frame differs", frame)
			}
		}
	}
	t.Logf("cell %v: %d cells painted in 160 frames while everything changed", cell, painted)
	// A quiet spell: one creature steps a frame, nothing else changes.
	s.Dialog, s.Cursor, s.Path, s.Overlay, s.Aim, s.Intents, s.Highlight, s.Lab = nil, nil, nil, Overlay{}, nil, nil, nil, nil
	side.Hovered = -1
	if frameSize == (image.Point{}) {
		w, h = Size(s)
		dst = image.NewRGBA(image.Rect(0, 0, w, h))
		want = image.NewRGBA(image.Rect(0, 0, w, h))
	}
	a := Arranged(s)
	for frame := 0; frame < 20; frame++ {
		for e := range l.Ents.Alive {
			p := l.Ents.Pos[e].Add(world.Pos{X: rng.IntN(3) - 1, Y: rng.IntN(3) - 1})
			if g.At(p.X, p.Y).Walkable() && l.Ents.At(p) == world.NoEntity {
				l.Ents.Move(world.Entity(e), p)
				break
			}
		}
		DrawInto(want, s)
		prev := bytes.Clone(dst.Pix)
		DrawChanged(dst, s, &fc)
		if !bytes.Equal(dst.Pix, want.Pix) {
			t.Fatalf("quiet frame %d: DrawChanged differs from DrawInto", frame)
		}
		checkDamage(t, frame, prev, dst, fc.Damage())
		for _, r := range fc.Damage() {
			if frame >= 1 && !r.In(a.Pixels(a.Map)) {
				t.Fatalf("quiet frame %d: damage %v reaches past the map %v", frame, fc.Damage(), a.Pixels(a.Map))
			}
		}
		// One step since this image was drawn: at most two cells.
		if n := fc.Painted(); frame >= 1 && n > 2 {
			t.Fatalf("quiet frame %d: %d cells painted for one creature's step", frame, n)
		}
	}
}

// distSteps are the arrows of a test field: the step to the lowest
// neighbour.
type distSteps struct{ d numbers }

func (d distSteps) Step(x, y int) (int, int, bool) {
	best, bx, by := d.d.At(x, y), 0, 0
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			if v := d.d.At(x+dx, y+dy); v < best {
				best, bx, by = v, dx, dy
			}
		}
	}
	return bx, by, bx != 0 || by != 0
}

// checkDamage fails unless every pixel of dst that differs from prev (its
// bytes before the draw) lies in one of the damage rectangles.
func checkDamage(t *testing.T, frame int, prev []byte, dst *image.RGBA, damage []image.Rectangle) {
	t.Helper()
	b := dst.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			i := dst.PixOffset(x, y)
			if bytes.Equal(prev[i:i+4], dst.Pix[i:i+4]) {
				continue
			}
			in := false
			for _, r := range damage {
				in = in || image.Pt(x, y).In(r)
			}
			if !in {
				t.Fatalf("frame %d: pixel %d,%d changed outside the damage %v", frame, x, y, damage)
			}
		}
	}
}

// BenchmarkFrameBig draws frames of a 160x90-cell view of a 1024x1024
// level with 10,000 creatures, one creature stepping between frames: all
// of the view (DrawInto) against the changed cells (DrawChanged into
// the one image, as the window draws).
func BenchmarkFrameBig(b *testing.B) {
	l := world.Generate("caves", 1024, 1024, 1, rand.New(rand.NewPCG(1, 2)))
	rng := rand.New(rand.NewPCG(3, 4))
	for n := 0; n < 10000; {
		p := world.Pos{X: rng.IntN(1024), Y: rng.IntN(1024)}
		if l.Grid.At(p.X, p.Y).Walkable() && l.Ents.At(p) == world.NoEntity {
			l.Ents.Add(world.Goblin, p, 5)
			n++
		}
	}
	s := &Scene{Level: l, Camera: world.Pos{X: 400, Y: 400}, ViewW: 160, ViewH: 90}
	w, h := Size(s)
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	step := func() {
		for e := range l.Ents.Alive {
			p := l.Ents.Pos[e].Add(world.Pos{X: rng.IntN(3) - 1, Y: rng.IntN(3) - 1})
			if l.Grid.At(p.X, p.Y).Walkable() && l.Ents.At(p) == world.NoEntity {
				l.Ents.Move(world.Entity(e), p)
				return
			}
		}
	}
	b.Run("all", func(b *testing.B) {
		for b.Loop() {
			step()
			DrawInto(dst, s)
		}
	})
	b.Run("changed", func(b *testing.B) {
		var fc FrameCache
		for b.Loop() {
			step()
			DrawChanged(dst, s, &fc)
		}
	})
}
