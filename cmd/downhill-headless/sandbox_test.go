package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"downhill/game"
	"downhill/game/session"
	"downhill/game/session/keys"
	"downhill/game/store"
	"downhill/world"
)

// TestSandboxDrawingPlaysInSim starts the sandbox on a drawing file as
// `downhill -sandbox -sandbox-file FILE` does (store.Open, session.Begin),
// draws in it (a wall and a goblin
// on the blank room), saves with F2 to a file, and plays that file with
// `downhill-headless sim -map`: the first block's map is the drawing, and the
// goblin hunts.
func TestSandboxDrawingPlaysInSim(t *testing.T) {
	path := filepath.Join(t.TempDir(), "drawing.txt")
	o := store.DefaultOptions()
	o.Sandbox, o.Seed = true, 1
	var p store.Paths
	p[store.Sandbox] = path
	s, err := session.Begin(store.Open(store.Files{Paths: p}, o, io.Discard), nil)
	if err != nil {
		t.Fatal(err)
	}
	s.Draw(nil)
	now := time.Unix(0, 0)
	cell := func(p world.Pos) (float32, float32) {
		l := s.Layout()
		return float32(l.Origin.X + (p.X-l.Camera.X)*l.CellW + 2), float32(l.Origin.Y + (p.Y-l.Camera.Y)*l.CellH + 2)
	}
	for y := 5; y < 12; y++ { // a wall, brush 0
		x, yy := cell(world.Pos{X: 20, Y: y})
		s.Press(x, yy, true, now)
		s.ButtonUp()
	}
	for i := 0; i < int(game.CreatureBrush(world.Goblin)); i++ {
		s.Text('g', now)
	}
	x, y := cell(world.Pos{X: 10, Y: 8})
	s.Press(x, y, true, now)
	s.ButtonUp()
	s.Key(keys.KeyF(2), now)
	drawing, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if code := sim([]string{"-map", path, "-turns", "3"}, &out); code != 0 {
		t.Fatalf("sim -map on the drawing: exit %d", code)
	}
	lines := strings.Split(out.String(), "\n")
	rows := strings.Split(strings.TrimSuffix(string(drawing), "\n"), "\n")
	if got := strings.Join(lines[1:1+len(rows)], "\n"); got != strings.Join(rows, "\n") {
		t.Errorf("sim's first map:\n%s\nthe drawing:\n%s", got, drawing)
	}
	if !strings.Contains(out.String(), "goblin#1 moved") {
		t.Errorf("the drawn goblin never moved:\n%s", out.String())
	}
}
