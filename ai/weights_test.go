package ai

import (
	"testing"

	"downhill/world"
)

// TestEveryKindHasWeights: every kind the minds drive reads some field
// while hunting (DefaultWeights), but the naive chaser, which by design
// reads none (brain.go walks it the straight line). A kind added without
// its weights fails here.
func TestEveryKindHasWeights(t *testing.T) {
	for k := range world.NumKinds {
		reads := DefaultWeights[k] != Weights{}
		if want := k != world.Player && k != world.Naive; reads != want {
			t.Errorf("kind %v reads a field while hunting: %v, want %v", k, reads, want)
		}
	}
}
