package session

import (
	"downhill/ai"
	"downhill/ai/dijkstra"
	"downhill/game"
	"downhill/render"
)

// Replay replays the last scan of the shown field: cells light up in the
// order the scan settled them (dijkstra.Field.Each), Speed cells per tick, and
// for the flee field the player field's scan first, then the flee rescan,
// so the -1.2 rounding-the-corner effect is seen happening.
type Replay struct {
	On     bool
	Step   int  // cells settled so far, over both phases
	Speed  int  // cells per Tick (at least 1)
	Paused bool // Tick does nothing; StepWave advances by hand

	total int // the cells of every phase, from the last frame
	waves []int
}

// Start begins a replay from the first settled cell, at the speed chosen
// last (the first replay picks one that plays its scan in about three
// seconds).
func (r *Replay) Start() {
	*r = Replay{On: true, Speed: r.Speed}
}

// Tick advances a running replay by Speed cells; it holds on the last
// frame. It reports whether the frame changed (a front end redraws then).
func (r *Replay) Tick() bool {
	if !r.On || r.Paused || r.total > 0 && r.Step >= r.total {
		return false
	}
	r.Step += max(r.Speed, 1)
	if r.total > 0 {
		r.Step = min(r.Step, r.total)
	}
	return true
}

// Faster doubles the speed; Slower halves it (never below a cell a tick).
func (r *Replay) Faster() { r.Speed = min(max(r.Speed, 1)*2, 1<<20) }

// Slower halves the speed.
func (r *Replay) Slower() { r.Speed = max(r.Speed/2, 1) }

// StepWave pauses and advances to the end of the next wave: every cell of
// the next value the scan settled.
func (r *Replay) StepWave() {
	r.Paused = true
	for _, w := range r.waves {
		if w > r.Step {
			r.Step = w
			return
		}
	}
	r.Step = r.total
}

// ranks is a render.Values of settle indices.
type ranks struct {
	w, h int
	v    []int32
}

// At implements render.Values.
func (k ranks) At(x, y int) int32 {
	if x < 0 || y < 0 || x >= k.w || y >= k.h {
		return render.Unreached
	}
	return k.v[y*k.w+x]
}

// settleRanks gives every cell of f its index in f's settle order (from
// first), Unreached elsewhere, and appends to waves the index just past
// each run of equal values.
func settleRanks(f *dijkstra.Field, first int32, waves []int) (ranks, []int) {
	k := ranks{f.W, f.H, make([]int32, f.W*f.H)}
	for i := range k.v {
		k.v[i] = render.Unreached
	}
	n := first
	last := render.Unreached
	f.Each(func(x, y int, v int32) {
		if v != last && n > first {
			waves = append(waves, int(n))
		}
		last = v
		k.v[y*f.W+x] = n
		n++
	})
	return k, append(waves, int(n))
}

// frame is the replay's render.Replay for the shown field, swapping the
// overlay to the player field while a flee replay is in its first phase.
// A field without a settle order (the travel route) ends the replay.
func (r *Replay) frame(g *game.Game, fs []LabField, sc *render.Scene) *render.Replay {
	lab := fs[0]
	for _, f := range fs {
		if f.Name == sc.Overlay.Name {
			lab = f
		}
	}
	if lab.Field == nil {
		r.On = false
		return nil
	}
	r.waves = r.waves[:0]
	defer func() {
		if r.Speed == 0 {
			r.Speed = max(r.total/90, 1)
		}
	}()
	if lab.ID == ai.FieldFlee {
		ap := fs[ai.FieldApproach].Field
		first, waves := settleRanks(ap, 0, r.waves)
		n := int32(ap.Reached())
		second, waves := settleRanks(lab.Field, n, waves)
		r.waves, r.total = waves, int(n)+lab.Field.Reached()
		if r.Step < int(n) {
			sc.Overlay.Values, sc.Overlay.Name = ap, fs[ai.FieldApproach].Name
			return &render.Replay{Rank: first, Step: int32(r.Step), Total: int32(r.total), Phase: "scan of the player field"}
		}
		return &render.Replay{Rank: second, Step: int32(r.Step), Total: int32(r.total), Phase: "flee rescan"}
	}
	k, waves := settleRanks(lab.Field, 0, r.waves)
	r.waves, r.total = waves, lab.Field.Reached()
	return &render.Replay{Rank: k, Step: int32(r.Step), Total: int32(r.total), Phase: "scan"}
}
