package render

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"downhill/world"
)

// TestReadTextReadsTheFrame reads back the sidebar and the message lines
// of the run's frame at every cell size: the words the scene gave come
// out of the pixels.
func TestReadTextReadsTheFrame(t *testing.T) {
	for _, c := range CellSizes() {
		s := runScene(t)
		s.Cell = c
		img := Draw(s)
		side := strings.Join(Text(img, s, func(a Arrangement) image.Rectangle { return a.Side }), "\n")
		for _, want := range []string{"Depth 8", "Turn 4242", "Health 6/20", "Gold 120", "& the Heart", "Pack a ! healing draught", "b ^ caltrops", "c % smoke bomb", "d ? scroll of fear", "goblin archer", "asleep", "healing draught", "? help"} {
			if !strings.Contains(side, want) {
				t.Errorf("cell %v: the sidebar does not read %q:\n%s", c, want, side)
			}
		}
		// The view is 32 cells wide: the messages wrap (at spaces, under
		// their first word), so their words are read as one run.
		log := strings.Join(strings.Fields(strings.Join(Text(img, s, func(a Arrangement) image.Rectangle { return a.Info.Union(a.Log) }), " ")), " ")
		for _, want := range []string{"You see floor.", "4240 You pick up the caltrops.", "4242 The goblin archer wakes up."} {
			if !strings.Contains(log, want) {
				t.Errorf("cell %v: the messages do not read %q:\n%s", c, want, log)
			}
		}
	}
}

// TestSidebarSaysLowHealth: the player's health bar says "low!" at a third
// of the hit points or less (world.LowHealth), and not above it.
func TestSidebarSaysLowHealth(t *testing.T) {
	for _, c := range []struct {
		hp  int
		low bool
	}{{6, true}, {7, false}, {20, false}, {1, true}} {
		s := runScene(t)
		s.Side.HP, s.Side.MaxHP = c.hp, 20
		img := Draw(s)
		side := strings.Join(Text(img, s, func(a Arrangement) image.Rectangle { return a.Side }), "\n")
		if got := strings.Contains(side, "low!"); got != c.low || !strings.Contains(side, fmt.Sprintf("Health %d/20", c.hp)) {
			t.Errorf("HP %d/20: the sidebar reads low %v, want %v:\n%s", c.hp, got, c.low, side)
		}
	}
}

// TestSidebarShowsEveryPackSlot: a pack of 1 to 10 items is read back
// from the sidebar, every slot's letter with its item's glyph (and its
// name on a row of its own while the sidebar has room for it and the
// creatures in view, else several slots to a row): the line under the part
// about you is drawn below the pack's last row, never over it (with 7
// items, one more than a row holds, the line once hid the seventh).
func TestSidebarShowsEveryPackSlot(t *testing.T) {
	full := []world.ItemKind{world.Javelin, world.Javelin, world.Caltrops, world.Pick, world.Pick,
		world.Healing, world.Spike, world.Smoke, world.Fear, world.Blink}
	for n := 1; n <= len(full); n++ {
		pack := full[:n]
		s := runScene(t)
		s.Side.Pack, s.Side.Selected = pack, -1
		img := Draw(s)
		side := strings.Join(Text(img, s, func(a Arrangement) image.Rectangle { return a.Side }), "\n")
		for i, k := range pack {
			want := string(rune('a'+i)) + string(world.ItemGlyphs[k]) // the grid
			if n <= 5 {                                               // the scene's sidebar, 17 rows (2 of footer), names up to 5 and keeps 5 rows for the creatures
				want = string(rune('a'+i)) + " " + string(world.ItemGlyphs[k]) + " " + world.ItemNames[k] + " "
			}
			if !strings.Contains(side, want) {
				t.Errorf("%d items: the sidebar does not read slot %q:\n%s", n, want, side)
			}
		}
	}
}
