package main

import (
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
