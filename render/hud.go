package render

import (
	"image"
	"strconv"
	"unicode/utf8"
)

// titleRow writes the title over the map (the twin's over its map).
func (r *renderer) titleRow() {
	t := r.a.Title
	if t.Empty() {
		return
	}
	r.g.fill(t.Min.X, t.Min.Y, t.Max.X, t.Max.Y, colBarBg)
	right := t.Max.X
	if r.s.Twin != nil {
		right = r.a.Map.Max.X
		tw := r.a.Twin
		r.g.text(tw.Min.X+1, t.Min.Y, abbrev(r.s.Twin.Title, tw.Dx()-2), colAccent, bold, tw.Max.X)
	}
	r.g.text(t.Min.X+1, t.Min.Y, abbrev(r.s.Title, right-t.Min.X-2), colAccent, bold, right)
}

// statusRow writes the plain status row of a frame without a sidebar:
// the status on the left, the overlay's legend on the right when it fits.
func (r *renderer) statusRow() {
	t := r.a.Status
	if t.Empty() {
		return
	}
	r.g.fill(t.Min.X, t.Min.Y, t.Max.X, t.Max.Y, colBarBg)
	cols := t.Dx() - 2
	status := abbrev(r.s.Status, cols)
	left := r.g.text(t.Min.X+1, t.Min.Y, status, colText, regular, t.Max.X-1) + 2
	r.legend(left, t.Max.X-1, t.Min.Y)
}

// bottomRows writes the info row and the message lines under the map. A
// long info line wraps onto the message rows; a long message wraps onto
// the next row; the newest message is on the bottom row. Each message
// starts with its turn, takes its ink from its kind, and fades with age.
func (r *renderer) bottomRows() {
	info, log := r.a.Info, r.a.Log
	if info.Empty() && log.Empty() {
		return
	}
	area := info.Union(log)
	r.g.fill(area.Min.X, area.Min.Y, area.Max.X, area.Max.Y, colLogBg)
	x0, cols := area.Min.X+1, area.Dx()-2
	rows := area.Dy()
	y := area.Min.Y
	if r.s.Info != "" {
		c := colLookText
		if r.s.Prompt {
			c = colPrompt
		}
		lines := wrapWords(r.s.Info, cols, 2)
		// One message row always stays, and under the mouse's look
		// (InfoYields) the messages of the newest turn keep their rows:
		// what a click or a step just did shows at once. A description
		// longer than the rows left (the look at an archer on a narrow
		// window) grows upwards over the map's bottom rows, up to half of
		// them, rather than lose its end; what still does not fit ends in
		// "…".
		keep := 1
		if r.s.InfoYields {
			keep = max(1, min(r.newestRows(cols), rows-1))
		}
		if extra := len(lines) - (rows - keep); extra > 0 && !r.a.Map.Empty() {
			extra = min(extra, (area.Min.Y-r.a.Map.Min.Y)/2)
			y -= extra
			r.g.fill(area.Min.X, y, area.Max.X, area.Min.Y, colLogBg)
		}
		n := max(0, min(len(lines), area.Max.Y-keep-y))
		if n > 0 && n < len(lines) {
			lines[n-1] = abbrev(lines[n-1]+" "+lines[n], cols)
		}
		for _, l := range lines[:n] {
			r.g.text(x0, y, l, c, bold, area.Max.X-1)
			y++
		}
	} else {
		y = info.Max.Y
	}
	// The messages, newest last, as many rows as are left.
	room := area.Max.Y - y
	var out [][]logRow
	used := 0
	for i := len(r.s.Log) - 1; i >= 0 && used < room; i-- {
		rowsOf := r.logRows(r.s.Log[i], cols)
		out = append(out, rowsOf)
		used += len(rowsOf)
	}
	ly := area.Max.Y - used
	for i := len(out) - 1; i >= 0; i-- {
		for _, row := range out[i] {
			if ly >= y {
				x := r.g.text(x0, ly, row.stamp, colTextFade, regular, area.Max.X-1)
				x = r.g.text(x, ly, row.text, row.ink, regular, area.Max.X-1)
				if row.count != "" {
					r.g.text(x+1, ly, row.count, colAccent, bold, area.Max.X-1)
				}
			}
			ly++
		}
	}
}

// newestRows is how many rows the messages of the newest turn (age 0)
// take in cols columns.
func (r *renderer) newestRows(cols int) int {
	n := 0
	for _, m := range r.s.Log {
		if m.Age == 0 && m.Turn >= 0 {
			n += len(r.logRows(m, cols))
		}
	}
	return n
}

// logRow is one row of a message as drawn.
type logRow struct {
	stamp, text, count string
	ink                rgb
}

// stampCols is the width of a message's turn stamp ("12345 ").
const stampCols = 6

// logRows lays message m out in rows of cols characters: its turn stamp,
// its words wrapped under its first, and "x3" after it when repeated.
func (r *renderer) logRows(m LogLine, cols int) []logRow {
	ink := colText
	if m.Ink != 0 {
		ink = hex(m.Ink)
	}
	// Older messages fade towards the log's dim ink, a step a turn.
	ink = mix(ink, colTextFade, min(float64(m.Age), 6)/9)
	count := ""
	if m.Count > 1 {
		count = "x" + strconv.Itoa(m.Count)
	}
	stamp := ""
	if m.Turn >= 0 {
		stamp = strconv.Itoa(m.Turn)
	}
	body := cols - stampCols
	if body < 12 { // too narrow for stamps
		body, stamp = cols, ""
	}
	text := m.Text
	if count != "" {
		text += " " + count // wrapped with the words, then drawn apart
	}
	lines := wrapWords(text, body, 0)
	out := make([]logRow, len(lines))
	for i, l := range lines {
		out[i] = logRow{text: l, ink: ink}
		if stamp != "" {
			out[i].stamp = "      "
		}
	}
	if stamp != "" {
		out[0].stamp = padLeft(stamp, stampCols-1) + " "
	}
	if count != "" {
		last := &out[len(out)-1]
		if t, ok := cutSuffix(last.text, count); ok {
			last.text, last.count = t, count
		}
	}
	return out
}

// padLeft pads s with spaces on the left to n characters.
func padLeft(s string, n int) string {
	for utf8.RuneCountInString(s) < n {
		s = " " + s
	}
	return s
}

// cutSuffix is s without the word suffix at its end.
func cutSuffix(s, suffix string) (string, bool) {
	if len(s) >= len(suffix) && s[len(s)-len(suffix):] == suffix {
		t := s[:len(s)-len(suffix)]
		for len(t) > 0 && t[len(t)-1] == ' ' {
			t = t[:len(t)-1]
		}
		return t, true
	}
	return s, false
}

// buttons writes the touch buttons: equal boxes across their row, each
// label centred.
func (r *renderer) buttons() {
	b := r.a.Buttons
	if b.Empty() || len(r.s.Buttons) == 0 {
		return
	}
	r.g.fill(b.Min.X, b.Min.Y, b.Max.X, b.Max.Y, colLogBg)
	for i, label := range r.s.Buttons {
		x0, x1 := buttonSpan(b, len(r.s.Buttons), i)
		r.g.fill(x0, b.Min.Y, x1, b.Max.Y, colButton)
		l := abbrev(label, x1-x0)
		x := x0 + (x1-x0-utf8.RuneCountInString(l))/2
		r.g.text(x, b.Min.Y+(b.Dy()-1)/2, l, colText, bold, x1)
	}
}

// buttonSpan is the cells x0..x1 of button i of n in row b (a cell of
// gap between buttons).
func buttonSpan(b image.Rectangle, n, i int) (x0, x1 int) {
	w := b.Dx()
	return b.Min.X + i*w/n, b.Min.X + (i+1)*w/n - 1
}

// ButtonAt returns the index of the touch button under frame pixel pt of
// a frame drawn from s, or -1.
func ButtonAt(s *Scene, pt image.Point) int {
	a := Arranged(s)
	c := a.CellOf(pt)
	if !c.In(a.Buttons) {
		return -1
	}
	for i := range s.Buttons {
		if x0, x1 := buttonSpan(a.Buttons, len(s.Buttons), i); c.X >= x0 && c.X < x1 {
			return i
		}
	}
	return -1
}
