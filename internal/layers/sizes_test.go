package layers

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"downhill/internal/repofile"
)

// The session's parts stay small enough to read: no struct type of
// theirs has more fields than maxFields, and no file of theirs (tests
// aside) more lines than maxLines.
const (
	maxFields = 20
	maxLines  = 500
)

// sessionTree is the directory of the session and its parts.
const sessionTree = "game/session"

// oversized is every struct type in the Go files under dir (tests
// aside) with more than maxFields fields, and every such file with more
// than maxLines lines, one line each.
func oversized(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	fset := token.NewFileSet()
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		if n := fset.File(f.Pos()).LineCount(); n > maxLines {
			out = append(out, fmt.Sprintf("%s: %d lines, more than %d", path, n, maxLines))
		}
		ast.Inspect(f, func(n ast.Node) bool {
			ts, ok := n.(*ast.TypeSpec)
			if !ok {
				return true
			}
			st, ok := ts.Type.(*ast.StructType)
			if !ok {
				return true
			}
			fields := 0
			for _, fl := range st.Fields.List {
				fields += max(len(fl.Names), 1) // an embedded field has no name
			}
			if fields > maxFields {
				out = append(out, fmt.Sprintf("%s: type %s has %d fields, more than %d", path, ts.Name.Name, fields, maxFields))
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestSessionPartsAreSmall: every struct type of the session's packages
// has at most maxFields fields and every file of theirs at most maxLines
// lines, so a type or a file that grows past them is split before it
// lands.
func TestSessionPartsAreSmall(t *testing.T) {
	root := repofile.Root(t)
	for _, problem := range oversized(t, filepath.Join(root, sessionTree)) {
		t.Error(strings.TrimPrefix(problem, root+string(filepath.Separator)))
	}
}

// TestOversizedFindsBoth: the check itself catches a struct of 21 fields
// (an embedded one among them) and a file of 501 lines, and passes a
// struct of 20 in a file of 500, so TestSessionPartsAreSmall passing
// means something.
func TestOversizedFindsBoth(t *testing.T) {
	dir := t.TempDir()
	fields := func(n int) string {
		s := "\tfmt.Stringer\n"
		for i := 1; i < n; i++ {
			s += fmt.Sprintf("\tf%d int\n", i)
		}
		return s
	}
	write := func(name, src string, lines int) {
		t.Helper()
		src += strings.Repeat("\n", lines-strings.Count(src, "\n"))
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("small.go", "package p\n\nimport \"fmt\"\n\ntype small struct {\n"+fields(maxFields)+"}\n", maxLines)
	write("big.go", "package p\n\nimport \"fmt\"\n\ntype big struct {\n"+fields(maxFields+1)+"}\n", maxLines+1)
	write("big_test.go", "package p\n\ntype huge struct {\n"+fields(100)+"}\n", 1000)
	got := strings.Join(oversized(t, dir), "\n")
	for _, want := range []string{"big.go: 501 lines", "type big has 21 fields"} {
		if !strings.Contains(got, want) {
			t.Errorf("the check missed %q; found:\n%s", want, got)
		}
	}
	if strings.Contains(got, "small") || strings.Contains(got, "huge") {
		t.Errorf("the check found what it may not:\n%s", got)
	}
}
