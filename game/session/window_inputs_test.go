package session

import (
	"image"
	"strings"
	"testing"

	"downhill/game/session/keys"
	"downhill/game/session/layout"
)

// The window's inputs in a key string read back as written, play as the
// window gives them (the mouse hovers the cell under it, a resize lays
// the frame out anew), and a badly written one is an error naming its
// column.
func TestWindowInputs(t *testing.T) {
	const typed = "l<Mouse 400,300><Size 800x600>."
	in, err := keys.ParseInputs(typed)
	if err != nil {
		t.Fatal(err)
	}
	if len(in) != 4 || !in[1].Mouse || in[1].At != image.Pt(400, 300) || in[2].Size != image.Pt(800, 600) {
		t.Fatalf("%q reads as %+v", typed, in)
	}
	if got := keys.FormatInputs(in); got != typed {
		t.Errorf("written back as %q, want %q", got, typed)
	}
	w := newWindowPath(7, layout.WindowSize)
	if err := w.play("<Mouse 700,300>"); err != nil {
		t.Fatal(err)
	}
	want, ok := w.s.CellAt(700, 300)
	if !ok || !w.s.hovered || w.s.hover != want {
		t.Errorf("<Mouse 700,300> hovers %v (%v), want %v", w.s.hover, w.s.hovered, want)
	}
	if err := w.play("<Size 800x600>"); err != nil {
		t.Fatal(err)
	}
	if w.img.Bounds().Size() != image.Pt(800, 600) {
		t.Errorf("after <Size 800x600> the frame is %v", w.img.Bounds().Size())
	}
	for _, bad := range []string{"<Mouse 1>", "<Mouse -1,2>", "<Size 0x5>", "<Size 9000x10>", "<Size 80,60>"} {
		if _, err := keys.ParseInputs("l" + bad); err == nil || !strings.Contains(err.Error(), "column 2") {
			t.Errorf("%q: error %v, want one at column 2", bad, err)
		}
	}
}
