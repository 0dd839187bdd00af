package render

import (
	"image"
	"strconv"
	"unicode/utf8"

	"downhill/world"
)

// TextRows is how many text rows sit under the map: the status bar (the
// run's panel), the pack row and LogLines message lines. They are always
// there, so the frame size depends only on the view and the window's
// layout never jumps.
const TextRows = 2 + LogLines

// LogLines is how many of the newest messages are shown.
const LogLines = 3

// viewCells returns the view size in cells (0 in the scene: the level's).
func viewCells(s *Scene) (w, h int) {
	w, h = s.ViewW, s.ViewH
	if s.Level != nil && s.Level.Grid != nil {
		if w <= 0 {
			w = s.Level.Grid.W
		}
		if h <= 0 {
			h = s.Level.Grid.H
		}
	}
	return max(w, 1), max(h, 1)
}

// Size is the pixel size of the frame for s: the view's cells plus the
// TextRows under it, and with the lab open its panel beside them (at least
// PanelRows tall). Draw makes an image this size; a window that reuses
// buffers with DrawInto allocates them at this size.
func Size(s *Scene) (w, h int) {
	vw, vh := viewCells(s)
	rows := vh + TextRows
	if s.Lab != nil {
		vw += PanelCols
		rows = max(rows, PanelRows)
	}
	return vw * CellW, rows * CellH
}

// Draw renders s into a new image of Size(s).
func Draw(s *Scene) *image.RGBA {
	w, h := Size(s)
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	DrawInto(img, s)
	return img
}

// DrawInto renders s into dst, which should be Size(s) (a smaller or larger
// image is drawn clipped, from its top-left corner). It allocates nothing,
// so a window can double-buffer two images and redraw every frame. Every
// pixel of the frame is written, so dst need not be cleared.
func DrawInto(dst *image.RGBA, s *Scene) {
	cv := newCanvas(dst)
	at := getAtlas()
	vw, vh := viewCells(s)
	r := renderer{cv: cv, at: at, s: s, vw: vw, vh: vh}
	if s.Lab != nil && vh+TextRows < PanelRows {
		// A small view beside the panel: the frame is the panel's height,
		// and nothing is under the map's message lines.
		cv.fill(0, (vh+TextRows)*CellH, vw*CellW, PanelRows*CellH, colVoid)
	}
	r.overlayRange()
	r.playbackFront()
	for vy := 0; vy < vh; vy++ {
		for vx := 0; vx < vw; vx++ {
			r.cell(vx, vy, false)
		}
	}
	for _, p := range s.Path {
		r.cell(p.X-s.Camera.X, p.Y-s.Camera.Y, true)
	}
	r.aim()
	if s.Lab != nil {
		r.labMarks()
	}
	r.cursor()
	r.hud()
	if s.Lab != nil {
		r.panel()
	}
	if len(s.Dialog) > 0 {
		r.dialog()
	}
}

// renderer carries one frame's state through the drawing steps.
type renderer struct {
	cv     canvas
	at     *atlas
	s      *Scene
	vw, vh int
	// overlay range over the shown cells, for the heat normalisation
	lo, hi int32
	has    bool
	// frontValue is the value of the last cell a running playback settled.
	frontValue int32
	// frame is the cache of what dst shows (DrawChanged), or nil.
	frame *frameEntry
}

// drewOver notes that pixels of rect were drawn over the map cells (a
// cursor, a label, a dialog): cached cells under it are redrawn next time.
func (r *renderer) drewOver(rect image.Rectangle) {
	if r.frame != nil {
		r.frame.over = append(r.frame.over, rect)
	}
}

// Colours of the map. Muted, slightly cool darks so the heat palette and
// the creatures carry the colour.
var (
	colVoid         = hex(0x000000)
	colFloorBg      = hex(0x151922)
	colFloorFg      = hex(0x5b667c)
	colWallBg       = hex(0x2a2f3b)
	colWallFg       = hex(0x454c5c)
	colWallDeep     = hex(0x171921)
	colRockSoft     = hex(0x2a231d)
	colRockHard     = hex(0x151417)
	colRockFaceSoft = hex(0x54412f)
	colRockFaceHard = hex(0x35302d)
	colRockInk      = hex(0xd8b48a)
	colDoorBg       = hex(0x2a1c10)
	colDoorFg       = hex(0xd08a3e)
	colOpenDoor     = hex(0xa86e34)
	colShallowBg    = hex(0x0f2b40)
	colShallowFg    = hex(0x5aaee0)
	colDeepBg       = hex(0x081a44)
	colDeepFg       = hex(0x4a7ff0)
	colStairs       = hex(0xffe27a)
	colSnowBg       = hex(0x323a46)
	colSnowFg       = hex(0xe2e9f2)
	colGold         = hex(0xffd23f)
	colHalo         = hex(0x050608)
	colRed          = hex(0xe8453c)

	colPath     = hex(0xf3d98b)
	colCursor   = hex(0xffffff)
	colNoPath   = hex(0xe8453c)
	colBarBg    = hex(0x191c25)
	colBarLine  = hex(0x2e3444)
	colText     = hex(0xd8dee9)
	colTextDim  = hex(0x8a93a6)
	colTextFade = hex(0x5c6474)
	colLogBg    = hex(0x0b0c10)
	colAccent   = hex(0xf0c674)
	colDialogBg = hex(0x141720)
)

// kindColour is each creature kind's ink (world.KindFacts).
var kindColour = func() (c [world.NumKinds]rgb) {
	for k := range c {
		c[k] = hex(world.KindFacts[k].Colour)
	}
	return c
}()

// look is how one cell is drawn.
type look struct {
	bg, fg rgb
	glyph  rune
	fc     face
	halo   bool // dark outline behind the glyph (creatures)
}

// overlayRange finds the lowest and highest overlay value among the cells
// the view shows, so the heat palette spans exactly what is on screen.
func (r *renderer) overlayRange() {
	s := r.s
	if s.Overlay.Kind == OverlayNone || s.Overlay.Values == nil || s.Level == nil {
		return
	}
	g := s.Level.Grid
	for vy := 0; vy < r.vh; vy++ {
		for vx := 0; vx < r.vw; vx++ {
			x, y := vx+s.Camera.X, vy+s.Camera.Y
			if !g.In(x, y) || (s.Fog && !g.Seen[y*g.W+x]) {
				continue
			}
			v := s.Overlay.Values.At(x, y)
			if v >= Unreached {
				continue
			}
			if !r.has || v < r.lo {
				r.lo = v
			}
			if !r.has || v > r.hi {
				r.hi = v
			}
			r.has = true
		}
	}
}

// heat returns the palette index of v in the on-screen range.
func (r *renderer) heat(v int32) int {
	if r.hi <= r.lo {
		return 0
	}
	i := (int64(v) - int64(r.lo)) * 255 / (int64(r.hi) - int64(r.lo))
	return int(min(max(i, 0), 255)) // values off the on-screen range (the inspector's) clamp
}

// hash gives a cell a stable pseudo-random byte, for the texture of walls
// and rock (the same every frame, so nothing shimmers).
func hash(x, y int) uint32 {
	h := uint32(x)*0x9e3779b1 ^ uint32(y)*0x85ebca77
	h ^= h >> 15
	h *= 0x2c1b3c6d
	h ^= h >> 12
	return h
}

// tileLook is the look of the tile at x,y before creatures and overlays.
func tileLook(g *world.Grid, x, y int, fog bool) look {
	i := y*g.W + x
	switch g.Tiles[i] {
	case world.Floor:
		return look{bg: colFloorBg, fg: colFloorFg, glyph: '·'}
	case world.Wall:
		if !edge(g, x, y, fog) { // deep inside the walls: recede
			return look{bg: colWallDeep, fg: mix(colWallDeep, colWallFg, 0.45), glyph: '#'}
		}
		bg := colWallBg
		if hash(x, y)&3 == 0 {
			bg = scale(bg, 0.9)
		}
		return look{bg: bg, fg: colWallFg, glyph: '#'}
	case world.Rock:
		h := float64(g.Hard[i]) / 254
		shade := shadeLight
		switch {
		case g.Hard[i] >= 170:
			shade = shadeDark
		case g.Hard[i] >= 85:
			shade = shadeMedium
		}
		if !edge(g, x, y, fog) {
			bg := mix(colRockSoft, colRockHard, h)
			return look{bg: bg, fg: mix(bg, colRockInk, 0.1), glyph: shade}
		}
		bg := mix(colRockFaceSoft, colRockFaceHard, h)
		return look{bg: bg, fg: mix(bg, colRockInk, 0.18), glyph: shade}
	case world.Door:
		return look{bg: colDoorBg, fg: colDoorFg, glyph: '+', fc: bold}
	case world.OpenDoor:
		return look{bg: colFloorBg, fg: colOpenDoor, glyph: '\'', fc: bold}
	case world.Shallow:
		return look{bg: colShallowBg, fg: colShallowFg, glyph: '~'}
	case world.Deep:
		return look{bg: colDeepBg, fg: colDeepFg, glyph: '≈'}
	case world.Stairs:
		return look{bg: colFloorBg, fg: colStairs, glyph: '>', fc: bold, halo: true}
	case world.UpStairs:
		return look{bg: colFloorBg, fg: colStairs, glyph: '<', fc: bold, halo: true}
	case world.Snow:
		return look{bg: colSnowBg, fg: colSnowFg, glyph: '·'}
	}
	return look{bg: colVoid, fg: colVoid, glyph: ' '}
}

// edge reports whether the solid cell x,y touches an open one (8-way):
// the faces of walls and rock that outline rooms and corridors are drawn
// lighter than the mass behind them, so a level of rooms cut in rock reads
// like rooms, not like a texture.
// Under fog only remembered neighbours count, so a face gives nothing away.
func edge(g *world.Grid, x, y int, fog bool) bool {
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			if !g.In(x+dx, y+dy) {
				continue
			}
			i := (y+dy)*g.W + x + dx
			if fog && !g.Seen[i] {
				continue
			}
			switch g.Tiles[i] {
			case world.Wall, world.Rock:
			default:
				return true
			}
		}
	}
	return false
}

// creatureLook is the ink of creature e: its kind's colour, turning red as
// it is wounded, dimmed while asleep.
func creatureLook(st *world.Store, e world.Entity) rgb {
	c := colText
	if k := st.Kind[e]; k < world.NumKinds {
		c = kindColour[k]
	}
	if st.Kind[e] != world.Player && st.MaxHP[e] > 0 && st.HP[e] < st.MaxHP[e] {
		hurt := 1 - float64(max(st.HP[e], 0))/float64(st.MaxHP[e])
		c = mix(c, colRed, 0.25+0.75*hurt)
	}
	if st.Mind != nil && st.Mind[e] == world.Asleep {
		c = scale(c, 0.6)
	}
	return c
}

// ink picks a glyph colour that reads on bg: the tile's own ink pulled
// towards black on light backgrounds and towards white on dark ones.
func ink(fg, bg rgb) rgb {
	if luma(bg) > 0.45 {
		return mix(fg, hex(0x0a0a12), 0.75)
	}
	return mix(fg, hex(0xffffff), 0.35)
}

// cell draws the map cell at view position vx,vy; onPath tints it as part
// of the travel preview.
func (r *renderer) cell(vx, vy int, onPath bool) {
	if vx < 0 || vy < 0 || vx >= r.vw || vy >= r.vh {
		return
	}
	r.paint(vx, vy, r.cellLook(vx, vy, onPath))
}

// cellLook is how the map cell at view position vx,vy (in the view) looks.
func (r *renderer) cellLook(vx, vy int, onPath bool) look {
	s := r.s
	x, y := vx+s.Camera.X, vy+s.Camera.Y
	var lk look
	lit, known := true, true
	if s.Level == nil || !s.Level.Grid.In(x, y) {
		known = false
	} else {
		g := s.Level.Grid
		i := y*g.W + x
		if s.Fog {
			lit, known = g.Visible[i], g.Seen[i]
		}
		if known {
			lk = r.mapLook(x, y, i, lit)
		}
	}
	if !known {
		lk = look{bg: colVoid, fg: colVoid, glyph: ' '}
	}
	if onPath {
		lk.bg = mix(lk.bg, colPath, 0.3)
		if lk.glyph == '·' || lk.glyph == ' ' {
			lk.glyph, lk.fg = '•', hex(0xfff4d0)
		} else if !lk.halo {
			lk.fg = ink(lk.fg, lk.bg)
		}
	}
	return lk
}

// paint draws lk over the whole of the view cell vx,vy.
func (r *renderer) paint(vx, vy int, lk look) {
	px, py := vx*CellW, vy*CellH
	sl := r.at.slot(lk.fc, lk.glyph)
	if !lk.halo {
		r.cv.cell(px, py, r.at.mask(sl), lk.fg, lk.bg)
		return
	}
	h, ok := r.at.halo[sl]
	if !ok {
		h = r.at.slot(regular, ' ')
	}
	r.cv.cell(px, py, r.at.mask(h), mix(lk.bg, colHalo, 0.85), lk.bg)
	r.cv.glyph(px, py, r.at.mask(sl), lk.fg)
}

// mapLook composes tile, gold, creature, overlay and memory for a known cell.
func (r *renderer) mapLook(x, y, i int, lit bool) look {
	s := r.s
	l := s.Level
	lk := tileLook(l.Grid, x, y, s.Fog)
	if l.Gold != nil && l.Gold[i] > 0 {
		lk.glyph, lk.fg, lk.fc, lk.halo = '$', colGold, bold, true
	}
	if k := l.ItemAt(world.Pos{X: x, Y: y}); k >= 0 {
		lk = itemLook(lk, l.Items[k].Kind)
	}
	if lit && len(l.Effects) > 0 {
		lk = effectLook(lk, l, world.Pos{X: x, Y: y})
	}
	creature := lk.halo // creatures, gold and stairs keep their ink over overlays
	if lit && l.Ents != nil {
		if e := l.Ents.At(world.Pos{X: x, Y: y}); e != world.NoEntity && l.Ents.Alive[e] {
			lk.glyph, lk.fg, lk.fc, lk.halo = l.Ents.Glyph[e], creatureLook(l.Ents, e), bold, true
			creature = true
		}
	}
	if s.Overlay.Kind != OverlayNone && s.Overlay.Values != nil && r.has {
		if v := s.Overlay.Values.At(x, y); v < Unreached && r.playedBack(x, y) {
			p := r.palette(r.heat(v))
			if r.front(x, y, v) { // the playback's newest wave, lit
				p = mix(p, hex(0xffffff), 0.55)
			}
			switch s.Overlay.Kind {
			case OverlayHeat:
				lk.bg = mix(lk.bg, p, 0.82)
				if !creature {
					lk.fg = ink(lk.fg, lk.bg)
				}
			case OverlayDigits:
				if !creature || lk.glyph == '$' || lk.glyph == '>' {
					lk.glyph, lk.halo = r.digit(v), false
					lk.fc = regular
					if v < 0 { // negative values (gold, flee) read inverted
						lk.bg, lk.fg, lk.fc = p, ink(p, p), bold
					} else {
						lk.bg = mix(colFloorBg, p, 0.16)
						lk.fg = mix(p, hex(0xffffff), 0.25)
					}
				} else {
					lk.bg = mix(colFloorBg, p, 0.16)
				}
			}
		} else if s.Overlay.Kind == OverlayDigits {
			lk.fg = mix(lk.fg, lk.bg, 0.6) // quiet walls so the numbers lead
		}
	}
	if !lit { // remembered, not in view: dim and cool
		lk.bg = remember(lk.bg)
		lk.fg = remember(lk.fg)
	}
	return lk
}

// remember is how a remembered cell looks: darker and greyer.
func remember(c rgb) rgb {
	grey := uint8((int(c.r) + int(c.g) + int(c.b)) / 3)
	return scale(mix(c, rgb{grey, grey, grey + 8}, 0.5), 0.45)
}

// lastDigit is the last decimal digit of |v| (MinInt32 included).
func lastDigit(v int32) rune {
	d := int64(v) % 10
	if d < 0 {
		d = -d
	}
	return rune('0' + d)
}

// cursor frames the hovered cell: white when a path leads there, red when
// none does, and labels the path length next to it.
func (r *renderer) cursor() {
	s := r.s
	if s.Cursor == nil {
		return
	}
	vx, vy := s.Cursor.X-s.Camera.X, s.Cursor.Y-s.Camera.Y
	if vx < 0 || vy < 0 || vx >= r.vw || vy >= r.vh {
		return
	}
	px, py := vx*CellW, vy*CellH
	c := colCursor
	if len(s.Path) == 0 && !s.Plain {
		c = colNoPath
	}
	r.drewOver(image.Rect(px-2, py-2, px+CellW+2, py+CellH+2))
	r.cv.frame(px-2, py-2, px+CellW+2, py+CellH+2, 2, colHalo)
	r.cv.frame(px-1, py-1, px+CellW+1, py+CellH+1, 2, c)
	if len(s.Path) == 0 {
		return
	}
	var buf [24]byte
	label := strconv.AppendInt(buf[:0], int64(len(s.Path)), 10)
	label = append(label, " step"...)
	if len(s.Path) != 1 {
		label = append(label, 's')
	}
	n := len(label) // ASCII only
	w := (n+1)*CellW + CellW/2
	lx := px + CellW + 6
	if lx+w > r.vw*CellW {
		lx = px - 6 - w
	}
	ly := py - CellH - 4
	if ly < 0 {
		ly = py + CellH + 4
	}
	lx = max(lx, 0)
	r.drewOver(image.Rect(lx, ly, lx+w, ly+CellH+2))
	r.cv.fill(lx, ly, lx+w, ly+CellH+2, colDialogBg)
	r.cv.frame(lx, ly, lx+w, ly+CellH+2, 1, colPath)
	x := lx + CellW/2 + CellW/4
	for _, b := range label {
		r.cv.glyph(x, ly+1, r.at.mask(r.at.slot(bold, rune(b))), colPath)
		x += CellW
	}
}

// text draws s from pixel x,y in colour c, stopping before pixel limit,
// and returns where the next character would go.
func (r *renderer) text(x, y int, s string, c rgb, fc face, limit int) int {
	for _, ch := range s {
		if x+CellW > limit {
			break
		}
		if ch != ' ' {
			r.cv.glyph(x, y, r.at.mask(r.at.slot(fc, ch)), c)
		}
		x += CellW
	}
	return x
}

// hud draws the status bar (status text on the left, the path length and
// the overlay's name and colour scale on the right) and the message lines.
func (r *renderer) hud() {
	s := r.s
	W := r.vw * CellW
	y := r.vh * CellH
	r.cv.fill(0, y, W, y+CellH, colBarBg)
	r.cv.fill(0, y, W, y+1, colBarLine)

	// The status text comes first; the overlay legend and the path length
	// go right-aligned into what is left, each only when it fits whole.
	var left int
	if s.Panel != nil {
		left = r.panelRow(CellW, y, W-CellW) + CellW
	} else {
		left = r.text(CellW, y, s.Status, colText, regular, W-CellW) + 2*CellW
	}
	right := W - CellW
	if s.Overlay.Kind != OverlayNone && s.Overlay.Values != nil {
		right = r.legend(left, right, y)
	}
	if s.Cursor != nil && len(s.Path) > 0 {
		var buf [24]byte
		b := strconv.AppendInt(buf[:0], int64(len(s.Path)), 10)
		b = append(b, " steps"...)
		if len(s.Path) == 1 {
			b = b[:len(b)-1]
		}
		x := right - (len(b)+2)*CellW
		if x >= left {
			for _, ch := range b {
				r.cv.glyph(x, y, r.at.mask(r.at.slot(bold, rune(ch))), colPath)
				x += CellW
			}
		}
	}

	r.inventory(y+CellH, W)

	// Message lines, oldest first, newest brightest; a look line, when
	// there is one, takes the first.
	ly := y + 2*CellH
	r.cv.fill(0, ly, W, ly+LogLines*CellH, colLogBg)
	log := s.Log
	n := LogLines
	if s.Look != "" {
		r.text(CellW, ly, s.Look, colLookText, regular, W-CellW)
		ly += CellH
		n--
	}
	if len(log) > n {
		log = log[len(log)-n:]
	}
	for i, m := range log {
		c := colTextFade
		switch len(log) - 1 - i {
		case 0:
			c = colText
		case 1:
			c = colTextDim
		}
		r.text(CellW, ly+i*CellH, m, c, regular, W-CellW)
	}
}

// legend draws "name  lo [colour ramp] hi" ending at pixel right and
// returns where it starts; when it does not fit after pixel left it draws
// nothing and returns right.
func (r *renderer) legend(left, right, y int) int {
	s := r.s
	var lb, hb [12]byte
	lo := strconv.AppendInt(lb[:0], int64(r.lo), 10)
	hi := strconv.AppendInt(hb[:0], int64(r.hi), 10)
	if !r.has {
		lo, hi = append(lo[:0], '-'), append(hi[:0], '-')
	}
	const ramp = 6 // cells
	name := s.Overlay.Name
	if name == "" {
		name = "field"
	}
	width := utf8.RuneCountInString(name) + 2 + len(lo) + 1 + ramp + 1 + len(hi)
	x := right - width*CellW
	if x < left {
		return right
	}
	x0 := x
	x = r.text(x, y, name, colAccent, bold, right)
	x += 2 * CellW
	for _, ch := range lo {
		r.cv.glyph(x, y, r.at.mask(r.at.slot(regular, rune(ch))), colTextDim)
		x += CellW
	}
	x += CellW
	rw := ramp * CellW
	for i := 0; i < rw; i++ {
		r.cv.fill(x+i, y+5, x+i+1, y+CellH-4, r.palette(i*255/(rw-1)))
	}
	x += rw + CellW
	for _, ch := range hi {
		r.cv.glyph(x, y, r.at.mask(r.at.slot(regular, rune(ch))), colTextDim)
		x += CellW
	}
	return x0
}

// dialog dims the whole frame and draws s.Dialog in a centred box; the
// first line is its title.
func (r *renderer) dialog() {
	s := r.s
	W, H := r.vw*CellW, (r.vh+TextRows)*CellH
	r.drewOver(image.Rect(0, 0, W, H))
	r.cv.darken(0, 0, W, H, 90)
	cols := 0
	for _, l := range s.Dialog {
		cols = max(cols, utf8.RuneCountInString(l))
	}
	bw := (cols + 4) * CellW
	bh := (len(s.Dialog)+2)*CellH + CellH/2
	bw, bh = min(bw, W), min(bh, H)
	x0, y0 := (W-bw)/2, (r.vh*CellH-bh)/2
	y0 = max(y0, 0)
	r.cv.fill(x0+4, y0+4, x0+bw+4, y0+bh+4, hex(0x000000)) // drop shadow
	r.cv.fill(x0, y0, x0+bw, y0+bh, colDialogBg)
	r.cv.frame(x0, y0, x0+bw, y0+bh, 2, colAccent)
	r.cv.frame(x0+4, y0+4, x0+bw-4, y0+bh-4, 1, scale(colAccent, 0.45))
	ty := y0 + CellH
	for i, l := range s.Dialog {
		if i == 0 {
			n := utf8.RuneCountInString(l)
			r.text(x0+(bw-n*CellW)/2, ty, l, colAccent, bold, x0+bw-CellW)
			ty += CellH + CellH/2
			continue
		}
		r.text(x0+2*CellW, ty, l, colText, regular, x0+bw-CellW)
		ty += CellH
	}
}
