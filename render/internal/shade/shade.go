// Package shade draws the block shades (░ ▒ ▓ █) as even dot patterns, the
// one definition the renderer draws from and the atlas generator checks
// against (package glyphs); it imports nothing, so the game links no font
// code for it.
package shade

// Mask sets to 255 the pixels of dst (w x h, row after row) that shade
// level lights: 1-3 a quarter, half and three quarters of the pixels, 4
// a full block. A 2-pixel period keeps them calm.
func Mask(dst []uint8, level, w, h int) {
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			on := true
			switch level {
			case 1:
				on = x%2 == 0 && y%2 == 0
			case 2:
				on = (x+y)%2 == 0
			case 3:
				on = !(x%2 == 0 && y%2 == 0)
			}
			if on {
				dst[y*w+x] = 255
			}
		}
	}
}
