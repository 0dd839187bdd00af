package render

import (
	"image"
	"strconv"

	"downhill/world"
)

// Sidebar is what the sidebar shows, as in Brogue: you (hit points as a
// bar, depth, gold, the Heart), your pack by its letters, then every
// creature in view (glyph, name, hit points as a bar, state of mind) and
// the items in view, nearest first; at the bottom, a few keys.
type Sidebar struct {
	// Compact draws it as one row over the map (narrow screens).
	Compact     bool
	Depth, Turn int
	HP, MaxHP   int
	Gold        int
	Heart       bool
	Note        string // under the gold: the swim budget while swimming
	Pack        []world.ItemKind
	Selected    int // the pack slot being aimed (-1: none)
	Entries     []SideEntry
	Hovered     int      // the entry highlighted (-1: none)
	Field       bool     // an overlay is on: its legend is shown (compact: on a row of its own)
	Footer      []string // the last rows: keys to remember
}

// SideEntry is a creature or an item in view.
type SideEntry struct {
	Glyph rune
	Ink   uint32 // the glyph's colour, 0xRRGGBB
	Name  string
	// HP and MaxHP draw a bar (MaxHP 0: an item, no bar); State is
	// written in the bar ("hunting", "asleep").
	HP, MaxHP int
	State     string
	At        world.Pos
}

// sideRow is where a part of the sidebar is: entry i (or -1) on rows y0
// to y1 (excluded).
type sideRow struct {
	entry  int
	y0, y1 int
}

// sideLayout is the rows of the sidebar's entries in rect, the same for
// drawing and for the mouse, and how many entries did not fit.
func sideLayout(sb *Sidebar, rect image.Rectangle) (rows []sideRow, top, bottom, hidden int) {
	top = rect.Min.Y + sideHeadRows(sb, rect)
	bottom = rect.Max.Y - len(sb.Footer) - 1
	y := top + 1
	for i, e := range sb.Entries {
		h := 1
		if e.MaxHP > 0 {
			h = 2
		}
		if y+h > bottom-1 && i < len(sb.Entries)-1 || y+h > bottom {
			hidden = len(sb.Entries) - i
			break
		}
		rows = append(rows, sideRow{entry: i, y0: y, y1: y + h})
		y += h
	}
	return rows, top, bottom, hidden
}

// sideText is the columns the sidebar in rect writes its text between
// (x0 to x1, excluded): a margin on the left, the border and a margin on
// the right. The layout and the drawing both read it, so the rows the
// layout counts for the pack are the rows it is drawn on.
func sideText(rect image.Rectangle) (x0, x1 int) {
	return rect.Min.X + 1, rect.Max.X - 2
}

// sideHeadRows is how many rows the part about you takes in the sidebar
// rect.
func sideHeadRows(sb *Sidebar, rect image.Rectangle) int {
	n := 4 // depth and turn, "You", the HP bar, gold
	if sb.Note != "" {
		n++
	}
	rows, _ := packRows(sb, rect)
	n += rows
	if sb.Field {
		n++
	}
	return n
}

// packCols is the width of one pack slot in the grid ("a! ").
const packCols = 3

// packRoomForCreatures is the rows a named pack must leave the creatures in
// view: the line over them and two entries of two rows.
const packRoomForCreatures = 5

// packRows is how many rows the pack takes in the sidebar rect, and
// whether each item has a row of its own, named (a letter and a glyph
// alone read as a list's "a)" label: the javelin's glyph is ')'). A
// sidebar too short for that, and for the creatures in view under it,
// gets the grid: each slot's letter and glyph, several to a row.
func packRows(sb *Sidebar, rect image.Rectangle) (rows int, named bool) {
	n := 0
	for _, k := range sb.Pack {
		if k != world.NoItem && k < world.NumItems {
			n++
		}
	}
	fixed := 4 // depth and turn, "You", the HP bar, gold
	if sb.Note != "" {
		fixed++
	}
	if sb.Field {
		fixed++
	}
	if rect.Dy()-len(sb.Footer)-1-fixed-max(1, n) >= packRoomForCreatures {
		return max(1, n), true
	}
	x0, x1 := sideText(rect)
	per := max((x1-x0-5)/packCols, 1)
	return max(1, (len(sb.Pack)+per-1)/per), false
}

// sidebar writes the sidebar (or its compact row).
func (r *renderer) sidebar() {
	sb, rect := r.s.Side, r.a.Side
	if sb == nil || rect.Empty() {
		return
	}
	if sb.Compact {
		r.compactSide(sb, rect)
		if l := r.a.Legend; !l.Empty() {
			r.g.fill(l.Min.X, l.Min.Y, l.Max.X, l.Max.Y, colBarBg)
			r.legend(l.Min.X+1, l.Max.X-1, l.Min.Y)
		}
		return
	}
	g := r.g
	g.fill(rect.Min.X, rect.Min.Y, rect.Max.X, rect.Max.Y, colSideBg)
	for y := rect.Min.Y; y < rect.Max.Y; y++ {
		g.set(rect.Max.X-1, y, look{bg: colSideBg, fg: colBarLine, glyph: '│'})
	}
	x0, x1 := sideText(rect)
	cols := x1 - x0
	y := rect.Min.Y
	turn := "Turn " + strconv.Itoa(sb.Turn)
	g.text(x0, y, "Depth "+strconv.Itoa(sb.Depth), colText, bold, x1)
	g.text(x1-len(turn), y, turn, colTextDim, regular, x1)
	y++
	g.text(x0, y, "@", colText, bold, x1)
	g.text(x0+2, y, "You", colText, bold, x1)
	y++
	hpInk, hpLabel := colHPGood, "Health "+strconv.Itoa(max(sb.HP, 0))+"/"+strconv.Itoa(sb.MaxHP)
	if world.LowHealth(sb.HP, sb.MaxHP) {
		hpInk, hpLabel = colHPLow, hpLabel+"  low!"
	}
	g.bar(x0, y, cols, frac(sb.HP, sb.MaxHP), scale(hpInk, 0.55), colHPBack, hpLabel, colText)
	y++
	x := g.text(x0, y, "Gold ", colTextDim, regular, x1)
	g.text(x, y, strconv.Itoa(sb.Gold), colGold, bold, x1)
	if sb.Heart {
		g.text(x1-11, y, "& the Heart", colHeart, bold, x1)
	}
	y++
	if sb.Note != "" {
		g.text(x0, y, abbrev(sb.Note, cols), colTextDim, regular, x1)
		y++
	}
	y = r.sidePack(sb, rect, y)
	if sb.Field {
		r.legend(x0, x1, y)
		y++
	}
	rows, top, bottom, hidden := sideLayout(sb, rect) // top is y: sideHeadRows counts the rows above
	for x := x0; x < x1; x++ {
		g.set(x, top, look{bg: colSideBg, fg: colBarLine, glyph: '─'})
	}
	for _, row := range rows {
		r.sideEntry(sb, row, x0, x1)
	}
	if hidden > 0 {
		g.text(x0, bottom-1, "+"+strconv.Itoa(hidden)+" more in view", colTextFade, regular, x1)
	}
	for x := x0; x < x1; x++ {
		g.set(x, bottom, look{bg: colSideBg, fg: colBarLine, glyph: '─'})
	}
	for i, f := range sb.Footer {
		g.text(x0, bottom+1+i, abbrev(f, cols), colTextFade, regular, x1)
	}
}

// sidePack writes the pack from row y of the sidebar rect: "Pack" and
// every item, named on a row of its own (as the pack dialog names it) or,
// in a short sidebar, as a grid of letters and glyphs (packRows); it
// returns the next row.
func (r *renderer) sidePack(sb *Sidebar, rect image.Rectangle, y int) int {
	g := r.g
	x0, x1 := sideText(rect)
	rows, named := packRows(sb, rect)
	g.text(x0, y, "Pack", colTextDim, regular, x1)
	per := max((x1-x0-5)/packCols, 1)
	row := 0
	for i, k := range sb.Pack {
		if k == world.NoItem || k >= world.NumItems {
			continue // an empty slot: the letters after it stay
		}
		x, yy, w := x0+5+(i%per)*packCols, y+i/per, 2
		if named {
			x, yy, w = x0+5, y+row, x1-x0-5
			row++
		}
		if i == sb.Selected {
			g.fill(x, yy, x+w, yy+1, colSelected)
		}
		g.text(x, yy, string(rune('a'+i)), colAccent, bold, x1)
		ik := colItem
		if itemInk[k] != (rgb{}) {
			ik = itemInk[k]
		}
		if !named {
			g.text(x+1, yy, string(world.ItemGlyphs[k]), ik, bold, x1)
			continue
		}
		g.text(x+2, yy, string(world.ItemGlyphs[k]), ik, bold, x1)
		g.text(x+4, yy, abbrev(world.ItemNames[k], x1-x-4), colText, regular, x1)
	}
	if len(sb.Pack) == 0 {
		g.text(x0+5, y, "empty", colTextFade, regular, x1)
	}
	return y + rows
}

// sideEntry writes one creature or item in view.
func (r *renderer) sideEntry(sb *Sidebar, row sideRow, x0, x1 int) {
	g := r.g
	e := sb.Entries[row.entry]
	bg := colSideBg
	if row.entry == sb.Hovered {
		bg = colSideHover
		g.fill(x0-1, row.y0, x1+1, row.y1, bg)
	}
	ink := hex(e.Ink)
	g.set(x0, row.y0, look{bg: bg, fg: ink, glyph: e.Glyph, fc: bold})
	g.text(x0+2, row.y0, abbrev(e.Name, x1-x0-2), colText, regular, x1)
	if e.MaxHP > 0 {
		c := colHPGood
		if world.LowHealth(e.HP, e.MaxHP) {
			c = colHPLow
		}
		g.bar(x0+2, row.y0+1, x1-x0-2, frac(e.HP, e.MaxHP), scale(c, 0.5), colHPBack, e.State, colText)
	}
}

// compactSide writes the sidebar as one row: the HP bar, depth, gold,
// the Heart and the pack's letters, as much as fits.
func (r *renderer) compactSide(sb *Sidebar, rect image.Rectangle) {
	g := r.g
	g.fill(rect.Min.X, rect.Min.Y, rect.Max.X, rect.Max.Y, colBarBg)
	x0, x1, y := rect.Min.X+1, rect.Max.X-1, rect.Min.Y
	c := colHPGood
	if world.LowHealth(sb.HP, sb.MaxHP) {
		c = colHPLow
	}
	w := min(12, x1-x0)
	g.bar(x0, y, w, frac(sb.HP, sb.MaxHP), scale(c, 0.55), colHPBack, "HP "+strconv.Itoa(max(sb.HP, 0))+"/"+strconv.Itoa(sb.MaxHP), colText)
	x := x0 + w + 1
	for _, part := range []struct {
		s string
		c rgb
	}{{"D" + strconv.Itoa(sb.Depth), colText}, {"$" + strconv.Itoa(sb.Gold), colGold}} {
		if x+len(part.s) > x1 {
			return
		}
		x = g.text(x, y, part.s, part.c, bold, x1) + 1
	}
	if sb.Heart && x+1 <= x1 {
		x = g.text(x, y, "&", colHeart, bold, x1) + 1
	}
	for i, k := range sb.Pack {
		if x+2 > x1 || k >= world.NumItems {
			return
		}
		if k == world.NoItem {
			continue
		}
		g.text(x, y, string(rune('a'+i)), colAccent, bold, x1)
		g.text(x+1, y, string(world.ItemGlyphs[k]), itemInk[k], bold, x1)
		x += 3
	}
}

// SideEntryAt returns the index of the sidebar entry under frame pixel pt
// of a frame drawn from s, or -1.
func SideEntryAt(s *Scene, pt image.Point) int {
	if s.Side == nil || s.Side.Compact {
		return -1
	}
	a := Arranged(s)
	c := a.CellOf(pt)
	if !c.In(a.Side) {
		return -1
	}
	rows, _, _, _ := sideLayout(s.Side, a.Side)
	for _, row := range rows {
		if c.Y >= row.y0 && c.Y < row.y1 {
			return row.entry
		}
	}
	return -1
}

// frac is hp/max in [0,1] (0 without a maximum).
func frac(hp, maxHP int) float64 {
	if maxHP <= 0 {
		return 0
	}
	return min(max(float64(hp)/float64(maxHP), 0), 1)
}
