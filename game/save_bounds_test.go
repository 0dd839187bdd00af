package game

import (
	"bytes"
	"strings"
	"testing"
)

// TestSaveConfigBounded: a save's own settings are held to the bounds the
// flags hold a new game to (the Heart from 0 to MaxHeartDepth, the run's
// cells within MaxRunCells): a save of 1000 x 1000 levels with the Heart
// on depth 100,000 used to load, and its run to grow past any save.
func TestSaveConfigBounded(t *testing.T) {
	g := New(Config{Seed: 5, W: 600, H: 600, Heart: 23}) // 8,280,000 cells: within the bound
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Load(data); err != nil {
		t.Fatalf("a run at the bound: %v", err)
	}
	for heart, want := range map[string]string{
		`"Heart":24`:     "corrupt save: config 600x600 levels down to depth 24: more cells than a run keeps (8388608)",
		`"Heart":100000`: "corrupt save: config heart 100000 out of 0..100",
		`"Heart":-1`:     "corrupt save: config heart -1 out of 0..100",
	} {
		bad := bytes.Replace(data, []byte(`"Heart":23`), []byte(heart), 1)
		if bytes.Equal(bad, data) {
			t.Fatal("no Heart in the save's config")
		}
		if _, err := Load(bad); err == nil || !strings.HasSuffix(err.Error(), want) {
			t.Errorf("%s: %v, want %q", heart, err, want)
		}
	}
}
