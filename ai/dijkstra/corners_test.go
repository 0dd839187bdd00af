package dijkstra

import (
	"math/rand/v2"
	"testing"

	"downhill/ai/dijkstra/reference"
)

// Costs.CanStep, the move rule readers outside the engine use, agrees with
// the reference's rule and with what the scans do: a cell one step from a
// goal at 0 holds 1 (unit costs) exactly when CanStep lets the goal's cell
// step to it.
func TestCanStep(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 3))
	f := newField(1, 1)
	for iter := 0; iter < 200; iter++ {
		w, h := 1+rng.IntN(6), 1+rng.IntN(6)
		g, c := randomGrid(rng, w, h, 0.4, 1)
		for _, r := range allRules(0) {
			x, y := rng.IntN(w), rng.IntN(h)
			f.Scan([]Goal{{X: x, Y: y}}, c, r)
			for _, d := range reference.Steps {
				got := c.CanStep(x, y, d[0], d[1], r)
				want := g.At(x+d[0], y+d[1]) != 0 && g.CanStep(x, y, d[0], d[1], refRules(r))
				if got != want {
					t.Fatalf("%dx%d rules %+v: CanStep(%d,%d by %d,%d) = %v, reference %v", w, h, r, x, y, d[0], d[1], got, want)
				}
				if scanned := f.At(x+d[0], y+d[1]) == 1; scanned != got {
					t.Fatalf("%dx%d rules %+v: step %d,%d by %d,%d: CanStep %v, the scan reached it in one step: %v", w, h, r, x, y, d[0], d[1], got, scanned)
				}
			}
			if c.CanStep(x, y, 0, 0, r) || c.CanStep(x, y, 2, 0, r) {
				t.Fatalf("CanStep allows a step that is no king's move")
			}
		}
	}
}
