package game

import (
	"testing"

	"downhill/world"
)

// The balance summary counts deaths by kind from the cause a death wrote:
// every kind reads back as itself (the goblin's name is a suffix of the
// greedy goblin's), and a death by no creature reads as none.
func TestStatsKiller(t *testing.T) {
	for k := world.Kind(0); k < world.NumKinds; k++ {
		got, ok := Stats{Cause: killedBy(k, 7)}.Killer()
		if !ok || got != k {
			t.Errorf("%q: Killer %v %v, want %v", killedBy(k, 7), got, ok, k)
		}
	}
	for _, cause := range []string{"", "drowned on depth 3", "killed by a dragon on depth 2"} {
		if k, ok := (Stats{Cause: cause}).Killer(); ok {
			t.Errorf("%q: Killer %v, want none", cause, k)
		}
	}
}
