package session

import (
	"bytes"
	"image"
	"math/rand/v2"
	"strings"
	"testing"

	"downhill/game/session/keys"
	"downhill/render"
	"downhill/world"
)

// walkKeys are the keys the random walk presses: moves, waits, trips,
// every panel and dialog and their keys, the lab's keys (its digits
// among them), aiming, and the settings.
var walkKeys = []string{
	"h", "j", "k", "l", "y", "u", "b", "n", "h", "j", "k", "l", ".", "5",
	"<Left>", "<Right>", "<Up>", "<Down>", "<KP4>", "<KP6>",
	"x", ">", "<lt>", ",", "i", "q", "$", "'", ";", "t", "<Enter>", "<Esc>", "<Esc>",
	"e", "f", "/", "#", "o", "?", "<Tab>", "c", "]", "[", "v", "a", "s", "-", "=",
	"1", "2", "3", "a", "b", "c", "<PgDn>", "<PgUp>", "<Home>", "<End>", "r",
}

// walkSizes are the windows the walk resizes to: a laptop's, a small
// desktop window, a phone's portrait and landscape, a large screen.
var walkSizes = []image.Point{{1280, 720}, {800, 600}, {540, 960}, {390, 844}, {844, 390}, {1900, 1000}}

// walkInput is the walk's next input for s (drawn at size): mostly keys,
// then clicks near the player and anywhere, the mouse moved over the
// frame, and now and then a resize.
func walkInput(rng *rand.Rand, s *Session, size image.Point) keys.Input {
	switch n := rng.IntN(100); {
	case n < 70:
		in, _ := keys.ParseInputs(walkKeys[rng.IntN(len(walkKeys))])
		return in[0]
	case n < 78:
		p := s.Game().PlayerPos().Add(world.Pos{X: rng.IntN(5) - 2, Y: rng.IntN(5) - 2})
		return keys.Input{Click: true, Cell: s.clampCell(p)}
	case n < 81:
		gr := s.Game().Level.Grid
		return keys.Input{Click: true, Cell: world.Pos{X: rng.IntN(gr.W), Y: rng.IntN(gr.H)}}
	case n < 97:
		return keys.Input{Mouse: true, At: image.Pt(rng.IntN(size.X), rng.IntN(size.Y))}
	}
	return keys.Input{Size: walkSizes[rng.IntN(len(walkSizes))]}
}

// TestRandomWalkFramesAreWhole is the random walk of the screen: a few
// thousand seeded inputs (keys, clicks, the mouse moving, resizes, every
// panel), played through the window's path (windowPath); after every
// input the frame the window shows (drawn a change at a time into the
// image it reused) must be, byte for byte, the frame drawn whole from the
// same state, and its copy made of the damage uploaded frame after frame
// must be that frame. A failure prints the key string that
// breaks it, which `downhill-headless shot -keys` plays again.
func TestRandomWalkFramesAreWhole(t *testing.T) {
	walks, inputs := []uint64{1, 2, 3, 4}, 600
	if testing.Short() {
		walks, inputs = walks[:1], 300
	}
	frames, checked := 0, 0
	for _, seed := range walks {
		rng := rand.New(rand.NewPCG(seed, 29))
		size := walkSizes[0]
		w := newWindowPath(seed, size)
		var played []keys.Input
		fail := func(what string) {
			t.Helper()
			short := shrinkWalk(seed, played)
			t.Fatalf("seed %d: %s after %d inputs; these %d break it too:\n%s\n"+
				"`downhill-headless shot -seed %d -size %dx%d -keys %s` draws the frame",
				seed, what, len(played), len(short), keys.FormatInputs(short),
				seed, walkSizes[0].X, walkSizes[0].Y, shellQuote(keys.FormatInputs(short)))
		}
		var whole *image.RGBA // the frame drawn whole (one image, drawn again)
		for range inputs {
			in := walkInput(rng, w.s, size)
			if in.Size != (image.Point{}) {
				size = in.Size
			}
			played = append(played, in)
			var err error
			if w.now, err = Play(w.s, []keys.Input{in}, w.now, w.frame); err != nil {
				fail(err.Error())
			}
			if b := w.img.Bounds(); whole == nil || whole.Bounds() != b {
				whole = image.NewRGBA(b)
			}
			render.DrawInto(whole, w.s.lastScene)
			if !bytes.Equal(whole.Pix, w.img.Pix) {
				fail("the window's frame is not the frame drawn whole")
			}
			if !bytes.Equal(w.tex.Pix, w.img.Pix) {
				fail("the window's copy of the frame is not the frame (the damage missed a change)")
			}
			checked++
		}
		frames += w.frames
	}
	t.Logf("%d walks: %d inputs, %d frames drawn, %d checked against the frame drawn whole", len(walks), checked, frames, checked)
}

// walkBreaks reports whether the window's frame after inputs (on a new
// game of seed, in the walk's first window) is not the frame drawn
// whole.
func walkBreaks(seed uint64, inputs []keys.Input) bool {
	w := newWindowPath(seed, walkSizes[0])
	broke := false
	w.check = func() { broke = broke || !bytes.Equal(w.tex.Pix, w.img.Pix) }
	if _, err := Play(w.s, inputs, w.now, w.frame); err != nil {
		return false
	}
	whole := render.Draw(w.s.lastScene)
	return broke || !bytes.Equal(whole.Pix, w.tex.Pix) || whole.Bounds() != w.tex.Bounds()
}

// shrinkWalk is a shorter key string that still breaks the frame (its
// last frame, or a copy of one), found by leaving out runs of inputs,
// halving the run while none can go; a bounded number of tries.
func shrinkWalk(seed uint64, inputs []keys.Input) []keys.Input {
	if !walkBreaks(seed, inputs) {
		return inputs // only the frames between break: keep them all
	}
	tries := 0
	for n := len(inputs) / 2; n >= 1 && tries < 150; n /= 2 {
		for i := 0; i+n <= len(inputs) && tries < 150; {
			tries++
			cut := append(append([]keys.Input{}, inputs[:i]...), inputs[i+n:]...)
			if walkBreaks(seed, cut) {
				inputs = cut
				continue
			}
			i += n
		}
	}
	return inputs
}

// shellQuote quotes s for a POSIX shell.
func shellQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }
