package game

import (
	"slices"
	"strconv"
	"testing"

	"downhill/world"
)

// restRoom is a room with a corridor bending out of sight: a goblin at
// its far end is out of view until it walks into the room.
var restRoom = []string{
	"##############",
	"#@...........#",
	"#............#",
	"#######.######",
	"#######.######",
	"#######.######",
	"#######.######",
	"#######......#",
	"############g#",
	"##############",
}

// rest sends ActRest until the rest ends and returns how many turns it
// took.
func rest(t *testing.T, g *Game) int {
	t.Helper()
	turn := g.Turn
	for i := 0; ; i++ {
		if i > 10000 {
			t.Fatal("rest never ends")
		}
		passed := g.Do(Command{Action: ActRest})
		if !passed || !g.Travelling() {
			return g.Turn - turn
		}
		if g.Nav.Trip.Kind != RestTrip {
			t.Fatalf("resting, the trip is %v", g.Nav.Trip.Kind)
		}
	}
}

// TestRestUntilHealed: with nothing about, Z rests turn by turn until the
// player's health is full, one hit point every RegenTurns turns, and says
// so; at full health it refuses, taking no turn.
func TestRestUntilHealed(t *testing.T) {
	g := mapGame(t,
		"########",
		"#@.....#",
		"#......#",
		"########",
	)
	s := g.Level.Ents
	s.HP[g.Player] = s.MaxHP[g.Player] - 3
	turns := rest(t, g)
	if s.HP[g.Player] != s.MaxHP[g.Player] || lastMessage(g) != "You rest until healed." || g.Travelling() {
		t.Fatalf("after %d turns of rest: HP %d/%d, travelling %v, %q", turns, s.HP[g.Player], s.MaxHP[g.Player], g.Travelling(), lastMessage(g))
	}
	if turns < 3*(10-1) || turns > 3*10 { // RegenTurns per hit point, the first one partly counted
		t.Errorf("3 hit points took %d turns of rest", turns)
	}
	turn := g.Turn
	if g.Do(Command{Action: ActRest}) || g.Turn != turn || lastMessage(g) != "You are already at full health." {
		t.Errorf("at full health rest took turn %d (was %d): %q", g.Turn, turn, lastMessage(g))
	}
}

// TestRestIsRecordedAsRuns: a rest is recorded as the game's other
// commands are, one Z a turn, run-length coded (Z*N).
func TestRestIsRecordedAsRuns(t *testing.T) {
	g := quietGame(t, 1, "")
	s := g.Level.Ents
	s.HP[g.Player] = s.MaxHP[g.Player] - 2
	turns := rest(t, g)
	if got, want := g.Rec.Commands(), "Z*"+strconv.Itoa(turns); got != want || turns < 2 {
		t.Errorf("after %d turns of rest the recording holds %q, want %q", turns, got, want)
	}
}

// TestRestStopsWhenAGoblinComesIntoView: resting in a room, the player
// stops when a goblin walks in from the corridor, the stop saying "You see
// a goblin."; the next rest refuses with it awake in view.
func TestRestStopsWhenAGoblinComesIntoView(t *testing.T) {
	g := mapGame(t, restRoom...)
	s, gr := g.Level.Ents, g.Level.Grid
	gob := s.At(world.Pos{X: 12, Y: 8})
	s.Mind[gob] = world.Hunting
	s.HP[g.Player] = 2
	if p := s.Pos[gob]; gr.Visible[gr.Index(p.X, p.Y)] {
		t.Fatal("the goblin is in view at the start")
	}
	rest(t, g)
	if p := s.Pos[gob]; !gr.Visible[gr.Index(p.X, p.Y)] || g.Travelling() {
		t.Fatalf("the rest ended with the goblin at %v (in view %v), travelling %v: %q", p, gr.Visible[gr.Index(p.X, p.Y)], g.Travelling(), lastMessage(g))
	}
	if m := lastMessage(g); m != "You see a goblin." {
		t.Fatalf("the rest stopped saying %q, want \"You see a goblin.\"", m)
	}
	if s.HP[g.Player] >= s.MaxHP[g.Player] {
		t.Fatal("the player healed before the goblin came")
	}
	turn := g.Turn
	if g.Do(Command{Action: ActRest}) || g.Turn != turn || lastMessage(g) != "There is a goblin in view." {
		t.Errorf("rest with the goblin in view: turn %d (was %d), %q", g.Turn, turn, lastMessage(g))
	}
}

// TestComingIntoViewWhileWaiting: waiting by hand (no trip), a goblin
// walking into view is said once, on the turn it appears; a wary goblin
// (one that fled and healed) coming back is said as such.
func TestComingIntoViewWhileWaiting(t *testing.T) {
	for _, wary := range []bool{false, true} {
		g := mapGame(t, restRoom...)
		s, gr := g.Level.Ents, g.Level.Grid
		gob := s.At(world.Pos{X: 12, Y: 8})
		s.Mind[gob], s.Wary[gob] = world.Hunting, wary
		want := "You see a goblin."
		if wary {
			want = "The goblin comes back, wary."
		}
		seen := false
		for turn := 0; turn < 60 && !seen; turn++ {
			said := g.Said()
			if !g.Do(Command{Action: ActWait}) {
				t.Fatal("a wait took no turn")
			}
			p := s.Pos[gob]
			seen = gr.Visible[gr.Index(p.X, p.Y)]
			news := g.Messages[len(g.Messages)-(g.Said()-said):]
			if seen != slices.Contains(news, want) {
				t.Fatalf("wary %v, turn %d: in view %v, said %q", wary, g.Turn, seen, news)
			}
		}
		if !seen {
			t.Fatalf("wary %v: the goblin never came into view", wary)
		}
		said := g.Said()
		g.Do(Command{Action: ActWait})
		if slices.Contains(g.Messages[len(g.Messages)-(g.Said()-said):], want) {
			t.Errorf("wary %v: said again while the goblin stayed in view", wary)
		}
	}
}
