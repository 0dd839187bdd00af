package render

import (
	"image"
	"strings"
	"testing"
)

// TestReadTextReadsTheFrame reads back the sidebar and the message lines
// of the run's frame at every cell size: the words the scene gave come
// out of the pixels.
func TestReadTextReadsTheFrame(t *testing.T) {
	for _, c := range CellSizes() {
		s := runScene(t)
		s.Cell = c
		img := Draw(s)
		side := strings.Join(Text(img, s, func(a Arrangement) image.Rectangle { return a.Side }), "\n")
		for _, want := range []string{"Depth 8", "Turn 4242", "Health 6/20", "Gold 120", "& the Heart", "Pack a! b^ c% d?", "goblin archer", "asleep", "healing draught", "? help"} {
			if !strings.Contains(side, want) {
				t.Errorf("cell %v: the sidebar does not read %q:\n%s", c, want, side)
			}
		}
		// The view is 32 cells wide: the messages wrap (at spaces, under
		// their first word), so their words are read as one run.
		log := strings.Join(strings.Fields(strings.Join(Text(img, s, func(a Arrangement) image.Rectangle { return a.Info.Union(a.Log) }), " ")), " ")
		for _, want := range []string{"You see floor.", "4240 You pick up the caltrops.", "4242 The goblin archer wakes up."} {
			if !strings.Contains(log, want) {
				t.Errorf("cell %v: the messages do not read %q:\n%s", c, want, log)
			}
		}
	}
}
