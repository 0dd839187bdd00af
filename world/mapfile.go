package world

import (
	"fmt"
	"unicode/utf8"
)

// MapFileGold is the gold lying on each `$` of a map file. The map text has
// no room for amounts, and one fixed amount keeps `downhill sim` runs on a
// hand-drawn map comparable.
const MapFileGold = 10

// MapError is a problem inside a map file, located so a person can jump to
// it: Error() is "FILE:LINE:COL: msg", 1-based, as compilers print it.
type MapError struct {
	File      string
	Line, Col int
	Msg       string
}

// Error formats the problem as FILE:LINE:COL: msg.
func (e *MapError) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

// Placed is a creature letter found in a map file and where it stands. The
// parser does not know what the letters mean; the caller (`downhill sim`)
// turns them into creatures.
type Placed struct {
	Letter rune
	Pos    Pos
}

// MapFile is a parsed map file: a level plus the special cells the text
// marks, so the callers (`downhill field`, `downhill sim`) can seed goals
// and creatures without scanning the grid again.
type MapFile struct {
	Level     *Level   // grid with tiles and hardness, MapFileGold on each `$`
	Player    Pos      // the `@`, or X = -1 when the map has none
	Gold      []Pos    // every `$`, in reading order
	Creatures []Placed // every creature letter, in reading order
}

// ParseMap reads a map text: one row per line, every row the same width.
//
//	#  wall (hardness 255)      .  floor           +  door
//	~  shallow water            =  deep water      >  stairs
//	@  the player, on floor     $  gold, on floor  1-9 rock of hardness digit x 28
//	,  snow                     '  an open door    <  up stairs
//	!  healing draught          *  noisemaker      %  smoke bomb
//	?  scroll of fear           ^  caltrops        (  pick
//	&  the Heart of the Mountain
//
// Items lie on floor.
// Letters listed in creatures (e.g. "gGatn" for the simulator, "" for the
// field command) are creatures standing on floor. A trailing "\n" or "\r\n"
// ends the last row; a final empty line is not a row. Every problem is a
// *MapError naming name and the line and column: an unknown character at its
// column, a ragged row at the first character past the expected width (1 for
// a short row), an empty file at 1:1, a second `@` where it stands. Whether a
// map without goals is usable is the caller's decision.
func ParseMap(name string, data []byte, creatures string) (*MapFile, error) {
	errAt := func(line, col int, format string, a ...any) error {
		return &MapError{File: name, Line: line, Col: col, Msg: fmt.Sprintf(format, a...)}
	}
	if len(data) == 0 {
		return nil, errAt(1, 1, "empty map file")
	}
	// Split into rows without allocating per line.
	type span struct{ lo, hi int }
	var rows []span
	for lo := 0; lo < len(data); {
		hi := lo
		for hi < len(data) && data[hi] != '\n' {
			hi++
		}
		end := hi
		if end > lo && data[end-1] == '\r' && hi < len(data) {
			end--
		}
		rows = append(rows, span{lo, end})
		lo = hi + 1
	}
	width := utf8.RuneCount(data[rows[0].lo:rows[0].hi])
	if width == 0 {
		return nil, errAt(1, 1, "empty first row")
	}
	h := len(rows)
	g := NewGrid(width, h)
	l := NewLevel(g)
	l.Kind = "file"
	m := &MapFile{Level: l, Player: Pos{-1, -1}}
	for y, r := range rows {
		line := y + 1
		row := data[r.lo:r.hi]
		x := 0
		for i := 0; i < len(row); x++ {
			ch, size := utf8.DecodeRune(row[i:])
			i += size
			if x >= width {
				return nil, errAt(line, x+1, "row is %d characters wide, want %d like the first row", utf8.RuneCount(row), width)
			}
			p := Pos{x, y}
			switch {
			case ch == '#':
				g.Set(x, y, Wall)
			case ch == '.':
				g.Set(x, y, Floor)
			case ch == '+':
				g.Set(x, y, Door)
			case ch == '~':
				g.Set(x, y, Shallow)
			case ch == '=':
				g.Set(x, y, Deep)
			case ch == ',':
				g.Set(x, y, Snow)
			case ch == '\'':
				g.Set(x, y, OpenDoor)
			case ch == '>':
				g.Set(x, y, Stairs)
				if l.Stairs.X < 0 {
					l.Stairs = p
				}
			case ch == '<':
				g.Set(x, y, UpStairs)
				if l.Up.X < 0 {
					l.Up = p
				}
			case ch == '@':
				if m.Player.X >= 0 {
					return nil, errAt(line, x+1, "second player '@' (the first is at %d:%d)", m.Player.Y+1, m.Player.X+1)
				}
				g.Set(x, y, Floor)
				m.Player = p
				l.Start = p
			case ch == '$':
				g.Set(x, y, Floor)
				m.Gold = append(m.Gold, p)
				l.Gold[g.Index(x, y)] = MapFileGold
			case isItem(ch):
				g.Set(x, y, Floor)
				k, _ := ItemByGlyph(ch)
				l.Items = append(l.Items, Item{Kind: k, Pos: p})
			case ch >= '1' && ch <= '9':
				g.SetRock(x, y, uint8(ch-'0')*28)
			case ch != utf8.RuneError && ch < utf8.RuneSelf && isLetter(ch) && containsRune(creatures, ch):
				g.Set(x, y, Floor)
				m.Creatures = append(m.Creatures, Placed{Letter: ch, Pos: p})
			default:
				if ch == utf8.RuneError && size == 1 {
					return nil, errAt(line, x+1, "invalid UTF-8 byte %#02x", row[i-1])
				}
				return nil, errAt(line, x+1, "unknown character %q", ch)
			}
		}
		if x < width {
			if x == 0 {
				return nil, errAt(line, 1, "empty row, want %d characters like the first row", width)
			}
			return nil, errAt(line, 1, "row is %d characters wide, want %d like the first row", x, width)
		}
	}
	return m, nil
}

func isItem(r rune) bool { _, ok := ItemByGlyph(r); return ok }

func isLetter(r rune) bool { return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' }

func containsRune(s string, r rune) bool {
	for _, c := range s {
		if c == r {
			return true
		}
	}
	return false
}
