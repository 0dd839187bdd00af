// Package glyphs rasterises the renderer's glyph atlas from the Go Mono
// fonts. It runs only when the atlas file is made (go generate ./render)
// and in render's test that checks the file is current, so neither the
// game nor its browser build links a font parser: they read the finished
// coverage masks.
//
// The file (render/atlas.bin), little-endian:
//
//	"DHAT1" cellW cellH (one byte each) count (uint16)
//	count entries: face (0 regular, 1 bold), halo (1: the dilated outline
//	  of the entry before it), rune (uint32)
//	count masks of cellW*cellH coverage bytes, row-major, in entry order
package glyphs

import (
	"encoding/binary"
	"image"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/gomonobold"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// Magic starts the file; a new layout gets a new number.
const Magic = "DHAT1"

// Font geometry for the 12x20 cell. The size puts Go Mono's x-height on
// exactly 10 pixels and the baseline on a pixel row, so lower-case tops
// land on whole pixels and stay crisp (opentype does not run TrueType
// hinting).
const (
	fontPx   = 2048.0 * 10 / 1086 // pixels per em (x-height 1086 units -> 10 px)
	baseline = 15                 // baseline row inside a cell
)

// Shade runes drawn procedurally so they tile without seams (the font's
// block elements do not span a 20-pixel cell exactly).
const (
	shadeLight  = '░'
	shadeMedium = '▒'
	shadeDark   = '▓'
	fullBlock   = '█'
)

// extraRunes are the non-ASCII glyphs the renderer and its callers use
// besides the shades. Anything else is drawn as '?'.
var extraRunes = []rune{'≈', '·', '•', '…', '×', '←', '↑', '→', '↓', '♥', '—', '°', '§', '¤'}

// File rasterises every glyph, regular then bold (each bold one followed by
// its halo), and returns the atlas file.
func File(cellW, cellH int) []byte {
	var entries, masks []byte
	n := 0
	for fi, ttf := range [][]byte{gomono.TTF, gomonobold.TTF} {
		f, err := opentype.Parse(ttf)
		if err != nil {
			panic(err) // the embedded fonts are fixed data: a failure is a build defect
		}
		fc, err := opentype.NewFace(f, &opentype.FaceOptions{Size: fontPx, DPI: 72, Hinting: font.HintingNone})
		if err != nil {
			panic(err)
		}
		add := func(r rune, halo bool, m []uint8) {
			entries = append(entries, byte(fi), 0, 0, 0, 0, 0)
			if halo {
				entries[len(entries)-5] = 1
			}
			binary.LittleEndian.PutUint32(entries[len(entries)-4:], uint32(r))
			masks = append(masks, m...)
			n++
		}
		glyph := func(r rune, m []uint8) {
			add(r, false, m)
			if fi == 1 {
				add(r, true, dilate(m, cellW, cellH))
			}
		}
		for r := rune(32); r < 127; r++ {
			glyph(r, glyphMask(fc, r, cellW, cellH))
		}
		for _, r := range extraRunes {
			glyph(r, glyphMask(fc, r, cellW, cellH))
		}
		for level, r := range []rune{shadeLight, shadeMedium, shadeDark, fullBlock} {
			glyph(r, shadeMask(level+1, cellW, cellH))
		}
	}
	out := append([]byte(Magic), byte(cellW), byte(cellH), 0, 0)
	binary.LittleEndian.PutUint16(out[len(out)-2:], uint16(n))
	return append(append(out, entries...), masks...)
}

// glyphMask rasterises r centred in one cell on the shared baseline.
func glyphMask(fc font.Face, r rune, cellW, cellH int) []uint8 {
	dst := image.NewAlpha(image.Rect(0, 0, cellW, cellH))
	adv, _ := fc.GlyphAdvance(r)
	d := font.Drawer{Dst: dst, Src: image.Opaque, Face: fc,
		Dot: fixed.Point26_6{X: (fixed.I(cellW) - adv) / 2, Y: fixed.I(baseline)}}
	d.DrawString(string(r))
	return dst.Pix
}

// shadeMask draws the block shades as even dot patterns: level 1..3 a
// quarter, half and three quarters of the pixels, 4 a full block. A
// 2-pixel period keeps them calm when the window scales the frame.
func shadeMask(level, cellW, cellH int) []uint8 {
	m := make([]uint8, cellW*cellH)
	for y := 0; y < cellH; y++ {
		for x := 0; x < cellW; x++ {
			on := false
			switch level {
			case 1:
				on = x%2 == 0 && y%2 == 0
			case 2:
				on = (x+y)%2 == 0
			case 3:
				on = !(x%2 == 0 && y%2 == 0)
			default:
				on = true
			}
			if on {
				m[y*cellW+x] = 255
			}
		}
	}
	return m
}

// dilate spreads a mask by one pixel (3x3 maximum), the outline drawn dark
// behind creature glyphs.
func dilate(m []uint8, cellW, cellH int) []uint8 {
	out := make([]uint8, len(m))
	for y := 0; y < cellH; y++ {
		for x := 0; x < cellW; x++ {
			var v uint8
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					xx, yy := x+dx, y+dy
					if xx >= 0 && yy >= 0 && xx < cellW && yy < cellH && m[yy*cellW+xx] > v {
						v = m[yy*cellW+xx]
					}
				}
			}
			out[y*cellW+x] = v
		}
	}
	return out
}
