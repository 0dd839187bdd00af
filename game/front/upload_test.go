package front

import (
	"bytes"
	"image"
	"testing"

	"downhill/game"
	"downhill/game/session"
	"downhill/game/session/keys"
)

// texture stands for the GPU image: upload's rectangles written into it
// as WritePixels writes them (rows of the rectangle's width).
type texture struct{ img *image.RGBA }

// write copies pix, rows of r, into the texture at r.
func (tx *texture) write(r image.Rectangle, pix []byte) {
	n := 4 * r.Dx()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		i := tx.img.PixOffset(r.Min.X, y)
		copy(tx.img.Pix[i:i+n], pix[(y-r.Min.Y)*n:])
	}
}

// The GPU copy of the frame is, after every frame, the frame: while
// panels open and close (the lab, a comparison, a text size and back,
// the help), turns pass and the window changes size, upload's rectangles
// written into a stand-in for the GPU image (as the window writes them)
// leave it equal, pixel for pixel, to the frame the session drew; and a
// closed panel's frame, uploaded, is the frame it opened over.
func TestUploadKeepsTheFrame(t *testing.T) {
	s := session.Fresh(game.New(game.Config{Seed: 7}), nil)
	var frame *image.RGBA
	var tex texture
	var scratch []byte
	steps := []struct {
		keys string
		size image.Point
	}{
		{"", image.Pt(1280, 720)}, {"<Tab>", image.Pt(1280, 720)}, {"<Tab>", image.Pt(1280, 720)},
		{".", image.Pt(1280, 720)}, {"c", image.Pt(1280, 720)}, {"c", image.Pt(1280, 720)},
		{"o<Right><Esc>", image.Pt(1280, 720)}, {"o<Left><Esc>", image.Pt(1280, 720)},
		{"?", image.Pt(1280, 720)}, {"<Esc>", image.Pt(1280, 720)}, {"l", image.Pt(900, 600)},
		{"<Tab>", image.Pt(900, 600)}, {"<Tab>", image.Pt(900, 600)}, {"h", image.Pt(1280, 720)},
	}
	// The steps that close what the step after another opened: the copy
	// after them is the copy after that other.
	closes := map[int]int{2: 0, 5: 3, 7: 5, 9: 7, 12: 10}
	var copies []*image.RGBA
	for i, st := range steps {
		s.Resize(st.size)
		in, err := keys.ParseInputs(st.keys)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := session.Play(s, in, session.PlayEpoch, nil); err != nil {
			t.Fatal(err)
		}
		frame = s.Draw(frame)
		var texBounds image.Rectangle
		if tex.img != nil {
			texBounds = tex.img.Bounds()
		}
		anew, rects := uploadRects(frame.Bounds(), texBounds, s.Damage())
		if anew {
			tex.img = image.NewRGBA(frame.Bounds())
		}
		for _, r := range rects {
			tex.write(r, rectPixels(frame, r, &scratch))
		}
		if !bytes.Equal(tex.img.Pix, frame.Pix) {
			t.Fatalf("step %d (%q at %v): the GPU copy is not the frame", i, st.keys, st.size)
		}
		copies = append(copies, image.NewRGBA(tex.img.Bounds()))
		copy(copies[i].Pix, tex.img.Pix)
		if j, ok := closes[i]; ok && !bytes.Equal(copies[i].Pix, copies[j].Pix) {
			t.Errorf("step %d (%q): a panel closed, the GPU copy is not the frame it opened over (step %d)", i, st.keys, j)
		}
	}
}
