// Package repofile gives tests of any package the repository's shared
// files: the README and docs/, and the scenarios under testdata/sim that the docs
// show, the simulator plays and the game's tests load. It finds them from
// the module's root, so no test walks "../.." by hand and each file's place
// is written once. Generated blocks in documents (a table kept in step
// with the code) are checked and rewritten through Block.
package repofile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Root is the module's root directory: the nearest directory at or above
// the working directory (a package's, under `go test`) holding go.mod.
func Root(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		up := filepath.Dir(dir)
		if up == dir {
			t.Fatal("repofile: no go.mod at or above the working directory")
		}
		dir = up
	}
}

// Path is the file at the slash-separated path rel from the module's root.
func Path(t testing.TB, rel string) string {
	t.Helper()
	return filepath.Join(Root(t), filepath.FromSlash(rel))
}

// Read returns the file at rel from the module's root.
func Read(t testing.TB, rel string) []byte {
	t.Helper()
	data, err := os.ReadFile(Path(t, rel))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// ScenarioDir is where the scenarios live, from the module's root.
const ScenarioDir = "testdata/sim"

// Scenario returns the path of scenario NAME (ScenarioDir/NAME.txt) and
// its text.
func Scenario(t testing.TB, name string) (path string, data []byte) {
	t.Helper()
	rel := ScenarioDir + "/" + name + ".txt"
	return Path(t, rel), Read(t, rel)
}

// Block checks that the generated block NAME of the document at rel
// holds exactly want: the lines between "<!-- NAME: ... -->" (whose text
// says where the block comes from) and "<!-- /NAME -->". With update it
// rewrites the block instead, leaving the rest of the document as it is.
func Block(t testing.TB, rel, name, want string, update bool) {
	t.Helper()
	path := Path(t, rel)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	open, end := "<!-- "+name+": ", "\n<!-- /"+name+" -->"
	head, rest, ok := strings.Cut(text, open)
	comment, rest, ok2 := strings.Cut(rest, "-->\n")
	body, tail, ok3 := strings.Cut(rest, end)
	if !ok || !ok2 || !ok3 {
		t.Fatalf("%s lacks the %s... -->, %s block", rel, open, end[1:])
	}
	if body == want {
		return
	}
	if !update {
		t.Errorf("%s: the %s block differs from the code (go test -update rewrites it):\n%s\nwant\n%s", rel, name, body, want)
		return
	}
	text = head + open + comment + "-->\n" + want + end + tail
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}
