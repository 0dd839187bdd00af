package dijkstra

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestHotLoopsFile runs the generator (gen_hot.go, what go generate runs)
// in a scratch directory and checks its hot_loops.go is the one checked
// in: a change to a loop's body in the generator without go generate
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
	got, err := os.ReadFile(filepath.Join(dir, "hot_loops.go"))
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("hot_loops.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("ai/dijkstra/hot_loops.go is stale: run go generate ./ai/dijkstra")
	}
}
