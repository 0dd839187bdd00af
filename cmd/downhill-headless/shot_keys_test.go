package main

import (
	"bytes"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/image/font/gofont/gomonobold"

	"downhill/game"
	"downhill/game/session"
	"downhill/game/session/keys"
	"downhill/game/session/layout"
	"downhill/world"
)

// TestShotKeysIsTheWindowsFrame plays keys on the pillar scenario with
// `shot -keys`: the player stands where the steps took it, drawn there, and
// the picture (drawn frame by frame, only changed cells painted again)
// is pixel for pixel the frame a window would draw whole after the same
// inputs.
func TestShotKeysIsTheWindowsFrame(t *testing.T) {
	const typed = "ll.<Left>l"
	img := shoot(t, "-map", "testdata/sim/pillar.txt", "-keys", typed)

	g, err := loadScenario("testdata/sim/pillar.txt", game.Config{})
	if err != nil {
		t.Fatal(err)
	}
	in, err := keys.ParseInputs(typed)
	if err != nil {
		t.Fatal(err)
	}
	s := session.New(g, nil)
	s.Resize(layout.WindowSize) // the window the shot draws for
	if _, err := session.Play(s, in, replayEpoch, nil); err != nil {
		t.Fatal(err)
	}
	if p := g.PlayerPos(); p != (world.Pos{X: 10, Y: 3}) || g.Turn != 5 {
		t.Fatalf("after %q the player is at %v on turn %d", typed, p, g.Turn)
	}
	whole := s.Draw(nil) // a new image: every pixel drawn
	// The scenario starts the player at 8,3 with floor to the right.
	l := s.Layout()
	checkGlyphAt(t, img, l.Origin.Add(image.Pt((10-l.Camera.X)*l.CellW, (3-l.Camera.Y)*l.CellH)), gomonobold.TTF, '@', white)
	if whole.Bounds() != img.Bounds() || !bytes.Equal(whole.Pix, img.Pix) {
		t.Fatalf("the shot (%v) differs from the frame drawn whole (%v)", img.Bounds(), whole.Bounds())
	}
}

// TestShotKeysScreens checks a few screens by what only they draw: the
// help dialog, the lab's panel, and a window size that shows more of a
// big level.
func TestShotKeysScreens(t *testing.T) {
	plain := shoot(t, "-seed", "7", "-keys", "")
	help := shoot(t, "-seed", "7", "-keys", "?")
	if help.Bounds() != plain.Bounds() || bytes.Equal(help.Pix, plain.Pix) {
		t.Error("? drew no dialog")
	}
	lab := shoot(t, "-seed", "7", "-keys", "<Tab>")
	if lab.Bounds() != plain.Bounds() || bytes.Equal(lab.Pix, plain.Pix) {
		t.Errorf("the lab's frame is %v, the game's %v, or the same", lab.Bounds(), plain.Bounds())
	}
	big := shoot(t, "-seed", "7", "-width", "200", "-height", "100", "-keys", "", "-size", "1920x1080")
	if b := big.Bounds(); b.Dx() != 1920 || b.Dy() != 1080 {
		t.Errorf("a 1920x1080 window on a 200x100 level: frame %v", b)
	}
}

// TestShotReplay: -replay shows the window watching a recording, at the
// turn the keys took it to: the example run's first turn and its turn 300
// are different frames of the window's size.
func TestShotReplay(t *testing.T) {
	start := shoot(t, "-replay", "testdata/morgue-example.txt", "-keys", "<Space>")
	later := shoot(t, "-replay", "testdata/morgue-example.txt", "-keys", "<Space>g300<Enter>")
	if start.Bounds() != later.Bounds() || start.Bounds().Dx() != 1280 || bytes.Equal(start.Pix, later.Pix) {
		t.Errorf("the replay's frames: %v at its start, %v on turn 300, the same pixels %v", start.Bounds(), later.Bounds(), bytes.Equal(start.Pix, later.Pix))
	}
}

// TestShotKeysBadInput: one line, exit 2, no file, for each mistake.
func TestShotKeysBadInput(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "x.png")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-seed", "1", "-keys", "x", "-turns", "3"}, "-turns do not go with it"},
		{[]string{"-seed", "1", "-keys", "x", "-overlay", "heat", "-fog"}, "-overlay -fog do not go with it"},
		{[]string{"-seed", "1", "-keys", "<Nope>"}, `unknown key "<Nope>"`},
		{[]string{"-seed", "1", "-keys", "{500,2}"}, "is off the"},
		{[]string{"-seed", "1", "-keys", "x", "-size", "10x10"}, "bad -size"},
		{[]string{"-seed", "1", "-keys", "x", "-size", "800x600x2"}, "bad -size"},
		{[]string{"-seed", "1", "-size", "800x600"}, "-size is the window's size for -keys"},
		{[]string{"-map", "testdata/sim/pillar.txt", "-width", "30"}, "-map plays the file's level"},
		{[]string{"-map", "testdata/sim/missing.txt", "-keys", "x"}, "testdata/sim/missing.txt"},
		{[]string{"-keys", "x"}, "-seed N, -map FILE or -replay FILE is required"},
		{[]string{"-replay", "testdata/morgue-example.txt"}, "-replay shows the window watching the recording after -keys"},
		{[]string{"-replay", "testdata/morgue-example.txt", "-seed", "3", "-keys", ""}, "-seed and -map do not go with it"},
		{[]string{"-replay", "testdata/sim/pillar.txt", "-keys", ""}, "testdata/sim/pillar.txt: no recording in it"},
	} {
		c.args = append(c.args, "-o", out)
		code, stdout, stderr := runCmd(t, runShot, c.args...)
		if code != 2 || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, c.want) ||
			!strings.HasPrefix(stderr, "downhill-headless: ") {
			t.Errorf("shot %v: exit %d, stderr %q, want one line with %q", c.args, code, stderr, c.want)
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a failed shot left a file behind")
	}
}
