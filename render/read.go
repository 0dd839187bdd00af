package render

import (
	"image"
	"image/color"
	"strings"
)

// ReadText reads back the text in the cell rectangle cells of a frame
// drawn with cells of size cell (the frame's top-left at origin in img),
// one string per row, trailing spaces trimmed: each cell is the glyph of
// the atlas, in either face, whose shape its ink matches best. Tests read
// what a frame says this way, from the pixels themselves, whether the
// frame came from Draw or from a screenshot of the real window.
func ReadText(img image.Image, origin, cell image.Point, cells image.Rectangle) []string {
	at := getAtlas()
	g := at.size(cell)
	var out []string
	for cy := cells.Min.Y; cy < cells.Max.Y; cy++ {
		var b strings.Builder
		for cx := cells.Min.X; cx < cells.Max.X; cx++ {
			b.WriteRune(readCell(img, origin.Add(image.Pt(cx*g.w, cy*g.h)), at, g))
		}
		out = append(out, strings.TrimRight(b.String(), " "))
	}
	return out
}

// readCell is the glyph whose shape best matches the ink of the cell at
// pixel p: its pixels that differ from the cell's commonest colour (the
// background) against each glyph's well-covered pixels; ' ' for a cell
// of one colour, '?' when nothing comes close.
func readCell(img image.Image, p image.Point, at *atlas, g *glyphSet) rune {
	w, h := g.w, g.h
	counts := map[color.RGBA]int{}
	px := make([]color.RGBA, w*h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			c := color.RGBAModel.Convert(img.At(p.X+x, p.Y+y)).(color.RGBA)
			px[y*w+x] = c
			counts[c]++
		}
	}
	var bg color.RGBA
	for c, n := range counts {
		if n > counts[bg] {
			bg = c
		}
	}
	if counts[bg] == w*h {
		return ' '
	}
	// Each pixel's ink, 0..255: its distance from the background against
	// the cell's farthest pixel (the glyph's colour, fully covered).
	dist := make([]int, w*h)
	far := 0
	for i, c := range px {
		dist[i] = absDiff(c.R, bg.R) + absDiff(c.G, bg.G) + absDiff(c.B, bg.B)
		far = max(far, dist[i])
	}
	if far < 60 {
		return ' '
	}
	ink := make([]int, w*h)
	for i, d := range dist {
		ink[i] = d * 255 / far
	}
	best, bestScore := '?', w*h*255/5
	for _, r := range atlasRunes(at) {
		s := at.slot(r)
		for fc := range 2 {
			score := 0
			for i, a := range g.mask(face(fc), s) {
				d := int(a) - ink[i]
				if d < 0 {
					d = -d
				}
				score += d
			}
			if score < bestScore {
				best, bestScore = r, score
			}
		}
	}
	return best
}

// atlasRunes are the runes ReadText tells apart: printable ASCII and the
// symbols the frames use (shades and box lines are not text).
func atlasRunes(at *atlas) []rune {
	var out []rune
	for r := rune(33); r < 127; r++ {
		out = append(out, r)
	}
	return append(out, '…', '·', '≈', '─', '│', '•', '×', '◄', '►')
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

// Text reads back the rows of part r (one of the arrangement's
// rectangles) of a frame drawn from s (ReadText).
func Text(img image.Image, s *Scene, r func(Arrangement) image.Rectangle) []string {
	a := Arranged(s)
	return ReadText(img, image.Point{}, a.Cell, r(a))
}
