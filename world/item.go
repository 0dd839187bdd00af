package world

import "strconv"

// ItemKind is what an item is. Values are part of the save format: append
// new kinds at the end.
type ItemKind uint8

// The items. Each works through the goblins' fields; the game (package
// game) holds the rules, this package only where they lie.
const (
	NoItem     ItemKind = iota
	Healing             // '!': restores hit points
	Noisemaker          // '*': thrown; goblins within walking distance go to look
	Smoke               // '%': a cloud that hides the player from goblins
	Fear                // '?': every goblin in view flees for a while
	Caltrops            // '^': thrown; an area goblins pay more to cross, and that hurts
	Pick                // '(': bores a short tunnel through rock
	Heart               // '&': the Heart of the Mountain, the goal of a run
	Javelin             // ')': thrown at a creature; it lands and is picked up again
	Blink               // '/': a wand of one charge: you blink to the far end of the goblins' flee map
	Spike               // '-': jams a door shut: the walkers' fields go round it
	NumItems
)

// ItemGlyphs are the items' characters on screen and in map files.
var ItemGlyphs = [NumItems]rune{Healing: '!', Noisemaker: '*', Smoke: '%', Fear: '?', Caltrops: '^', Pick: '(', Heart: '&',
	Javelin: ')', Blink: '/', Spike: '-'}

// ItemNames are the items' names in messages.
var ItemNames = [NumItems]string{
	NoItem: "nothing", Healing: "healing draught", Noisemaker: "noisemaker", Smoke: "smoke bomb",
	Fear: "scroll of fear", Caltrops: "caltrops", Pick: "pick", Heart: "Heart of the Mountain",
	Javelin: "javelin", Blink: "wand of blinking", Spike: "iron spike",
}

// String is the item's name ("smoke bomb"), or "item(N)" for a value that
// is not an item.
func (k ItemKind) String() string {
	if k >= NumItems {
		return "item(" + strconv.Itoa(int(k)) + ")"
	}
	return ItemNames[k]
}

// ItemByGlyph returns the item a map-file character stands for.
func ItemByGlyph(r rune) (ItemKind, bool) {
	for k, g := range ItemGlyphs {
		if g == r && g != 0 {
			return ItemKind(k), true
		}
	}
	return NoItem, false
}

// Toward is the 8-way unit step from p in the direction of q (0,0 when
// q is p): where a thrown thing or a dug tunnel heads.
func (p Pos) Toward(q Pos) Pos { return Pos{X: isign(q.X - p.X), Y: isign(q.Y - p.Y)} }

// Item is an item lying on a cell.
type Item struct {
	Kind ItemKind
	Pos  Pos
}

// ItemAt returns the index in l.Items of the first item at p, or -1.
func (l *Level) ItemAt(p Pos) int {
	for i, it := range l.Items {
		if it.Pos == p {
			return i
		}
	}
	return -1
}

// EffectKind is a lasting effect on an area of a level.
type EffectKind uint8

// The effects. Values are part of the save format.
const (
	SmokeCloud  EffectKind = iota + 1 // hides the player standing in it
	CaltropArea                       // costs goblins more to enter, and hurts them
	JammedDoor                        // a closed door spiked shut (R 0): walkers cannot open it
)

// Effect is an area effect: every cell within R 8-way steps of At, for
// Turns more turns.
type Effect struct {
	Kind  EffectKind
	At    Pos
	R     int
	Turns int
}

// Covers reports whether p lies in the effect's area.
func (e Effect) Covers(p Pos) bool {
	dx, dy := p.X-e.At.X, p.Y-e.At.Y
	return dx >= -e.R && dx <= e.R && dy >= -e.R && dy <= e.R
}

// EffectAt reports whether an effect of kind k covers p.
func (l *Level) EffectAt(k EffectKind, p Pos) bool {
	for _, e := range l.Effects {
		if e.Kind == k && e.Covers(p) {
			return true
		}
	}
	return false
}

// Line appends to dst the cells from a (excluded) to b (included) along
// Bresenham's line taken one orthogonal step at a time (a staircase,
// never a diagonal step): the way a thrown thing flies and the aim draws
// it, so what the player is shown is the way it goes, and nothing flies
// diagonally between two corners, as nothing steps or strikes there.
func Line(a, b Pos, dst []Pos) []Pos {
	dx, dy := Abs(b.X-a.X), -Abs(b.Y-a.Y)
	s := a.Toward(b)
	e := dx + dy
	for p := a; p != b; {
		if e2 := 2 * e; e2 >= dy {
			e += dy
			p.X += s.X
		} else {
			e += dx
			p.Y += s.Y
		}
		dst = append(dst, p)
	}
	return dst
}
