package render

import (
	"testing"

	"downhill/world"
)

// TestEveryItemHasItsLook: the HUD names every item and the map inks it.
func TestEveryItemHasItsLook(t *testing.T) {
	for k := world.NoItem + 1; k < world.NumItems; k++ {
		if itemInk[k] == (rgb{}) || itemShortNam[k] == "" {
			t.Errorf("item %v: ink %v, short name %q", k, itemInk[k], itemShortNam[k])
		}
	}
}
