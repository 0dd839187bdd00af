package game

import (
	"slices"
	"strings"
	"testing"
)

// cornerMap has the player and a creature diagonal to each other between
// two wall corners: movement may not pass there, so neither may attacks.
// The player is walled in, so the creature can never come round.
func cornerMap(t *testing.T, letter string) *Game {
	t.Helper()
	g := mapGame(t,
		"#####",
		"#@#.#",
		"##"+letter+".#",
		"#...#",
		"#####",
	)
	unbreakable(g)
	return g
}

// TestPlayerAttackObeysTheCornerRule: the player's diagonal bump at a
// creature between two wall corners is refused like the move would be (no
// turn, no attack); the same bump in the open attacks.
func TestPlayerAttackObeysTheCornerRule(t *testing.T) {
	g := cornerMap(t, "z")
	if g.Do(Command{Action: ActMove, DX: 1, DY: 1}) {
		t.Fatalf("a diagonal attack between two wall corners took a turn: %q", g.Acts())
	}
	if slices.Contains(g.Acts(), "player attacks goblin#1") || g.Turn != 0 {
		t.Fatalf("the player attacked between two corners: %q", g.Acts())
	}
	open := mapGame(t,
		"#####",
		"#@..#",
		"#.z.#",
		"#...#",
		"#####",
	)
	if !open.Do(Command{Action: ActMove, DX: 1, DY: 1}) || !slices.Contains(open.Acts(), "player attacks goblin#1") {
		t.Fatalf("a diagonal attack in the open did not attack: %q", open.Acts())
	}
}

// TestCreatureAttackObeysTheCornerRule: no kind of creature strikes the
// player diagonally between two wall corners, hunting or cornered (the
// archer backing off finds no way and would "turn to fight").
func TestCreatureAttackObeysTheCornerRule(t *testing.T) {
	for _, letter := range []string{"g", "G", "t", "n", "a", "w"} {
		g := cornerMap(t, letter)
		for i := 0; i < 30; i++ {
			if !g.Do(Command{Action: ActWait}) {
				t.Fatal("wait refused")
			}
			for _, a := range g.Acts() {
				if strings.Contains(a, "attacks player") {
					t.Fatalf("%s: turn %d: %q strikes between two wall corners", letter, g.Turn, a)
				}
			}
		}
		if hp := g.Level.Ents.HP[g.Player]; hp != g.Level.Ents.MaxHP[g.Player] {
			t.Fatalf("%s: the player lost hit points (%d) to a blow that cannot pass", letter, hp)
		}
	}
}

// twoRockMap has a tunneler diagonal to the player across two corners of
// soft rock (hardness 28 and 56): the map of the blows that were not fair,
// where the tunneler hit every turn and the player's blow was refused.
func twoRockMap(t *testing.T) *Game {
	t.Helper()
	g := mapGame(t,
		"#####",
		"#@1.#",
		"#2t.#",
		"#...#",
		"#####",
	)
	unbreakable(g)
	return g
}

// TestCornerRuleBothWays: across two corners of rock neither side strikes.
// The player's diagonal blow is refused with a message saying why and no
// turn; the tunneler does not strike either: it digs the softer rock beside
// the diagonal (stepping in, as a dig of hardness under 85 does), and only
// then, next to the player, attacks.
func TestCornerRuleBothWays(t *testing.T) {
	g := twoRockMap(t)
	if g.Do(Command{Action: ActMove, DX: 1, DY: 1}) || g.Turn != 0 {
		t.Fatalf("the player's blow across two corners of rock took a turn: %q", g.Acts())
	}
	want := "You cannot reach the tunneler round the corner, nor it you."
	if len(g.Messages) == 0 || g.Messages[len(g.Messages)-1] != want {
		t.Fatalf("messages %q, want the refusal %q", g.Messages, want)
	}
	acts := wait(t, g, 1)
	if !slices.Equal(acts, []string{"tunneler#1 digs through 2,1", "tunneler#1 moved 2,2->2,1"}) {
		t.Fatalf("turn 1: %q, want the tunneler digging the softer rock beside the diagonal and stepping in", acts)
	}
	if acts = wait(t, g, 1); !slices.Equal(acts, []string{"tunneler#1 attacks player"}) {
		t.Fatalf("turn 2: %q, want the blow now that it stands beside the player", acts)
	}
	// And the player strikes back the same way: orthogonally, allowed.
	if !g.Do(Command{Action: ActMove, DX: 1, DY: 0}) || !slices.Contains(g.Acts(), "player attacks tunneler#1") {
		t.Fatalf("the player's blow back: %q", g.Acts())
	}
}

// TestRefusedMovesSayWhy: a step into a wall, into rock and past a corner
// of rock or wall (one solid cell beside the diagonal is enough, two as
// well) takes no turn and says why, naming the corner it met.
func TestRefusedMovesSayWhy(t *testing.T) {
	for _, m := range []struct {
		rows []string
		dx   int
		dy   int
		want string
	}{
		{[]string{"#####", "#@1.#", "#2..#", "#####"}, -1, 0, "A wall is in the way."},
		{[]string{"#####", "#@1.#", "#2..#", "#####"}, 1, 0, "Rock is in the way: a pick digs through it."},
		{[]string{"#####", "#@1.#", "#2..#", "#####"}, 1, 1, "You cannot cut the corner of the rock."},
		{[]string{"#####", "#@1.#", "#...#", "#####"}, 1, 1, "You cannot cut the corner of the rock."},
		{[]string{"#####", "##..#", "#@..#", "#####"}, 1, -1, "You cannot cut the corner of the wall."},
	} {
		g := mapGame(t, m.rows...)
		if g.Do(Command{Action: ActMove, DX: m.dx, DY: m.dy}) || g.Turn != 0 {
			t.Fatalf("%q: move %d,%d took a turn", m.rows, m.dx, m.dy)
		}
		if got := g.Messages[len(g.Messages)-1]; got != m.want {
			t.Errorf("%q: move %d,%d said %q, want %q", m.rows, m.dx, m.dy, got, m.want)
		}
	}
}
