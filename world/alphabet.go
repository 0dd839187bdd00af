package world

import (
	"fmt"
	"strings"
)

// The map alphabet: the characters of map files (`downhill field`,
// `downhill sim -map`, the sandbox's drawings), one cell each. ParseMap
// reads it and FormatMap writes it, both from the table Alphabet returns,
// and the docs (`downhill sim -h`, testdata/sim/README.md) print it, so a
// character has one meaning everywhere.

// HardnessPerDigit is the hardness of rock per digit: rock digit d (1-9)
// is hardness d x HardnessPerDigit, so 9 is the hardest rock short of a
// wall (252 of 255) and the digits span the tunnelers' costs evenly.
const HardnessPerDigit = 28

// MapFileGold is the gold lying on each `$` of a map file. The map text has
// no room for amounts, and one fixed amount keeps `downhill sim` runs on a
// hand-drawn map comparable.
const MapFileGold = 10

// goldChar is the character of gold lying on floor.
const goldChar = '$'

// What says what kind of thing a map character stands for.
type What uint8

// The kinds of map characters. Everything but a tile or rock stands on
// floor.
const (
	IsTile     What = iota // a tile (Symbol.Tile)
	IsRock                 // rock whose hardness is the digit x HardnessPerDigit
	IsPlayer               // the player
	IsGold                 // MapFileGold gold
	IsCreature             // a creature (Symbol.Kind, in Symbol.Variant)
	IsItem                 // an item (Symbol.Item)
)

// Variant is a creature's state as a map file gives it: the letters of
// the plain kinds, and two more for goblins that start wounded or asleep.
type Variant uint8

// The variants.
const (
	Plain    Variant = iota // full hit points, hunting
	Wounded                 // at the hit points it flees at (Kind.FleeHP): it runs for its life
	Sleeping                // asleep until it hears the player
)

// Symbol is one character of the map alphabet and what it stands for.
type Symbol struct {
	Char    rune
	What    What
	Tile    Tile     // the tile laid (floor under everything but tiles and rock)
	Item    ItemKind // IsItem: the item lying there
	Kind    Kind     // IsCreature: the creature standing there
	Variant Variant  // IsCreature: its state
	Says    string   // what it means, in the docs' words
}

// tileChars are the tiles' characters (rock is written as its digit).
var tileChars = [...]rune{
	Wall: '#', Floor: '.', Door: '+', OpenDoor: '\'', Shallow: '~', Deep: '=', Snow: ',',
	Rock: '1', Stairs: '>', UpStairs: '<',
}

// Every tile has its character: otherwise this does not compile.
var _ [0]struct{} = [len(tileChars) - int(NumTiles)]struct{}{}

// tileNotes are what the docs add to some tiles' names.
var tileNotes = map[Tile]string{
	Wall:     " (hardness 255)",
	Rock:     fmt.Sprintf(" (hardness digit x %d)", HardnessPerDigit),
	UpStairs: " (on depth 1: the way out)",
}

// variants are the extra goblin letters, with their docs' words.
var variants = []Symbol{
	{Char: 'w', What: IsCreature, Kind: Goblin, Variant: Wounded, Says: "wounded goblin (at the quarter of its HP where it flees)"},
	{Char: 'z', What: IsCreature, Kind: Goblin, Variant: Sleeping, Says: "sleeping goblin"},
}

// alphabet is every character in the docs' order: tiles, rock digits,
// the player and gold, the creatures, the items.
var alphabet = func() []Symbol {
	var a []Symbol
	for _, t := range []Tile{Wall, Floor, Door, OpenDoor, Shallow, Deep, Snow, Stairs, UpStairs} {
		a = append(a, Symbol{Char: tileChars[t], What: IsTile, Tile: t, Says: t.String() + tileNotes[t]})
	}
	for d := '1'; d <= '9'; d++ {
		a = append(a, Symbol{Char: d, What: IsRock, Tile: Rock, Says: Rock.String() + tileNotes[Rock]})
	}
	a = append(a,
		Symbol{Char: KindFacts[Player].Glyph, What: IsPlayer, Tile: Floor, Kind: Player, Says: "the player"},
		Symbol{Char: goldChar, What: IsGold, Tile: Floor, Says: fmt.Sprintf("gold (%d)", MapFileGold)})
	for k := Goblin; k < NumKinds; k++ {
		a = append(a, Symbol{Char: KindFacts[k].Glyph, What: IsCreature, Tile: Floor, Kind: k, Says: KindFacts[k].Name})
	}
	for _, v := range variants {
		v.Tile = Floor
		a = append(a, v)
	}
	for k := NoItem + 1; k < NumItems; k++ {
		say := ItemNames[k]
		if k == Heart {
			say = "the " + say
		}
		a = append(a, Symbol{Char: ItemGlyphs[k], What: IsItem, Tile: Floor, Item: k, Says: say})
	}
	return a
}()

// symbolIndex maps an ASCII character to its index in alphabet plus one (0:
// not in the alphabet). Every map character is ASCII.
var symbolIndex = func() (t [128]uint8) {
	for i, s := range alphabet {
		if s.Char >= 128 || t[s.Char] != 0 {
			panic(fmt.Sprintf("world: map character %q is not ASCII or has two meanings", s.Char))
		}
		t[s.Char] = uint8(i + 1)
	}
	return t
}()

// Alphabet is every character of map files and what it stands for, in
// the order the docs list them. The slice is the caller's.
func Alphabet() []Symbol { return append([]Symbol(nil), alphabet...) }

// Lookup returns the symbol of map character r.
func Lookup(r rune) (Symbol, bool) {
	if r < 0 || r >= 128 || symbolIndex[r] == 0 {
		return Symbol{}, false
	}
	return alphabet[symbolIndex[r]-1], true
}

// CreatureLetters are the creature letters of the alphabet ("gGatnwz"):
// pass them to ParseMap to accept every creature.
var CreatureLetters = func() string {
	var b strings.Builder
	for _, s := range alphabet {
		if s.What == IsCreature {
			b.WriteRune(s.Char)
		}
	}
	return b.String()
}()

// RockHardness is the hardness of rock digit d (1-9).
func RockHardness(d int) uint8 { return uint8(d * HardnessPerDigit) }

// RockDigit is the digit that writes rock of hardness h: h /
// HardnessPerDigit rounded down, kept within 1-9, so that soft rock stays
// rock and a digit reads back as the hardness it stands for.
func RockDigit(h uint8) rune { return '0' + rune(min(max(int(h)/HardnessPerDigit, 1), 9)) }

// Letter is the map letter of creature e as it is now: its kind's glyph,
// or a goblin's variant ('z' asleep, 'w' at the hit points it flees at or
// below), so a printed level reads back as the same scenario.
func (s *Store) Letter(e Entity) rune {
	k := s.Kind[e]
	if k == Goblin {
		switch {
		case s.Mind[e] == Asleep:
			return variantChar(Sleeping)
		case s.HP[e] <= k.FleeHP(s.MaxHP[e]):
			return variantChar(Wounded)
		}
	}
	return KindFacts[k].Glyph
}

// variantChar is the goblin letter of variant v.
func variantChar(v Variant) rune {
	for _, s := range variants {
		if s.Variant == v {
			return s.Char
		}
	}
	return KindFacts[Goblin].Glyph
}

// SetVariant puts creature e, just added, in the state variant v gives it.
func (s *Store) SetVariant(e Entity, v Variant) {
	switch v {
	case Wounded:
		s.HP[e] = s.Kind[e].FleeHP(s.MaxHP[e])
	case Sleeping:
		s.Mind[e] = Asleep
	}
}

// FormatMap writes level l in the map alphabet, one row per line, each
// ended by "\n": tiles (rock as its digit, RockDigit), gold `$`, items by
// their glyphs (the first of a cell's) and the living creatures over them
// by their letters (Letter). A level ParseMap read formats back to the
// same text.
func FormatMap(l *Level) []byte {
	gr := l.Grid
	stride := gr.W + 1
	out := make([]byte, stride*gr.H)
	for y := 0; y < gr.H; y++ {
		row := out[y*stride : (y+1)*stride]
		for x := range gr.W {
			i := gr.Index(x, y)
			switch t := gr.Tiles[i]; {
			case l.Gold[i] > 0:
				row[x] = goldChar
			case t == Rock:
				row[x] = byte(RockDigit(gr.Hard[i]))
			case t < NumTiles:
				row[x] = byte(tileChars[t])
			default:
				row[x] = '?'
			}
		}
		row[gr.W] = '\n'
	}
	for i := len(l.Items) - 1; i >= 0; i-- { // the first item of a cell is the one shown
		it := l.Items[i]
		if gr.In(it.Pos.X, it.Pos.Y) && it.Kind < NumItems {
			out[it.Pos.Y*stride+it.Pos.X] = byte(ItemGlyphs[it.Kind])
		}
	}
	s := l.Ents
	for e, alive := range s.Alive {
		if p := s.Pos[e]; alive && gr.In(p.X, p.Y) {
			out[p.Y*stride+p.X] = byte(s.Letter(Entity(e)))
		}
	}
	return out
}
