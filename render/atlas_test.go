package render

import (
	"bytes"
	"image"
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
		g.rasterise()
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

// TestAtlasMasks: every glyph the renderer rasterises from the atlas's
// outlines, at every size and in both faces, is byte for byte the mask
// opentype rasterises from the fonts (what the atlas held before it held
// outlines, and what the golden frames were drawn with).
func TestAtlasMasks(t *testing.T) {
	a := getAtlas()
	for _, h := range glyphs.Heights {
		g := a.size(image.Pt(glyphs.Width(h), h))
		g.rasterise()
		want := glyphs.Masks(h)
		got := append(append([]uint8(nil), g.masks[regular]...), g.masks[bold]...)
		if len(got) != len(want) {
			t.Fatalf("height %d: %d mask bytes, want %d", h, len(got), len(want))
		}
		pix := g.w * g.h
		for i := range got {
			if got[i] != want[i] {
				k := i / pix
				t.Errorf("height %d: face %d %q: pixel %d is %d, opentype draws %d",
					h, k/a.n, glyphs.Runes[k%a.n], i%pix, got[i], want[i])
				break
			}
		}
	}
}

// BenchmarkAtlasSize times a whole cell size: every glyph rasterised
// from its outline, with halos and blank rows (a first frame needs a few
// dozen of them).
func BenchmarkAtlasSize(b *testing.B) {
	a := readAtlas(atlasFile)
	for b.Loop() {
		for _, g := range a.sizes {
			if g.w == CellW && g.h == CellH {
				s := &glyphSet{w: g.w, h: g.h, base: g.base, ppem: g.ppem}
				s.prepare(a)
				s.rasterise()
			}
		}
	}
}

// TestDilate: the halo is the 3x3 maximum of the mask at every pixel, at
// the edges too.
func TestDilate(t *testing.T) {
	for _, sz := range []image.Point{{1, 1}, {3, 2}, {12, 20}, {28, 48}} {
		w, h := sz.X, sz.Y
		m := make([]uint8, w*h)
		for i := range m {
			m[i] = uint8(i * 7919 % 251 * (i % 3))
		}
		got := make([]uint8, w*h)
		dilate(got, m, w, h)
		for y := range h {
			for x := range w {
				var v uint8
				for yy := max(0, y-1); yy < min(h, y+2); yy++ {
					for xx := max(0, x-1); xx < min(w, x+2); xx++ {
						v = max(v, m[yy*w+xx])
					}
				}
				if got[y*w+x] != v {
					t.Fatalf("%dx%d: pixel %d,%d is %d, want %d", w, h, x, y, got[y*w+x], v)
				}
			}
		}
	}
}
