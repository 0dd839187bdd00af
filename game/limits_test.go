package game

import (
	"slices"
	"testing"

	"downhill/ai"
)

// Fields scanned only as far as their readers read (ai/limits.go) give
// exactly the game that whole fields give: two games from one seed, one
// with every field whole, play the same turns, every creature's action the
// same, on every generator with every kind of goblin hunting, fleeing,
// digging and sleeping. The limited game must really be limited (fields
// with a limit, and scanned further when a reader went past it), or the
// test proves nothing.
func TestLimitedFieldsPlayTheWholeGame(t *testing.T) {
	limited, extended := 0, 0
	for _, level := range []string{"rooms", "caves", "maze", "wilds"} {
		for seed := uint64(1); seed <= 3; seed++ {
			cfg := Config{Seed: seed, W: 120, H: 80, Goblins: 250, Level: level}
			a, b := New(cfg), New(cfg)
			for _, g := range []*Game{a, b} {
				g.Level.Ents.HP[g.Player], g.Level.Ents.MaxHP[g.Player] = 1<<30, 1<<30
			}
			b.Minds().Whole = true
			for turn := 0; turn < 150; turn++ {
				if a.Dead || botDescends(a) {
					break
				}
				ta, tb := botTurn(a), botTurn(b)
				if ta != tb || a.EventLine() != b.EventLine() || !slices.Equal(a.Acts(), b.Acts()) {
					t.Fatalf("%s seed %d turn %d: limited fields played %q, whole ones %q\n%v\n%v",
						level, seed, a.Turn, a.EventLine(), b.EventLine(), a.Acts(), b.Acts())
				}
				for id := ai.FieldApproach; id < ai.NumFields; id++ {
					if a.Minds().Limit(id) != 0 {
						limited++
					}
				}
			}
			extended += a.Minds().Extensions()
		}
	}
	if limited == 0 || extended == 0 {
		t.Fatalf("limits never used (%d) or never extended (%d): the test proves nothing", limited, extended)
	}
	t.Logf("%d limited fields at turn ends, %d extensions", limited, extended)
}
