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
	NumItems
)

// ItemGlyphs are the items' characters on screen and in map files.
var ItemGlyphs = [NumItems]rune{Healing: '!', Noisemaker: '*', Smoke: '%', Fear: '?', Caltrops: '^', Pick: '(', Heart: '&'}

// ItemNames are the items' names in messages.
var ItemNames = [NumItems]string{
	NoItem: "nothing", Healing: "healing draught", Noisemaker: "noisemaker", Smoke: "smoke bomb",
	Fear: "scroll of fear", Caltrops: "caltrops", Pick: "pick", Heart: "Heart of the Mountain",
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
