package session

import (
	"bytes"
	"os"
	"testing"

	"downhill/game"
	"downhill/internal/repofile"
	"downhill/render"
	"downhill/world"
)

// TestCompareBehindAPillar plays the pillar scenario side by side: the
// player waits behind the pillar; on the left the goblins walk round it
// and hit, on the right the naive chasers stand stuck. Both halves are
// drawn, and both games took the same turns.
func TestCompareBehindAPillar(t *testing.T) {
	path, data := repofile.Scenario(t, "pillar")
	g, err := game.NewFromMapText(path, data, game.Config{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	s := New(g, nil)
	alone := s.Draw(nil).Bounds()
	press(s, "c", t0)
	if !s.Comparing() {
		t.Fatal("C did not start the comparison")
	}
	for i := 0; i < 12; i++ {
		press(s, ".", t0)
	}
	left, right := s.Game(), s.Twin()
	if left.Turn != 12 || right.Turn != 12 {
		t.Fatalf("turns: left %d, right %d, want 12 each", left.Turn, right.Turn)
	}
	if left.PlayerPos() != right.PlayerPos() {
		t.Errorf("players apart: %v and %v", left.PlayerPos(), right.PlayerPos())
	}
	t.Logf("left %+v, right %+v", left.Tally, right.Tally)
	if right.Tally.Stuck <= left.Tally.Stuck || left.Tally.Damage == 0 {
		t.Errorf("left %+v, right %+v: want the naive side stuck more, and the Dijkstra side to hit", left.Tally, right.Tally)
	}
	for i, alive := range right.Level.Ents.Alive {
		if alive && world.Entity(i) != right.Player && right.Level.Ents.Kind[i] != world.Naive {
			t.Errorf("right-hand creature %d is not naive", i)
		}
	}
	s.Draw(nil)
	a := render.Arranged(s.lastScene)
	if a.Twin.Empty() || a.Twin.Size() != a.Map.Size() || a.Twin.Min.X <= a.Map.Max.X {
		t.Errorf("comparison: maps at %v and %v, want two of a size side by side with a gap", a.Map, a.Twin)
	}
	press(s, "c", t0)
	if s.Comparing() || s.Draw(nil).Bounds() != alone {
		t.Error("C did not end the comparison")
	}
}

// TestCompareMirrorsTrips walks an auto-explore trip on the left and finds
// the right-hand player took the same steps.
func TestCompareMirrorsTrips(t *testing.T) {
	s, _ := newTestSession(t, 5)
	if err := s.StartCompare(); err != nil {
		t.Fatal(err)
	}
	now := t0
	press(s, "x", now)
	for i := 0; i < 40 && s.trip != tripNone; i++ {
		now = now.Add(stepEvery)
		s.Update(now)
	}
	if s.Game().Turn == 0 {
		t.Fatal("explore took no step")
	}
	if s.Game().Turn != s.Twin().Turn || s.Game().PlayerPos() != s.Twin().PlayerPos() {
		t.Errorf("left turn %d at %v, right turn %d at %v", s.Game().Turn, s.Game().PlayerPos(), s.Twin().Turn, s.Twin().PlayerPos())
	}
}

// TestCompareGolden draws a comparison behind a wall: after a dozen turns
// of waiting, the Dijkstra goblins come round the wall's ends while the
// naive ones press against it.
func TestCompareGolden(t *testing.T) {
	s := wallCompare(t)
	for i := 0; i < 12; i++ {
		press(s, ".", t0)
	}
	if s.Twin().Tally.Stuck <= s.Game().Tally.Stuck {
		t.Errorf("stuck: Dijkstra %d, naive %d", s.Game().Tally.Stuck, s.Twin().Tally.Stuck)
	}
	golden(t, "compare-wall", s.Draw(nil))
}

// TestCompareKeepsTheFog: comparing in a run on a generated level shows
// nothing the player has not seen. A goblin put on a cell the player never
// saw, on both sides, changes no pixel of the comparison's frame, and no
// unseen cell of either map differs from the void; on a hand-drawn map
// (known whole to whoever drew it) the same goblin shows.
func TestCompareKeepsTheFog(t *testing.T) {
	s, _ := newTestSession(t, 3)
	if err := s.StartCompare(); err != nil {
		t.Fatal(err)
	}
	press(s, ".", t0)
	before := render.Draw(s.scene())
	sc := s.scene()
	if !sc.Fog || sc.Twin == nil || !sc.Twin.Fog {
		t.Fatalf("a comparison on a generated level draws without fog (left %v, right %+v)", sc.Fog, sc.Twin)
	}
	hidden, ok := unseenFloor(s.Game().Level)
	if !ok {
		t.Fatal("no unseen floor")
	}
	for _, g := range []*game.Game{s.Game(), s.Twin()} {
		g.Level.Ents.Add(world.Tunneler, hidden, 10)
	}
	if after := render.Draw(s.scene()); !bytes.Equal(before.Pix, after.Pix) {
		t.Errorf("a goblin on unseen %v shows in the comparison's frame", hidden)
	}

	s = wallCompare(t)
	before = render.Draw(s.scene())
	hidden, ok = unseenFloor(s.Game().Level)
	if !ok {
		t.Fatal("the wall map has no unseen floor")
	}
	for _, g := range []*game.Game{s.Game(), s.Twin()} {
		g.Level.Ents.Add(world.Tunneler, hidden, 10)
	}
	if after := render.Draw(s.scene()); bytes.Equal(before.Pix, after.Pix) {
		t.Errorf("on the hand-drawn map the goblin put on unseen %v does not show", hidden)
	}
}

// unseenFloor is a free floor cell the player has never seen.
func unseenFloor(l *world.Level) (world.Pos, bool) {
	gr := l.Grid
	for i, tile := range gr.Tiles {
		p := world.Pos{X: i % gr.W, Y: i / gr.W}
		if tile == world.Floor && !gr.Seen[i] && l.Ents.At(p) == world.NoEntity {
			return p, true
		}
	}
	return world.Pos{}, false
}

// wallCompare is a comparison started on the hand-drawn wall map
// (testdata/wall.txt).
func wallCompare(t *testing.T) *Session {
	t.Helper()
	data, err := os.ReadFile("testdata/wall.txt")
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.NewFromMapText("wall.txt", data, game.Config{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	s := New(g, nil)
	if err := s.StartCompare(); err != nil {
		t.Fatal(err)
	}
	return s
}
