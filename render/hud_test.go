package render

import (
	"testing"

	"downhill/world"
)

// TestEveryItemHasItsLook: the map and the sidebar ink every item.
func TestEveryItemHasItsLook(t *testing.T) {
	for k := world.NoItem + 1; k < world.NumItems; k++ {
		if itemInk[k] == (rgb{}) || ItemInk(k) == 0 {
			t.Errorf("item %v: ink %v", k, itemInk[k])
		}
	}
}
