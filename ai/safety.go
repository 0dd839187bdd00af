package ai

import (
	"downhill/ai/dijkstra"
	"downhill/world"
)

// The safety map is what a creature running for its life reads (field
// FieldFlee), after Brogue CE's (Time.c, updateSafetyMap): the player
// field turned upside down, with the far away flattened and the loops
// made better, then flooded again so that the low values flow back round
// corners and past the player.
//
//   - A cell d steps of walking from the player starts at
//     -SafetyDepth*d/(d+SafetyReach): the first steps away count most
//     (about 3 a step), and a hundred steps away is hardly better than
//     fifty, so running far is no reason to run into a dead end.
//   - A cell on a loop (Loops) starts LoopBonus lower: from there the
//     runner can go round while the player follows.
//   - Then every cell is a goal at its start and the field is flooded
//     again over the walkers' costs with the player's own cell closed: a
//     low value flows out to its neighbours at a step's cost each, round
//     walls and never through the player, so from a dead end the way down
//     leads out past the player to the loop beyond rather than deeper in.
//
// A runner steps to its lowest free neighbour; one with none lower is at
// the bottom of its valley: cornered when the player is beside it.
const (
	// SafetyDepth is how low the safety map goes far from the player.
	SafetyDepth = 150
	// SafetyReach is the walking distance at which a cell is half as safe
	// as it can be.
	SafetyReach = 50
	// LoopBonus is how much safer a cell on a loop starts.
	LoopBonus = 10
)

// SafetyStart is the value a cell d steps of walking from the player
// starts the safety map with, before the flood: onLoop takes LoopBonus
// off.
func SafetyStart(d int32, onLoop bool) int32 {
	v := -SafetyDepth * int64(d) / (int64(d) + SafetyReach)
	if onLoop {
		v -= LoopBonus
	}
	return int32(v)
}

// startSpan is how many start values there are: 0 down to
// -(SafetyDepth+LoopBonus).
const startSpan = SafetyDepth + LoopBonus + 1

// safetyTable holds SafetyStart(d, false) for the distances most levels
// have, so the per-cell work is a look-up, not a division.
var safetyTable = func() (t [4096]int32) {
	for d := range t {
		t[d] = SafetyStart(int32(d), false)
	}
	return t
}()

// safety is the minds' state for the safety map: the loops, and the
// buckets the cells are sorted into by their start.
type safety struct {
	loops Loops
	// next chains the cells of a bucket in reading order (a cell's index
	// y*W+x; -1 ends a chain); head and tail are each bucket's ends, by
	// start - lowest start.
	next       []int32
	head, tail [startSpan]int32
}

// prepareCells is the largest level whose safety map's arrays Prepare
// makes ahead (the turn benchmark's biggest, 1024x1024): a bigger one (a
// sandbox drawing) makes them the first time a goblin there runs, and
// only then pays their memory.
const prepareCells = 1 << 20

// prepareSafety makes the safety map's arrays for the level now
// (Prepare), so that the turn a goblin first runs allocates nothing: the
// loops' marks and the bucket chains, 6 bytes a cell, and room in its
// field's queue for a sixteenth of the cells a priority (the rescan from
// every cell lowers whole regions at once).
func (m *Minds) prepareSafety(f *dijkstra.Field) {
	w, h := m.L.Grid.W, m.L.Grid.H
	if w*h > prepareCells {
		return
	}
	m.safe.loops.reserve(w, h)
	if len(m.safe.next) != w*h {
		m.safe.next = make([]int32, w*h)
	}
	if f != nil {
		f.ReserveFrontier(w*h/16, 3) // floor, doors (caltrops would take more)
	}
}

// Loops are the level's loops as the safety map sees them (brought up to
// date first), for the lab and tests.
func (m *Minds) Loops() *Loops {
	m.safe.loops.Update(m.WalkCosts(), m.Memo.WalkVer)
	return &m.safe.loops
}

// safetyInto makes f the safety map of approach, the player field scanned
// from p over the walkers' costs. The cells are put into f with Set in
// order of their start (a bucket per start value, reading order within
// one: the order Rescan settles seeds in, so it finds them sorted), and
// f rescanned with the player's cell closed for the rescan's length.
func (m *Minds) safetyInto(f, approach *dijkstra.Field, p world.Pos) {
	sf := &m.safe
	walk := m.WalkCosts()
	sf.loops.Update(walk, m.Memo.WalkVer)
	w, h := approach.W, approach.H
	if len(sf.next) != w*h {
		sf.next = make([]int32, w*h)
	}
	for i := range sf.head {
		sf.head[i], sf.tail[i] = -1, -1
	}
	const lo = -(SafetyDepth + LoopBonus)
	for y := range h {
		for x := range w {
			d := approach.At(x, y)
			if d == dijkstra.Unreached || d < 0 || x == p.X && y == p.Y {
				continue // nothing flows out of the player's cell
			}
			var s int32
			if int(d) < len(safetyTable) {
				s = safetyTable[d]
			} else {
				s = SafetyStart(d, false)
			}
			if sf.loops.On(x, y) {
				s -= LoopBonus
			}
			b, c := s-lo, int32(y*w+x)
			sf.next[c] = -1
			if sf.tail[b] < 0 {
				sf.head[b] = c
			} else {
				sf.next[sf.tail[b]] = c
			}
			sf.tail[b] = c
		}
	}
	closed := walk.At(p.X, p.Y)
	walk.Set(p.X, p.Y, 0)
	n := f.Scans
	f.Scan(nil, walk, dijkstra.Rules{}) // a blank field over these costs:
	f.Scans = n                         // not a scan of its own
	for b, c := range sf.head {
		for ; c >= 0; c = sf.next[c] {
			f.Set(int(c)%w, int(c)/w, int32(b)+lo)
		}
	}
	f.Rescan(walk, dijkstra.Rules{})
	walk.Set(p.X, p.Y, closed)
}
