package render

import "image"

// GlyphMaskLarge is r's glyph in the regular face (bold when strong)
// rasterised from the atlas's outline in a cell h pixels tall, the width
// in the proportion of the largest cell the atlas offers: the game's own
// glyphs at any size, such as the browser's app icons (web/icons). Below
// the largest cell's height it is that cell's mask.
func GlyphMaskLarge(r rune, strong bool, h int) *image.Alpha {
	a := getAtlas()
	big := a.sizes[len(a.sizes)-1]
	h = max(h, big.h)
	g := &glyphSet{w: big.w * h / big.h, h: h, base: big.base * h / big.h, ppem: big.ppem * int32(h) / int32(big.h), at: a}
	fc := regular
	if strong {
		fc = bold
	}
	img := image.NewAlpha(image.Rect(0, 0, g.w, g.h))
	var raster glyphRaster
	raster.draw(img.Pix, &a.faces[fc][a.slot(r)], g, a.upem)
	return img
}
