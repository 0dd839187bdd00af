package ai

import (
	"runtime"
	"sync"
	"sync/atomic"

	"downhill/ai/dijkstra"
)

// PROTOTYPE (issue 14, measured and reverted: it does not pay on the
// 2-core machine, README "Whole turns"): the whole player field that this
// turn's fleeing goblins will need, scanned on a second core over a
// snapshot of the walkers' costs while the turn goes on, and adopted where
// the turn would have scanned it whole (extend), so that games stay the
// same action for action.

const (
	jobIdle int32 = iota
	jobQueued
	jobRunning
	jobDone
	jobCancelled
)

// parMinCells is the smallest level on which the prefetch runs.
var parMinCells = 512 * 512

// forcePar turns the prefetch on whatever the size and GOMAXPROCS (tests).
var forcePar bool

// ForceParallel turns the prefetch on at every size and GOMAXPROCS, for
// the test that plays the same games with and without it.
func ForceParallel(on bool) { forcePar = on }

type prefetch struct {
	state    atomic.Int32
	done     chan struct{}
	turn     int
	ver      uint64 // the walkers' costs' version the snapshot copies
	snap     *dijkstra.Costs
	whole    *dijkstra.Field
	goals    []dijkstra.Goal
	fleeTurn int // the last turn the flee field was read
}

// PFStats counts started, adopted and waited-for prefetches.
var PFStats [4]int

var (
	workerOnce sync.Once
	workQueue  chan *prefetch
)

func worker() {
	for p := range workQueue {
		if !p.state.CompareAndSwap(jobQueued, jobRunning) {
			continue
		}
		p.whole.Scan(p.goals, p.snap, dijkstra.Rules{})
		p.state.Store(jobDone)
		p.done <- struct{}{}
	}
}

// Prefetch starts, on a second core, the whole player field this turn's
// fleeing goblins will need, when last turn needed it.
func (m *Minds) Prefetch() {
	p := &m.pf
	if p.done == nil {
		p.done = make(chan struct{}, 1)
	}
	// The last job, never claimed: wait it out before reusing its buffers.
	switch p.state.Load() {
	case jobQueued:
		if p.state.CompareAndSwap(jobQueued, jobCancelled) {
			break
		}
		fallthrough
	case jobRunning, jobDone:
		<-p.done
	}
	p.state.Store(jobIdle)
	if !forcePar && (m.L.Grid.W*m.L.Grid.H < parMinCells || runtime.GOMAXPROCS(0) < 2) {
		return
	}
	k := m.Memo.Keys[FieldApproach]
	if p.fleeTurn != m.Memo.Turn-1 || !k.Used || k.Turn != m.Memo.Turn || m.lim.at[FieldApproach] == 0 || m.Whole {
		return
	}
	if m.lim.since[FieldApproach] != len(m.lim.patches) || m.fields[FieldApproach].Costs() != m.walk {
		return
	}
	workerOnce.Do(func() {
		workQueue = make(chan *prefetch, 64)
		go worker()
	})
	f := m.fields[FieldApproach]
	if p.snap == nil {
		p.snap = dijkstra.NewCosts(f.W, f.H)
		p.whole = dijkstra.NewField(f.W, f.H)
	}
	p.snap.CopyFrom(f.Costs())
	p.ver = f.Costs().Version()
	p.goals = append(p.goals[:0], m.lim.goals[FieldApproach]...)
	p.turn = m.Memo.Turn
	p.state.Store(jobQueued)
	PFStats[0]++
	workQueue <- p
}

// adoptWhole makes the player field whole from the prefetch, when one was
// started from the same scan this turn; it reports false when not.
func (m *Minds) adoptWhole() bool {
	p := &m.pf
	if p.turn != m.Memo.Turn {
		return false
	}
	switch p.state.Load() {
	case jobQueued:
		if p.state.CompareAndSwap(jobQueued, jobCancelled) {
			return false
		}
	case jobIdle, jobCancelled:
		return false
	}
	if p.state.Load() == jobRunning {
		PFStats[2]++
	}
	<-p.done
	PFStats[1]++
	p.state.Store(jobIdle)
	f := m.fields[FieldApproach]
	scans, c := f.Scans, f.Costs()
	*f, *p.whole = *p.whole, *f
	f.Rebind(c, p.ver)
	f.Scans = scans
	return true
}
