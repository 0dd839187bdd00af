package render

import (
	"image"

	"downhill/world"
)

// viewCells returns the view size in cells a scene asks for (0 in the
// scene: the level's).
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

// Size is the pixel size of the frame for s: its Frame when it gives
// one, else what its view, sidebar, panel and text rows need
// (ArrangeView). Draw makes an image this size; a window that reuses
// buffers allocates them at this size.
func Size(s *Scene) (w, h int) {
	a := Arranged(s)
	return a.Size.X, a.Size.Y
}

// Draw renders s into a new image of Size(s).
func Draw(s *Scene) *image.RGBA {
	w, h := Size(s)
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	DrawInto(img, s)
	return img
}

// DrawInto renders s into dst, which should be Size(s) (a smaller or larger
// image is drawn clipped, from its top-left corner). Every pixel of the
// frame is written, so dst need not be cleared. It is DrawChanged with
// nothing known of dst: one way of drawing, so a frame drawn whole and
// one drawn a change at a time are the same pixels.
func DrawInto(dst *image.RGBA, s *Scene) {
	var c FrameCache
	DrawChanged(dst, s, &c)
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
	colShallowBg    = hex(0x1b4a55)
	colShallowFg    = hex(0x8fd6e0)
	colDeepBg       = hex(0x061040)
	colDeepFg       = hex(0x3f6cff)
	colStairs       = hex(0xffe27a)
	colSnowBg       = hex(0x323a46)
	colSnowFg       = hex(0xe2e9f2)
	colGold         = hex(0xffd23f)
	colHalo         = hex(0x050608)

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

// look is how one cell is drawn: the frame is a grid of looks, and a
// cell is painted again only when its look changed.
type look struct {
	bg, fg rgb
	glyph  rune
	fc     face
	halo   bool // dark outline behind the glyph (creatures)
	// arrow is the lab's arrow over the glyph: 0 none, else the step's
	// index (dy+1)*3+dx+1, plus one.
	arrow int8
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

// ink picks a glyph colour that reads on bg: the tile's own ink pulled
// towards black on light backgrounds and towards white on dark ones.
func ink(fg, bg rgb) rgb {
	if luma(bg) > 0.45 {
		return mix(fg, hex(0x0a0a12), 0.75)
	}
	return mix(fg, hex(0xffffff), 0.35)
}

// mapView is one map drawn in the frame: a level through a camera.
type mapView struct {
	level   *world.Level
	cam     world.Pos
	fog     bool
	overlay bool // the scene's overlay, path and playback apply (the main map)
}

// cellLook is how the map cell at view position vx,vy of m looks; onPath
// tints it as part of the travel preview.
func (r *renderer) cellLook(m mapView, vx, vy int, onPath bool) look {
	x, y := vx+m.cam.X, vy+m.cam.Y
	var lk look
	lit, known := true, true
	if m.level == nil || !m.level.Grid.In(x, y) {
		known = false
	} else {
		g := m.level.Grid
		i := y*g.W + x
		if m.fog {
			lit, known = g.Visible[i], g.Seen[i]
		}
		if known {
			lk = r.mapLook(m, x, y, i, lit)
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

// mapLook composes tile, gold, creature, overlay and memory for a known cell.
func (r *renderer) mapLook(m mapView, x, y, i int, lit bool) look {
	s := r.s
	l := m.level
	lk := tileLook(l.Grid, x, y, m.fog)
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
			lk.glyph, lk.fg, lk.fc, lk.halo = l.Ents.Glyph[e], hex(CreatureInk(l.Ents, e, s.Blind)), bold, true
			lk.bg = woundGround(l.Ents, e, lk.bg)
			creature = true
		}
	}
	if m.overlay && s.Lab != nil && s.Lab.Arrows != nil && lit && !creature && r.playedBack(x, y) &&
		(s.Overlay.Values == nil || s.Overlay.Values.At(x, y) < Unreached) {
		if dx, dy, ok := s.Lab.Arrows.Step(x, y); ok {
			lk.arrow = int8((dy+1)*3 + dx + 1 + 1)
		}
	}
	if m.overlay && s.Overlay.Kind != OverlayNone && s.Overlay.Values != nil && r.has {
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
