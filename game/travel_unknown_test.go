package game

import (
	"slices"
	"testing"

	"downhill/world"
)

// Travel into the unknown keeps going while a way through known floor
// and unseen cells is open: the shortest way east runs into a wall the
// player sees only on the way; the trip turns back and takes the long way
// round (down the west side, along the south corridor, up to the
// target), planned again on the same route each time cells come into
// view, and arrives with no "Your way is blocked.".
func TestTravelIntoTheUnknownGoesRound(t *testing.T) {
	g := mapGame(t,
		"######################",
		"#@...............#...#",
		"#.################...#",
		"#.################.###",
		"#....................#",
		"######################",
	)
	target := world.Pos{X: 20, Y: 1}
	gr := g.Level.Grid
	if gr.Seen[gr.Index(17, 1)] || gr.Seen[gr.Index(5, 4)] {
		t.Fatal("the wall or the way round is seen from the start: the test proves nothing")
	}
	shown := g.PreviewPath(target.X, target.Y)
	if !slices.Contains(shown, world.Pos{X: 17, Y: 1}) {
		t.Fatalf("the first preview does not go straight east through the unknown: %v", shown)
	}
	got := travel(t, g, target.X, target.Y)
	if g.PlayerPos() != target {
		t.Fatalf("the trip stopped at %v (%q), want %v; walked %v", g.PlayerPos(), lastMessage(g), target, got)
	}
	if !slices.Contains(got, world.Pos{X: 10, Y: 4}) {
		t.Errorf("the trip did not go round by the south corridor: %v", got)
	}
	for _, m := range g.Messages {
		if m == "Your way is blocked." {
			t.Errorf("the trip said %q on a way that was open", m)
		}
	}
}

// When no way is left (the target turns out to be walled in), the trip
// walks while one seemed open, then stops and says so, at the first step
// from which the route knows none; from there no preview leads to the
// target either.
func TestTravelIntoTheUnknownStopsWhenNoWayIsLeft(t *testing.T) {
	g := mapGame(t,
		"######################",
		"#@...............#...#",
		"#.################...#",
		"#.####################",
		"#....................#",
		"######################",
	)
	target := world.Pos{X: 20, Y: 1}
	got := travel(t, g, target.X, target.Y)
	if len(got) == 0 || g.PlayerPos() == target {
		t.Fatalf("walked %v to %v", got, g.PlayerPos())
	}
	if m := lastMessage(g); m != "Your way is blocked." {
		t.Fatalf("the trip stopped saying %q, want the way blocked", m)
	}
	if p := g.PreviewPath(target.X, target.Y); len(p) != 0 {
		t.Fatalf("the trip stopped at %v while a way was still open: %v", g.PlayerPos(), p)
	}
}

// A trip re-planned on what came into view walks the path the window
// shows: after every step the trip's path is the preview to its target
// from where the player stands whenever the map knowledge changed, and
// the old path's next cells otherwise.
func TestTravelReplannedIsThePathShown(t *testing.T) {
	g := mapGame(t,
		"######################",
		"#@...............#...#",
		"#.################...#",
		"#.################.###",
		"#....................#",
		"######################",
	)
	target := world.Pos{X: 20, Y: 1}
	g.Do(Command{Action: ActTravel, X: target.X, Y: target.Y})
	for g.Travelling() {
		known, plan := g.Knowledge(), slices.Clone(g.Nav.Trip.Path)
		g.Do(Command{Action: ActTravel, X: target.X, Y: target.Y})
		if !g.Travelling() {
			break
		}
		want := plan[1:]
		if g.Knowledge() != known {
			want = g.PreviewPath(target.X, target.Y)
		}
		if !slices.Equal(g.Nav.Trip.Path, want) {
			t.Fatalf("at %v the trip holds %v, the window shows %v", g.PlayerPos(), g.Nav.Trip.Path, want)
		}
	}
	if g.PlayerPos() != target {
		t.Fatalf("stopped at %v: %q", g.PlayerPos(), lastMessage(g))
	}
}
