package main

import (
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"downhill/internal/cli"
)

// TestMain runs the tests from the module's root, where the scenario and
// map files the commands read (testdata/) are, so the paths in the tests
// are the ones a user types from a checkout.
func TestMain(m *testing.M) {
	if spec := os.Getenv(limitChildEnv); spec != "" { // a row of the limits table (limits_test.go)
		os.Exit(limitChild(spec))
	}
	if err := os.Chdir(filepath.Join("..", "..")); err != nil {
		panic(err)
	}
	os.Exit(m.Run())
}

// TestCommandsListed checks the command table is the list the game names
// when it is given one of these commands by mistake.
func TestCommandsListed(t *testing.T) {
	var names []string
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	want := slices.Sorted(slices.Values(cli.HeadlessCommands))
	if !slices.Equal(names, want) {
		t.Fatalf("commands %v, cli.HeadlessCommands %v", names, want)
	}
}

// TestNoWindowLinked checks downhill-headless links no window or graphics
// toolkit, which would open (or need) a display as the program starts.
func TestNoWindowLinked(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "./cmd/downhill-headless").Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, dep := range strings.Fields(string(out)) {
		for _, bad := range []string{"github.com/hajimehoshi/ebiten", "gioui.org", "syscall/js", "downhill/game/front", "downhill/game/ui"} {
			if dep == bad || strings.HasPrefix(dep, bad+"/") {
				t.Errorf("downhill-headless links %s", dep)
			}
		}
	}
}

// TestHelpEverywhere: the program and each of its commands answer -h and
// -help with their usage and flags on stdout and exit status 0; no command or an unknown one is one line on stderr
// with exit status 2.
func TestHelpEverywhere(t *testing.T) {
	for _, h := range []string{"-h", "-help"} {
		var out strings.Builder
		if code := run([]string{h}, &out); code != 0 || !strings.HasPrefix(out.String(), "usage: downhill-headless COMMAND") {
			t.Errorf("downhill-headless %s: exit %d, %q", h, code, out.String())
		}
		for name := range commands {
			code, stdout, stderr := runCmd(t, commands[name], h)
			if code != 0 || stderr != "" || !strings.HasPrefix(stdout, "usage: downhill-headless "+name+" ") {
				t.Errorf("%s %s: exit %d, stdout %.60q, stderr %q", name, h, code, stdout, stderr)
			}
			if !strings.Contains(stdout, "\n  -") {
				t.Errorf("%s %s: no flags in the help:\n%s", name, h, stdout)
			}
		}
	}
	for _, args := range [][]string{nil, {"fly"}} {
		code, stdout, stderr := runCmd(t, func(a []string) int { return run(a, io.Discard) }, args...)
		if code != 2 || stdout != "" || strings.Count(stderr, "\n") != 1 {
			t.Errorf("downhill-headless %q: exit %d, stderr %q", args, code, stderr)
		}
	}
}
