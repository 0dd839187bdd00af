package dijkstra

import "testing"

// FuzzScan decodes a small map, goals and rules from the input and checks
// Scan and Flee against the heap Dijkstra reference: byte 0 width, byte 1
// height, byte 2 rule flags, byte 3 limit, byte 4 goal count, then 3 bytes a
// goal (x, y, start), then one cost byte a cell (0 or 1; with flag 4 mixed costs 0..3, with
// flags 4 and 8 costs 0..9, with flag 16 0 or 1 and a rare 2; flag 32 takes
// the bit scan for costs up to 3, else the cell-at-a-time one; flag 64 reads
// the limit and the starts as indices into hostileValues, the edges of the
// value space).
func FuzzScan(f *testing.F) {
	f.Add([]byte{5, 3, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0})
	f.Add([]byte{4, 4, 1, 0, 2, 0, 0, 4, 3, 3, 0, 1, 1, 2, 1, 1, 0, 1, 1, 3, 1, 1, 1, 1, 1, 1, 2, 1})
	f.Add([]byte{8, 2, 2, 5, 1, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1})
	f.Add([]byte{3, 3, 3, 0, 3, 0, 0, 20, 2, 2, 1, 1, 1, 30, 1, 0, 1, 0, 2, 0, 1, 0, 1})
	f.Add([]byte{1, 1, 0, 0, 1, 0, 0, 0})
	f.Add([]byte{7, 6, 33 | 4, 0, 2, 1, 1, 0, 5, 4, 3, 1, 2, 3, 1, 0, 1, 2, 3, 1, 2, 1, 1, 3, 2, 1, 2, 1, 3, 1, 2, 2, 1, 1, 0, 1, 2, 3, 1, 1, 2, 1, 3, 1, 2, 1, 1})
	f.Add([]byte{19, 9, 32, 0, 1, 17, 8, 0})
	f.Add([]byte{9, 4, 17, 0, 2, 1, 1, 0, 7, 2, 0, 1, 1, 1, 250, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 255, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1})
	f.Add([]byte{6, 4, 64 | 33, 12, 3, 1, 1, 0, 4, 2, 13, 2, 3, 5, 1, 1, 0, 1, 1, 1, 1, 0, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1})
	f.Add([]byte{6, 5, 7, 0, 1, 2, 2, 12, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1})
	fl := newField(1, 1)
	fs := newField(1, 1)
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 5 {
			return
		}
		w, h := 1+int(data[0])%20, 1+int(data[1])%20
		r := Rules{Moves: Four, Corners: Corners(data[2] >> 1 & 1)}
		if data[2]&1 != 0 {
			r.Moves = Eight
		}
		mixed, wide, doors := data[2]&4 != 0, data[2]&8 != 0, data[2]&16 != 0
		fs.path = pathCells
		if data[2]&32 != 0 {
			fs.path = pathBits
		} else if data[2]&128 != 0 {
			fs.path = pathValues
		}
		hostile := data[2]&64 != 0
		if data[3] != 0 {
			r.Limit = int32(data[3]) - 64
			if hostile {
				r.Limit = hostileValues[int(data[3])%len(hostileValues)]
			}
		}
		n := int(data[4]) % 5
		data = data[5:]
		var goals []Goal
		for i := 0; i < n && len(data) >= 3; i++ {
			start := int32(int8(data[2]))
			if hostile {
				start = hostileValues[int(data[2])%len(hostileValues)]
			}
			goals = append(goals, Goal{X: int(data[0]) - 2, Y: int(data[1]) % (h + 2), Start: start})
			data = data[3:]
		}
		g := refGrid{W: w, H: h, Cost: make([]uint8, w*h)}
		costs := NewCosts(w, h)
		for i := range g.Cost {
			var c uint8 = 1
			if i < len(data) {
				c = data[i] % 4
				if doors { // walkers: floor, walls and a rare door
					c = min(data[i]%4, 1)
					if data[i] >= 250 {
						c = 2
					}
				} else if mixed && wide {
					c = data[i] % 10
				} else if mixed {
					c = data[i] % 4
				} else if c > 1 {
					c = 1
				}
			}
			g.Cost[i] = c
			costs.Set(i%w, i/w, c)
		}
		fs.Scan(goals, costs, r)
		if !compare(t, "Scan", fs, refScan(g, goals, r), w, h) {
			return
		}
		checkFixedPoint(t, "fuzz", fs, goals)
		checkPath(t, "fuzz", fs)
		fl.Flee(fs, -1.2)
		compare(t, "Flee", fl, refRescan(g, scaledRef(refScan(g, goals, r), -1.2), r), w, h)
	})
}
