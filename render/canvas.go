package render

import (
	"encoding/binary"
	"image"
)

// rgb is an opaque colour. The renderer works in plain 8-bit sRGB bytes so
// its inner loops are a handful of integer operations per pixel.
type rgb struct{ r, g, b uint8 }

// hex makes an rgb from 0xRRGGBB, which keeps the colour tables readable.
func hex(v uint32) rgb { return rgb{uint8(v >> 16), uint8(v >> 8), uint8(v)} }

// mix returns a + (b-a)*t for t in [0,1].
func mix(a, b rgb, t float64) rgb {
	l := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t + 0.5) }
	return rgb{l(a.r, b.r), l(a.g, b.g), l(a.b, b.b)}
}

// scale multiplies a colour's channels by k (k <= 1 darkens).
func scale(c rgb, k float64) rgb {
	return rgb{uint8(float64(c.r)*k + 0.5), uint8(float64(c.g)*k + 0.5), uint8(float64(c.b)*k + 0.5)}
}

// luma is the approximate perceived brightness of c in [0,1] (Rec. 709
// weights on the sRGB values, good enough to pick dark or light ink).
func luma(c rgb) float64 {
	return (0.2126*float64(c.r) + 0.7152*float64(c.g) + 0.0722*float64(c.b)) / 255
}

// canvas is the destination image seen from its own top-left corner, with
// every write clipped to its bounds, so DrawInto accepts any *image.RGBA.
type canvas struct {
	pix    []uint8
	stride int
	w, h   int
}

func newCanvas(dst *image.RGBA) canvas {
	b := dst.Rect
	return canvas{pix: dst.Pix[dst.PixOffset(b.Min.X, b.Min.Y):], stride: dst.Stride, w: b.Dx(), h: b.Dy()}
}

// fill paints the rectangle [x0,x1) x [y0,y1) with c. It writes one pixel
// and copies it: copy is one memmove (in the browser a single wasm
// memory.copy), where a loop storing bytes runs as slow unoptimised code in
// the first frames after a page loads, before the browser optimises it.
func (cv canvas) fill(x0, y0, x1, y1 int, c rgb) {
	x0, y0 = max(x0, 0), max(y0, 0)
	x1, y1 = min(x1, cv.w), min(y1, cv.h)
	if x1 <= x0 || y1 <= y0 {
		return
	}
	first := cv.pix[y0*cv.stride+4*x0 : y0*cv.stride+4*x1]
	binary.LittleEndian.PutUint32(first, word(c))
	for n := 4; n < len(first); n *= 2 {
		copy(first[n:], first[:n])
	}
	for y := y0 + 1; y < y1; y++ {
		copy(cv.pix[y*cv.stride+4*x0:y*cv.stride+4*x1], first)
	}
}

// word is c as one opaque RGBA pixel in memory order.
func word(c rgb) uint32 { return uint32(c.r) | uint32(c.g)<<8 | uint32(c.b)<<16 | 0xff<<24 }

// blend paints c over the rectangle at opacity a/256.
func (cv canvas) blend(x0, y0, x1, y1 int, c rgb, a int) {
	x0, y0 = max(x0, 0), max(y0, 0)
	x1, y1 = min(x1, cv.w), min(y1, cv.h)
	if x1 <= x0 {
		return
	}
	cr, cg, cb := int(c.r), int(c.g), int(c.b)
	for y := y0; y < y1; y++ {
		row := cv.pix[y*cv.stride+4*x0 : y*cv.stride+4*x1]
		for i := 0; i < len(row); i += 4 {
			row[i] = uint8(int(row[i]) + (cr-int(row[i]))*a/256)
			row[i+1] = uint8(int(row[i+1]) + (cg-int(row[i+1]))*a/256)
			row[i+2] = uint8(int(row[i+2]) + (cb-int(row[i+2]))*a/256)
		}
	}
}

// darken multiplies the rectangle's pixels by k/256 (the dialog's scrim).
func (cv canvas) darken(x0, y0, x1, y1 int, k int) {
	x0, y0 = max(x0, 0), max(y0, 0)
	x1, y1 = min(x1, cv.w), min(y1, cv.h)
	if x1 <= x0 {
		return
	}
	for y := y0; y < y1; y++ {
		row := cv.pix[y*cv.stride+4*x0 : y*cv.stride+4*x1]
		for i := 0; i < len(row); i += 4 {
			row[i] = uint8(int(row[i]) * k >> 8)
			row[i+1] = uint8(int(row[i+1]) * k >> 8)
			row[i+2] = uint8(int(row[i+2]) * k >> 8)
		}
	}
}

// glyph blends colour c through a CellW x CellH coverage mask whose
// top-left corner goes to x,y.
func (cv canvas) glyph(x, y int, m []uint8, c rgb) {
	cr, cg, cb := int(c.r), int(c.g), int(c.b)
	for my := 0; my < CellH; my++ {
		py := y + my
		if py < 0 || py >= cv.h {
			continue
		}
		mrow := m[my*CellW : my*CellW+CellW]
		base := py * cv.stride
		for mx, a := range mrow {
			if a == 0 {
				continue
			}
			px := x + mx
			if px < 0 || px >= cv.w {
				continue
			}
			i := base + 4*px
			if a == 255 {
				cv.pix[i], cv.pix[i+1], cv.pix[i+2] = c.r, c.g, c.b
				continue
			}
			k := int(a) + int(a>>7) // 0..256
			cv.pix[i] = uint8(int(cv.pix[i]) + (cr-int(cv.pix[i]))*k>>8)
			cv.pix[i+1] = uint8(int(cv.pix[i+1]) + (cg-int(cv.pix[i+1]))*k>>8)
			cv.pix[i+2] = uint8(int(cv.pix[i+2]) + (cb-int(cv.pix[i+2]))*k>>8)
		}
	}
}

// frame draws a rectangle outline t pixels thick just inside [x0,x1) x [y0,y1).
func (cv canvas) frame(x0, y0, x1, y1, t int, c rgb) {
	cv.fill(x0, y0, x1, y0+t, c)
	cv.fill(x0, y1-t, x1, y1, c)
	cv.fill(x0, y0+t, x0+t, y1-t, c)
	cv.fill(x1-t, y0+t, x1, y1-t, c)
}

// cell paints one whole cell in a single pass: background bg with the glyph
// mask m in fg over it. This is the renderer's hot loop (a full frame is
// about 900,000 pixels), so it writes each pixel once and handles cells
// that lie wholly inside the canvas without per-pixel clipping.
func (cv canvas) cell(x, y int, m []uint8, fg, bg rgb) {
	if x < 0 || y < 0 || x+CellW > cv.w || y+CellH > cv.h {
		cv.fill(x, y, x+CellW, y+CellH, bg)
		cv.glyph(x, y, m, fg)
		return
	}
	dr, dg, db := int(fg.r)-int(bg.r), int(fg.g)-int(bg.g), int(fg.b)-int(bg.b)
	bw, fw := word(bg), word(fg)
	// A row of background pixels, copied whole into the glyph's blank rows
	// (most rows of most glyphs, every row of an unseen cell).
	var blank [4 * CellW]uint8
	for i := 0; i < len(blank); i += 4 {
		binary.LittleEndian.PutUint32(blank[i:], bw)
	}
	m = m[:CellW*CellH]
	for my := 0; my < CellH; my++ {
		off := (y+my)*cv.stride + 4*x
		row := cv.pix[off : off+4*CellW : off+4*CellW]
		mrow := m[my*CellW : my*CellW+CellW : my*CellW+CellW]
		if binary.LittleEndian.Uint64(mrow)|uint64(binary.LittleEndian.Uint32(mrow[8:])) == 0 {
			copy(row, blank[:])
			continue
		}
		for i, a := range mrow {
			p := row[4*i : 4*i+4 : 4*i+4]
			switch a {
			case 0:
				binary.LittleEndian.PutUint32(p, bw)
			case 255:
				binary.LittleEndian.PutUint32(p, fw)
			default:
				k := int(a) + int(a>>7)
				p[0] = uint8(int(bg.r) + dr*k>>8)
				p[1] = uint8(int(bg.g) + dg*k>>8)
				p[2] = uint8(int(bg.b) + db*k>>8)
				p[3] = 255
			}
		}
	}
}

// The blank-row test reads a mask row as 8 + 4 bytes.
var _ = [1]struct{}{}[CellW-12]
