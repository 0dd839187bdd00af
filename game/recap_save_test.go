package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"

	"downhill/world"
)

// TestSaveFromBeforeAKind: Stats.Kills is saved as one count per kind, in
// kind order. A save written when there was one kind fewer (its kills one
// number shorter) loads, with the counts it has and 0 for the newest kind,
// so adding a kind (appended before world.NumKinds) keeps old saves.
func TestSaveFromBeforeAKind(t *testing.T) {
	g := New(Config{Seed: 4})
	for k := range g.Stats.Kills {
		g.Stats.Kills[k] = k + 1
	}
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	all, err := json.Marshal(g.Stats.Kills)
	if err != nil {
		t.Fatal(err)
	}
	fewer, _ := json.Marshal(g.Stats.Kills[:world.NumKinds-1])
	old := bytes.Replace(data, []byte(`"Kills":`+string(all)), []byte(`"Kills":`+string(fewer)), 1)
	if bytes.Equal(old, data) {
		t.Fatalf("the save has no kills %s", all)
	}
	h, err := Load(old)
	if err != nil {
		t.Fatalf("a save from before the newest kind: %v", err)
	}
	want := g.Stats.Kills
	want[world.NumKinds-1] = 0
	if h.Stats.Kills != want {
		t.Errorf("kills %v, want %v", h.Stats.Kills, want)
	}
	if got := fmt.Sprint(h.Recap().Kills); got == "map[]" {
		t.Errorf("the recap lost the kills: %s", got)
	}
}
