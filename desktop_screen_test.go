//go:build linux

package main

import (
	"bytes"
	"image"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"downhill/game"
	"downhill/game/session"
	"downhill/game/session/layout"
	"downhill/game/store"
	"downhill/render"
	"downhill/world"
)

// cellsOf20 is the settings file of a player who picked 20-pixel cells on
// the options screen: the window tests that point at cells use it with a
// window big enough for the whole default level, so the view shows every
// cell of the level wherever the player walked (the camera does not move).
const cellsOf20 = `{"text_size":20}`

// wholeLevel is a window that shows the whole 80x45 level beside the
// sidebar in 20-pixel cells (12x20): 80+28 columns, 45 map rows and the
// info and message rows under them.
var wholeLevel = image.Pt((80+render.SideCols)*render.CellW, (45+render.LogLines+1)*render.CellH)

// copySession is the test's copy of what the window shows for g: a new
// player's session (session.Fresh) with the settings the binary read
// ("": the defaults), its window win device pixels.
func copySession(g *game.Game, settings string, win image.Point) *session.Session {
	s := session.Fresh(g, nil)
	if settings != "" {
		mem := &store.Memory{}
		mem.Put(store.Settings.String(), []byte(settings))
		s.UseSettings(store.SlotOf(mem, store.Settings))
	}
	s.Resize(win)
	return s
}

// copyLayout is where a window of size win showing g puts the map (the
// camera as a fresh session places it: the test uses it where the view
// holds the whole level, or before the player moved).
func copyLayout(g *game.Game, settings string, win image.Point) layout.Layout {
	s := copySession(g, settings, win)
	s.Draw(nil)
	return s.Layout()
}

// placement is where level cells are on the screen: the map's top-left
// cell (the camera) at origin, cells of cell pixels.
type placement struct {
	origin image.Point
	cell   image.Point
	camera world.Pos
}

// placementOf is where layout l, drawn 1:1 in the window at geo, puts
// the level's cells on the screen.
func placementOf(geo image.Rectangle, l layout.Layout) placement {
	return placement{origin: geo.Min.Add(l.Origin), cell: image.Pt(l.CellW, l.CellH), camera: l.Camera}
}

// screenCell is the screen pixel of pixel (dx,dy) of level cell p.
func (pl placement) screenCell(p world.Pos, dx, dy int) image.Point {
	return pl.origin.Add(image.Pt((p.X-pl.camera.X)*pl.cell.X+dx, (p.Y-pl.camera.Y)*pl.cell.Y+dy))
}

// screenText reads the text of every cell row of the window at geo on the
// screenshot img, in cells of cell pixels (the frame is drawn 1:1 from
// the window's corner).
func screenText(img *image.RGBA, geo image.Rectangle, cell image.Point) []string {
	return render.ReadText(img, geo.Min, cell, image.Rect(0, 0, geo.Dx()/cell.X, geo.Dy()/cell.Y))
}

// waitText takes screenshots until the window's text (its rows joined
// with spaces) contains want, and returns the last; it fails the test
// after waitFor, saving the screenshot under build/.
func (d *desktop) waitText(name string, geo image.Rectangle, cell image.Point, want string) *image.RGBA {
	d.t.Helper()
	var img *image.RGBA
	var rows []string
	for deadline := time.Now().Add(waitFor); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		img = d.shot(name)
		rows = screenText(img, geo, cell)
		if strings.Contains(strings.Join(rows, " "), want) {
			return img
		}
	}
	saveShot(img, geo, "build/desktop-fail-"+name)
	d.t.Fatalf("%s: the window does not say %q (build/desktop-fail-%s); it reads:\n%s", name, want, name, strings.Join(rows, "\n"))
	return nil
}

// waitFrame takes screenshots until the window at geo shows want pixel
// for pixel, failing the test after waitFor.
func (d *desktop) waitFrame(name string, geo image.Rectangle, want *image.RGBA, what string) *image.RGBA {
	d.t.Helper()
	var shot *image.RGBA
	off := -1
	for deadline := time.Now().Add(waitFor); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		shot = d.shot(name)
		if off = pixelsOff(shot, geo.Min, want); off == 0 {
			return shot
		}
	}
	saveShot(shot, geo, "build/desktop-fail-"+name)
	writePNG(d.t, "build/desktop-fail-want-"+name, want)
	d.t.Fatalf("%s: %d pixels of the window differ from %s (build/desktop-fail-*%s)", name, off, what, name)
	return nil
}

// checkInView checks the window at geo (in layout l) shows the player's
// '@' on its map and the player's depth in the sidebar or its status row:
// what no window size or setting may lose.
func checkInView(t *testing.T, name string, img *image.RGBA, geo image.Rectangle, l layout.Layout) {
	t.Helper()
	cell := image.Pt(l.CellW, l.CellH)
	rows := screenText(img, geo, cell)
	mapRows := render.ReadText(img, geo.Min.Add(l.Origin), cell, image.Rect(0, 0, l.ViewW, l.ViewH))
	all := strings.Join(rows, "\n")
	if !strings.Contains(strings.Join(mapRows, "\n"), "@") || !(strings.Contains(all, "Depth 1") || strings.Contains(all, "D1")) {
		saveShot(img, geo, "build/desktop-fail-"+name)
		t.Fatalf("%s: the window %v lost the player or its status (build/desktop-fail-%s); it reads:\n%s", name, geo.Size(), name, all)
	}
}

// TestNoDisplay starts the game with no X display, where Ebiten would
// panic in its package initialisation (it once met a player typing
// `downhill -h` over ssh): -h and -help print the usage, exit 0; a wrong
// flag says what is wrong on one line, exit 2; a game to play says there
// is no display on one line, exit 2.
func TestNoDisplay(t *testing.T) {
	bin, err := buildGame()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args   []string
		code   int
		stdout string // its start
		stderr string // its start; one line
	}{
		{[]string{"-h"}, 0, "usage: downhill [-seed N]", ""},
		{[]string{"-help"}, 0, "usage: downhill [-seed N]", ""},
		{[]string{"-seed", "x"}, 2, "", "downhill: bad -seed"},
		{[]string{"-seed", "3", "-save", "none"}, 2, "", "downhill: no display"},
	} {
		cmd := exec.Command(bin, c.args...)
		for _, kv := range os.Environ() {
			if !strings.HasPrefix(kv, "DISPLAY=") {
				cmd.Env = append(cmd.Env, kv)
			}
		}
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		code := 0
		if e, ok := err.(*exec.ExitError); ok {
			code = e.ExitCode()
		} else if err != nil {
			code = -1
		}
		out, errs := stdout.String(), stderr.String()
		okOut := c.stdout == "" && out == "" || c.stdout != "" && strings.HasPrefix(out, c.stdout) && strings.Contains(out, "-save")
		okErr := c.stderr == "" && errs == "" || c.stderr != "" && strings.Count(errs, "\n") == 1 && strings.HasPrefix(errs, c.stderr)
		if code != c.code || !okOut || !okErr {
			t.Errorf("downhill %v with no display: exit %d (%v), stdout %.100q, stderr %q; want %d, stdout %q..., stderr %q...",
				c.args, code, err, out, errs, c.code, c.stdout, c.stderr)
		}
	}
}
