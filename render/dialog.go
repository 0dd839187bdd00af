package render

import (
	"image"
	"unicode/utf8"
)

// dialogLines are a dialog's lines wrapped to cols, each with the line
// of the dialog it came from.
type dialogRow struct {
	text string
	line int // index into Dialog.Lines
	cont bool
}

// dialogLayout is the dialog's box in cells and its rows as they fit.
func dialogLayout(d *Dialog, a Arrangement) (box image.Rectangle, rows []dialogRow, more bool) {
	cols := utf8.RuneCountInString(d.Title)
	for _, l := range d.Lines {
		n := utf8.RuneCountInString(l.Text)
		if l.Glyph != 0 {
			n += 2
		}
		cols = max(cols, n)
	}
	cols = max(cols, utf8.RuneCountInString(d.Footer))
	if d.Width > 0 {
		cols = d.Width
	}
	cols = max(min(cols, a.Cols-6), 1)
	for i, l := range d.Lines {
		room := cols
		if l.Glyph != 0 {
			room -= 2
		}
		for j, t := range wrapWords(l.Text, room, 2) {
			rows = append(rows, dialogRow{text: t, line: i, cont: j > 0})
		}
	}
	extra := 4 // the padding rows, the title and the gap under it
	if d.Footer != "" {
		extra += 2
	}
	if fit := a.Rows - 2 - extra; len(rows) > fit {
		rows, more = rows[:max(fit-1, 0)], true
	}
	h := len(rows) + extra
	if more {
		h++
	}
	w := cols + 4
	x0, y0 := (a.Cols-w)/2, max((a.Rows-h)/2, 0)
	return image.Rect(x0, y0, x0+w, y0+h), rows, more
}

// dialog dims every cell of the frame and writes the dialog's box over
// it: the title centred, the lines (a selected one highlighted), the
// footer.
func (r *renderer) dialog() {
	d := r.s.Dialog
	g := r.g
	for i := range g.cells {
		c := &g.cells[i]
		c.bg, c.fg = scale(c.bg, 0.35), scale(c.fg, 0.35)
		c.arrow = 0
	}
	box, rows, more := dialogLayout(d, r.a)
	g.fill(box.Min.X, box.Min.Y, box.Max.X, box.Max.Y, colDialogBg)
	right := box.Max.X - 2
	t := abbrev(d.Title, box.Dx()-4)
	g.text(box.Min.X+(box.Dx()-utf8.RuneCountInString(t))/2, box.Min.Y+1, t, colAccent, bold, right)
	y := box.Min.Y + 3
	for _, row := range rows {
		l := d.Lines[row.line]
		x := box.Min.X + 2
		if l.Selected {
			g.fill(box.Min.X+1, y, box.Max.X-1, y+1, colSelected)
		}
		if l.Glyph != 0 {
			if !row.cont {
				gi := colItem
				if l.GlyphInk != 0 {
					gi = hex(l.GlyphInk)
				}
				g.text(x, y, string(l.Glyph), gi, bold, right)
			}
			x += 2
		}
		ink, fc := colText, regular
		switch {
		case l.Heading:
			ink, fc = colAccent, bold
		case l.Ink != 0:
			ink = hex(l.Ink)
		}
		if l.Selected {
			fc = bold
		}
		g.text(x, y, row.text, ink, fc, right)
		y++
	}
	if more {
		g.text(box.Min.X+2, y, "…", colTextDim, regular, right)
		y++
	}
	if d.Footer != "" {
		f := abbrev(d.Footer, box.Dx()-4)
		g.text(box.Min.X+(box.Dx()-utf8.RuneCountInString(f))/2, box.Max.Y-2, f, colTextDim, regular, right)
	}
}

// dialogBorder frames the dialog's box (a mark: a line inside the cells
// of its edge).
func (r *renderer) dialogBorder(over func(image.Rectangle)) {
	box, _, _ := dialogLayout(r.s.Dialog, r.a)
	px := r.a.Pixels(box)
	over(px)
	r.cv.frame(px.Min.X+2, px.Min.Y+2, px.Max.X-2, px.Max.Y-2, 2, colAccent)
	r.cv.frame(px.Min.X+6, px.Min.Y+6, px.Max.X-6, px.Max.Y-6, 1, scale(colAccent, 0.45))
}

// DialogLineAt returns the index of the dialog line under frame pixel pt
// of a frame drawn from s, or -1 (a click on a list's line).
func DialogLineAt(s *Scene, pt image.Point) int {
	if s.Dialog == nil {
		return -1
	}
	a := Arranged(s)
	box, rows, _ := dialogLayout(s.Dialog, a)
	c := a.CellOf(pt)
	if !c.In(box) {
		return -1
	}
	if i := c.Y - box.Min.Y - 3; i >= 0 && i < len(rows) {
		return rows[i].line
	}
	return -1
}

// DialogBox is where the dialog of a frame drawn from s is, in frame
// pixels (empty: no dialog), so a press can tell its inside from outside.
func DialogBox(s *Scene) image.Rectangle {
	if s == nil || s.Dialog == nil {
		return image.Rectangle{}
	}
	a := Arranged(s)
	box, _, _ := dialogLayout(s.Dialog, a)
	return a.Pixels(box)
}
