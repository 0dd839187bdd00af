package game

import (
	"fmt"
	"testing"

	"downhill/ai"
	"downhill/world"
)

// TestLinesAsFormatted: the messages made in advance (lines.go, kindLines)
// read exactly as fmt makes them, inside their tables and past them.
func TestLinesAsFormatted(t *testing.T) {
	numbers := []struct {
		t      lineTable
		format string
		n      int
	}{
		{pickUpLines, "You pick up %d gold.", goldLines},
		{throwLines, "You throw %d gold.", ThrowGold + 1},
		{boreLines, "You bore a tunnel %d cells long. The pick breaks.", PickLength + 1},
		{tooFarLines, "Too far from the shore: you can swim only %d more turns.", ai.DefaultSwimBudget + 1},
		{tooWideLines, "That water is too wide: you can swim only %d turns.", ai.DefaultSwimBudget + 1},
	}
	for _, c := range numbers {
		for n := -2; n < c.n+3; n++ {
			if got, want := c.t.line(n), fmt.Sprintf(c.format, n); got != want {
				t.Errorf("line %d: %q, want %q", n, got, want)
			}
		}
	}
	for k := range world.NumItems {
		name := world.ItemNames[k]
		for _, c := range []struct{ got, want string }{
			{youPickUpItem[k], fmt.Sprintf("You pick up the %s.", name)},
			{packFull[k], fmt.Sprintf("Your pack is full: the %s stays here.", name)},
			{picksUpItem[k], fmt.Sprintf("picks up %s", name)},
			{fmt.Sprintf(usesItemAt[k], 3, 4), fmt.Sprintf("uses %s at %d,%d", name, 3, 4)},
		} {
			if c.got != c.want {
				t.Errorf("%q, want %q", c.got, c.want)
			}
		}
	}
	for note, lines := range noteMessages {
		for k := range lines {
			if want := fmt.Sprintf(noteFormats[note], world.Kind(k).Facts().Name); lines[k] != want {
				t.Errorf("note %q: %q, want %q", note, lines[k], want)
			}
		}
	}
	for k := range caltropKills {
		if want := "The " + world.Kind(k).Facts().Name + " dies on the caltrops."; caltropKills[k] != want {
			t.Errorf("%q, want %q", caltropKills[k], want)
		}
	}
}

// TestEveryItemHasHelp: the look command and the help explain every item.
func TestEveryItemHasHelp(t *testing.T) {
	for k := world.NoItem + 1; k < world.NumItems; k++ {
		if ItemHelp[k] == "" {
			t.Errorf("item %v has no help", k)
		}
	}
}
