// Package glyphs rasterises the renderer's glyph atlas from the Go Mono
// fonts, at every cell size the renderer offers. It runs only when the
// atlas file is made (go generate ./render) and in render's test that
// checks the file is current, so neither the game nor its browser build
// links a font parser: they read the finished coverage masks.
//
// The file (render/atlas.bin), little-endian:
//
//	"DHAT2" sizes (uint8) runes (uint16)
//	runes x rune (uint32): the glyphs of every face and size, in this order
//	sizes x { cellW cellH (uint8 each) length (uint32) then length bytes:
//	  the masks of the regular face then the bold face, one per rune in
//	  rune order, each cellW*cellH coverage bytes row-major, packed (Pack) }
//
// The halo behind bold glyphs is not stored: the renderer dilates the bold
// masks when it reads a size, which is quick and halves the file.
package glyphs

import (
	"encoding/binary"
	"image"
	"math"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/gomonobold"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// Magic starts the file; a new layout gets a new number.
const Magic = "DHAT2"

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

// File rasterises every glyph at every size and returns the atlas file.
func File() []byte {
	out := []byte(Magic)
	out = append(out, byte(len(Heights)))
	out = binary.LittleEndian.AppendUint16(out, uint16(len(Runes)))
	for _, r := range Runes {
		out = binary.LittleEndian.AppendUint32(out, uint32(r))
	}
	for _, h := range Heights {
		w := Width(h)
		var masks []byte
		for _, ttf := range [][]byte{gomono.TTF, gomonobold.TTF} {
			masks = append(masks, faceMasks(ttf, w, h)...)
		}
		packed := Pack(masks)
		out = append(out, byte(w), byte(h))
		out = binary.LittleEndian.AppendUint32(out, uint32(len(packed)))
		out = append(out, packed...)
	}
	return out
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
			out = append(out, shadeMask(i-level+1, w, h)...)
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

// shadeMask draws the block shades as even dot patterns: level 1..3 a
// quarter, half and three quarters of the pixels, 4 a full block. A
// 2-pixel period keeps them calm.
func shadeMask(level, w, h int) []uint8 {
	m := make([]uint8, w*h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
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
				m[y*w+x] = 255
			}
		}
	}
	return m
}

// Pack packs coverage bytes, which are mostly 0 (around a glyph) or 255
// (inside a stroke): a control byte c < 128 is followed by c+1 bytes as
// they are; 128 <= c < 192 stands for c-127 zeros, and c >= 192 for
// c-191 bytes of 255.
func Pack(b []byte) []byte {
	var out []byte
	for i := 0; i < len(b); {
		if v := b[i]; v == 0 || v == 255 {
			n := 1
			for i+n < len(b) && b[i+n] == v && n < 64 {
				n++
			}
			if v == 0 {
				out = append(out, byte(127+n))
			} else {
				out = append(out, byte(191+n))
			}
			i += n
			continue
		}
		n := 1
		for i+n < len(b) && b[i+n] != 0 && b[i+n] != 255 && n < 128 {
			n++
		}
		out = append(out, byte(n-1))
		out = append(out, b[i:i+n]...)
		i += n
	}
	return out
}
