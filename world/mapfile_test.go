package world

import (
	"bytes"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"
)

func TestParseMap(t *testing.T) {
	text := "#####\n#@$g#\n#+~=#\n#>19#\n#,'.#\n#####\n"
	m, err := ParseMap("a.map", []byte(text), "gG")
	if err != nil {
		t.Fatal(err)
	}
	g := m.Level.Grid
	if g.W != 5 || g.H != 6 {
		t.Fatalf("size %dx%d, want 5x6", g.W, g.H)
	}
	if m.Player != (Pos{1, 1}) || m.Level.Start != m.Player {
		t.Errorf("player %v start %v, want 1,1", m.Player, m.Level.Start)
	}
	if len(m.Gold) != 1 || m.Gold[0] != (Pos{2, 1}) || m.Level.Gold[g.Index(2, 1)] != MapFileGold {
		t.Errorf("gold %v", m.Gold)
	}
	if len(m.Creatures) != 1 || m.Creatures[0] != (Placed{'g', Pos{3, 1}, Goblin, Plain}) {
		t.Errorf("creatures %v", m.Creatures)
	}
	if m.Level.Stairs != (Pos{1, 3}) {
		t.Errorf("stairs %v", m.Level.Stairs)
	}
	want := []struct {
		x, y int
		t    Tile
		h    uint8
	}{
		{0, 0, Wall, 255}, {1, 1, Floor, 0}, {2, 1, Floor, 0}, {3, 1, Floor, 0},
		{1, 2, Door, 0}, {2, 2, Shallow, 0}, {3, 2, Deep, 0},
		{1, 3, Stairs, 0}, {2, 3, Rock, 28}, {3, 3, Rock, 252},
		{1, 4, Snow, 0}, {2, 4, OpenDoor, 0}, {3, 4, Floor, 0},
	}
	for _, c := range want {
		i := g.Index(c.x, c.y)
		if g.Tiles[i] != c.t || g.Hard[i] != c.h {
			t.Errorf("%d,%d = tile %d hardness %d, want %d %d", c.x, c.y, g.Tiles[i], g.Hard[i], c.t, c.h)
		}
	}
	// CRLF line ends, no trailing newline, no player.
	m, err = ParseMap("b.map", []byte("..\r\n.$"), "")
	if err != nil {
		t.Fatal(err)
	}
	if m.Player.X != -1 || m.Level.Grid.W != 2 || m.Level.Grid.H != 2 || len(m.Gold) != 1 {
		t.Errorf("crlf map: player %v size %dx%d gold %v", m.Player, m.Level.Grid.W, m.Level.Grid.H, m.Gold)
	}
}

func TestParseMapErrors(t *testing.T) {
	cases := []struct{ text, creatures, want string }{
		{"", "", "m:1:1: empty map file"},
		{"\n", "", "m:1:1: empty first row"},
		{"###\n#@#\n####\n", "", "m:3:4: row is 4 characters wide, want 3 like the first row"},
		{"###\n#@\n###\n", "", "m:2:1: row is 2 characters wide, want 3 like the first row"},
		{"###\n\n###\n", "", "m:2:1: empty row, want 3 characters like the first row"},
		{"###\n#@#\n###\n\n", "", "m:4:1: empty row, want 3 characters like the first row"},
		{"###\n#@x\n###\n", "", `m:2:3: unknown character 'x'`},
		{"###\n#g#\n###\n", "", `m:2:2: unknown character 'g'`},
		{"###\n#g#\n###\n", "G", `m:2:2: unknown character 'g'`},
		{"#0#\n", "", `m:1:2: unknown character '0'`},
		{"#\t#\n", "", `m:1:2: unknown character '\t'`},
		{"##é#\n", "", `m:1:3: unknown character 'é'`},
		{"#.\xff#\n", "", `m:1:3: invalid UTF-8 byte 0xff`},
		{"..\r", "", `m:1:3: unknown character '\r'`},
		{"@.@\n", "", "m:1:3: second player '@' (the first is at 1:1)"},
		{"&..\n..&\n", "", "m:2:3: second Heart '&' (the first is at 1:1): a run has one"},
		{strings.Repeat("#", MaxSide+1) + "\n", "", "m:1:4097: row is wider than 4096 characters: a level is at most 4096 x 4096 cells"},
		{strings.Repeat("#\n", MaxSide+1), "", "m:4097:1: more than 4096 rows: a level is at most 4096 x 4096 cells"},
		{"###\n" + strings.Repeat("#\n", MaxSide+1), "", "m:2:1: row is 1 characters wide, want 3 like the first row"},
	}
	for _, c := range cases {
		_, err := ParseMap("m", []byte(c.text), c.creatures)
		var me *MapError
		if err == nil || !errors.As(err, &me) {
			t.Errorf("%q: error %v, want a *MapError", c.text, err)
			continue
		}
		if err.Error() != c.want {
			t.Errorf("%q: error %q, want %q", c.text, err, c.want)
		}
	}
}

// placeAll adds the player and the creatures a map file names to its
// level, in their variants, as a game would: then FormatMap writes the
// whole file back.
func placeAll(m *MapFile) {
	s := m.Level.Ents
	if m.Player.X >= 0 {
		s.Add(Player, m.Player, KindFacts[Player].HP)
	}
	for _, c := range m.Creatures {
		s.SetVariant(s.Add(c.Kind, c.Pos, KindFacts[c.Kind].HP), c.Variant)
	}
}

// TestMapAlphabetRoundTrip puts every character of the alphabet in a map,
// reads it and writes it back: the same text, and each character means
// what its symbol says.
func TestMapAlphabetRoundTrip(t *testing.T) {
	for _, sym := range Alphabet() {
		text := "..." + string(sym.Char) + "\n"
		m, err := ParseMap("one", []byte(text), CreatureLetters)
		if err != nil {
			t.Errorf("%q: %v", sym.Char, err)
			continue
		}
		l := m.Level
		i := l.Grid.Index(3, 0)
		switch sym.What {
		case IsTile:
			if l.Grid.Tiles[i] != sym.Tile {
				t.Errorf("%q: tile %d, want %d", sym.Char, l.Grid.Tiles[i], sym.Tile)
			}
		case IsRock:
			if h := l.Grid.Hard[i]; l.Grid.Tiles[i] != Rock || h != uint8(sym.Char-'0')*HardnessPerDigit || RockDigit(h) != sym.Char {
				t.Errorf("%q: tile %d hardness %d", sym.Char, l.Grid.Tiles[i], h)
			}
		case IsPlayer:
			if m.Player != (Pos{3, 0}) {
				t.Errorf("%q: player at %v", sym.Char, m.Player)
			}
		case IsGold:
			if l.Gold[i] != MapFileGold {
				t.Errorf("%q: %d gold", sym.Char, l.Gold[i])
			}
		case IsItem:
			if len(l.Items) != 1 || l.Items[0].Kind != sym.Item {
				t.Errorf("%q: items %v", sym.Char, l.Items)
			}
		case IsCreature:
			if len(m.Creatures) != 1 || m.Creatures[0].Kind != sym.Kind || m.Creatures[0].Variant != sym.Variant {
				t.Errorf("%q: creatures %v", sym.Char, m.Creatures)
			}
		}
		if sym.What != IsTile && sym.What != IsRock && l.Grid.Tiles[i] != Floor {
			t.Errorf("%q stands on tile %d, want floor", sym.Char, l.Grid.Tiles[i])
		}
		placeAll(m)
		if got := string(FormatMap(l)); got != text {
			t.Errorf("%q: written back as %q", sym.Char, got)
		}
		if sym.Says == "" {
			t.Errorf("%q has no words for the docs", sym.Char)
		}
	}
	// Every tile, item and creature kind has its character.
	has := map[string]bool{}
	for _, sym := range Alphabet() {
		has[sym.key()] = true
	}
	for tl := Tile(0); tl < NumTiles; tl++ {
		if !has[(Symbol{What: IsTile, Tile: tl}).key()] && tl != Rock {
			t.Errorf("tile %d has no map character", tl)
		}
	}
	for k := NoItem + 1; k < NumItems; k++ {
		if !has[(Symbol{What: IsItem, Item: k}).key()] {
			t.Errorf("item %d has no map character", k)
		}
	}
	for k := Goblin; k < NumKinds; k++ {
		if !has[(Symbol{What: IsCreature, Kind: k}).key()] {
			t.Errorf("kind %v has no map letter", k)
		}
	}
}

// key identifies what a symbol stands for, its character aside.
func (s Symbol) key() string {
	switch s.What {
	case IsTile:
		return "tile " + string(rune('A'+s.Tile))
	case IsItem:
		return "item " + string(rune('A'+s.Item))
	case IsCreature:
		return "creature " + s.Kind.String() + string(rune('0'+s.Variant))
	}
	return string(rune('0' + s.What))
}

// TestParseMapChecksRowsBeforeAllocating: a file whose rows disagree
// with its first, or pass MaxSide, fails at its first bad row, having
// allocated about its own size: not its first row's width times its line
// count (a 200 KB file used to ask for gigabytes).
func TestParseMapChecksRowsBeforeAllocating(t *testing.T) {
	cases := []struct{ text, want string }{
		{strings.Repeat("#", 4000) + strings.Repeat("\n", 20000), "big:2:1: empty row, want 4000 characters like the first row"},
		{strings.Repeat("#", 4000) + "\n" + strings.Repeat("#\n", 20000), "big:2:1: row is 1 characters wide, want 4000 like the first row"},
		{strings.Repeat("##\n", 20000), "big:4097:1: more than 4096 rows: a level is at most 4096 x 4096 cells"},
		{strings.Repeat("#", 100000), "big:1:4097: row is wider than 4096 characters: a level is at most 4096 x 4096 cells"},
	}
	for _, c := range cases {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, err := ParseMap("big", []byte(c.text), "")
		runtime.ReadMemStats(&after)
		if err == nil || err.Error() != c.want {
			t.Errorf("%d bytes: error %v, want %s", len(c.text), err, c.want)
		}
		if got, limit := after.TotalAlloc-before.TotalAlloc, uint64(64<<10+4*len(c.text)); got > limit {
			t.Errorf("%s: %d bytes allocated for a %d-byte file (limit %d)", c.want, got, len(c.text), limit)
		}
	}
}

// TestParseMapAtTheLimit reads a level of MaxSide x MaxSide cells.
func TestParseMapAtTheLimit(t *testing.T) {
	row := "#" + strings.Repeat(".", MaxSide-2) + "#\n"
	text := strings.Repeat(row, MaxSide-1) + "@" + row[1:]
	m, err := ParseMap("limit", []byte(text), "")
	if err != nil {
		t.Fatal(err)
	}
	if g := m.Level.Grid; g.W != MaxSide || g.H != MaxSide || m.Player != (Pos{0, MaxSide - 1}) {
		t.Fatalf("%dx%d, player %v", g.W, g.H, m.Player)
	}
}

// FuzzParseMap: any input either parses into a consistent map that formats
// back to the same rows (FormatMap), or fails with a *MapError inside the
// text. Never a panic, and never more memory than a few times the text's
// size. The text is the input's first line repeated wide times, then the
// rest of it repeated tall times (each up to about a megabyte), so the
// fuzzer reaches rows and line counts past MaxSide in a few bytes.
func FuzzParseMap(f *testing.F) {
	for _, s := range []string{
		"#####\n#@.$#\n#+~=#\n#>19#\n#####\n",
		"..\r\n.$",
		"###\n#@\n###\n",
		"#g.a#\n#.@.#\n",
		"",
		"\n\n",
		"@.@\n",
		"#é\xff\n",
		"<!*%?^(&\n",
	} {
		f.Add([]byte(s), uint16(1), uint16(1))
	}
	f.Add([]byte("#\n\n"), uint16(5000), uint16(30000))
	f.Add([]byte("##\n#.\n"), uint16(2), uint16(3000))
	f.Fuzz(func(t *testing.T, data []byte, wide, tall uint16) {
		data = expand(data, int(wide), int(tall))
		m, err := ParseMap("fuzz", data, "ga")
		if err != nil {
			var me *MapError
			if !errors.As(err, &me) {
				t.Fatalf("error %v is not a *MapError", err)
			}
			lines := bytes.Count(data, []byte("\n")) + 1
			if me.Line < 1 || me.Col < 1 || me.Line > lines || me.Line > MaxSide+1 || me.Col > MaxSide+1 {
				t.Fatalf("error %v outside the text (%d lines)", err, lines)
			}
			return
		}
		g := m.Level.Grid
		if g.W < 1 || g.H < 1 || g.W > MaxSide || g.H > MaxSide || len(g.Tiles) != g.W*g.H || g.W*g.H > len(data) {
			t.Fatalf("bad size %dx%d from %d bytes", g.W, g.H, len(data))
		}
		norm := strings.ReplaceAll(string(data), "\r\n", "\n")
		if !strings.HasSuffix(norm, "\n") {
			norm += "\n"
		}
		placeAll(m)
		if got := string(FormatMap(m.Level)); got != norm {
			t.Fatalf("round trip:\n%q\nparsed from\n%q", got, norm)
		}
	})
}

// expand is data's first line (up to its first "\n") repeated wide times,
// then the "\n" and the rest repeated tall times; each part is kept to
// about a megabyte. Repeats of 0 or 1 leave data as it is.
func expand(data []byte, wide, tall int) []byte {
	const most = 1 << 20
	head, tail, cut := bytes.Cut(data, []byte("\n"))
	wide = min(max(wide, 1), most/max(len(head), 1))
	tall = min(max(tall, 1), most/max(len(tail), 1))
	if wide == 1 && tall == 1 {
		return data
	}
	out := bytes.Repeat(head, wide)
	if cut {
		out = append(out, '\n')
	}
	return append(out, bytes.Repeat(tail, tall)...)
}

// TestMapThingsBounded: a map holding more gold, items or creatures than
// a level may (a map of nothing but goblins took 4.4 GB for a turn) is
// refused at the first one past the bound, FILE:LINE:COL, before any
// level is made; one holding just as many loads.
func TestMapThingsBounded(t *testing.T) {
	const w = 1000
	for _, c := range []struct {
		ch   byte
		n    int
		want string
	}{
		{'$', MaxMapGold, "piles of gold"},
		{'!', MaxMapItems, "items"},
		{'g', MaxMapCreatures, "creatures"},
	} {
		// n things row by row, then the player: just as many loads; one
		// more thing before the player is refused where it stands.
		things := func(n int) string {
			text := []byte(strings.Repeat(string(c.ch), n) + "@")
			text = append(text, strings.Repeat(".", (w-len(text)%w)%w)...)
			var b strings.Builder
			for i := 0; i < len(text); i += w {
				b.Write(text[i : i+w])
				b.WriteByte('\n')
			}
			return b.String()
		}
		if _, err := ParseMap("m", []byte(things(c.n)), CreatureLetters); err != nil {
			t.Errorf("%d %s: %v", c.n, c.want, err)
		}
		_, err := ParseMap("m", []byte(things(c.n+1)), CreatureLetters)
		want := fmt.Sprintf("m:%d:%d: more than %d %s", c.n/w+1, c.n%w+1, c.n, c.want)
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%d %s: %v, want %q", c.n+1, c.want, err, want)
		}
	}
}
