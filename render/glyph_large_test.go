package render

import (
	"bytes"
	"testing"
)

// TestGlyphMaskLarge: at the largest cell's height a large glyph is that
// cell's mask, byte for byte (the same outline through the same
// rasteriser); at four times the height it is four times as wide and
// tall, with about sixteen times the ink.
func TestGlyphMaskLarge(t *testing.T) {
	sizes := CellSizes()
	big := sizes[len(sizes)-1]
	for _, r := range []rune{'@', 'g', '#', '&'} {
		for _, strong := range []bool{false, true} {
			got, want := GlyphMaskLarge(r, strong, big.Y), GlyphMaskAt(big, r, strong)
			if got.Rect != want.Rect || !bytes.Equal(got.Pix, want.Pix) {
				t.Errorf("%q strong=%v at %v: not the atlas's mask", r, strong, big)
			}
			x4 := GlyphMaskLarge(r, strong, 4*big.Y)
			if x4.Rect.Dx() != 4*big.X || x4.Rect.Dy() != 4*big.Y {
				t.Errorf("%q at 4x: %v", r, x4.Rect)
			}
			if ratio := float64(coverage(x4.Pix)) / float64(coverage(want.Pix)); ratio < 14 || ratio > 18 {
				t.Errorf("%q strong=%v at 4x has %.1f times the ink, want about 16", r, strong, ratio)
			}
		}
	}
}

// coverage sums a mask's coverage.
func coverage(pix []uint8) (n int) {
	for _, v := range pix {
		n += int(v)
	}
	return n
}
