package layers

import (
	"flag"
	"os"
	"os/exec"
	"strings"
	"testing"

	"downhill/internal/repofile"
)

var update = flag.Bool("update", false, "rewrite docs/design.md's table of the layers")

// imports is every package of the module with its imports (not its tests'),
// as go list reports them for the build environment env (GOOS and GOARCH).
func imports(t *testing.T, env ...string) map[string][]string {
	t.Helper()
	cmd := exec.Command("go", "list", "-e", "-f", "{{.ImportPath}}{{range .Imports}} {{.}}{{end}}", "./...")
	cmd.Dir = repofile.Root(t)
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	all := map[string][]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		all[fields[0]] = fields[1:]
	}
	return all
}

// TestLayers: every package of the module is in a layer and imports
// nothing above it, on the desktop and in the browser build (whose files
// differ), and the packages apart import only what they may.
func TestLayers(t *testing.T) {
	for _, env := range [][]string{nil, {"GOOS=js", "GOARCH=wasm"}} {
		all := imports(t, env...)
		if _, ok := all[Module+"/game"]; !ok || len(all) < 20 {
			t.Fatalf("%v: go list found %d packages, not the game's", env, len(all))
		}
		for _, err := range Check(all) {
			t.Errorf("%v: %v", env, err)
		}
	}
}

// TestCheckFindsArrowsBackUp: the check itself catches each kind of
// break, so TestLayers passing means something.
func TestCheckFindsArrowsBackUp(t *testing.T) {
	for _, tc := range []struct {
		imports map[string][]string
		want    string
	}{
		{map[string][]string{"downhill/world": {"downhill/game"}}, "an arrow back up"},
		{map[string][]string{"downhill/game": {"downhill/game/session"}}, "an arrow back up"},
		{map[string][]string{"downhill/ai/dijkstra": {"downhill/internal/text"}}, "imports nothing of the project"},
		{map[string][]string{"downhill/web/serve": {"downhill/game/store"}}, "links none of the game"},
		{map[string][]string{"downhill/internal/cli": {"downhill/game"}}, "an arrow back up"},
		{map[string][]string{"downhill/game/session/lab": {"downhill/game/session"}}, "an arrow back up"},
		{map[string][]string{"downhill/game/session/keys": {"downhill/game"}}, "the key table is a leaf"},
		{map[string][]string{"downhill/game/session/screen": {"downhill/game/session/lab"}}, "drawing changes nothing"},
		{map[string][]string{"downhill/game/session/input": {"downhill/game"}}, "no game, no mode"},
		{map[string][]string{"downhill/render": {"downhill/ai"}}, "no minds"},
		{map[string][]string{"downhill/somewhere": nil}, "in no layer"},
	} {
		errs := Check(tc.imports)
		if len(errs) != 1 || !strings.Contains(errs[0].Error(), tc.want) {
			t.Errorf("%v: %v, want one error saying %q", tc.imports, errs, tc.want)
		}
	}
	ok := map[string][]string{
		"downhill/game/session": {"downhill/game", "downhill/render", "downhill/world", "fmt"},
		"downhill/web/serve":    {"downhill/internal/cli", "net/http"},
		".":                     {"downhill/game"}, // not a path in the module: not judged
	}
	if errs := Check(ok); len(errs) != 0 {
		t.Errorf("imports down the layers refused: %v", errs)
	}
}

// TestLayersDoc: docs/design.md shows exactly this package's table
// (go test ./internal/layers -update rewrites it).
func TestLayersDoc(t *testing.T) {
	repofile.Block(t, "docs/design.md", "layers", Markdown(), *update)
}
