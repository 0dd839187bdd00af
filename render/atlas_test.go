package render

import (
	"bytes"
	"testing"

	"downhill/render/internal/glyphs"
)

// TestAtlasFile checks the embedded atlas is what the fonts give now: a
// changed glyph list, font or cell size needs go generate ./render.
func TestAtlasFile(t *testing.T) {
	if !bytes.Equal(atlasFile, glyphs.File()) {
		t.Fatal("render/atlas.bin is stale: run go generate ./render")
	}
}

// TestAtlasGlyphs checks every cell size of the atlas: every rune the
// renderer draws has its own glyph (not the '?' fallback), glyphs are
// drawn (a letter has ink, a space none), every bold glyph's halo is at
// least as wide as the glyph, the blank-row bits say which rows are
// empty, and a rune missing from the atlas falls back to '?'.
func TestAtlasGlyphs(t *testing.T) {
	a := getAtlas()
	runes := []rune{'@', 'g', '#', '.', '~', '?', '≈', '·', '♥', '─', '│', shadeLight, shadeMedium, shadeDark, fullBlock}
	q := a.slot('?')
	for _, r := range runes {
		if r != '?' && a.slot(r) == q {
			t.Errorf("%q falls back to '?'", r)
		}
	}
	if a.slot('ж') != q {
		t.Error("a rune outside the atlas is not '?'")
	}
	if len(CellSizes()) != len(glyphs.Heights) {
		t.Fatalf("%d cell sizes, want %d", len(CellSizes()), len(glyphs.Heights))
	}
	for _, c := range CellSizes() {
		g := a.size(c)
		if g.w != c.X || g.h != c.Y || c.X != glyphs.Width(c.Y) {
			t.Fatalf("size %v: glyphs %dx%d", c, g.w, g.h)
		}
		ink := func(m []uint8) (n int) {
			for _, v := range m {
				n += int(v)
			}
			return n
		}
		if ink(g.mask(regular, a.slot('g'))) == 0 || ink(g.mask(bold, a.slot(' '))) != 0 {
			t.Errorf("size %v: 'g' has no ink, or ' ' has some", c)
		}
		for _, r := range runes {
			s := a.slot(r)
			m, h := g.mask(bold, s), g.haloMask(s)
			for i, v := range m {
				if h[i] < v {
					t.Errorf("size %v: bold %q: halo thinner than the glyph at pixel %d", c, r, i)
					break
				}
			}
			for fc := range 2 {
				m := g.mask(face(fc), s)
				for y := 0; y < g.h; y++ {
					empty := ink(m[y*g.w:(y+1)*g.w]) == 0
					if got := g.blank[fc][s]&(1<<y) != 0; got != empty {
						t.Errorf("size %v: %q face %d row %d: blank bit %v, row empty %v", c, r, fc, y, got, empty)
					}
				}
			}
		}
	}
}

// TestPackRoundTrip: the atlas's packing reads back byte for byte, and a
// damaged stream is refused.
func TestPackRoundTrip(t *testing.T) {
	in := []byte{0, 0, 0, 255, 255, 7, 8, 0, 255, 1}
	for range 200 {
		in = append(in, 0)
	}
	for i := range 300 {
		in = append(in, byte(i))
	}
	p := glyphs.Pack(in)
	out := make([]byte, len(in))
	if !unpackCoverage(out, p) || !bytes.Equal(in, out) {
		t.Fatal("packed coverage does not read back")
	}
	if unpackCoverage(out, p[:len(p)-1]) || unpackCoverage(make([]byte, len(in)-1), p) {
		t.Error("a damaged or wrong-length stream was accepted")
	}
}
