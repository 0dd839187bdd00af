package render

import (
	"strconv"

	"downhill/world"
)

// Panel is what the bottom panel (the HUD) shows: the hit-point bar,
// depth, gold, turns, the Heart when carried, and the inventory, one slot
// letter per item.
type Panel struct {
	HP, MaxHP int
	Depth     int
	Gold      int
	Turn      int
	Heart     bool
	Items     []world.ItemKind
	// Selected is the slot being aimed or chosen (-1: none), drawn
	// highlighted.
	Selected int
	// Hint replaces the inventory row (targeting: "throw the caltrops:
	// move the cursor, Enter throws, Esc cancels").
	Hint string
	// Note follows the numbers, dimmer: the swim budget while swimming,
	// the seed.
	Note string
}

// Aim is a throw being aimed: the line from the player to the target and
// the area it will cover, drawn over the map before the player commits.
type Aim struct {
	Line []world.Pos // the cells the throw passes, ending at the target
	Area []world.Pos // the cells the item covers at the target
	OK   bool        // the throw can be made (else drawn red)
}

// Colours of the items, the effects and the HUD.
var (
	colItem      = hex(0x9ad0ff)
	colHeart     = hex(0xff3355)
	colCaltrops  = hex(0xd7a35c)
	colSmoke     = hex(0x7c8290)
	colHPGood    = hex(0x5ec46b)
	colHPLow     = hex(0xe8453c)
	colHPBack    = hex(0x2b2f3a)
	colAim       = hex(0x9ad0ff)
	colAimBad    = hex(0xe8453c)
	colSelected  = hex(0x33405a)
	colLookText  = hex(0xf0c674)
	itemInk      = [world.NumItems]rgb{world.Healing: hex(0xff7a9a), world.Noisemaker: hex(0xf2e36b), world.Smoke: hex(0xaab2c0), world.Fear: hex(0xc59bff), world.Caltrops: colCaltrops, world.Pick: hex(0xc48a52), world.Heart: colHeart}
	itemShortNam = [world.NumItems]string{world.Healing: "heal", world.Noisemaker: "noise", world.Smoke: "smoke", world.Fear: "fear", world.Caltrops: "caltrops", world.Pick: "pick", world.Heart: "Heart"}
)

// itemLook is how an item lying on a cell is drawn.
func itemLook(lk look, k world.ItemKind) look {
	c := colItem
	if k < world.NumItems && itemInk[k] != (rgb{}) {
		c = itemInk[k]
	}
	lk.glyph, lk.fg, lk.fc, lk.halo = world.ItemGlyphs[k], c, bold, true
	return lk
}

// effectLook shades a cell under smoke and marks caltrops on open ground.
func effectLook(lk look, l *world.Level, p world.Pos) look {
	for _, ef := range l.Effects {
		if !ef.Covers(p) {
			continue
		}
		switch ef.Kind {
		case world.SmokeCloud:
			lk.bg = mix(lk.bg, colSmoke, 0.55)
			lk.fg = mix(lk.fg, colSmoke, 0.3)
		case world.CaltropArea:
			if lk.glyph == '·' {
				lk.glyph, lk.fg, lk.fc = '^', colCaltrops, bold
			}
			lk.bg = mix(lk.bg, colCaltrops, 0.12)
		}
	}
	return lk
}

// aim draws a throw being aimed: the line tinted, the area framed.
func (r *renderer) aim() {
	s := r.s
	if s.Aim == nil {
		return
	}
	c := colAim
	if !s.Aim.OK {
		c = colAimBad
	}
	for _, p := range s.Aim.Area {
		vx, vy := p.X-s.Camera.X, p.Y-s.Camera.Y
		if vx < 0 || vy < 0 || vx >= r.vw || vy >= r.vh {
			continue
		}
		px, py := vx*CellW, vy*CellH
		r.cv.frame(px, py, px+CellW, py+CellH, 1, c)
	}
	for _, p := range s.Aim.Line {
		vx, vy := p.X-s.Camera.X, p.Y-s.Camera.Y
		if vx < 0 || vy < 0 || vx >= r.vw || vy >= r.vh {
			continue
		}
		px, py := vx*CellW, vy*CellH
		r.cv.fill(px+CellW/2-2, py+CellH/2-2, px+CellW/2+2, py+CellH/2+2, c)
	}
}

// panelRow draws the status row as the HUD (hit points, depth, gold,
// turns, the Heart, the note) from pixel x, and returns where the text
// ends. It is plain text like the status line it replaces (the desktop
// test compares the row scaled and 1:1 by its average colour); the HP bar
// leads the pack row under it.
func (r *renderer) panelRow(x, y, limit int) int {
	p := r.s.Panel
	var buf [64]byte
	b := append(buf[:0], "HP "...)
	b = strconv.AppendInt(b, int64(max(p.HP, 0)), 10)
	b = append(b, '/')
	b = strconv.AppendInt(b, int64(p.MaxHP), 10)
	c := colText
	if 3*p.HP <= p.MaxHP {
		c = colHPLow
	}
	x = r.text(x, y, string(b), c, regular, limit) + 2*CellW
	for _, f := range []struct {
		name string
		v    int
	}{{"Depth ", p.Depth}, {"Gold ", p.Gold}, {"Turn ", p.Turn}} {
		x = r.text(x, y, f.name+strconv.Itoa(f.v), colText, regular, limit) + 2*CellW
	}
	if p.Heart {
		x = r.text(x, y, "& the Heart", colHeart, bold, limit) + 2*CellW
	}
	if p.Note != "" {
		x = r.text(x, y, p.Note, colTextDim, regular, limit) + CellW
	}
	return x
}

// hpBar draws the hit points as a bar of HPBarCells cells from pixel x
// and returns where it ends.
func (r *renderer) hpBar(x, y int) int {
	p := r.s.Panel
	bw := HPBarCells * CellW
	r.cv.fill(x, y+4, x+bw, y+CellH-3, colHPBack)
	if p.MaxHP > 0 {
		f := min(max(p.HP, 0), p.MaxHP) * bw / p.MaxHP
		c := colHPGood
		if 3*p.HP <= p.MaxHP {
			c = colHPLow
		}
		r.cv.fill(x, y+4, x+f, y+CellH-3, c)
	}
	return x + bw + CellW
}

// HPBarCells is the width of the hit-point bar, in cells.
const HPBarCells = 10

// inventory draws the pack row: "a ! heal  b % smoke ...", or the hint.
func (r *renderer) inventory(y, W int) {
	p := r.s.Panel
	r.cv.fill(0, y, W, y+CellH, colBarBg)
	if p == nil {
		return
	}
	if p.Hint != "" {
		r.text(CellW, y, p.Hint, colLookText, bold, W-CellW)
		return
	}
	x := r.hpBar(CellW, y)
	if len(p.Items) == 0 {
		r.text(x, y, "Pack: empty", colTextDim, regular, W-CellW)
		return
	}
	x = r.text(x, y, "Pack", colTextDim, regular, W-CellW) + CellW
	for i, k := range p.Items {
		name := itemShortNam[k]
		w := (4 + len(name)) * CellW
		if x+w > W-CellW {
			r.text(x, y, "...", colTextDim, regular, W)
			return
		}
		if i == p.Selected {
			r.cv.fill(x-CellW/2, y, x+w-CellW/2, y+CellH, colSelected)
		}
		x = r.text(x, y, string(rune('a'+i)), colAccent, bold, W)
		x += CellW / 2
		x = r.text(x, y, string(world.ItemGlyphs[k]), itemInk[k], bold, W) + CellW/2
		x = r.text(x, y, name, colText, regular, W) + CellW + CellW/2
	}
}
