package session

import (
	"image"
	"math"
	"testing"

	"downhill/game"
	"downhill/game/session/layout"
	"downhill/render"
	"downhill/world"
)

func TestCellAt(t *testing.T) {
	cam := world.Pos{X: 10, Y: 5}
	cases := []struct {
		px, py float32
		want   world.Pos
		ok     bool
	}{
		{0, 0, world.Pos{X: 10, Y: 5}, true},
		{11.9, 19.9, world.Pos{X: 10, Y: 5}, true},
		{12, 20, world.Pos{X: 11, Y: 6}, true},
		{80*12 - 1, 45*20 - 1, world.Pos{X: 89, Y: 49}, true},
		{80 * 12, 0, world.Pos{}, false},               // right of the map
		{0, 45 * 20, world.Pos{}, false},               // the status bar
		{-0.5, 3, world.Pos{}, false},                  // letterbox
		{float32(math.NaN()), 3, world.Pos{}, false},   // a pointer through no frame yet
		{float32(math.Inf(1)), 3, world.Pos{}, false},  // the same
		{3, float32(math.Inf(-1)), world.Pos{}, false}, // the same
	}
	for _, c := range cases {
		p, ok := layout.CellAt(c.px, c.py, image.Point{}, 12, 20, cam, 80, 45)
		if ok != c.ok || ok && p != c.want {
			t.Errorf("layout.CellAt(%v,%v) = %v,%v want %v,%v", c.px, c.py, p, ok, c.want, c.ok)
		}
	}
	// Before the first frame there is no layout: nothing is under the mouse.
	s := New(game.New(game.Config{Seed: 1}), nil)
	if _, ok := s.CellAt(5, 5); ok {
		t.Error("a cell under the mouse before any frame was drawn")
	}
}

// TestEveryTextSizeKeepsThePlayerInView is the frame-scale defect's
// regression test: at any window size, however small or oddly shaped,
// and at every text size the options offer (the old `z` key left fixed
// scales showing the frame's top-left corner, the camera not following
// and the status off screen, saved for the next launch), the frame the
// session draws is the window's own size (shown 1:1: FitImage places it
// at scale 1, offset 0), the player's cell is on the map part of it after
// a walk across the level, and the sidebar with the hit points is inside
// the frame.
func TestEveryTextSizeKeepsThePlayerInView(t *testing.T) {
	sizes := []image.Point{{1366, 768}, {1280, 720}, {800, 600}, {390, 844}, {1170, 2532}, {3001, 400}, {200, 150}, {7, 1}}
	texts := []int{0}
	for _, c := range render.CellSizes() {
		texts = append(texts, c.Y)
	}
	for _, lv := range []image.Point{{80, 45}, {30, 12}, {200, 100}} {
		for _, text := range texts {
			g := game.New(game.Config{Seed: 3, W: lv.X, H: lv.Y})
			s := New(g, nil)
			s.applySettings(Settings{TextSize: text})
			// Walk the player to the far corner of the level.
			far := world.Pos{X: g.Level.Grid.W - 2, Y: g.Level.Grid.H - 2}
			g.Level.Ents.Move(g.Player, far)
			for _, win := range sizes {
				s.Resize(win)
				img := s.Draw(nil)
				l := s.Layout()
				if img.Bounds().Size() != win {
					t.Fatalf("level %v, text %d, window %v: frame %v, not the window", lv, text, win, img.Bounds().Size())
				}
				if f := s.Fit(l.Size, win); f.Scale != 1 || f.Offset != (image.Point{}) {
					t.Fatalf("level %v, text %d, window %v: placed %+v, not 1:1", lv, text, win, f)
				}
				p := g.PlayerPos()
				px := l.Origin.X + (p.X-l.Camera.X)*l.CellW
				py := l.Origin.Y + (p.Y-l.Camera.Y)*l.CellH
				if p.X < l.Camera.X || p.Y < l.Camera.Y || p.X >= l.Camera.X+l.ViewW || p.Y >= l.Camera.Y+l.ViewH ||
					px+l.CellW > win.X || py+l.CellH > win.Y {
					if win.X >= 100 && win.Y >= 100 {
						t.Fatalf("level %v, text %d, window %v: the player at %v is off the view (camera %v, %dx%d cells at %v)",
							lv, text, win, p, l.Camera, l.ViewW, l.ViewH, l.Origin)
					}
				}
				a := render.Arranged(s.lastScene)
				if side := a.Pixels(a.Side); win.X >= 100 && win.Y >= 100 && (side.Empty() || !side.In(image.Rect(0, 0, win.X, win.Y))) {
					t.Fatalf("level %v, text %d, window %v: the sidebar %v is not in the frame", lv, text, win, side)
				}
			}
		}
	}
}
