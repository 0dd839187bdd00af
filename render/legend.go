package render

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// legendRamp is the colour ramp's width in cells, and legendLeastRamp
// the least it narrows to on a short row.
const legendRamp, legendLeastRamp = 6, 2

// legend writes which field the overlay shows and its scale on row y
// between cells left and right, against the right: "name  lo [colour
// ramp] hi", lo and hi the lowest and highest value on screen ("-" when
// none is). A short row keeps both: the ramp narrows, the name drops its
// word "field" ("tunneler", "search 12,34"), then is cut to what fits;
// only a row too short for the scale shows none of it.
func (r *renderer) legend(left, right, y int) {
	s := r.s
	if s.Overlay.Kind == OverlayNone || s.Overlay.Values == nil {
		return
	}
	lo, hi := strconv.Itoa(int(r.lo)), strconv.Itoa(int(r.hi))
	if !r.has {
		lo, hi = "-", "-"
	}
	name := s.Overlay.Name
	if name == "" {
		name = "field"
	}
	room := right - left
	ramp, gap := legendRamp, 2
	scale := func() int { return len(lo) + 1 + ramp + 1 + len(hi) }
	need := func() int { return utf8.RuneCountInString(name) + gap + scale() }
	for ramp > legendLeastRamp && need() > room {
		ramp--
	}
	if need() > room {
		if short := strings.Replace(name, " field", "", 1); short != "" {
			name = short
		}
	}
	if need() > room {
		gap = 1
		if name = abbrev(name, room-scale()-gap); name == "" {
			gap = 0
		}
	}
	if need() > room {
		return
	}
	x := right - need()
	x = r.g.text(x, y, name, colAccent, bold, right) + gap
	x = r.g.text(x, y, lo, colTextDim, regular, right) + 1
	for i := 0; i < ramp; i++ {
		c := r.palette(i * 255 / (ramp - 1))
		r.g.set(x+i, y, look{bg: c, fg: c, glyph: ' '})
	}
	r.g.text(x+ramp+1, y, hi, colTextDim, regular, right)
}
