package ai

import (
	"downhill/ai/dijkstra"
	"downhill/world"
)

// The tunables of investigating, searching, fear and caltrops.
const (
	// InvestigateTurns is how long a goblin walks to a noise or a last
	// sighting before it gives up on reaching it.
	InvestigateTurns = 30
	// SearchTurns is how long a goblin searches around the cell it
	// investigated before it goes back to wandering.
	SearchTurns = 12
	// SearchRadius is how far (walking cost on the target's field) a
	// searching goblin strays from the cell it searches around.
	SearchRadius = 3
	// CaltropCost is what a caltrop cell adds to a walker's cost of
	// entering it: a goblin crosses a 3-cell patch only when going round
	// costs it more than about 3 x CaltropCost extra steps.
	CaltropCost = 8
	// DistractedSight is how far an investigating or searching goblin sees
	// the player: its eyes are on the noise or the spot it searches, so a
	// player who threw a noisemaker to the edge of view is not seen from
	// there.
	DistractedSight = 4
	// EverywhereHearing is Minds.Hearing while the player carries the
	// Heart: every goblin the player field reaches hears the player.
	EverywhereHearing = dijkstra.Unreached - 1
)

// targetField is a field flooded from one cell over the walkers' costs,
// kept while the costs it was made from are current.
type targetField struct {
	f       *dijkstra.Field
	walkVer int
}

// TargetField is the field from cell p over the walkers' costs: how an
// investigating goblin walks to a noise or to where it last noticed the
// player, and how far a searching one has strayed. Fields are cached per
// cell and rescanned when the walkers' costs change; they are not counted
// as scans of the shared fields (a restored game rebuilds them on demand).
func (m *Minds) TargetField(p world.Pos) *dijkstra.Field {
	if m.targets == nil || len(m.targets) > 32 {
		m.targets = map[world.Pos]*targetField{}
	}
	t := m.targets[p]
	if t == nil {
		t = &targetField{f: dijkstra.NewField(m.L.Grid.W, m.L.Grid.H), walkVer: -1}
		m.targets[p] = t
	}
	if t.walkVer != m.Memo.WalkVer {
		t.f.Scan([]dijkstra.Goal{{X: p.X, Y: p.Y}}, m.WalkCosts(), dijkstra.Rules{})
		t.walkVer = m.Memo.WalkVer
	}
	return t.f
}

// Noise makes a noise at p that carries reach steps of walking (walls and
// closed doors muffle it as they slow a walker): every goblin the noise's
// field reaches that is not fleeing wakes and investigates p. It returns
// the field (for the overlay and tests) and the goblins that heard it, in
// id order.
func (m *Minds) Noise(p world.Pos, reach int32) (*dijkstra.Field, []world.Entity) {
	f := dijkstra.NewField(m.L.Grid.W, m.L.Grid.H)
	f.Scan([]dijkstra.Goal{{X: p.X, Y: p.Y}}, m.WalkCosts(), dijkstra.Rules{Limit: reach})
	s := m.L.Ents
	var heard []world.Entity
	for i := range s.Alive {
		e := world.Entity(i)
		if !s.Alive[i] || e == m.Player || s.Mind[e] == world.Fleeing {
			continue
		}
		if q := s.Pos[e]; f.At(q.X, q.Y) != dijkstra.Unreached {
			m.Investigate(e, p)
			heard = append(heard, e)
		}
	}
	return f, heard
}

// Investigate sends creature e to look at cell p.
func (m *Minds) Investigate(e world.Entity, p world.Pos) {
	s := m.L.Ents
	s.Mind[e], s.Target[e], s.Memory[e] = world.Investigating, p, InvestigateTurns
}

// investigate walks an investigating creature to its target; next to it
// (or unable to get nearer) it starts searching.
func (m *Minds) investigate(t *Thought, pos world.Pos, pick dijkstra.Picker) Intent {
	f := m.TargetField(t.Target)
	if v := f.At(pos.X, pos.Y); v > 1 && v != dijkstra.Unreached {
		if in := m.huntOn(t, f, NoField, pos, pick); in.Verb == Move {
			return in
		}
		if t.Memory > 0 {
			if t.explain {
				t.say("investigating: waits for a way to %d,%d", t.Target.X, t.Target.Y)
			}
			return Intent{}
		}
	}
	t.Mind, t.Memory = world.Searching, SearchTurns
	if t.explain {
		t.say("investigating: at %d,%d or no way nearer, searches", t.Target.X, t.Target.Y)
	}
	return Intent{Note: "searches"}
}

// search roams around the target: a random free neighbour within
// SearchRadius of it, standing still half the time like a wanderer.
func (m *Minds) search(t *Thought, pos world.Pos, pick dijkstra.Picker) Intent {
	f := m.TargetField(t.Target)
	in, ok := m.roam(pos, pick, func(q world.Pos) bool { return f.At(q.X, q.Y) <= SearchRadius })
	if !ok {
		// Strayed: back towards the target.
		if nx, ny, down := f.Downhill(pos.X, pos.Y, m.free, pick); down {
			in = Intent{Verb: Move, To: world.Pos{X: nx, Y: ny}}
		}
	}
	if t.explain {
		switch {
		case !ok && in.Verb == Move:
			t.say("searching: strayed from %d,%d, steps back to %d,%d", t.Target.X, t.Target.Y, in.To.X, in.To.Y)
		case in.Verb == Move:
			t.say("searching around %d,%d: roams to %d,%d", t.Target.X, t.Target.Y, in.To.X, in.To.Y)
		default:
			t.say("searching around %d,%d: stands", t.Target.X, t.Target.Y)
		}
	}
	return in
}

// walkCost is what a walker pays to enter p now: the tile's cost plus
// CaltropCost under caltrops (0 stays 0).
func (m *Minds) walkCost(p world.Pos) uint8 {
	c := walkerCost(m.L.Grid, p)
	switch {
	case c == 0:
	case m.L.EffectAt(world.JammedDoor, p):
		c = 0 // spiked shut: no walker opens it
	case m.L.EffectAt(world.CaltropArea, p):
		c += CaltropCost
	}
	return c
}

// addCaltrops raises the walkers' costs under every caltrop area and
// closes every spiked door to them.
func (m *Minds) addCaltrops(c *dijkstra.Costs) {
	g := m.L.Grid
	for _, ef := range m.L.Effects {
		if ef.Kind != world.CaltropArea && ef.Kind != world.JammedDoor {
			continue
		}
		for y := ef.At.Y - ef.R; y <= ef.At.Y+ef.R; y++ {
			for x := ef.At.X - ef.R; x <= ef.At.X+ef.R; x++ {
				if g.In(x, y) {
					c.Set(x, y, m.walkCost(world.Pos{X: x, Y: y}))
				}
			}
		}
	}
}

// EffectsChanged tells the minds that an area effect that changes what
// walkers pay (caltrops) appeared or ended: walker costs are refilled and
// their fields rescan.
func (m *Minds) EffectsChanged() { m.Memo.WalkVer++ }
