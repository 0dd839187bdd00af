package dijkstra

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestHotLoopsFile runs the generator (gen_hot.go, what go generate runs)
// in a scratch directory and checks its hot_loops.go and
// hot_loops_test.go are the ones checked in: a change to a loop's body in the generator without go generate
// fails here, not in a benchmark that quietly measures the old loops.
func TestHotLoopsFile(t *testing.T) {
	gen, err := filepath.Abs("gen_hot.go")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	cmd := exec.Command("go", "run", gen)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go run gen_hot.go: %v\n%s", err, out)
	}
	for _, name := range []string{"hot_loops.go", "hot_loops_test.go"} {
		got, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("ai/dijkstra/%s is stale: run go generate ./ai/dijkstra", name)
		}
	}
}
