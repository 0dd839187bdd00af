package world

import (
	"errors"
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
	if len(m.Creatures) != 1 || m.Creatures[0] != (Placed{'g', Pos{3, 1}}) {
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

// render writes a parsed map back in the map file alphabet.
func render(m *MapFile, creatures string) string {
	g := m.Level.Grid
	rows := make([][]rune, g.H)
	for y := range rows {
		rows[y] = make([]rune, g.W)
		for x := range rows[y] {
			i := g.Index(x, y)
			r := map[Tile]rune{Wall: '#', Floor: '.', Door: '+', Shallow: '~', Deep: '=', Stairs: '>', Snow: ',', OpenDoor: '\'', UpStairs: '<'}[g.Tiles[i]]
			if g.Tiles[i] == Rock {
				r = rune('0' + g.Hard[i]/28)
			}
			rows[y][x] = r
		}
	}
	for _, p := range m.Gold {
		rows[p.Y][p.X] = '$'
	}
	for _, it := range m.Level.Items {
		rows[it.Pos.Y][it.Pos.X] = ItemGlyphs[it.Kind]
	}
	for _, c := range m.Creatures {
		rows[c.Pos.Y][c.Pos.X] = c.Letter
	}
	if m.Player.X >= 0 {
		rows[m.Player.Y][m.Player.X] = '@'
	}
	var b strings.Builder
	for _, r := range rows {
		b.WriteString(string(r))
		b.WriteByte('\n')
	}
	return b.String()
}

// FuzzParseMap: any input either parses into a consistent map that renders
// back to the same rows, or fails with a *MapError inside the text. Never a
// panic.
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
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := ParseMap("fuzz", data, "ga")
		if err != nil {
			var me *MapError
			if !errors.As(err, &me) {
				t.Fatalf("error %v is not a *MapError", err)
			}
			lines := strings.Count(string(data), "\n") + 1
			if me.Line < 1 || me.Col < 1 || me.Line > lines {
				t.Fatalf("error %v outside the text (%d lines)", err, lines)
			}
			return
		}
		g := m.Level.Grid
		if g.W < 1 || g.H < 1 || len(g.Tiles) != g.W*g.H {
			t.Fatalf("bad size %dx%d", g.W, g.H)
		}
		norm := strings.ReplaceAll(string(data), "\r\n", "\n")
		if !strings.HasSuffix(norm, "\n") {
			norm += "\n"
		}
		if got := render(m, "ga"); got != norm {
			t.Fatalf("round trip:\n%q\nparsed from\n%q", got, norm)
		}
	})
}
