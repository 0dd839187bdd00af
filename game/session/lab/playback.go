package lab

import (
	"downhill/ai"
	"downhill/ai/dijkstra"
	"downhill/game"
	"downhill/render"
)

// Playback plays back the last scan of the shown field: cells light up in the
// order the scan settled them (dijkstra.Field.Each), Speed cells per tick, and
// for the safety map the player field's scan first, then the safety map's
// own scan from every cell, so its rounding of corners and its pull
// towards the loops are seen happening.
type Playback struct {
	On     bool
	Step   int  // cells settled so far, over both phases
	Speed  int  // cells per Tick (at least 1)
	Paused bool // Tick does nothing; StepWave advances by hand

	total int // the cells of every phase, from the last frame
	waves []int

	// The settle orders of the last frame, kept while the fields and the
	// turn stay the same (a playback runs for many frames; a big level's
	// ranks are megabytes).
	key      playbackKey
	phases   [2]ranks
	split    int // cells in the first phase of a safety map playback (0: one phase)
	keyValid bool
}

// playbackKey is what the cached settle orders were built from.
type playbackKey struct {
	field, first      *dijkstra.Field
	reached, reached0 int
	turn              int
}

// Start begins a playback from the first settled cell, at the speed chosen
// last (the first playback picks one that plays its scan in about three
// seconds).
func (r *Playback) Start() {
	r.On, r.Step, r.Paused, r.keyValid = true, 0, false, false
}

// Tick advances a running playback by Speed cells; it holds on the last
// frame. It reports whether the frame changed (a front end redraws then).
func (r *Playback) Tick() bool {
	if !r.On || r.Paused || r.total > 0 && r.Step >= r.total {
		return false
	}
	r.Step += max(r.Speed, 1)
	if r.total > 0 {
		r.Step = min(r.Step, r.total)
	}
	return true
}

// Changed forgets the settle orders kept for this turn: the fields
// changed within it (the sandbox's brush), so the next frame builds them
// again.
func (r *Playback) Changed() { r.keyValid = false }

// Total is the cells the playback plays over all its phases, as the last
// frame found them (0 before its first frame).
func (r *Playback) Total() int { return r.total }

// Faster doubles the speed; Slower halves it (never below a cell a tick).
func (r *Playback) Faster() { r.Speed = min(max(r.Speed, 1)*2, 1<<20) }

// Slower halves the speed.
func (r *Playback) Slower() { r.Speed = max(r.Speed/2, 1) }

// StepWave pauses and advances to the end of the next wave: every cell of
// the next value the scan settled.
func (r *Playback) StepWave() {
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

// frame is the playback's render.Playback for lab, the shown field,
// swapping the overlay to player, the player field, while a safety map playback
// is in its first phase. A field without a settle order (the travel route)
// ends the playback.
func (r *Playback) frame(g *game.Game, lab, player LabField, sc *render.Scene) *render.Playback {
	if lab.Field == nil {
		r.On = false
		return nil
	}
	key := playbackKey{field: lab.Field, reached: lab.Field.Reached(), turn: g.Turn}
	if lab.ID == ai.FieldFlee {
		key.first = player.Field
		key.reached0 = key.first.Reached()
	}
	if !r.keyValid || r.key != key {
		r.build(key)
	}
	if r.Speed == 0 {
		r.Speed = max(r.total/90, 1)
	}
	switch {
	case r.split == 0:
		return &render.Playback{Rank: r.phases[0], Step: int32(r.Step), Total: int32(r.total), Phase: "scan"}
	case r.Step < r.split:
		sc.Overlay.Values, sc.Overlay.Name = key.first, player.Name
		return &render.Playback{Rank: r.phases[0], Step: int32(r.Step), Total: int32(r.total), Phase: "scan of the player field"}
	}
	return &render.Playback{Rank: r.phases[1], Step: int32(r.Step), Total: int32(r.total), Phase: "safety map's scan"}
}

// build computes the settle orders of key's fields: one phase, or for a
// safety map's playback the player field's scan then the safety map's.
func (r *Playback) build(key playbackKey) {
	r.key, r.keyValid = key, true
	r.waves = r.waves[:0]
	if key.first == nil {
		r.phases[0], r.waves = settleRanks(key.field, 0, r.waves)
		r.split, r.total = 0, key.reached
		return
	}
	r.phases[0], r.waves = settleRanks(key.first, 0, r.waves)
	r.split = key.reached0
	r.phases[1], r.waves = settleRanks(key.field, int32(r.split), r.waves)
	r.total = r.split + key.reached
}
