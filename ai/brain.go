package ai

import (
	"math"

	"downhill/ai/dijkstra"
	"downhill/world"
)

// Weights is a personality: how much each shared field counts in a
// creature's next step. A creature steps to the neighbour where the
// weighted sum is lowest and strictly below its own cell. A brave goblin is
// {FieldApproach: 1}; a coward that keeps its distance might be
// {FieldApproach: 0.5, FieldFlee: 1}. Only fields with a non-zero weight
// are ever computed, and each only when its inputs changed.
type Weights [NumFields]float64

// DefaultWeights are the hunting personalities of each kind: plain goblins
// approach, greedy ones follow the field with gold in it, archers their
// range field and tunnelers the field through rock. The player and the
// naive chaser read no field.
var DefaultWeights = [world.NumKinds]Weights{
	world.Goblin:   {FieldApproach: 1},
	world.Greedy:   {FieldGreedy: 1},
	world.Archer:   {FieldArcher: 1},
	world.Tunneler: {FieldTunnel: 1},
}

// Verb is what a creature does with its turn.
type Verb uint8

// The verbs of an Intent.
const (
	Wait   Verb = iota // stand still (asleep, blocked, at a goal)
	Move               // step to To
	Attack             // hit the player, standing next to it at To
	Shoot              // shoot the player at To (archers, from range)
	Dig                // dig into the rock at To (tunnelers)
)

// Intent is a creature's decision for one turn. The minds decide; the game
// applies it with its rules of combat, gold and digging, so the AI stays
// free of game rules and the game free of field reading.
type Intent struct {
	Verb Verb
	To   world.Pos
	// Note is a change of mind worth a line in the action log ("wakes",
	// "notices you", "forgets you", "flees", "returns", "turns to fight"),
	// or "".
	Note string
}

// Decide updates creature e's state of mind (regeneration, waking, memory,
// fleeing) and returns what it does this turn. Ties between equally good
// steps go to pick, the game's seeded random source. Creatures decide one
// after another and the game applies each intent before the next decides,
// so a crowd sees the cells its members just took. Decide is Think then
// Commit, so an explained decision (Explain) is the very decision taken.
func (m *Minds) Decide(e world.Entity, pick dijkstra.Picker) Intent {
	t := m.Think(e, pick, false)
	m.Commit(e, &t)
	return t.Intent
}

// Think works out creature e's state of mind and deed for this turn
// without changing the level: regeneration, waking, memory and fleeing are
// returned in the Thought for Commit to write. With explain the Thought
// also carries its reasons in words (Why); without, no string is built, so
// the game's turns pay nothing for the lab. The only side effects are the
// draws from pick and the shared fields brought up to date.
func (m *Minds) Think(e world.Entity, pick dijkstra.Picker, explain bool) Thought {
	s := m.L.Ents
	pos := s.Pos[e]
	pp := m.PlayerPos()
	kind := s.Kind[e]
	t := Thought{Mind: s.Mind[e], Memory: s.Memory[e], HP: s.HP[e], Regen: s.Regen[e],
		Target: s.Target[e], Fear: s.Fear[e], Wary: s.Wary[e], Follows: NoField, Woken: world.NoEntity, explain: explain}

	// Regeneration: one hit point per RegenTurns turns, out of the
	// player's sight only: a wounded goblin in view stays wounded, so the
	// player who keeps it in sight keeps it from healing.
	gr := m.L.Grid
	inView := gr.Visible[gr.Index(pos.X, pos.Y)]
	switch {
	case t.HP >= s.MaxHP[e]:
		t.Regen = 0
	case !inView:
		t.Regen++
		if t.Regen >= RegenTurns {
			t.Regen = 0
			t.HP++
		}
	}

	// Awareness: hearing is walking distance on the player field; smoke
	// (Hidden) hides the player from both senses; an investigating or
	// searching goblin has its eyes on its target and sees only
	// DistractedSight cells.
	hears := m.hearsFrom(pos)
	sight := SightRadius
	if t.Mind == world.Investigating || t.Mind == world.Searching {
		sight = DistractedSight
	}
	senses := !m.Hidden && (hears || m.L.Grid.CanSee(pos, pp, sight))
	t.senses, t.maxHP = senses, s.MaxHP[e]
	var note string
	switch t.Mind {
	case world.Asleep:
		if m.Hidden || !hears {
			if t.explain {
				if m.Hidden {
					t.say("asleep: you are hidden in smoke, sleeps on")
				} else {
					t.say("asleep: does not hear you (player field above %d here), sleeps on", m.Hearing)
				}
			}
			return t
		}
		t.Mind, t.Memory, t.Target = world.Hunting, ForgetTurns, pp
		t.Note = "wakes"
		if t.explain {
			t.say("asleep: hears you (player field %d <= %d), wakes", m.readAt(FieldApproach, pos, 0).At(pos.X, pos.Y), m.Hearing)
		}
		return t
	case world.Wandering, world.Investigating, world.Searching:
		if senses {
			t.Mind, t.Memory, t.Target = world.Hunting, ForgetTurns, pp
			note = "notices you"
		} else if t.Mind != world.Wandering {
			if t.Memory--; t.Memory <= 0 {
				// Walked too long without arriving: search where it is
				// (Memory is the search's clock from now); searched long
				// enough: wander.
				if t.Mind == world.Investigating {
					t.Mind, t.Memory, t.Target = world.Searching, SearchTurns, pos
					note = "searches"
				} else {
					t.Mind, t.Memory = world.Wandering, 0
					note = "gives up the search"
				}
			}
		}
	default: // Hunting, Fleeing
		switch {
		case senses:
			t.Memory, t.Target = ForgetTurns, pp
		case m.Hidden && t.Mind == world.Hunting:
			// Lost in the smoke: go to where the player was last noticed.
			t.Mind, t.Memory = world.Investigating, InvestigateTurns
			note = "loses you"
		case t.Mind == world.Fleeing:
			// Out of the player's senses a runner hides and heals; it
			// does not forget whom it hides from.
		default:
			if t.Memory--; t.Memory <= 0 {
				t.Mind, t.Memory = world.Wandering, 0
				note = "forgets you"
			}
		}
	}
	maxHP := s.MaxHP[e]
	switch {
	case t.Fear > 0:
		if t.Fear--; t.Mind != world.Fleeing {
			t.Mind = world.Fleeing
			note = "flees"
		}
		if t.explain {
			t.say("afraid (%d turns of fear left)", t.Fear)
		}
	case t.Mind == world.Hunting && !t.Wary && kind.Hurt(t.HP, maxHP):
		// Running for its life, once: from now on it is wary.
		t.Mind, t.Wary = world.Fleeing, true
		note = "flees"
		if t.explain {
			t.say("%d of %d hit points, at most %d%%: runs for its life (once: it will not again)", t.HP, maxHP, kind.Facts().FleesAt)
		}
	case t.Mind == world.Fleeing && !t.Wary:
		t.Mind = world.Hunting // the fear is over
		note = "returns"
	case t.Mind == world.Fleeing && 100*t.HP >= ReturnAt*maxHP:
		t.Mind = world.Hunting
		note = "comes back, wary"
		if t.explain {
			t.say("healed to %d of %d hit points: comes back, wary (it will not run again)", t.HP, maxHP)
		}
	}
	if note != "" {
		if t.explain {
			t.say("%s", note)
		}
	}

	t.Intent = m.act(&t, kind, pos, pp, pick)
	if t.Note == "" {
		t.Note = note
	}
	return t
}

// Commit writes the state of mind of Thought t, made by Think for e, back
// to the level (and wakes the sleeper it jostled).
func (m *Minds) Commit(e world.Entity, t *Thought) {
	s := m.L.Ents
	s.Mind[e], s.Memory[e], s.HP[e], s.Regen[e] = t.Mind, t.Memory, t.HP, t.Regen
	s.Target[e], s.Fear[e], s.Wary[e] = t.Target, t.Fear, t.Wary
	if w := t.Woken; w != world.NoEntity {
		s.Mind[w], s.Memory[w] = world.Hunting, ForgetTurns
	}
}

// act picks the deed of an awake creature whose mind is settled.
func (m *Minds) act(t *Thought, kind world.Kind, pos, pp world.Pos, pick dijkstra.Picker) Intent {
	adjacent := Chebyshev(pos, pp) == 1
	// A blow is a step's reach: next to the player and not diagonally
	// between two corners its movement may not pass (the corner rule).
	// Shots are not steps: an archer shoots by line of sight alone.
	reach := adjacent && m.CanStrike(kind, pos, pp)
	switch t.Mind {
	case world.Wandering:
		return m.wander(t, pos, pick)
	case world.Investigating:
		return m.investigate(t, pos, pick)
	case world.Searching:
		return m.search(t, pos, pick)
	case world.Fleeing:
		if t.Fear == 0 && !t.senses {
			// Out of sight and hearing: it hides where it is and heals
			// (a runner in sight of the player does not).
			if t.explain {
				t.say("running for its life, out of your sight and hearing: hides and heals (%d of %d hit points, back at %d%%)", t.HP, t.maxHP, ReturnAt)
			}
			return Intent{}
		}
		return m.flee(t, kind, pos, pp, reach, pick)
	}
	switch kind {
	case world.Archer:
		if adjacent {
			// Too close to shoot: back off on the flee field (fighting when
			// cornered, if a blow can reach).
			if t.explain {
				t.say("archer too close to shoot, backs off")
			}
			return m.flee(t, kind, pos, pp, reach, pick)
		}
		af := m.readAt(FieldArcher, pos, 0)
		if af.At(pos.X, pos.Y) == 0 && m.sees(pos, pp) {
			t.Follows = FieldArcher
			if t.explain {
				t.say("archer at range on the archer field and sees you, shoots")
			}
			return Intent{Verb: Shoot, To: pp}
		}
		if af.Reached() == 0 || af.At(pos.X, pos.Y) == dijkstra.Unreached {
			// No cell at range that sees the player can be reached (a
			// corridor, a small room): close in, and shoot as soon as the
			// player is in sight. Closing in until adjacent would make the
			// archer back off and come again forever without acting.
			if m.sees(pos, pp) {
				if t.explain {
					t.say("archer: no firing spot reachable but sees you, shoots")
				}
				return Intent{Verb: Shoot, To: pp}
			}
			if t.explain {
				t.say("archer: no firing spot reachable, closes in")
			}
			return m.hunt(t, FieldApproach, pos, pick)
		}
		return m.hunt(t, FieldArcher, pos, pick)
	case world.Naive:
		if reach {
			if t.explain {
				t.say("next to you, attacks")
			}
			return Intent{Verb: Attack, To: pp}
		}
		return m.naive(t, pos, pp, pick)
	}
	if reach {
		if t.explain {
			t.say("next to you, attacks")
		}
		return Intent{Verb: Attack, To: pp}
	}
	if adjacent && kind == world.Tunneler {
		// Diagonal to the player across rock: no blow passes, so it digs
		// the rock beside the diagonal, after which one does.
		return m.squeeze(t, pos, Intent{Verb: Move, To: pp})
	}
	in := m.step(t, pos, m.Weights[kind], pick)
	if in.Verb == Move && m.L.Grid.At(in.To.X, in.To.Y) == world.Rock {
		in.Verb = Dig
		if t.explain {
			t.say("%d,%d is rock of hardness %d, digs", in.To.X, in.To.Y, m.L.Grid.Hard[m.L.Grid.Index(in.To.X, in.To.Y)])
		}
	}
	in = m.squeeze(t, pos, in)
	if in.Verb == Wait {
		in = m.jostle(t, pos, in)
	}
	return in
}

// jostle wakes a sleeping creature that lies on a blocked hunter's way
// down the player field. Without it a sleeper in a one-wide corridor would
// hold every hunter behind it for as long as it slept; with it the crowd
// behind shoves it awake and the corridor flows again (the sleeper hunts
// from the next turn on).
func (m *Minds) jostle(t *Thought, pos world.Pos, in Intent) Intent {
	nx, ny, ok := m.readAt(FieldApproach, pos, 0).Downhill(pos.X, pos.Y, nil, nil)
	if !ok {
		return in
	}
	s := m.L.Ents
	w := s.At(world.Pos{X: nx, Y: ny})
	if w == world.NoEntity || s.Kind[w] == world.Player || s.Mind[w] != world.Asleep {
		return in
	}
	t.Woken = w
	in.Note = "wakes the sleeper in its way"
	if t.explain {
		t.say("wakes the sleeper at %d,%d", nx, ny)
	}
	return in
}

// flee runs on the safety map (safety.go) to its lowest free neighbour.
// With none lower it is at the bottom of its valley: cornered, it turns
// and fights when a blow can reach the player (reach), and otherwise
// waits there, watching. The naive chaser flees naively instead: to its
// highest neighbour on the player field, straight into dead ends.
func (m *Minds) flee(t *Thought, kind world.Kind, pos, pp world.Pos, reach bool, pick dijkstra.Picker) Intent {
	var (
		nx, ny int
		ok     bool
		f      *dijkstra.Field
	)
	if kind == world.Naive {
		// Uphill reads the neighbours above: up to the highest cost more.
		t.Follows = FieldApproach
		f = m.readAt(FieldApproach, pos, int32(m.WalkCosts().Max()))
		nx, ny, ok = f.Uphill(pos.X, pos.Y, m.free, pick)
		if ok {
			if t.explain {
				t.say("fleeing naively: highest neighbour %d at %d,%d on the player field", f.At(nx, ny), nx, ny)
			}
		}
	} else {
		t.Follows = FieldFlee
		f = m.readWhole(FieldFlee)
		nx, ny, ok = f.Downhill(pos.X, pos.Y, m.free, pick)
		if ok {
			if t.explain {
				loop := ""
				if m.safe.loops.On(nx, ny) {
					loop = ", on a loop"
				}
				t.say("fleeing: lowest neighbour %d at %d,%d on the safety map%s%s", f.At(nx, ny), nx, ny, loop, m.taken(t, f, pos, f.At(nx, ny)))
			}
		}
	}
	switch {
	case ok:
		return Intent{Verb: Move, To: world.Pos{X: nx, Y: ny}}
	case reach:
		if t.explain {
			t.say("fleeing but cornered next to you (%s here, no free neighbour lower%s): turns to fight", value(f.At(pos.X, pos.Y)), m.taken(t, f, pos, f.At(pos.X, pos.Y)))
		}
		return Intent{Verb: Attack, To: pp, Note: "turns to fight"}
	}
	if t.explain {
		t.say("fleeing, at the bottom of its valley (%s here, no free neighbour lower%s): waits", value(f.At(pos.X, pos.Y)), m.taken(t, f, pos, f.At(pos.X, pos.Y)))
	}
	return Intent{}
}

// hunt steps downhill on field id to the lowest free neighbour strictly
// below pos; when every lower neighbour is taken by another creature, it
// sidesteps to a free neighbour of the same value that has a free lower
// neighbour of its own. That is how a crowd flows round the goblins in
// front of it to reach the player from another side, without the jitter of
// sideways steps that lead nowhere: a sidestep is taken only towards a cell
// from which the next step goes down.
func (m *Minds) hunt(t *Thought, id FieldID, pos world.Pos, pick dijkstra.Picker) Intent {
	t.Follows = id
	return m.huntOn(t, m.readAt(id, pos, 0), id, pos, pick)
}

// huntOn is hunt on field f, named id in the reasons (NoField: the field
// to t.Target, an investigating goblin's).
func (m *Minds) huntOn(t *Thought, f *dijkstra.Field, id FieldID, pos world.Pos, pick dijkstra.Picker) Intent {
	own := f.At(pos.X, pos.Y)
	if nx, ny, ok := f.Downhill(pos.X, pos.Y, m.free, pick); ok {
		if t.explain {
			t.say("hunting: lowest neighbour %d at %d,%d on the %s%s", f.At(nx, ny), nx, ny, fieldName(t, id), m.taken(t, f, pos, f.At(nx, ny)))
		}
		return Intent{Verb: Move, To: world.Pos{X: nx, Y: ny}}
	}
	if own == dijkstra.Unreached || own <= 0 {
		if t.explain {
			t.say("hunting: %s on the %s, nowhere lower, waits", value(own), fieldName(t, id))
		}
		return Intent{}
	}
	costs := f.Costs()
	if costs == nil {
		return Intent{}
	}
	best, ties := world.Pos{}, 0
	for _, d := range neighbours {
		q := pos.Add(d)
		if f.At(q.X, q.Y) != own || !m.passable(costs, pos, d) || !m.free(q.X, q.Y) {
			continue
		}
		if !m.lowerFree(f, costs, q, own) {
			continue
		}
		ties++
		if ties == 1 || pick != nil && pick.IntN(ties) == 0 {
			best = q
		}
	}
	if ties == 0 {
		if t.explain {
			t.say("hunting: %d on the %s, no free lower neighbour%s, waits", own, fieldName(t, id), m.taken(t, f, pos, own-1))
		}
		return Intent{}
	}
	if t.explain {
		t.say("hunting: %d on the %s, no free lower neighbour%s, sidesteps to %d,%d (also %d, with a free way down)",
			own, fieldName(t, id), m.taken(t, f, pos, own-1), best.X, best.Y, own)
	}
	return Intent{Verb: Move, To: best}
}

// lowerFree reports whether q has a free neighbour below v that a mover
// paying costs may step to.
func (m *Minds) lowerFree(f *dijkstra.Field, costs *dijkstra.Costs, q world.Pos, v int32) bool {
	for _, d := range neighbours {
		r := q.Add(d)
		if f.At(r.X, r.Y) < v && m.passable(costs, q, d) && m.free(r.X, r.Y) {
			return true
		}
	}
	return false
}

// step reads a personality: a single field with weight 1 is read directly
// (exact integers, the engine's own downhill step); a mix is summed per
// neighbour. Passability comes from the first weighted field's costs.
func (m *Minds) step(t *Thought, pos world.Pos, w Weights, pick dijkstra.Picker) Intent {
	var fs [NumFields]*dijkstra.Field
	var ws [NumFields]float64
	n, only := 0, FieldID(0)
	for id, wt := range w {
		if wt != 0 {
			n, only = n+1, FieldID(id)
		}
	}
	switch {
	case n == 0:
		if t.explain {
			t.say("reads no field, waits")
		}
		return Intent{}
	case n == 1 && w[only] == 1:
		// One field read directly: only as far as this reader reads.
		return m.hunt(t, only, pos, pick)
	}
	n = 0
	first := NoField
	for id, wt := range w {
		if wt == 0 {
			continue
		}
		fs[n], ws[n] = m.readWhole(FieldID(id)), wt
		if n == 0 {
			first = FieldID(id)
		}
		n++
	}
	t.Follows = first
	score := func(x, y int) float64 {
		v := 0.0
		for i := 0; i < n; i++ {
			a := fs[i].At(x, y)
			if a == dijkstra.Unreached {
				return math.Inf(1)
			}
			v += ws[i] * float64(a)
		}
		return v
	}
	costs := fs[0].Costs()
	own := score(pos.X, pos.Y)
	best, bv, ties := world.Pos{}, own, 0
	for _, d := range neighbours {
		q := pos.Add(d)
		if !m.passable(costs, pos, d) || !m.free(q.X, q.Y) {
			continue
		}
		v := score(q.X, q.Y)
		switch {
		case v >= own || math.IsInf(v, 1):
		case v < bv:
			best, bv, ties = q, v, 1
		case v == bv:
			ties++
			if pick != nil && pick.IntN(ties) == 0 {
				best = q
			}
		}
	}
	if ties == 0 {
		if t.explain {
			t.say("hunting on a weighted sum: %g here, no free lower neighbour, waits", own)
		}
		return Intent{}
	}
	if t.explain {
		t.say("hunting on a weighted sum: lowest neighbour %g at %d,%d (here %g)", bv, best.X, best.Y, own)
	}
	return Intent{Verb: Move, To: best}
}

// neighbours are the 8-way steps in the engine's fixed order: N, E, S, W,
// NE, SE, SW, NW.
var neighbours = [8]world.Pos{
	{X: 0, Y: -1}, {X: 1, Y: 0}, {X: 0, Y: 1}, {X: -1, Y: 0},
	{X: 1, Y: -1}, {X: 1, Y: 1}, {X: -1, Y: 1}, {X: -1, Y: -1},
}

// passable reports whether a mover paying costs may step from p by d under
// the minds' rules (the engine's default: 8-way, corners denied), the move
// rule their fields were scanned with.
func (m *Minds) passable(costs *dijkstra.Costs, p, d world.Pos) bool {
	return costs.CanStep(p.X, p.Y, d.X, d.Y, dijkstra.Rules{})
}

// CanStrike reports whether a creature of kind k at from may strike the
// adjacent cell to: under the one corner rule of every step and blow
// (world.Grid.CornersAllow), the same for every kind and for the player,
// so that no creature hits across two corners of rock where its victim
// could not hit back. Whatever stands in the cell itself does not matter
// (a swimming player is struck from the shore).
func (m *Minds) CanStrike(k world.Kind, from, to world.Pos) bool {
	return m.L.Grid.CornersAllow(from, world.Pos{X: to.X - from.X, Y: to.Y - from.Y})
}

// squeeze makes a tunneler's diagonal step or dig that the corner rule
// refuses (its field prices rock as passable, so it may lead between two
// corners of rock) a dig of the rock beside it instead, the softer side
// (the first in the engine's order on a tie): once that is dug, the
// diagonal is open. Any other intent is returned as it is.
func (m *Minds) squeeze(t *Thought, pos world.Pos, in Intent) Intent {
	if in.Verb != Move && in.Verb != Dig {
		return in
	}
	gr := m.L.Grid
	d := world.Pos{X: in.To.X - pos.X, Y: in.To.Y - pos.Y}
	if gr.CornersAllow(pos, d) {
		return in
	}
	best, bh := world.Pos{}, -1
	for _, q := range [2]world.Pos{{X: pos.X + d.X, Y: pos.Y}, {X: pos.X, Y: pos.Y + d.Y}} {
		if gr.At(q.X, q.Y) != world.Rock {
			continue
		}
		if h := int(gr.Hard[gr.Index(q.X, q.Y)]); bh < 0 || h < bh {
			best, bh = q, h
		}
	}
	if bh < 0 {
		// Only walls beside it: no field leads here (a wall costs every
		// mover nothing), but should one, wait rather than break the rule.
		if t.explain {
			t.say("%d,%d lies between two corners, waits", in.To.X, in.To.Y)
		}
		return Intent{}
	}
	if t.explain {
		t.say("%d,%d lies past a corner of rock: digs %d,%d beside it first (hardness %d)", in.To.X, in.To.Y, best.X, best.Y, bh)
	}
	return Intent{Verb: Dig, To: best}
}

// naive is the straight-line chaser Dijkstra maps replace: it steps to the
// free neighbour nearest the player as the crow flies, and only when that
// is nearer than where it stands, so a pillar between them stops it dead.
func (m *Minds) naive(t *Thought, pos, pp world.Pos, pick dijkstra.Picker) Intent {
	d2 := func(p world.Pos) int { dx, dy := p.X-pp.X, p.Y-pp.Y; return dx*dx + dy*dy }
	walk := m.WalkCosts()
	best, bv, ties := world.Pos{}, d2(pos), 0
	for _, d := range neighbours {
		q := pos.Add(d)
		if !m.passable(walk, pos, d) || !m.free(q.X, q.Y) {
			continue
		}
		switch v := d2(q); {
		case v < bv:
			best, bv, ties = q, v, 1
		case v == bv && ties > 0:
			ties++
			if pick != nil && pick.IntN(ties) == 0 {
				best = q
			}
		}
	}
	if ties == 0 {
		if t.explain {
			t.say("naive: no free neighbour nearer you as the crow flies (%d squared here), stuck", d2(pos))
		}
		return Intent{}
	}
	if t.explain {
		t.say("naive: nearest you as the crow flies at %d,%d (%d squared, here %d)", best.X, best.Y, bv, d2(pos))
	}
	return Intent{Verb: Move, To: best}
}

// wander roams: half the time it stands, otherwise it takes a random free
// neighbour a walker may enter.
func (m *Minds) wander(t *Thought, pos world.Pos, pick dijkstra.Picker) Intent {
	in, ok := m.roam(pos, pick, nil)
	if t.explain {
		switch {
		case !ok:
			t.say("wandering: hemmed in")
		case in.Verb == Move:
			t.say("wandering: roams to %d,%d", in.To.X, in.To.Y)
		default:
			t.say("wandering: stands")
		}
	}
	return in
}

// roam is wander restricted to the neighbours within keep (nil: all). ok
// is false when it meant to step and no neighbour qualified.
func (m *Minds) roam(pos world.Pos, pick dijkstra.Picker, keep func(q world.Pos) bool) (in Intent, ok bool) {
	if pick == nil || pick.IntN(2) == 0 {
		return Intent{}, true
	}
	walk := m.WalkCosts()
	var opts [8]world.Pos
	n := 0
	for _, d := range neighbours {
		q := pos.Add(d)
		if m.passable(walk, pos, d) && m.free(q.X, q.Y) && (keep == nil || keep(q)) {
			opts[n] = q
			n++
		}
	}
	if n == 0 {
		return Intent{}, false
	}
	return Intent{Verb: Move, To: opts[pick.IntN(n)]}, true
}

// sees reports whether a creature at a sees the player at b.
func (m *Minds) sees(a, b world.Pos) bool {
	return m.L.Grid.CanSee(a, b, SightRadius)
}
