package world

import (
	"bytes"
	"fmt"
	"unicode/utf8"
)

// MaxSide is the largest width or height of a level anything accepts: map
// files, the sandbox, saves. It bounds what a level costs (a 4096 x 4096
// level is 16.8 million cells, about 20 bytes each with the game's fields)
// and keeps every cell index and product of sizes well inside an int32.
const MaxSide = 1 << 12

// The most gold piles, items and creatures a map file (or the sandbox's
// drawing) may hold. What a level costs grows with what is on it as well
// as with its cells: every pile of gold is a goal of the greedy field
// (tens of bytes each in a scan), every creature thinks each turn. A 4096
// x 4096 map of nothing but goblins took 4.4 GB and a minute for one
// turn, one of nothing but gold 2.6 GB for one field; within these bounds
// the largest map costs what its cells do. The game's own levels hold
// far fewer.
const (
	MaxMapGold      = 1 << 20
	MaxMapItems     = 1 << 16
	MaxMapCreatures = 10_000
)

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

// Placed is a creature letter found in a map file, where it stands and
// what it stands for; the caller (`downhill sim`, the sandbox) makes the
// creature.
type Placed struct {
	Letter  rune
	Pos     Pos
	Kind    Kind
	Variant Variant
}

// MapFile is a parsed map file: a level plus the special cells the text
// marks, so the callers (`downhill field`, `downhill sim`) can seed goals
// and creatures without scanning the grid again.
type MapFile struct {
	Level     *Level   // grid with tiles and hardness, MapFileGold on each `$`, the items
	Player    Pos      // the `@`, or X = -1 when the map has none
	Gold      []Pos    // every `$`, in reading order
	Creatures []Placed // every creature letter, in reading order
}

// ParseMap reads a map text in the map alphabet (Alphabet): one row per
// line, every row the same width, at most MaxSide rows of MaxSide
// characters. Letters listed in creatures (CreatureLetters for the
// simulator, "" for the field command) are creatures standing on floor;
// other creature letters are unknown characters. A trailing "\n" or
// "\r\n" ends the last row; a final empty line is not a row.
//
// Every problem is a *MapError naming name and the line and column of the
// first one in reading order: an unknown character at its column, a
// ragged row at the first character past the expected width (1 for a short
// row), a row or a line past MaxSide at its first character, an empty file
// at 1:1, a second `@` or `&` where it stands. The whole text is checked
// before the level is made, so what a file costs is bounded by its size.
// Whether a map without goals is usable is the caller's decision.
func ParseMap(name string, data []byte, creatures string) (*MapFile, error) {
	errAt := func(line, col int, format string, a ...any) error {
		return &MapError{File: name, Line: line, Col: col, Msg: fmt.Sprintf(format, a...)}
	}
	if len(data) == 0 {
		return nil, errAt(1, 1, "empty map file")
	}
	var allowed [128]bool
	for _, r := range creatures {
		if s, ok := Lookup(r); ok && s.What == IsCreature {
			allowed[r] = true
		}
	}
	// First pass: every row's characters and width, in reading order.
	// After it every row is width ASCII characters of the alphabet.
	rows := make([][]byte, 0, min(bytes.Count(data, []byte{'\n'})+1, MaxSide))
	width := -1
	var golds, items, placed int // counted against MaxMapGold, MaxMapItems, MaxMapCreatures
	player, heart := Pos{-1, -1}, Pos{-1, -1}
	for lo := 0; lo < len(data); {
		y := len(rows)
		line := y + 1
		hi := len(data)
		if i := bytes.IndexByte(data[lo:], '\n'); i >= 0 {
			hi = lo + i
		}
		end := hi
		if end > lo && data[end-1] == '\r' && hi < len(data) {
			end--
		}
		row := data[lo:end]
		lo = hi + 1
		if y == MaxSide {
			return nil, errAt(line, 1, "more than %d rows: a level is at most %d x %d cells", MaxSide, MaxSide, MaxSide)
		}
		x := 0
		for i := 0; i < len(row); x++ {
			ch, size := utf8.DecodeRune(row[i:])
			i += size
			switch {
			case width < 0 && x == MaxSide:
				return nil, errAt(line, x+1, "row is wider than %d characters: a level is at most %d x %d cells", MaxSide, MaxSide, MaxSide)
			case width >= 0 && x >= width:
				return nil, errAt(line, x+1, "row is %d characters wide, want %d like the first row", utf8.RuneCount(row), width)
			}
			s, ok := Lookup(ch)
			switch {
			case !ok || s.What == IsCreature && !allowed[ch]:
				if ch == utf8.RuneError && size == 1 {
					return nil, errAt(line, x+1, "invalid UTF-8 byte %#02x", row[i-1])
				}
				return nil, errAt(line, x+1, "unknown character %q", ch)
			case s.What == IsPlayer:
				if player.X >= 0 {
					return nil, errAt(line, x+1, "second player %q (the first is at %d:%d)", ch, player.Y+1, player.X+1)
				}
				player = Pos{x, y}
			case s.What == IsItem && s.Item == Heart:
				if heart.X >= 0 {
					return nil, errAt(line, x+1, "second Heart %q (the first is at %d:%d): a run has one", ch, heart.Y+1, heart.X+1)
				}
				heart = Pos{x, y}
			}
			switch {
			case s.What == IsGold && golds == MaxMapGold:
				return nil, errAt(line, x+1, "more than %d piles of gold: a map holds at most %d", MaxMapGold, MaxMapGold)
			case s.What == IsItem && items == MaxMapItems:
				return nil, errAt(line, x+1, "more than %d items: a map holds at most %d", MaxMapItems, MaxMapItems)
			case s.What == IsCreature && placed == MaxMapCreatures:
				return nil, errAt(line, x+1, "more than %d creatures: a map holds at most %d", MaxMapCreatures, MaxMapCreatures)
			case s.What == IsGold:
				golds++
			case s.What == IsItem:
				items++
			case s.What == IsCreature:
				placed++
			}
		}
		switch {
		case width < 0 && x == 0:
			return nil, errAt(1, 1, "empty first row")
		case width < 0:
			width = x
		case x == 0:
			return nil, errAt(line, 1, "empty row, want %d characters like the first row", width)
		case x < width:
			return nil, errAt(line, 1, "row is %d characters wide, want %d like the first row", x, width)
		}
		rows = append(rows, row)
	}
	// Second pass: the level.
	g := NewGrid(width, len(rows))
	l := NewLevel(g)
	l.Generator = HandDrawn
	m := &MapFile{Level: l, Player: player}
	for y, row := range rows {
		for x, c := range row {
			s := alphabet[symbolIndex[c]-1]
			p := Pos{x, y}
			switch s.What {
			case IsRock:
				g.SetRock(x, y, RockHardness(int(c-'0')))
				continue
			case IsTile:
				g.Set(x, y, s.Tile)
			default:
				g.Set(x, y, Floor)
			}
			switch s.What {
			case IsPlayer:
				l.Start = p
			case IsGold:
				m.Gold = append(m.Gold, p)
				l.Gold[g.Index(x, y)] = MapFileGold
			case IsItem:
				l.Items = append(l.Items, Item{Kind: s.Item, Pos: p})
			case IsCreature:
				m.Creatures = append(m.Creatures, Placed{Letter: s.Char, Pos: p, Kind: s.Kind, Variant: s.Variant})
			}
			switch {
			case s.Tile == Stairs && l.Stairs.X < 0:
				l.Stairs = p
			case s.Tile == UpStairs && l.Up.X < 0:
				l.Up = p
			}
		}
	}
	return m, nil
}
