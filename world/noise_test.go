package world

import (
	"math"
	"testing"
)

func TestNoiseRange(t *testing.T) {
	n := noise2{42}
	lo, hi := 1.0, 0.0
	for y := 0; y < 200; y++ {
		for x := 0; x < 200; x++ {
			v := n.fbm(float64(x)/7, float64(y)/7, 4)
			if v < 0 || v >= 1 {
				t.Fatalf("fbm(%d,%d) = %v out of [0,1)", x, y, v)
			}
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	if lo > 0.25 || hi < 0.75 {
		t.Errorf("fbm spans only %.2f..%.2f", lo, hi)
	}
	// Continuity: a small step changes the value a little.
	if d := math.Abs(n.at(3.5, 7.25) - n.at(3.51, 7.25)); d > 0.02 {
		t.Errorf("noise jumps by %v over 0.01", d)
	}
}

func TestFbmRowMatchesFbm(t *testing.T) {
	n := noise2{7}
	out := make([]float64, 300)
	for _, y := range []float64{0, 3.3, -12.7, 101} {
		n.fbmRow(y/13, -5.0/13, 1.0/13, 3, out)
		for k, v := range out {
			want := n.fbm(float64(k-5)/13, y/13, 3)
			if math.Abs(v-want) > 1e-12 {
				t.Fatalf("fbmRow y=%v k=%d: %v, fbm %v", y, k, v, want)
			}
		}
	}
}
