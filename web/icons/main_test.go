package main

import (
	"image/color"
	"math"
	"testing"

	"downhill/world"
)

// TestIcons: the rounded icon is clear in its corners and ground-coloured
// at its edges' middles; the maskable one is ground to its corners, with
// every inked pixel inside the circle a mask keeps (radius 0.4 of the
// icon); both show the player's colour and the goblin's.
func TestIcons(t *testing.T) {
	for _, maskable := range []bool{false, true} {
		for _, size := range []int{192, 512} {
			img := Icon(size, maskable)
			corner, edge := img.RGBAAt(0, 0), img.RGBAAt(size/2, 0)
			if maskable && corner != ground || !maskable && corner.A != 0 || edge != ground {
				t.Errorf("%d maskable=%v: corner %v, edge %v", size, maskable, corner, edge)
			}
			seen := map[color.RGBA]bool{}
			for y := range size {
				for x := range size {
					c := img.RGBAAt(x, y)
					seen[c] = true
					if d := math.Hypot(float64(x)+0.5-float64(size)/2, float64(y)+0.5-float64(size)/2); maskable && c != ground && d > 0.4*float64(size) {
						t.Fatalf("%d maskable: ink %v at %d,%d, outside the safe circle", size, c, x, y)
					}
				}
			}
			for _, k := range []world.Kind{world.Player, world.Goblin} {
				if !seen[ink(k)] {
					t.Errorf("%d maskable=%v: no pixel of %s's colour %v", size, maskable, world.KindFacts[k].Name, ink(k))
				}
			}
		}
	}
}
