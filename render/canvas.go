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

// glyph blends colour c through the coverage mask m of a w x h cell
// whose top-left corner goes to x,y.
func (cv canvas) glyph(x, y int, m []uint8, w, h int, c rgb) {
	cr, cg, cb := int(c.r), int(c.g), int(c.b)
	for my := 0; my < h; my++ {
		py := y + my
		if py < 0 || py >= cv.h {
			continue
		}
		mrow := m[my*w : my*w+w]
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

// cell paints one whole w x h cell in a single pass: background bg with
// the glyph mask m in fg over it; blank has bit y set where row y of m is
// empty. This is the renderer's hot loop (a full frame is a million
// pixels), so it writes each pixel once and handles cells that lie wholly
// inside the canvas without per-pixel clipping.
func (cv canvas) cell(x, y int, m []uint8, blank uint64, w, h int, fg, bg rgb) {
	if x < 0 || y < 0 || x+w > cv.w || y+h > cv.h {
		cv.fill(x, y, x+w, y+h, bg)
		cv.glyph(x, y, m, w, h, fg)
		return
	}
	dr, dg, db := int(fg.r)-int(bg.r), int(fg.g)-int(bg.g), int(fg.b)-int(bg.b)
	bw, fw := word(bg), word(fg)
	// A row of background pixels, copied whole into the glyph's blank rows
	// (most rows of most glyphs, every row of an unseen cell).
	var blankRow [4 * 64]uint8
	row0 := blankRow[:4*w]
	for i := 0; i < len(row0); i += 4 {
		binary.LittleEndian.PutUint32(row0[i:], bw)
	}
	m = m[:w*h]
	for my := 0; my < h; my++ {
		off := (y+my)*cv.stride + 4*x
		row := cv.pix[off : off+4*w : off+4*w]
		if my < 64 && blank&(1<<my) != 0 {
			copy(row, row0)
			continue
		}
		mrow := m[my*w : my*w+w : my*w+w]
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

// stroke blends colour c at opacity alpha/256 along the segment from
// (x0,y0) to (x1,y1), in pixels, half-width hw, antialiased by 4x4
// supersampling: the intent arrows, which cross cell borders.
func (cv canvas) stroke(x0, y0, x1, y1, hw float64, c rgb, alpha int) {
	minX, maxX := int(min(x0, x1)-hw-1), int(max(x0, x1)+hw+2)
	minY, maxY := int(min(y0, y1)-hw-1), int(max(y0, y1)+hw+2)
	minX, minY = max(minX, 0), max(minY, 0)
	maxX, maxY = min(maxX, cv.w), min(maxY, cv.h)
	seg := [4]float64{x0, y0, x1, y1}
	cr, cg, cb := int(c.r), int(c.g), int(c.b)
	for py := minY; py < maxY; py++ {
		for px := minX; px < maxX; px++ {
			hits := 0
			for sy := 0; sy < 4; sy++ {
				for sx := 0; sx < 4; sx++ {
					qx, qy := float64(px)+(float64(sx)+0.5)/4, float64(py)+(float64(sy)+0.5)/4
					if segDist(qx, qy, seg) <= hw {
						hits++
					}
				}
			}
			if hits == 0 {
				continue
			}
			k := hits * alpha / 16
			i := py*cv.stride + 4*px
			cv.pix[i] = uint8(int(cv.pix[i]) + (cr-int(cv.pix[i]))*k>>8)
			cv.pix[i+1] = uint8(int(cv.pix[i+1]) + (cg-int(cv.pix[i+1]))*k>>8)
			cv.pix[i+2] = uint8(int(cv.pix[i+2]) + (cb-int(cv.pix[i+2]))*k>>8)
		}
	}
}
