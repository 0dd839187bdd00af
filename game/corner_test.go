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
