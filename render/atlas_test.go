package render

import (
	"bytes"
	"testing"

	"downhill/render/internal/glyphs"
)

// TestAtlasFile checks the embedded atlas is what the fonts give now: a
// changed glyph list, font or cell size needs go generate ./render.
func TestAtlasFile(t *testing.T) {
	if !bytes.Equal(atlasFile, glyphs.File(CellW, CellH)) {
		t.Fatal("render/atlas.bin is stale: run go generate ./render")
	}
}

// TestAtlasGlyphs checks the index read from the file: every rune the
// renderer draws has its own glyph in both faces (not the '?' fallback),
// every bold glyph has a halo at least as wide as itself, and a rune
// missing from the atlas falls back to '?'.
func TestAtlasGlyphs(t *testing.T) {
	a := getAtlas()
	runes := []rune{'@', 'g', '#', '.', '~', '?', '≈', '·', '♥', shadeLight, shadeMedium, shadeDark, fullBlock}
	for _, fc := range []face{regular, bold} {
		q := a.slot(fc, '?')
		for _, r := range runes {
			s := a.slot(fc, r)
			if r != '?' && s == q {
				t.Errorf("face %d: %q falls back to '?'", fc, r)
			}
			if fc == bold {
				h, ok := a.halo[s]
				if !ok {
					t.Errorf("bold %q has no halo", r)
					continue
				}
				for i, v := range a.mask(s) {
					if a.mask(h)[i] < v {
						t.Errorf("bold %q: halo thinner than the glyph at pixel %d", r, i)
						break
					}
				}
			}
		}
		if a.slot(fc, 'ж') != q {
			t.Errorf("face %d: a rune outside the atlas is not '?'", fc)
		}
	}
}
