package ai

import (
	"fmt"

	"downhill/ai/dijkstra"
)

// CheckFields compares every shared field that was computed from the
// current inputs (Current) with a fresh scan of the current level by new
// minds, and returns the first cell that differs. A field its readers
// needed only so far (limits.go: Limit) must hold the fresh value wherever
// that is at most its limit, and Unreached beyond. The soak runs it after
// every turn: a cache that kept a field past a change of its inputs fails
// here.
func (m *Minds) CheckFields() error {
	var fresh *Minds
	for id := FieldID(0); id < NumFields; id++ {
		f := m.Peek(id)
		if f == nil || !m.Current(id) {
			continue
		}
		if fresh == nil {
			fresh = NewMinds(m.L, m.Player, &Memo{Turn: m.Memo.Turn})
			fresh.Greed = m.Greed
		}
		want, lim := fresh.Field(id), m.Limit(id)
		for y := 0; y < m.L.Grid.H; y++ {
			for x := 0; x < m.L.Grid.W; x++ {
				b := want.At(x, y)
				if lim != 0 && b > lim {
					b = dijkstra.Unreached
				}
				if a := f.At(x, y); a != b {
					return fmt.Errorf("the %s holds %d at %d,%d, a fresh scan %d", id, a, x, y, b)
				}
			}
		}
	}
	return nil
}
