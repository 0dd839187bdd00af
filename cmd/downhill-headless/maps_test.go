package main

import (
	"strings"
	"testing"

	"downhill/world"
)

func TestMaps(t *testing.T) {
	code, out, errOut := runCmd(t, runMaps, "-seed", "7")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d stderr %q", code, errOut)
	}
	_, again, _ := runCmd(t, runMaps, "-seed", "7", "-width", "80", "-height", "21")
	if again != out {
		t.Error("same seed, different output")
	}
	_, other, _ := runCmd(t, runMaps, "-seed", "8")
	if other == out {
		t.Error("seeds 7 and 8 gave the same output")
	}
	rows := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(rows) != 3*22 {
		t.Fatalf("%d lines, want 3 views of 1 + 21", len(rows))
	}
	var at []int
	for v := 0; v < 3; v++ {
		title := rows[v*22]
		if !strings.Contains(title, []string{"dungeon", "walkers", "tunnelers"}[v]) {
			t.Errorf("view %d title %q", v, title)
		}
		n := 0
		for y, r := range rows[v*22+1 : v*22+22] {
			if len(r) != 80 {
				t.Errorf("view %d row %d is %d wide", v, y, len(r))
			}
			if x := strings.IndexByte(r, '@'); x >= 0 {
				at = append(at, y*80+x)
				n += strings.Count(r, "@")
			}
		}
		if n != 1 {
			t.Errorf("view %d has %d @", v, n)
		}
	}
	if len(at) != 3 || at[0] != at[1] || at[1] != at[2] {
		t.Errorf("@ at %v, want the same cell in all three views", at)
	}
	// The dungeon view is a map file: it parses, the player on floor, and
	// walkers' digits appear exactly where walkers can walk.
	dungeon := strings.Join(rows[1:22], "\n") + "\n"
	m, err := world.ParseMap("view", []byte(dungeon), "")
	if err != nil {
		t.Fatalf("dungeon view is not a map file: %v", err)
	}
	walk, dig := rows[23:44], rows[45:66]
	for y := 0; y < 21; y++ {
		for x := 0; x < 80; x++ {
			tile := m.Level.Grid.At(x, y)
			wc, dc := walk[y][x], dig[y][x]
			if (wc != ' ') != tile.Walkable() {
				t.Fatalf("walkers' view %q at %d,%d over %v", wc, x, y, tile)
			}
			if tile == world.Wall && dc != ' ' {
				t.Fatalf("tunnelers' view %q on a wall at %d,%d", dc, x, y)
			}
			if tile == world.Rock && dc == ' ' {
				t.Fatalf("tunnelers' view blank on rock at %d,%d", x, y)
			}
		}
	}
}

func TestMapsErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-seed", "x"}, `downhill-headless: maps: bad -seed "x": want a whole number from 0 to 18446744073709551615`},
		{[]string{"-width", "5"}, `downhill-headless: maps: bad -width "5": want 20 to 1000`},
		{[]string{"-height", "big"}, `downhill-headless: maps: bad -height "big": want 10 to 1000`},
		{[]string{"extra"}, `downhill-headless: maps: unexpected argument "extra"; see downhill-headless maps -h`},
		{[]string{"-z"}, "downhill-headless: maps: flag provided but not defined: -z; see downhill-headless maps -h"},
	} {
		code, out, errOut := runCmd(t, runMaps, c.args...)
		if code != 2 || out != "" || errOut != c.want+"\n" {
			t.Errorf("maps %v: exit %d stdout %q stderr %q, want %q", c.args, code, out, errOut, c.want)
		}
	}
}
