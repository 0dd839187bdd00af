// Command icons draws the browser build's app icons (the web app
// manifest's, and the page's favicon) from the game's own glyphs, as
// render's atlas rasterises them: the player's @ high on the left and a
// goblin's g below it on the right, downhill, in their colours on the
// map's dark ground. make web runs it into build/web.
//
//	go run ./web/icons [-o DIR]
//
// It writes icon-192.png and icon-512.png (purpose "any": a rounded
// square) and icon-maskable-512.png (purpose "maskable": the ground fills
// the square, the glyphs inside the circle every mask keeps).
package main

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"

	"downhill/internal/cli"
	"downhill/render"
	"downhill/world"
)

// ground is the icon's background: the page's.
var ground = color.RGBA{R: 0x10, G: 0x10, B: 0x14, A: 255}

func main() {
	c := cli.New("icons", "", "[-o DIR]", "Draws the browser build's app icons from the game's glyphs.")
	dir := c.File("o", "directory to write the icons into (default build/web)")
	if code, ok := c.Parse(os.Args[1:]); !ok {
		os.Exit(code)
	}
	if code, ok := c.NoArgs(); !ok {
		os.Exit(code)
	}
	if *dir == "" {
		*dir = "build/web"
	}
	for _, ic := range []struct {
		name     string
		size     int
		maskable bool
	}{{"icon-192.png", 192, false}, {"icon-512.png", 512, false}, {"icon-maskable-512.png", 512, true}} {
		if err := write(filepath.Join(*dir, ic.name), Icon(ic.size, ic.maskable)); err != nil {
			fmt.Fprintln(os.Stderr, "icons:", err)
			os.Exit(1)
		}
	}
}

// Icon is the icon size pixels square: a rounded square of ground, or for
// a maskable icon the whole square, with the player and a goblin on it.
func Icon(size int, maskable bool) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	r := float64(size) * 0.18 // the corners' radius
	if maskable {
		r = 0
	}
	for y := range size {
		for x := range size {
			if a := roundedCover(float64(x)+0.5, float64(y)+0.5, float64(size), r); a > 0 {
				img.SetRGBA(x, y, scaled(ground, a))
			}
		}
	}
	// The glyphs' ink, each about 0.4 of the icon tall (the maskable
	// icon's 0.28: it stays inside the circle every mask keeps): the @'s
	// top left in the upper left, the g's bottom right in the lower right.
	inkH, margin := 0.40, 0.13
	if maskable {
		inkH, margin = 0.28, 0.24
	}
	s := float64(size)
	player := glyph(world.Player, inkH*s)
	goblin := glyph(world.Goblin, inkH*s)
	pb, gb := inked(player), inked(goblin)
	m := int(margin * s)
	stamp(img, player, image.Pt(m-pb.Min.X, m-pb.Min.Y), ink(world.Player))
	stamp(img, goblin, image.Pt(size-m-gb.Max.X, size-m-gb.Max.Y), ink(world.Goblin))
	return img
}

// glyph is kind k's glyph, bold, rasterised in a cell whose ink is about
// h pixels tall.
func glyph(k world.Kind, h float64) *image.Alpha {
	r := world.KindFacts[k].Glyph
	probe := render.GlyphMaskLarge(r, true, 480)
	cell := int(480 * h / float64(inked(probe).Dy()))
	return render.GlyphMaskLarge(r, true, cell)
}

// inked is the bounds of m's ink.
func inked(m *image.Alpha) image.Rectangle {
	var b image.Rectangle
	for y := m.Rect.Min.Y; y < m.Rect.Max.Y; y++ {
		for x := m.Rect.Min.X; x < m.Rect.Max.X; x++ {
			if m.AlphaAt(x, y).A > 0 {
				b = b.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return b
}

// ink is kind k's colour.
func ink(k world.Kind) color.RGBA {
	c := render.KindInk(k, false)
	return color.RGBA{R: uint8(c >> 16), G: uint8(c >> 8), B: uint8(c), A: 255}
}

// stamp blends colour c into img through mask m placed at at.
func stamp(img *image.RGBA, m *image.Alpha, at image.Point, c color.RGBA) {
	for y := m.Rect.Min.Y; y < m.Rect.Max.Y; y++ {
		for x := m.Rect.Min.X; x < m.Rect.Max.X; x++ {
			a := uint32(m.AlphaAt(x, y).A)
			p := image.Pt(at.X+x, at.Y+y)
			if a == 0 || !p.In(img.Rect) {
				continue
			}
			o := img.RGBAAt(p.X, p.Y)
			mix := func(f, b uint8) uint8 { return uint8((uint32(f)*a + uint32(b)*(255-a)) / 255) }
			img.SetRGBA(p.X, p.Y, color.RGBA{R: mix(c.R, o.R), G: mix(c.G, o.G), B: mix(c.B, o.B), A: max(o.A, uint8(a))})
		}
	}
}

// roundedCover is how much of the pixel centred on x,y a size-square with
// corners of radius r covers (0 to 1; the corners' edge antialiased).
func roundedCover(x, y, size, r float64) float64 {
	cx, cy := min(max(x, r), size-r), min(max(y, r), size-r)
	dx, dy := x-cx, y-cy
	d := dx*dx + dy*dy
	switch {
	case r == 0 || d <= (r-0.5)*(r-0.5):
		return 1
	case d >= (r+0.5)*(r+0.5):
		return 0
	}
	return r + 0.5 - sqrt(d)
}

// sqrt is Newton's square root (no math import for one call).
func sqrt(v float64) float64 {
	s := v
	for range 30 {
		s = (s + v/s) / 2
	}
	return s
}

// scaled is c premultiplied by coverage a.
func scaled(c color.RGBA, a float64) color.RGBA {
	f := func(v uint8) uint8 { return uint8(float64(v)*a + 0.5) }
	return color.RGBA{R: f(c.R), G: f(c.G), B: f(c.B), A: f(c.A)}
}

// write saves img as a PNG at path.
func write(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
