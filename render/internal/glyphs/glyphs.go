// Package glyphs makes the renderer's glyph file from the Go Mono fonts:
// the outlines of every glyph the renderer draws, and the cell sizes it
// offers. It runs only when the file is made (go generate ./render) and in
// render's tests, so neither the game nor its browser build links a font
// parser. The renderer rasterises a size's glyphs from the outlines the
// first time a frame uses that size, with the rasteriser opentype itself
// uses (golang.org/x/image/vector) and the same arithmetic, so its masks are
// byte for byte the ones Masks rasterises here with opentype (render's
// TestAtlasMasks checks every glyph at every size). Outlines rather than
// masks: the 11 sizes' masks took 445 KB (273 KB gzipped) of the browser's
// download; the outlines take a tenth of that.
//
// The file (render/atlas.bin), little-endian where not said:
//
//	"DHAT3" unitsPerEm (uint16) runes (uint16) sizes (uint8)
//	sizes x { cellW cellH baseline (uint8 each) ppem (uint32, 26.6 pixels per em) }
//	runes x rune (uint32), in Runes's order
//	2 faces (regular, bold) x runes x glyph
//
// A glyph is a kind byte: 1-4 a shade pattern (ShadeMask's level, nothing
// follows), 0 an outline: its advance in font units (uvarint), its segment
// count (uvarint), then each segment's op (sfnt.SegmentOp, one byte) and its
// points (1 for MoveTo and LineTo, 2 for QuadTo, 3 for CubeTo), each x then
// y as zigzag varints of the change from the point before, in font units
// with y pointing down (sfnt.LoadGlyph's segments at ppem = unitsPerEm).
//
// The halo behind bold glyphs is not stored: the renderer dilates the bold
// masks when it rasterises a size.
package glyphs

import (
	"encoding/binary"
	"image"
	"math"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/gomonobold"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"downhill/render/internal/shade"
)

// Heights are the cell heights the atlas holds, in pixels, smallest
// first. A cell is Width(h) x h and its font's x-height is h/2, a whole
// number of pixels, so lower-case tops land on pixel rows and stay crisp
// (opentype does not run TrueType hinting). 20 is the classic 12x20 cell;
// the others let a frame be drawn at the window's own pixel size, from a
// phone's narrow screen to a 4K monitor.
var Heights = []int{14, 16, 18, 20, 22, 24, 28, 32, 36, 40, 48}

// goMonoAdvance and goMonoXHeight are Go Mono's advance width and
// x-height in font units (2048 to the em).
const (
	goMonoAdvance = 1229
	goMonoXHeight = 1086
	unitsPerEm    = 2048
)

// fontPx is the font size, in pixels per em, of cells h pixels tall.
func fontPx(h int) float64 { return float64(h/2) * unitsPerEm / goMonoXHeight }

// Width is the width of cells h pixels tall: the font's advance rounded
// up, with half a pixel to spare so neighbouring glyphs never touch.
func Width(h int) int { return int(fontPx(h)*goMonoAdvance/unitsPerEm + 1) }

// baseline is the row of the baseline in a cell h pixels tall (15 of 20).
func baseline(h int) int { return int(math.Round(float64(h) * 0.75)) }

// Shade runes drawn procedurally so they tile without seams (the font's
// block elements do not span a cell exactly).
const (
	shadeLight  = '░'
	shadeMedium = '▒'
	shadeDark   = '▓'
	fullBlock   = '█'
)

// Runes are every glyph the atlas holds: printable ASCII, the non-ASCII
// glyphs the renderer and its callers use, then the shades. Anything else
// is drawn as '?'.
var Runes = func() []rune {
	var rs []rune
	for r := rune(32); r < 127; r++ {
		rs = append(rs, r)
	}
	rs = append(rs, '≈', '·', '•', '…', '×', '←', '↑', '→', '↓', '♥', '—', '°', '§', '¤',
		'─', '│', '▲', '▼', '►', '◄', '■', '□', '▪', '○', '●')
	return append(rs, shadeLight, shadeMedium, shadeDark, fullBlock)
}()

// Magic starts the outline file; a new layout gets a new number.
const Magic = "DHAT3"

// File returns the glyph file: every glyph's outline in both faces, and
// every cell size's metrics.
func File() []byte {
	out := []byte(Magic)
	reg, err := sfnt.Parse(gomono.TTF)
	if err != nil {
		panic(err) // the embedded fonts are fixed data: a failure is a build defect
	}
	bld, err := sfnt.Parse(gomonobold.TTF)
	if err != nil {
		panic(err)
	}
	upem := reg.UnitsPerEm()
	if bld.UnitsPerEm() != upem {
		panic("glyphs: the faces' units per em differ")
	}
	out = binary.LittleEndian.AppendUint16(out, uint16(upem))
	out = binary.LittleEndian.AppendUint16(out, uint16(len(Runes)))
	out = append(out, byte(len(Heights)))
	for _, h := range Heights {
		out = append(out, byte(Width(h)), byte(h), byte(baseline(h)))
		out = binary.LittleEndian.AppendUint32(out, uint32(ppem(h)))
	}
	for _, r := range Runes {
		out = binary.LittleEndian.AppendUint32(out, uint32(r))
	}
	for _, f := range []*sfnt.Font{reg, bld} {
		var buf sfnt.Buffer
		for i, r := range Runes {
			if level := len(Runes) - 4; i >= level {
				out = append(out, byte(i-level+1))
				continue
			}
			x, err := f.GlyphIndex(&buf, r)
			if err != nil {
				panic(err)
			}
			adv, err := f.GlyphAdvance(&buf, x, fixed.Int26_6(upem), font.HintingNone)
			if err != nil {
				panic(err)
			}
			segs, err := f.LoadGlyph(&buf, x, fixed.Int26_6(upem), nil)
			if err != nil {
				panic(err)
			}
			out = append(out, 0)
			out = binary.AppendUvarint(out, uint64(adv))
			out = binary.AppendUvarint(out, uint64(len(segs)))
			var px, py int64
			for _, s := range segs {
				out = append(out, byte(s.Op))
				for _, p := range s.Args[:Points(s.Op)] {
					out = binary.AppendVarint(out, int64(p.X)-px)
					out = binary.AppendVarint(out, int64(p.Y)-py)
					px, py = int64(p.X), int64(p.Y)
				}
			}
		}
	}
	return out
}

// Points is how many points a segment of op carries.
func Points(op sfnt.SegmentOp) int {
	switch op {
	case sfnt.SegmentOpQuadTo:
		return 2
	case sfnt.SegmentOpCubeTo:
		return 3
	}
	return 1
}

// ppem is the font size of cells h pixels tall as opentype.NewFace makes
// it: 26.6 pixels per em, at 72 DPI.
func ppem(h int) fixed.Int26_6 { return fixed.Int26_6(0.5 + (fontPx(h) * 72 * 64 / 72)) }

// Masks rasterises every glyph of cells h pixels tall with opentype: the
// regular face's masks then the bold face's, one per rune in Runes's
// order, each Width(h)*h coverage bytes row-major. The renderer's masks
// must be these, byte for byte.
func Masks(h int) []byte {
	var masks []byte
	for _, ttf := range [][]byte{gomono.TTF, gomonobold.TTF} {
		masks = append(masks, faceMasks(ttf, Width(h), h)...)
	}
	return masks
}

// faceMasks rasterises every rune of one face into w x h cells.
func faceMasks(ttf []byte, w, h int) []byte {
	f, err := opentype.Parse(ttf)
	if err != nil {
		panic(err) // the embedded fonts are fixed data: a failure is a build defect
	}
	fc, err := opentype.NewFace(f, &opentype.FaceOptions{Size: fontPx(h), DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		panic(err)
	}
	var out []byte
	for i, r := range Runes {
		if level := len(Runes) - 4; i >= level {
			out = append(out, ShadeMask(i-level+1, w, h)...)
			continue
		}
		out = append(out, glyphMask(fc, r, w, h)...)
	}
	return out
}

// glyphMask rasterises r centred in one cell on the shared baseline.
func glyphMask(fc font.Face, r rune, w, h int) []uint8 {
	dst := image.NewAlpha(image.Rect(0, 0, w, h))
	adv, _ := fc.GlyphAdvance(r)
	d := font.Drawer{Dst: dst, Src: image.Opaque, Face: fc,
		Dot: fixed.Point26_6{X: (fixed.I(w) - adv) / 2, Y: fixed.I(baseline(h))}}
	d.DrawString(string(r))
	return dst.Pix
}

// ShadeMask is shade.Mask's pattern of level in a new w x h mask.
func ShadeMask(level, w, h int) []uint8 {
	m := make([]uint8, w*h)
	shade.Mask(m, level, w, h)
	return m
}
