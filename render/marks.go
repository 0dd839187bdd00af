package render

import (
	"image"
	"math"
	"strconv"

	"downhill/world"
)

// cursor frames the hovered cell: white when a path leads there, red when
// none does, and labels the path length next to it.
func (r *renderer) cursor(over func(image.Rectangle)) {
	s := r.s
	if s.Cursor == nil {
		return
	}
	px, py, ok := r.mapPixel(*s.Cursor)
	if !ok {
		return
	}
	cw, ch := r.cw, r.ch
	c := colCursor
	if len(s.Path) == 0 && !s.Plain {
		c = colNoPath
	}
	over(image.Rect(px-2, py-2, px+cw+2, py+ch+2))
	r.cv.frame(px-2, py-2, px+cw+2, py+ch+2, 2, colHalo)
	r.cv.frame(px-1, py-1, px+cw+1, py+ch+1, 2, c)
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
	w := (n+1)*cw + cw/2
	mapR := r.a.Pixels(r.a.Map)
	lx := px + cw + 6
	if lx+w > mapR.Max.X {
		lx = px - 6 - w
	}
	ly := py - ch - 4
	if ly < mapR.Min.Y {
		ly = py + ch + 4
	}
	lx = max(lx, mapR.Min.X)
	over(image.Rect(lx, ly, lx+w, ly+ch+2))
	r.cv.fill(lx, ly, lx+w, ly+ch+2, colDialogBg)
	r.cv.frame(lx, ly, lx+w, ly+ch+2, 1, colPath)
	x := lx + cw/2 + cw/4
	for _, b := range label {
		r.cv.glyph(x, ly+1, r.gl.mask(bold, r.at.slot(rune(b))), cw, ch, colPath)
		x += cw
	}
}

// markCell frames cell p of the main map (if in view) in c over a dark
// outline.
func (r *renderer) markCell(p world.Pos, c rgb, over func(image.Rectangle)) {
	px, py, ok := r.mapPixel(p)
	if !ok {
		return
	}
	over(image.Rect(px-2, py-2, px+r.cw+2, py+r.ch+2))
	r.cv.frame(px-2, py-2, px+r.cw+2, py+r.ch+2, 1, colHalo)
	r.cv.frame(px-1, py-1, px+r.cw+1, py+r.ch+1, 2, c)
}

// aim draws a throw being aimed: the area framed, the line dotted.
func (r *renderer) aim(over func(image.Rectangle)) {
	s := r.s
	if s.Aim == nil {
		return
	}
	c := colAim
	if !s.Aim.OK {
		c = colAimBad
	}
	cw, ch := r.cw, r.ch
	for _, p := range s.Aim.Area {
		if px, py, ok := r.mapPixel(p); ok {
			over(image.Rect(px, py, px+cw, py+ch))
			r.cv.frame(px, py, px+cw, py+ch, 1, c)
		}
	}
	d := max(2, ch/10)
	for i, p := range s.Aim.Line {
		if i == len(s.Aim.Line)-1 || s.Level != nil && s.Level.Ents.At(p) != world.NoEntity {
			continue // the target is framed; a creature on the way stays readable
		}
		if px, py, ok := r.mapPixel(p); ok {
			x, y := px+cw/2, py+ch/2
			over(image.Rect(x-d-1, y-d-1, x+d+1, y+d+1))
			r.cv.fill(x-d-1, y-d-1, x+d+1, y+d+1, colHalo)
			r.cv.fill(x-d, y-d, x+d, y+d, c)
		}
	}
}

// intents draws each goblin's next step as a faint arrow: across the
// border into the cell it steps to (or digs), red to the player it hits,
// dashed red along the line of an arrow it shoots.
func (r *renderer) intents(over func(image.Rectangle)) {
	for _, in := range r.s.Intents {
		fx, fy, ok := r.mapPixel(in.From)
		if !ok {
			continue
		}
		tx, ty, ok := r.mapPixel(in.To)
		if !ok {
			continue
		}
		x0, y0 := float64(fx)+float64(r.cw)/2, float64(fy)+float64(r.ch)/2
		x1, y1 := float64(tx)+float64(r.cw)/2, float64(ty)+float64(r.ch)/2
		dx, dy := x1-x0, y1-y0
		n := math.Hypot(dx, dy)
		if n == 0 {
			continue
		}
		ux, uy := dx/n, dy/n
		c, alpha := mix(hex(in.Ink), hex(0xffffff), 0.35), 190
		from, to := 0.42, 0.92 // along a step, in its length
		attack := in.Verb == IntentAttack
		switch in.Verb {
		case IntentAttack: // a chevron on the border between the two
			c, alpha = colIntentHit, 240
			from, to = 0.46, 0.66
		case IntentShoot:
			c, alpha = colIntentHit, 170
			from, to = float64(r.ch)*0.5/n, 1-float64(r.ch)*0.55/n
		}
		sx, sy := x0+dx*from, y0+dy*from
		ex, ey := x0+dx*to, y0+dy*to
		hw := max(1.1, float64(r.ch)/16)
		head := float64(r.ch) * 0.28
		pad := int(head + hw + 3)
		over(image.Rect(int(min(sx, ex))-pad, int(min(sy, ey))-pad, int(max(sx, ex))+pad, int(max(sy, ey))+pad))
		cs, sn := math.Cos(0.6), math.Sin(0.6)
		segs := [][4]float64{
			{ex, ey, ex + head*(-ux*cs-uy*sn), ey + head*(-uy*cs+ux*sn)},
			{ex, ey, ex + head*(-ux*cs+uy*sn), ey + head*(-uy*cs-ux*sn)},
		}
		if attack {
			head *= 1.3
			hw *= 1.3
		} else if in.Verb == IntentShoot {
			dash := float64(r.ch) * 0.45
			for t := 0.0; t < math.Hypot(ex-sx, ey-sy)-dash/2; t += 2 * dash {
				segs = append(segs, [4]float64{sx + ux*t, sy + uy*t, sx + ux*min(t+dash, math.Hypot(ex-sx, ey-sy)), sy + uy*min(t+dash, math.Hypot(ex-sx, ey-sy))})
			}
		} else {
			segs = append(segs, [4]float64{sx, sy, ex, ey})
		}
		for _, sg := range segs {
			r.cv.stroke(sg[0], sg[1], sg[2], sg[3], hw+1, colHalo, 110)
		}
		for _, sg := range segs {
			r.cv.stroke(sg[0], sg[1], sg[2], sg[3], hw, c, alpha)
		}
	}
}

// colIntentHit is the ink of an attack's or a shot's intent.
var colIntentHit = hex(0xff5a4e)
