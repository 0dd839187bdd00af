package render

import (
	"strings"
	"unicode/utf8"
)

// grid is the frame as cells: every part of the frame (map, sidebar,
// messages, the lab's panel, dialogs) writes looks into it, and the
// renderer paints the cells whose look changed.
type grid struct {
	cols, rows int
	cells      []look
}

// reset makes g cols x rows cells of blank void, reusing its memory.
func (g *grid) reset(cols, rows int) {
	g.cols, g.rows = cols, rows
	n := cols * rows
	if cap(g.cells) < n {
		g.cells = make([]look, n)
	}
	g.cells = g.cells[:n]
	blank := look{bg: colVoid, fg: colVoid, glyph: ' '}
	for i := range g.cells {
		g.cells[i] = blank
	}
}

// in reports whether cell x,y is on the grid.
func (g *grid) in(x, y int) bool { return x >= 0 && y >= 0 && x < g.cols && y < g.rows }

// at returns cell x,y (which must be on the grid).
func (g *grid) at(x, y int) *look { return &g.cells[y*g.cols+x] }

// set makes cell x,y look lk (off the grid: nothing).
func (g *grid) set(x, y int, lk look) {
	if g.in(x, y) {
		g.cells[y*g.cols+x] = lk
	}
}

// fill gives every cell of the cell rectangle x0,y0-x1,y1 background bg
// and no glyph.
func (g *grid) fill(x0, y0, x1, y1 int, bg rgb) {
	for y := max(y0, 0); y < min(y1, g.rows); y++ {
		for x := max(x0, 0); x < min(x1, g.cols); x++ {
			g.cells[y*g.cols+x] = look{bg: bg, fg: bg, glyph: ' '}
		}
	}
}

// text writes s from cell x,y in ink fg and face fc over the cells'
// backgrounds, stopping before cell limit, and returns the cell after the
// last one written. Callers fit their text first (wrapWords, abbrev), so
// nothing is cut mid-word.
func (g *grid) text(x, y int, s string, fg rgb, fc face, limit int) int {
	limit = min(limit, g.cols)
	if y < 0 || y >= g.rows {
		return x + utf8.RuneCountInString(s)
	}
	for _, ch := range s {
		if x >= limit {
			break
		}
		if x >= 0 {
			c := &g.cells[y*g.cols+x]
			c.glyph, c.fg, c.fc, c.halo, c.arrow = ch, fg, fc, false, 0
		}
		x++
	}
	return x
}

// bar draws a bar of w cells from x,y: the first frac of it in colour on,
// the rest in off (the cell at the edge mixed), with label over it in ink
// fg. Brogue draws its health bars the same way: backgrounds under text.
func (g *grid) bar(x, y, w int, frac float64, on, off rgb, label string, fg rgb) {
	frac = min(max(frac, 0), 1)
	fill := frac * float64(w)
	for i := 0; i < w; i++ {
		bg := off
		switch {
		case float64(i+1) <= fill:
			bg = on
		case float64(i) < fill:
			bg = mix(off, on, fill-float64(i))
		}
		g.set(x+i, y, look{bg: bg, fg: bg, glyph: ' '})
	}
	g.text(x+1, y, abbrev(label, w-1), fg, bold, x+w)
}

// wrapWords breaks s into lines of at most cols characters at spaces; a
// word longer than a line (a path, say) is the only thing ever split.
// Continuation lines are indented by indent spaces.
func wrapWords(s string, cols, indent int) []string {
	if cols <= 0 {
		return nil
	}
	if utf8.RuneCountInString(s) <= cols {
		return []string{s} // as it is, its spaces kept (columns of a table)
	}
	var out []string
	line, n := "", 0 // the line so far, its length in runes
	pad := ""
	for _, w := range strings.Fields(s) {
		wn := utf8.RuneCountInString(w)
		switch {
		case n == 0:
		case n+1+wn <= cols:
			line, n = line+" "+w, n+1+wn
			continue
		default:
			out = append(out, line)
			pad = strings.Repeat(" ", min(indent, cols/2))
			line, n = "", 0
		}
		room := cols - len(pad)
		for wn > room { // a word longer than the line: split it
			rs := []rune(w)
			out = append(out, pad+string(rs[:room]))
			w, wn = string(rs[room:]), wn-room
			pad = strings.Repeat(" ", min(indent, cols/2))
			room = cols - len(pad)
		}
		line, n = pad+w, len(pad)+wn
	}
	if n > 0 || len(out) == 0 {
		out = append(out, line)
	}
	return out
}

// abbrev fits s in cols characters: s itself when it fits, else its
// words up to the last one that fits followed by "…" (never a word cut
// in two, unless the first word alone is longer than the room).
func abbrev(s string, cols int) string {
	if cols <= 0 {
		return ""
	}
	if utf8.RuneCountInString(s) <= cols {
		return s
	}
	rs := []rune(s)
	cut := cols - 1
	for cut > 0 && rs[cut] != ' ' {
		cut--
	}
	for cut > 0 && rs[cut-1] == ' ' {
		cut--
	}
	if cut == 0 {
		cut = cols - 1
	}
	return string(rs[:cut]) + "…"
}
