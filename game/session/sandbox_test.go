package session

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"downhill/ai"
	"downhill/game"
	"downhill/game/store"
	"downhill/world"
)

// drawing is a sandbox slot in memory holding text.
func drawing(text string) store.Slot {
	mem := &store.Memory{}
	mem.Put(store.Sandbox.String(), []byte(text))
	return store.SlotOf(mem, store.Sandbox)
}

// corridors is a drawing with two ways from the goblin to the player: the
// short corridor along the bottom and the long way round the top.
const corridors = `#############
#...........#
#.#########.#
#@.........g#
#############
`

// TestSandboxWallChangesFieldThenRoute paints a wall across the bottom
// corridor with the mouse: the goblin's value on the player field (what
// the lab shows) goes up at once, and its next step turns from along the
// corridor to up the long way round.
func TestSandboxWallChangesFieldThenRoute(t *testing.T) {
	g := game.New(game.Config{Seed: 1})
	s := New(g, nil)
	mem := &store.Memory{}
	mem.Put(store.Sandbox.String(), []byte(corridors))
	if err := s.StartSandbox(store.SlotOf(mem, store.Sandbox)); err != nil {
		t.Fatal(err)
	}
	s.Draw(nil)
	gob := s.Game().Level.Ents.At(world.Pos{X: 11, Y: 3})
	if gob == world.NoEntity {
		t.Fatal("no goblin at 11,3")
	}
	field := func() int32 { return s.lab.Fields(s.Game())[0].Values.At(11, 3) }
	next := func() world.Pos { return s.Game().Explain(gob).To }
	before, route := field(), next()
	if route != (world.Pos{X: 10, Y: 3}) {
		t.Fatalf("before the wall the goblin steps to %v, want 10,3 along the corridor", route)
	}
	x, y := pixelOf(s, world.Pos{X: 6, Y: 3})
	s.Press(x, y, true, t0) // the wall brush is the first
	s.ButtonUp()
	if tile := s.Game().Level.Grid.At(6, 3); tile != world.Wall {
		t.Fatalf("the click painted %v, want a wall", tile)
	}
	after := field()
	if after <= before {
		t.Errorf("the goblin's player-field value %d -> %d: the wall should lengthen its way", before, after)
	}
	if got := next(); got != (world.Pos{X: 11, Y: 2}) {
		t.Errorf("after the wall the goblin steps to %v, want 11,2 (the long way round)", got)
	}
	// A turn passes: the goblin takes that step.
	press(s, ".", t0)
	if p := s.Game().Level.Ents.Pos[gob]; p != (world.Pos{X: 11, Y: 2}) {
		t.Errorf("after a turn the goblin is at %v, want 11,2", p)
	}
	// Save and load: the drawing comes back as saved.
	press(s, "<F2>", t0)
	saved, _ := mem.Get(store.Sandbox.String())
	if !strings.Contains(string(saved), "#@....#....g#") && !strings.Contains(string(saved), "#.#########g#") {
		t.Errorf("saved drawing:\n%s", saved)
	}
	press(s, "<F3>", t0)
	if s.Game().Level.Grid.At(6, 3) != world.Wall {
		t.Error("the loaded drawing lost the wall")
	}
}

// TestSandboxBrushesAndDrag cycles the brushes, drags a stroke of goblins
// and erases one with the secondary button.
func TestSandboxBrushesAndDrag(t *testing.T) {
	s := New(game.New(game.Config{Seed: 1}), nil)
	if err := s.StartSandbox(store.Slot{}); err != nil {
		t.Fatal(err)
	}
	s.Draw(nil)
	for s.sand.brush != game.CreatureBrush(world.Goblin) {
		press(s, "g", t0)
	}
	n := s.Game().Goblins()
	for i := 0; i < 3; i++ {
		x, y := pixelOf(s, world.Pos{X: 5 + i, Y: 5})
		if i == 0 {
			s.Press(x, y, true, t0)
		} else {
			s.Drag(x, y)
		}
	}
	s.ButtonUp()
	if got := s.Game().Goblins() - n; got != 3 {
		t.Errorf("a stroke over 3 cells placed %d goblins", got)
	}
	x, y := pixelOf(s, world.Pos{X: 6, Y: 5})
	s.Press(x, y, false, t0)
	s.ButtonUp()
	if s.Game().Level.Ents.At(world.Pos{X: 6, Y: 5}) != world.NoEntity {
		t.Error("the secondary button did not erase the goblin")
	}
	press(s, "m", t0)
	if s.sand.brush != game.BrushRock {
		t.Error("M did not take the rock brush")
	}
	// Autoplay passes turns on the clock.
	press(s, "r", t0)
	turn := s.Game().Turn
	now := t0
	for i := 0; i < 5; i++ {
		now = now.Add(autoplayEvery)
		s.Update(now)
	}
	if s.Game().Turn <= turn {
		t.Error("the sandbox's autoplay passed no turns")
	}
}

// TestSandboxHasNoDeath is the regression test of the sandbox that threw
// its drawing away: goblins beating a player down to no hit points used to
// kill it into a death dialog with a score, where F2 was ignored and R
// reloaded the last saved file. The sandbox has no death and no score: the
// player lives on, no recap opens, r (run) keeps the unsaved stroke, and
// F2 saves it.
func TestSandboxHasNoDeath(t *testing.T) {
	s := New(game.New(game.Config{Seed: 1}), nil)
	mem := &store.Memory{}
	mem.Put(store.Sandbox.String(), []byte(corridors))
	if err := s.StartSandbox(store.SlotOf(mem, store.Sandbox)); err != nil {
		t.Fatal(err)
	}
	g := s.Game()
	if !g.Paint(world.Pos{X: 3, Y: 1}, game.BrushWall, 0) {
		t.Fatal("the stroke painted nothing")
	}
	g.Level.Ents.HP[g.Player] = 1
	saw := false
	for i := 0; i < 60; i++ {
		press(s, ".", t0)
		saw = saw || slices.ContainsFunc(g.Messages, func(m string) bool { return strings.Contains(m, "the sandbox has no death") })
	}
	if g.Dead || s.Mode() != ModePlay || dialogLines(s) != nil || !saw {
		t.Fatalf("after 60 turns of blows: dead %v, mode %v, dialog %q, told %v", g.Dead, s.Mode(), dialogLines(s), saw)
	}
	press(s, "r", t0)
	s.Update(t0.Add(autoplayEvery))
	if !s.sand.autoplay || g.Level.Grid.At(3, 1) != world.Wall {
		t.Fatalf("r: autoplay %v, the stroke %v: the drawing was thrown away", s.sand.autoplay, g.Level.Grid.At(3, 1))
	}
	press(s, "<F2>", t0)
	data, err := mem.Get(store.Sandbox.String())
	if rows := strings.Split(string(data), "\n"); err != nil || len(rows) < 2 || rows[1][3] != '#' {
		t.Fatalf("F2 saved %q (%v), without the stroke", data, err)
	}
}

// TestSandboxOverlayFollowsPaint checks the F overlay (not only the lab)
// shows the field of the drawing as it is, within the same turn.
func TestSandboxOverlayFollowsPaint(t *testing.T) {
	s := New(game.New(game.Config{Seed: 1}), nil)
	if err := s.StartSandbox(drawing(corridors)); err != nil {
		t.Fatal(err)
	}
	g := s.Game()
	before := g.Fields()[0].Field.At(11, 3)
	g.Paint(world.Pos{X: 6, Y: 3}, game.BrushWall, 0)
	if after := g.Fields()[0].Field.At(11, 3); after <= before {
		t.Errorf("the player field at the goblin: %d before the wall, %d after; want it longer", before, after)
	}
}

// TestSandboxAtTheLimit opens a drawing of world.MaxSide x MaxSide cells,
// the largest level anything accepts, in the sandbox: its first frame
// draws the lab on the player field (the goblin 5 steps from the player
// reads 5), hovering the goblin inspects it, and a turn steps it closer.
// The lab makes only the fields a frame shows, so this costs about one
// field scan, not nine.
func TestSandboxAtTheLimit(t *testing.T) {
	n := world.MaxSide
	var b strings.Builder
	b.Grow((n + 1) * n)
	wall, floor := strings.Repeat("#", n)+"\n", "#"+strings.Repeat(".", n-2)+"#\n"
	mid := world.Pos{X: n / 2, Y: n / 2}
	for y := 0; y < n; y++ {
		switch {
		case y == 0 || y == n-1:
			b.WriteString(wall)
		case y == mid.Y:
			b.WriteString("#" + strings.Repeat(".", mid.X-1) + "@....g" + strings.Repeat(".", n-mid.X-7) + "#\n")
		default:
			b.WriteString(floor)
		}
	}
	s, _ := newTestSession(t, 1)
	if err := s.StartSandbox(drawing(b.String())); err != nil {
		t.Fatal(err)
	}
	g := s.Game()
	if gr := g.Level.Grid; gr.W != n || gr.H != n || g.PlayerPos() != mid {
		t.Fatalf("sandbox %dx%d, player at %v", gr.W, gr.H, g.PlayerPos())
	}
	goblin := world.Pos{X: mid.X + 5, Y: mid.Y}
	img := s.Draw(nil)
	ov := s.lastScene.Overlay
	if ov.Values == nil || ov.Values.At(goblin.X, goblin.Y) != 5 || ov.Values.At(mid.X, mid.Y) != 0 {
		t.Fatalf("the first frame's overlay %q: %v at the goblin", ov.Name, ov.Values)
	}
	x, y := pixelOf(s, goblin)
	s.Pointer(x, y)
	s.Draw(img)
	if in := s.lastScene.Lab.Inspect; in == nil || in.Mark == nil || *in.Mark != goblin {
		t.Fatalf("hovering the goblin: inspector %+v", in)
	}
	e := g.Level.Ents.At(goblin)
	press(s, ".", t0)
	if p := g.Level.Ents.Pos[e]; ai.Chebyshev(p, mid) != 4 {
		t.Errorf("the goblin did not step towards the player: %q", g.Acts())
	}
}

// TestSandboxPastTheLimit: a drawing wider than world.MaxSide is refused
// at its first cell past the limit, as every map reader refuses it, before
// any level is made.
func TestSandboxPastTheLimit(t *testing.T) {
	s, _ := newTestSession(t, 1)
	wide := strings.Repeat("#", world.MaxSide+1) + "\n" + strings.Repeat("\n", 20000)
	err := s.StartSandbox(drawing(wide))
	var me *world.MapError
	if !errors.As(err, &me) || me.Line != 1 || me.Col != world.MaxSide+1 {
		t.Fatalf("a drawing %d wide: %v", world.MaxSide+1, err)
	}
}
