package world

import (
	"flag"
	"testing"

	"downhill/internal/repofile"
)

var update = flag.Bool("update", false, "rewrite the generated blocks of the docs (testdata/sim/README.md's alphabet)")

// TestAlphabetDocs: the scenarios' README lists exactly the alphabet
// (LegendMarkdown); -update rewrites its table.
func TestAlphabetDocs(t *testing.T) {
	repofile.Block(t, repofile.ScenarioDir+"/README.md", "alphabet", LegendMarkdown(), *update)
}
