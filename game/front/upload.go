package front

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// upload copies to the GPU image what the session's last Draw changed in
// the frame (uploadRects): all of it into a new GPU image when the frame
// has another size (or none was made yet), all of it when the session
// drew the whole frame (a new layout: the lab opened or closed, a
// comparison, a text size), else only the rectangles that changed.
func (f *front) upload(damage []image.Rectangle) {
	var texBounds image.Rectangle
	if f.tex != nil {
		texBounds = f.tex.Bounds()
	}
	anew, rects := uploadRects(f.frame.Bounds(), texBounds, damage)
	if anew {
		if f.tex != nil {
			f.tex.Deallocate()
		}
		f.tex = ebiten.NewImageWithOptions(f.frame.Bounds(), &ebiten.NewImageOptions{Unmanaged: true})
	}
	for _, r := range rects {
		f.tex.SubImage(r).(*ebiten.Image).WritePixels(rectPixels(f.frame, r, &f.rows))
	}
}

// uploadRects is what upload copies of a frame of bounds frame to a GPU
// image of bounds tex (empty: none yet) after a Draw that changed damage:
// anew when the GPU image must be made again at the frame's size, and
// the rectangles of the frame to copy (the whole frame when anew).
func uploadRects(frame, tex image.Rectangle, damage []image.Rectangle) (anew bool, rects []image.Rectangle) {
	if tex.Empty() || tex != frame {
		return true, []image.Rectangle{frame}
	}
	for _, r := range damage {
		if r = r.Intersect(frame); !r.Empty() {
			rects = append(rects, r)
		}
	}
	return false, rects
}

// rectPixels are img's pixels in r, row after row (as WritePixels takes
// them): a slice of img itself when r spans its width, else copied into
// *scratch (grown as needed, reused by the next call).
func rectPixels(img *image.RGBA, r image.Rectangle, scratch *[]byte) []byte {
	if r.Min.X == img.Rect.Min.X && r.Max.X == img.Rect.Max.X {
		return img.Pix[img.PixOffset(r.Min.X, r.Min.Y):img.PixOffset(r.Min.X, r.Max.Y)]
	}
	n := 4 * r.Dx()
	rows := (*scratch)[:0]
	for y := r.Min.Y; y < r.Max.Y; y++ {
		i := img.PixOffset(r.Min.X, y)
		rows = append(rows, img.Pix[i:i+n]...)
	}
	*scratch = rows
	return rows
}
