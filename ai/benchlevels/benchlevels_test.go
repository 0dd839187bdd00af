package benchlevels_test

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"downhill/ai/benchlevels"
	"downhill/ai/dijkstra"
)

// Generated levels: tunnelers' rock is open ground, where Scan takes the
// bit-parallel scan; maze corridors take the cell-at-a-time one.
func TestScanPathOnGeneratedLevels(t *testing.T) {
	f := dijkstra.NewField(1, 1)
	for _, kind := range []string{"rooms", "caves", "maze"} {
		l := benchlevels.Of(kind, 200, 120)
		if f.Scan([]dijkstra.Goal{l.Goal}, l.Tunnel, dijkstra.Rules{}); !f.BitScan() {
			t.Errorf("%s: tunnelers' rock is open ground, want the bit scan", kind)
		}
	}
	l := benchlevels.Of("maze", 200, 120)
	if f.Scan([]dijkstra.Goal{l.Goal}, l.Walk, dijkstra.Rules{}); f.BitScan() {
		t.Errorf("maze walkers: want the cell-at-a-time scan")
	}
}

// TestGameLinksNoBenchmark: the game (and the browser's download) links
// none of the benchmark table's code; only make bench and ?bench do.
func TestGameLinksNoBenchmark(t *testing.T) {
	for _, goos := range []string{"", "js"} {
		cmd := exec.Command("go", "list", "-deps", "downhill")
		cmd.Env = os.Environ()
		if goos == "js" {
			cmd.Env = append(cmd.Env, "GOOS=js", "GOARCH=wasm")
		}
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("go list -deps downhill (GOOS=%q): %v", goos, err)
		}
		for _, p := range strings.Fields(string(out)) {
			if strings.HasSuffix(p, "/benchtable") || strings.HasSuffix(p, "/benchlevels") {
				t.Errorf("the game (GOOS=%q) links %s", goos, p)
			}
		}
	}
}
