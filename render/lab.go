package render

import (
	"image"
	"math"
	"strconv"
	"sync"
	"unicode/utf8"

	"downhill/internal/text"
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

// panelRows is where the panel's parts start, in text rows from the top.
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
	vw, _ := viewCells(s)
	if pt.X < vw*CellW || pt.X >= (vw+PanelCols)*CellW {
		return -1
	}
	i := pt.Y/CellH - panelFieldsRow
	if pt.Y < 0 || i < 0 || i >= len(s.Lab.Fields) {
		return -1
	}
	return i
}

// panel draws the lab's side panel right of the map.
func (r *renderer) panel() {
	lab := r.s.Lab
	x0 := r.vw * CellW
	W := PanelCols * CellW
	H := r.frameH()
	r.cv.fill(x0, 0, x0+W, H, colDialogBg)
	r.cv.fill(x0, 0, x0+2, H, colBarLine)
	x := x0 + CellW
	right := x0 + W - CellW
	r.text(x, panelTitleRow*CellH, "DIJKSTRA LAB", colAccent, bold, right)
	y := panelFieldsRow * CellH
	for i, name := range lab.Fields {
		c, fc := colTextDim, regular
		if i == lab.Shown {
			r.cv.fill(x0+2, y, x0+W, y+CellH, colBarBg)
			r.cv.fill(x0+2, y, x0+5, y+CellH, colAccent)
			c, fc = colText, bold
		}
		r.text(x, y, strconv.Itoa(i+1)+" "+name, c, fc, right)
		y += CellH
	}
	y += CellH / 2
	y = r.panelLegend(x, y, right)
	if rp := lab.Playback; rp != nil {
		line := "playback " + rp.Phase + " " + strconv.Itoa(int(min(rp.Step, rp.Total))) + "/" + strconv.Itoa(int(rp.Total))
		r.text(x, y, line, colPath, bold, right)
		y += CellH
		bar := right - x
		r.cv.fill(x, y+4, x+bar, y+8, colBarLine)
		if rp.Total > 0 {
			r.cv.fill(x, y+4, x+int(int64(bar)*int64(min(rp.Step, rp.Total))/int64(rp.Total)), y+8, colPath)
		}
		y += CellH / 2
	}
	if in := lab.Inspect; in != nil {
		y += CellH / 2
		r.cv.fill(x, y+CellH/2, right, y+CellH/2+1, colBarLine)
		y += CellH
		y = r.inspector(in, x, y, right)
	}
	fy := H - len(lab.Keys)*CellH
	if fy > y {
		for _, k := range lab.Keys {
			r.text(x, fy, k, colTextFade, regular, right)
			fy += CellH
		}
	}
}

// panelLegend draws how the shown field is drawn and its value -> colour
// legend over the on-screen range, returning the next free row's y.
func (r *renderer) panelLegend(x, y, right int) int {
	s := r.s
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
	r.text(x, y, "show: "+mode, colText, regular, right)
	y += CellH
	if s.Overlay.Kind == OverlayNone || !r.has {
		return y
	}
	// A ramp with five ticks, each labelled with the value it stands for.
	w := right - x
	for i := 0; i < w; i++ {
		c := r.palette(i * 255 / max(w-1, 1))
		r.cv.fill(x+i, y+2, x+i+1, y+CellH-2, c)
	}
	y += CellH
	for k := 0; k <= 4; k++ {
		v := int64(r.lo) + (int64(r.hi)-int64(r.lo))*int64(k)/4
		label := strconv.FormatInt(v, 10)
		if s.Overlay.Kind == OverlayDigits {
			label += "=" + string(r.digit(int32(v)))
		}
		px := x + w*k/4
		r.cv.fill(px, y-3, px+1, y+1, colText)
		lx := px - utf8.RuneCountInString(label)*CellW/2
		lx = min(max(lx, x), right-utf8.RuneCountInString(label)*CellW)
		if k == 0 || k == 4 || (int64(r.hi)-int64(r.lo)) >= 8 {
			r.text(lx, y, label, colTextDim, regular, right+CellW)
		}
	}
	return y + CellH
}

// inspector draws in's title, lines (wrapped) and neighbour block.
func (r *renderer) inspector(in *Inspect, x, y, right int) int {
	H := r.frameH()
	cols := (right - x) / CellW
	if in.Title != "" {
		r.text(x, y, in.Title, colAccent, bold, right)
		y += CellH
	}
	if a := in.Around; a != nil {
		r.text(x, y, "around, on the "+in.AroundName+":", colTextDim, regular, right)
		y += CellH
		const bw = 5 // columns per value
		for row := 0; row < 3; row++ {
			for col := 0; col < 3; col++ {
				v := a[row*3+col]
				bx := x + col*bw*CellW
				bg, fg := colBarBg, colTextFade
				label := "  ##"
				if v < Unreached {
					label = strconv.Itoa(int(v))
					for len(label) < 4 {
						label = " " + label
					}
					fg = colText
					if k, ok := r.aroundHeat(in, v); ok {
						bg = mix(colBarBg, r.palette(k), 0.75)
						fg = ink(colText, bg)
					}
				}
				r.cv.fill(bx, y, bx+(bw-1)*CellW+CellW/2, y+CellH, bg)
				if row == 1 && col == 1 {
					r.cv.frame(bx, y, bx+(bw-1)*CellW+CellW/2, y+CellH, 1, colAccent)
				}
				r.text(bx, y, label, fg, bold, bx+bw*CellW)
			}
			y += CellH + 2
		}
	}
	for _, l := range in.Lines {
		for _, part := range text.Wrap(l, cols) {
			if y+CellH > H {
				return y
			}
			r.text(x, y, part, colText, regular, right)
			y += CellH
		}
	}
	return y
}

// labMarks draws the lab's marks on the map: the arrows and the frames of
// the inspected creature and of its next step.
func (r *renderer) labMarks() {
	s := r.s
	lab := s.Lab
	if lab.Arrows != nil && s.Level != nil {
		g := s.Level.Grid
		for vy := 0; vy < r.vh; vy++ {
			for vx := 0; vx < r.vw; vx++ {
				x, y := vx+s.Camera.X, vy+s.Camera.Y
				if !g.In(x, y) || s.Fog && !g.Visible[y*g.W+x] || s.Level.Ents.At(world.Pos{X: x, Y: y}) != world.NoEntity {
					continue
				}
				if !r.playedBack(x, y) || s.Overlay.Values != nil && s.Overlay.Values.At(x, y) >= Unreached {
					continue
				}
				dx, dy, ok := lab.Arrows.Step(x, y)
				if !ok {
					continue
				}
				m := arrowMask(dx, dy)
				r.cv.glyph(vx*CellW, vy*CellH, m.halo, colHalo)
				r.cv.glyph(vx*CellW, vy*CellH, m.ink, hex(0xffffff))
			}
		}
	}
	if in := lab.Inspect; in != nil {
		r.markCell(in.Mark, colAccent)
		r.markCell(in.Next, colPath)
	}
}

// markCell frames cell p (if in view) in c over a dark outline.
func (r *renderer) markCell(p *world.Pos, c rgb) {
	if p == nil {
		return
	}
	vx, vy := p.X-r.s.Camera.X, p.Y-r.s.Camera.Y
	if vx < 0 || vy < 0 || vx >= r.vw || vy >= r.vh {
		return
	}
	px, py := vx*CellW, vy*CellH
	r.cv.frame(px-2, py-2, px+CellW+2, py+CellH+2, 1, colHalo)
	r.cv.frame(px-1, py-1, px+CellW+1, py+CellH+1, 2, c)
}

// playedBack reports whether x,y is shown in the playback frame (always when
// no playback runs).
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

var (
	arrowsOnce sync.Once
	arrows     [9]arrow // by (dy+1)*3 + dx+1
)

// arrowMask returns the arrow of step dx,dy, drawn once: a shaft from the
// cell's centre towards the neighbour and a head at its tip, antialiased
// by 4x4 supersampling (Go Mono has no diagonal arrows).
func arrowMask(dx, dy int) arrow {
	arrowsOnce.Do(func() {
		for ady := -1; ady <= 1; ady++ {
			for adx := -1; adx <= 1; adx++ {
				if adx == 0 && ady == 0 {
					continue
				}
				ink := drawArrow(adx, ady)
				arrows[(ady+1)*3+adx+1] = arrow{ink, dilateMask(ink)}
			}
		}
	})
	return arrows[(dy+1)*3+dx+1]
}

// drawArrow rasterises the arrow of step dx,dy into a cell mask.
func drawArrow(dx, dy int) []uint8 {
	cx, cy := float64(CellW)/2, float64(CellH)/2
	ux, uy := float64(dx), float64(dy)
	n := math.Hypot(ux, uy)
	ux, uy = ux/n, uy/n
	const length, head, width = 5.5, 3.2, 0.8
	tx, ty := cx+ux*length, cy+uy*length
	bx, by := cx-ux*length*0.7, cy-uy*length*0.7
	// the head's two barbs, 40 degrees either side of the way back
	c, s := math.Cos(0.7), math.Sin(0.7)
	segs := [][4]float64{
		{bx, by, tx, ty},
		{tx, ty, tx + head*(-ux*c-uy*s), ty + head*(-uy*c+ux*s)},
		{tx, ty, tx + head*(-ux*c+uy*s), ty + head*(-uy*c-ux*s)},
	}
	m := make([]uint8, cellPix)
	for py := 0; py < CellH; py++ {
		for px := 0; px < CellW; px++ {
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
			m[py*CellW+px] = uint8(hits * 255 / 16)
		}
	}
	return m
}

// segDist is the distance from q to segment sg (x0,y0,x1,y1).
func segDist(qx, qy float64, sg [4]float64) float64 {
	vx, vy := sg[2]-sg[0], sg[3]-sg[1]
	t := ((qx-sg[0])*vx + (qy-sg[1])*vy) / (vx*vx + vy*vy)
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

// frameH is the frame's height in pixels (Size).
func (r *renderer) frameH() int {
	h := r.vh + TextRows
	if r.s.Lab != nil {
		h = max(h, PanelRows)
	}
	return h * CellH
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

// dilateMask spreads a cell mask by one pixel (3x3 maximum): the dark
// outline drawn behind an arrow.
func dilateMask(m []uint8) []uint8 {
	out := make([]uint8, len(m))
	for y := 0; y < CellH; y++ {
		for x := 0; x < CellW; x++ {
			var v uint8
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					xx, yy := x+dx, y+dy
					if xx >= 0 && yy >= 0 && xx < CellW && yy < CellH && m[yy*CellW+xx] > v {
						v = m[yy*CellW+xx]
					}
				}
			}
			out[y*CellW+x] = v
		}
	}
	return out
}
