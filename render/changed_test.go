package render

import (
	"bytes"
	"image"
	"math/rand/v2"
	"testing"

	"downhill/world"
)

// DrawChanged into two images in turn (a double-buffered window) gives,
// frame after frame, exactly the pixels DrawInto gives, and every pixel it
// changes lies in its Damage, while creatures
// move, tiles change, the fog lifts, the cursor and path preview wander,
// the overlay and its heat range change, the camera scrolls and a dialog
// comes and goes; and a frame with nothing new paints no map cell at all.
func TestDrawChangedMatchesDrawInto(t *testing.T) {
	l, player := testLevel(t)
	g := l.Grid
	dist := distances(l, map[world.Pos]int32{player: 0})
	s := &Scene{Level: l, Fog: true, ViewW: 24, ViewH: 10, Status: "status", Log: []string{"a", "b"}}
	var fc FrameCache
	w, h := Size(s)
	bufs := [2]*image.RGBA{image.NewRGBA(image.Rect(0, 0, w, h)), image.NewRGBA(image.Rect(0, 0, w, h))}
	want := image.NewRGBA(image.Rect(0, 0, w, h))
	rng := rand.New(rand.NewPCG(1, 2))
	painted := 0
	for frame := 0; frame < 120; frame++ {
		switch rng.IntN(8) {
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
			s.Cursor, s.Path = &c, []world.Pos{c, {X: c.X - 1, Y: c.Y}}
			if rng.IntN(3) == 0 {
				s.Path = nil
			}
		case 3:
			s.Overlay = Overlay{Kind: OverlayKind(rng.IntN(3)), Name: "player field", Values: dist}
		case 4:
			s.Camera = world.Pos{X: rng.IntN(10), Y: rng.IntN(3)}
		case 5:
			s.Dialog = nil
			if rng.IntN(3) == 0 {
				s.Dialog = []string{"Title", "a line"}
			}
		case 6: // a door opens
			x, y := rng.IntN(g.W), rng.IntN(g.H)
			if g.At(x, y) == world.Door {
				g.Set(x, y, world.OpenDoor)
			}
		}
		DrawInto(want, s)
		dst := bufs[frame%2]
		prev := bytes.Clone(dst.Pix)
		DrawChanged(dst, s, &fc)
		if !bytes.Equal(dst.Pix, want.Pix) {
			t.Fatalf("frame %d: DrawChanged differs from DrawInto", frame)
		}
		checkDamage(t, frame, prev, dst, fc.Damage())
		painted += fc.Painted()
		// Both images drawn again with nothing new: no cell painted.
		if frame%10 == 9 && len(s.Dialog) == 0 {
			DrawChanged(bufs[(frame+1)%2], s, &fc)
			DrawChanged(bufs[frame%2], s, &fc)
			if n := fc.Painted(); n != 0 && s.Cursor == nil {
				t.Fatalf("frame %d: an unchanged frame painted %d cells", frame, n)
			}
			if d := fc.Damage(); len(d) != 0 && s.Cursor == nil {
				t.Fatalf("frame %d: an unchanged frame has damage %v", frame, d)
			}
			if !bytes.Equal(bufs[frame%2].Pix, want.Pix) {
				t.Fatalf("frame %d: a redraw of an unchanged frame differs", frame)
			}
		}
	}
	t.Logf("%d of %d cells painted while everything changed", painted, 120*24*10)
	// A quiet spell: one creature steps a frame, nothing else changes.
	s.Dialog, s.Cursor, s.Path, s.Overlay = nil, nil, nil, Overlay{}
	for frame := 0; frame < 20; frame++ {
		for e := range l.Ents.Alive {
			p := l.Ents.Pos[e].Add(world.Pos{X: rng.IntN(3) - 1, Y: rng.IntN(3) - 1})
			if g.At(p.X, p.Y).Walkable() && l.Ents.At(p) == world.NoEntity {
				l.Ents.Move(world.Entity(e), p)
				break
			}
		}
		DrawInto(want, s)
		dst := bufs[frame%2]
		prev := bytes.Clone(dst.Pix)
		DrawChanged(dst, s, &fc)
		if !bytes.Equal(dst.Pix, want.Pix) {
			t.Fatalf("quiet frame %d: DrawChanged differs from DrawInto", frame)
		}
		checkDamage(t, frame, prev, dst, fc.Damage())
		for _, r := range fc.Damage() {
			if frame >= 2 && r.Max.Y > s.ViewH*CellH {
				t.Fatalf("quiet frame %d: damage %v reaches the unchanged status rows", frame, fc.Damage())
			}
		}
		// Two steps since this image was drawn: at most four cells, more
		// only when the heat range moved.
		if n := fc.Painted(); frame >= 2 && n > 4 && s.Overlay.Kind == OverlayNone {
			t.Fatalf("quiet frame %d: %d cells painted for one creature's step", frame, n)
		}
	}
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
// of the view (DrawInto) against the changed cells (DrawChanged, two
// images in turn).
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
	bufs := [2]*image.RGBA{image.NewRGBA(image.Rect(0, 0, w, h)), image.NewRGBA(image.Rect(0, 0, w, h))}
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
		i := 0
		for b.Loop() {
			step()
			DrawInto(bufs[i%2], s)
			i++
		}
	})
	b.Run("changed", func(b *testing.B) {
		var fc FrameCache
		i := 0
		for b.Loop() {
			step()
			DrawChanged(bufs[i%2], s, &fc)
			i++
		}
	})
}
