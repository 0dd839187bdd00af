package reference

import (
	"flag"
	"strings"
	"testing"

	"downhill/internal/repofile"
)

var update = flag.Bool("update", false, "rewrite docs/engine.md's quotes of this package")

// TestEngineDocQuotes: docs/engine.md quotes CanStep and Relax as they are
// in reference.go, so the page teaches the code the tests run (go test
// ./ai/dijkstra/reference -update rewrites the quotes).
func TestEngineDocQuotes(t *testing.T) {
	src := string(repofile.Read(t, "ai/dijkstra/reference/reference.go"))
	for _, q := range []struct{ block, fn string }{{"canstep", "func (g Grid) CanStep("}, {"relax", "func Relax("}} {
		start := strings.Index(src, q.fn)
		if start < 0 {
			t.Fatalf("reference.go has no %s", q.fn)
		}
		// Back to the doc comment's first line, on to the closing brace.
		for start > 0 && strings.HasPrefix(src[strings.LastIndex(src[:start-1], "\n")+1:], "//") {
			start = strings.LastIndex(src[:start-1], "\n") + 1
		}
		end := start + strings.Index(src[start:], "\n}\n") + 2
		repofile.Block(t, "docs/engine.md", q.block, "```go\n"+src[start:end]+"\n```", *update)
	}
}
