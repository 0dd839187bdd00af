package session

import (
	"image"
	"testing"
	"time"

	"downhill/render"
	"downhill/world"
)

// pixelOf is the centre of cell p in the last frame drawn.
func pixelOf(s *Session, p world.Pos) (float32, float32) {
	l := s.Layout()
	return float32(l.Origin.X + (p.X-l.Camera.X)*l.CellW + l.CellW/2),
		float32(l.Origin.Y + (p.Y-l.Camera.Y)*l.CellH + l.CellH/2)
}

// TestLabOpensWithoutPausing checks Tab opens the panel (on the right of
// the window, the sidebar folded to a row over the map), a move still
// plays a turn with the lab open, and Tab closes it.
func TestLabOpensWithoutPausing(t *testing.T) {
	s, _ := newTestSession(t, 3)
	s.Resize(image.Pt(1366, 768))
	closed := s.Draw(nil).Bounds()
	press(s, "<Tab>", t0)
	if !s.Lab().Open {
		t.Fatal("Tab did not open the lab")
	}
	open := s.Draw(nil).Bounds()
	a := render.Arranged(s.lastScene)
	if open != closed || a.Panel.Dx() != render.PanelCols || a.Panel.Max.X != a.Cols || a.Side.Dy() != 1 {
		t.Errorf("frame %v with the lab, %v without; panel %v, sidebar %v", open, closed, a.Panel, a.Side)
	}
	turn := s.Game().Turn
	n, _ := freeStep(t, s.Game())
	s.Text(n, t0)
	if s.Game().Turn != turn+1 {
		t.Errorf("a move with the lab open played %d turns", s.Game().Turn-turn)
	}
	press(s, "<Tab>", t0)
	if s.Lab().Open || s.Draw(nil).Bounds() != closed {
		t.Error("Tab did not close the lab")
	}
}

// TestLabKeysAndPanelClicks walks the lab's keys and clicks a field name.
func TestLabKeysAndPanelClicks(t *testing.T) {
	s, _ := newTestSession(t, 3)
	press(s, "<Tab>", t0)
	l := s.Lab()
	press(s, "]", t0)
	press(s, "f", t0)
	if l.Field != 2 {
		t.Errorf("] then F: field %d, want 2", l.Field)
	}
	press(s, "[", t0)
	if l.Field != 1 {
		t.Errorf("[: field %d, want 1", l.Field)
	}
	press(s, "v", t0)
	if l.Heat || l.Hex {
		t.Error("V once: want digits")
	}
	press(s, "v", t0)
	if !l.Hex {
		t.Error("V twice: want hex digits")
	}
	press(s, "a", t0)
	if !l.Arrows {
		t.Error("A: no arrows")
	}
	s.Draw(nil)
	// Click the fourth field's name in the panel.
	x := float32(s.Layout().ViewW*render.CellW + 4*render.CellW)
	y := float32((panelFieldsRowForTest+3)*render.CellH + render.CellH/2)
	s.Press(x, y, true, t0)
	if l.Field != 3 {
		t.Errorf("click on the fourth field's row: field %d", l.Field)
	}
	sc := s.lastScene
	s.Draw(nil)
	if sc = s.lastScene; sc.Lab == nil || sc.Lab.Shown != 3 || sc.Overlay.Name != "archer field" || !sc.Overlay.Hex || sc.Lab.Arrows == nil {
		t.Errorf("scene after the keys: %+v", sc.Lab)
	}
}

// panelFieldsRowForTest is render's first field row (2: title, gap).
const panelFieldsRowForTest = 2

// TestLabPlaybackTicks checks P starts a playback that Update advances over
// time, faster with =, and S steps it a wave at a time.
func TestLabPlaybackTicks(t *testing.T) {
	s, _ := newTestSession(t, 3)
	press(s, "<Tab>", t0)
	press(s, "p", t0)
	s.Draw(nil)
	r := &s.Lab().Playback
	now := t0
	next := s.Update(now)
	if next.IsZero() {
		t.Fatal("a running playback asks for no tick")
	}
	step := r.Step
	now = next
	s.Update(now)
	if r.Step <= step {
		t.Errorf("a tick did not advance the playback (%d -> %d)", step, r.Step)
	}
	speed := r.Speed
	press(s, "=", now)
	if r.Speed != 2*speed {
		t.Errorf("= : speed %d, want %d", r.Speed, 2*speed)
	}
	press(s, "s", now)
	if !r.Paused {
		t.Error("S did not pause")
	}
	if !s.Update(now.Add(time.Second)).IsZero() {
		t.Error("a paused playback still ticks")
	}
	for i := 0; i < 10000 && r.Step < r.Total(); i++ {
		press(s, "s", now)
	}
	if r.Step != r.Total() {
		t.Errorf("stepping waves ended at %d of %d", r.Step, r.Total())
	}
}

// TestLabHoverInspects hovers a goblin the player sees and finds the
// inspector drawn for it, then selects another by clicking.
func TestLabHoverInspects(t *testing.T) {
	s, _ := newTestSession(t, 3)
	g := s.Game()
	st := g.Level.Ents
	// Stand a goblin next to the player, where the player sees it.
	var e world.Entity = world.NoEntity
	for i, alive := range st.Alive {
		if alive && world.Entity(i) != g.Player {
			e = world.Entity(i)
			break
		}
	}
	_, d := freeStep(t, g)
	p := g.PlayerPos().Add(d)
	st.Move(e, p)
	g.Level.Grid.ComputeFOV(g.PlayerPos(), 9)
	press(s, "<Tab>", t0)
	s.Draw(nil)
	x, y := pixelOf(s, p)
	s.Pointer(x, y)
	img := s.Draw(nil)
	in := s.lastScene.Lab.Inspect
	if in == nil || in.Mark == nil || *in.Mark != p {
		t.Fatalf("hovering the goblin at %v: inspector %+v", p, in)
	}
	// The panel shows the title in the accent colour somewhere right of the map.
	panel := image.Rect(s.Layout().ViewW*render.CellW, 0, img.Bounds().Dx(), img.Bounds().Dy())
	if !hasColour(img, panel, 0xf0, 0xc6, 0x74) {
		t.Error("no accent-coloured text in the panel")
	}
	s.Press(x, y, true, t0)
	if s.Lab().Selected != e {
		t.Errorf("click on the goblin selected %d, want %d", s.Lab().Selected, e)
	}
	if g.Turn != 0 {
		t.Errorf("selecting a goblin played a turn")
	}
}

func hasColour(img *image.RGBA, r image.Rectangle, cr, cg, cb uint8) bool {
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := img.RGBAAt(x, y)
			if c.R == cr && c.G == cg && c.B == cb {
				return true
			}
		}
	}
	return false
}
