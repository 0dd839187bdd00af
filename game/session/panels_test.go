package session

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"downhill/game/session/layout"
)

// panelRounds are panels and settings opened and closed (or changed and
// changed back) by keys: each leaves the game as it was, so the window
// must show exactly the frame it opened over.
var panelRounds = []string{
	"<Tab><Tab>",                // the lab
	"<Tab>]]va<Tab>",            // the lab, another field, digits, arrows
	"cc",                        // the comparison
	"o<Esc>",                    // the options
	"o<Right><Esc>o<Left><Esc>", // a text size, then auto again
	"o<Left><Esc>o<Right><Esc>", // the largest text, then auto again
	"o<Right><Left><Esc>",       // a text size and back, the options open
	"?<Esc>",                    // the help
	"?<Right><Esc>",             // its second page
	"i<Esc>",                    // the pack
	"/<Esc>",                    // the log
	"#<Esc>",                    // the best runs
	";<Esc>",                    // look
	";ll<Esc>",                  // look, the cursor moved
	"t<Esc>",                    // the travel cursor
	"tjjl<Esc>",                 // the travel cursor moved
	"F",                         // f cycled round (the count of the level's fields: see fRound)
	"<Tab>?<Esc><Tab>",          // the help over the lab
	"c?<Esc>c",                  // the help over the comparison
}

// TestPanelClosedLeavesTheFrame is the metamorphic screen test: for many
// (seed, opening keys, panel or setting opened and closed) triples and
// two window sizes (a desktop's, with the sidebar; a phone's portrait,
// with the compact sidebar and the touch buttons), the frame the window
// shows after the opening and the panel (the session drawing into the
// image it reused, its damage uploaded, as game/front does) is, byte for
// byte, the frame it shows after the opening alone. A failure writes both
// frames to the test's temporary directory and names the key string,
// which `downhill-headless shot -keys` draws.
func TestPanelClosedLeavesTheFrame(t *testing.T) {
	openings := []string{"", "l", "x", "jjhh", "xx"}
	sizes := []image.Point{layout.WindowSize, image.Pt(540, 960)}
	seeds := []uint64{1, 7, 12}
	if testing.Short() {
		seeds = seeds[:1]
	}
	checked := 0
	for _, size := range sizes {
		for _, seed := range seeds {
			for _, open := range openings {
				base := newWindowPath(seed, size)
				if err := base.play(open); err != nil {
					t.Fatalf("seed %d, %q: %v", seed, open, err)
				}
				want := base.tex
				for _, round := range panelRounds {
					if round == "F" {
						round = strings.Repeat("f", 2+len(base.s.g.Fields()))
					}
					w := newWindowPath(seed, size)
					keys := open + round
					if err := w.play(keys); err != nil {
						t.Fatalf("seed %d, %q: %v", seed, keys, err)
					}
					checked++
					if !bytes.Equal(w.tex.Pix, want.Pix) || w.tex.Bounds() != want.Bounds() {
						dir := t.TempDir()
						writePNG(t, filepath.Join(dir, "want.png"), want)
						writePNG(t, filepath.Join(dir, "got.png"), w.tex)
						t.Errorf("size %v, seed %d: keys %q show another frame than %q (%s); "+
							"`downhill-headless shot -seed %d -size %dx%d -keys '%s'`",
							size, seed, keys, open, dir, seed, size.X, size.Y, keys)
					}
				}
			}
		}
	}
	t.Logf("%d frames checked against the frame without the panel", checked)
}

// writePNG writes img to path (a test's evidence).
func writePNG(t *testing.T, path string, img image.Image) {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}
