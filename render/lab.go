package render

import (
	"image"
	"math"
	"strconv"
	"unicode/utf8"

	"downhill/world"
)

// PanelCols is the width of the lab's side panel in text columns. An open
// lab makes the frame this much wider (Size), to the right of the map.
const PanelCols = 38

// PanelRows is the least height of the lab's panel in text rows: a frame
// with the lab open is at least this tall, so the inspector fits beside a
// small map.
const PanelRows = 36

// Lab is the Dijkstra lab's side panel and its marks on the map: the list
// of the level's fields, how the shown one is drawn, the arrows of walking
// downhill, a scan played back, and the inspector. The scene builder fills it
// from the game; render only draws, so it needs no ai import.
type Lab struct {
	Fields []string // the name of every field on the level
	Shown  int      // index into Fields of the field in Scene.Overlay
	// Arrows, when set, gives on each visible cell the step a reader of
	// the shown field takes from it.
	Arrows   Steps
	Playback *Playback
	// Inspect is what the inspector shows of the hovered cell or creature
	// (nil: nothing hovered).
	Inspect *Inspect
	// Keys is the panel's footer, one hint per line ("Tab close  F field").
	Keys []string
}

// Steps gives the step a reader of a field takes from x,y: ok is false
// where it stays (a goal, a local minimum, no value).
type Steps interface {
	Step(x, y int) (dx, dy int, ok bool)
}

// Playback is one frame of a scan played back: the cells the scan had settled
// after Step cells are drawn, the rest are not, and the last wave (the
// cells of the newest value) is lit.
type Playback struct {
	Rank  Values // the settle index of each cell (Unreached: never settled)
	Step  int32  // cells with Rank < Step are shown
	Total int32  // cells settled by the whole scan
	Phase string // "scan" or "flee rescan"
}

// Inspect is the inspector's content. Lines are plain text, wrapped to the
// panel. Around, when set, is the 3x3 block of values (row-major, the
// centre the creature's own cell) on the field named AroundName, drawn in
// the heat colours of the overlay. Mark and Next are framed on the map:
// the inspected creature and the cell it steps to.
type Inspect struct {
	Title      string
	Lines      []string
	Around     *[9]int32
	AroundName string
	Mark       *world.Pos
	Next       *world.Pos
}

// The panel's parts, in rows from its top.
const (
	panelTitleRow  = 0
	panelFieldsRow = 2 // the first field's row
)

// LabFieldAt returns the index of the field whose row in the panel holds
// pixel pt of a frame drawn from s, or -1: the mouse picks a field by
// clicking its name.
func LabFieldAt(s *Scene, pt image.Point) int {
	if s.Lab == nil {
		return -1
	}
	a := Arranged(s)
	c := a.CellOf(pt)
	if !c.In(a.Panel) {
		return -1
	}
	i := c.Y - a.Panel.Min.Y - panelFieldsRow
	if i < 0 || i >= len(s.Lab.Fields) {
		return -1
	}
	return i
}

// panel writes the lab's side panel.
func (r *renderer) panel() {
	lab := r.s.Lab
	p := r.a.Panel
	g := r.g
	g.fill(p.Min.X, p.Min.Y, p.Max.X, p.Max.Y, colDialogBg)
	for y := p.Min.Y; y < p.Max.Y; y++ {
		g.set(p.Min.X, y, look{bg: colDialogBg, fg: colBarLine, glyph: '│'})
	}
	x, right := p.Min.X+2, p.Max.X-1
	cols := right - x
	g.text(x, p.Min.Y+panelTitleRow, "DIJKSTRA LAB", colAccent, bold, right)
	y := p.Min.Y + panelFieldsRow
	for i, name := range lab.Fields {
		c, fc := colTextDim, regular
		if i == lab.Shown {
			g.fill(p.Min.X+1, y, p.Max.X, y+1, colBarBg)
			g.set(p.Min.X+1, y, look{bg: colAccent, fg: colAccent, glyph: ' '})
			c, fc = colText, bold
		}
		g.text(x, y, abbrev(strconv.Itoa(i+1)+" "+name, cols), c, fc, right)
		y++
	}
	y++
	y = r.panelLegend(x, y, right)
	if rp := lab.Playback; rp != nil {
		line := "playback " + rp.Phase + " " + strconv.Itoa(int(min(rp.Step, rp.Total))) + "/" + strconv.Itoa(int(rp.Total))
		g.text(x, y, abbrev(line, cols), colPath, bold, right)
		y++
		f := 0.0
		if rp.Total > 0 {
			f = float64(min(rp.Step, rp.Total)) / float64(rp.Total)
		}
		g.bar(x, y, cols, f, scale(colPath, 0.6), colBarLine, "", colText)
		y++
	}
	footer := p.Max.Y
	for _, k := range lab.Keys {
		footer -= len(wrapWords(k, cols, 2))
	}
	if in := lab.Inspect; in != nil {
		y++
		for xx := x; xx < right; xx++ {
			g.set(xx, y, look{bg: colDialogBg, fg: colBarLine, glyph: '─'})
		}
		y++
		y = r.inspector(in, x, y, right, footer)
	}
	if footer > y {
		fy := footer
		for _, k := range lab.Keys {
			for _, l := range wrapWords(k, cols, 2) {
				g.text(x, fy, l, colTextFade, regular, right)
				fy++
			}
		}
	}
}

// panelLegend writes how the shown field is drawn and its value -> colour
// legend over the on-screen range, returning the next free row.
func (r *renderer) panelLegend(x, y, right int) int {
	s := r.s
	g := r.g
	mode := "off"
	switch s.Overlay.Kind {
	case OverlayHeat:
		mode = "heat"
	case OverlayDigits:
		mode = "digits (last digit)"
		if s.Overlay.Hex {
			mode = "digits (mod 16, hex)"
		}
	}
	if s.Lab.Arrows != nil {
		mode += " + arrows"
	}
	g.text(x, y, abbrev("show: "+mode, right-x), colText, regular, right)
	y++
	if s.Overlay.Kind == OverlayNone || !r.has {
		return y
	}
	// A ramp with five ticks, each labelled with the value it stands for.
	w := right - x
	for i := 0; i < w; i++ {
		c := r.palette(i * 255 / max(w-1, 1))
		g.set(x+i, y, look{bg: c, fg: c, glyph: ' '})
	}
	y++
	for k := 0; k <= 4; k++ {
		v := int64(r.lo) + (int64(r.hi)-int64(r.lo))*int64(k)/4
		label := strconv.FormatInt(v, 10)
		if s.Overlay.Kind == OverlayDigits {
			label += "=" + string(r.digit(int32(v)))
		}
		n := utf8.RuneCountInString(label)
		lx := x + (w-1)*k/4 - n/2
		lx = min(max(lx, x), right-n)
		if k == 0 || k == 4 || (int64(r.hi)-int64(r.lo)) >= 8 {
			g.text(lx, y, label, colTextDim, regular, right)
		}
	}
	return y + 1
}

// inspector writes in's title, neighbour block and lines (wrapped) from
// row y, stopping before row bottom; it returns the next free row.
func (r *renderer) inspector(in *Inspect, x, y, right, bottom int) int {
	g := r.g
	cols := right - x
	if in.Title != "" {
		for _, l := range wrapWords(in.Title, cols, 2) {
			g.text(x, y, l, colAccent, bold, right)
			y++
		}
	}
	if a := in.Around; a != nil {
		g.text(x, y, abbrev("around, on the "+in.AroundName+":", cols), colTextDim, regular, right)
		y++
		const bw = 5 // columns per value
		for row := 0; row < 3; row++ {
			for col := 0; col < 3; col++ {
				v := a[row*3+col]
				bx := x + col*bw
				bg, fg := colBarBg, colTextFade
				label := "  ##"
				if v < Unreached {
					label = padLeft(strconv.Itoa(int(v)), 4)
					fg = colText
					if k, ok := r.aroundHeat(in, v); ok {
						bg = mix(colBarBg, r.palette(k), 0.75)
						fg = ink(colText, bg)
					}
				}
				g.fill(bx, y, bx+bw-1, y+1, bg)
				if row == 1 && col == 1 {
					g.set(bx+bw-1, y, look{bg: colDialogBg, fg: colAccent, glyph: '◄'})
				}
				g.text(bx, y, label, fg, bold, bx+bw-1)
			}
			y++
		}
	}
	for _, l := range in.Lines {
		for _, part := range wrapWords(l, cols, 2) {
			if y >= bottom {
				return y
			}
			g.text(x, y, part, colText, regular, right)
			y++
		}
	}
	return y
}

// labMarks frames the inspected creature and the cell it steps to.
func (r *renderer) labMarks(over func(image.Rectangle)) {
	if in := r.s.Lab.Inspect; in != nil {
		if in.Mark != nil {
			r.markCell(*in.Mark, colAccent, over)
		}
		if in.Next != nil {
			r.markCell(*in.Next, colPath, over)
		}
	}
}

// playedBack reports whether x,y is shown in the playback frame (always
// when no playback runs).
func (r *renderer) playedBack(x, y int) bool {
	rp := r.s.Lab.playback()
	if rp == nil {
		return true
	}
	k := rp.Rank.At(x, y)
	return k < Unreached && k < rp.Step
}

// playback is l.Playback, nil-safe on l.
func (l *Lab) playback() *Playback {
	if l == nil {
		return nil
	}
	return l.Playback
}

// arrow is the coverage of one step's arrow and of its dark outline.
type arrow struct{ ink, halo []uint8 }

// arrowMask returns the arrow of step index i ((dy+1)*3+dx+1) at g's size,
// drawn once per size: a shaft from the cell's centre towards the
// neighbour and a head at its tip, antialiased by 4x4 supersampling (Go
// Mono has no diagonal arrows).
func (g *glyphSet) arrowMask(i int) arrow {
	g.aOnce.Do(func() {
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				k := (dy+1)*3 + dx + 1
				if dx == 0 && dy == 0 {
					g.arrows[k] = arrow{make([]uint8, g.w*g.h), make([]uint8, g.w*g.h)}
					continue
				}
				ink := drawArrow(dx, dy, g.w, g.h)
				halo := make([]uint8, len(ink))
				dilate(halo, ink, g.w, g.h)
				g.arrows[k] = arrow{ink, halo}
			}
		}
	})
	return g.arrows[i]
}

// drawArrow rasterises the arrow of step dx,dy into a w x h cell mask.
func drawArrow(dx, dy, w, h int) []uint8 {
	cx, cy := float64(w)/2, float64(h)/2
	ux, uy := float64(dx), float64(dy)
	n := math.Hypot(ux, uy)
	ux, uy = ux/n, uy/n
	k := float64(h) / 20 // the arrow was drawn for 20-pixel cells
	length, head, width := 5.5*k, 3.2*k, 0.8*max(k, 1)
	tx, ty := cx+ux*length, cy+uy*length
	bx, by := cx-ux*length*0.7, cy-uy*length*0.7
	// the head's two barbs, 40 degrees either side of the way back
	c, s := math.Cos(0.7), math.Sin(0.7)
	segs := [][4]float64{
		{bx, by, tx, ty},
		{tx, ty, tx + head*(-ux*c-uy*s), ty + head*(-uy*c+ux*s)},
		{tx, ty, tx + head*(-ux*c+uy*s), ty + head*(-uy*c-ux*s)},
	}
	m := make([]uint8, w*h)
	for py := 0; py < h; py++ {
		for px := 0; px < w; px++ {
			hits := 0
			for sy := 0; sy < 4; sy++ {
				for sx := 0; sx < 4; sx++ {
					qx, qy := float64(px)+(float64(sx)+0.5)/4, float64(py)+(float64(sy)+0.5)/4
					for _, sg := range segs {
						if segDist(qx, qy, sg) <= width {
							hits++
							break
						}
					}
				}
			}
			m[py*w+px] = uint8(hits * 255 / 16)
		}
	}
	return m
}

// segDist is the distance from q to segment sg (x0,y0,x1,y1).
func segDist(qx, qy float64, sg [4]float64) float64 {
	vx, vy := sg[2]-sg[0], sg[3]-sg[1]
	l := vx*vx + vy*vy
	if l == 0 {
		return math.Hypot(qx-sg[0], qy-sg[1])
	}
	t := ((qx-sg[0])*vx + (qy-sg[1])*vy) / l
	t = min(max(t, 0), 1)
	return math.Hypot(qx-sg[0]-t*vx, qy-sg[1]-t*vy)
}

// playbackFront finds the value of the last cell a running playback settled
// among the cells in view (the wave drawn lit).
func (r *renderer) playbackFront() {
	s := r.s
	rp := s.Lab.playback()
	if rp == nil || s.Overlay.Values == nil || s.Level == nil {
		return
	}
	best := int32(-1)
	for vy := 0; vy < r.vh; vy++ {
		for vx := 0; vx < r.vw; vx++ {
			x, y := vx+s.Camera.X, vy+s.Camera.Y
			if k := rp.Rank.At(x, y); k < rp.Step && k > best {
				best, r.frontValue = k, s.Overlay.Values.At(x, y)
			}
		}
	}
}

// aroundHeat is the palette index of v in the inspector's neighbour block:
// on the overlay's range when the block shows the overlay's field, else on
// the block's own range (another field's values mean nothing on the
// overlay's scale).
func (r *renderer) aroundHeat(in *Inspect, v int32) (int, bool) {
	if in.AroundName == r.s.Overlay.Name {
		return r.heat(v), r.has
	}
	lo, hi, any := int32(0), int32(0), false
	for _, a := range in.Around {
		if a >= Unreached {
			continue
		}
		if !any || a < lo {
			lo = a
		}
		if !any || a > hi {
			hi = a
		}
		any = true
	}
	if !any || hi == lo {
		return 0, any
	}
	return int((int64(v) - int64(lo)) * 255 / (int64(hi) - int64(lo))), true
}
