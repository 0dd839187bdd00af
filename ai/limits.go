package ai

import (
	"downhill/ai/dijkstra"
	"downhill/world"
)

// Limits: a shared field is scanned only as far as its readers read.
//
// On a big level most goblins sleep or wander far away, and those read the
// player field only to hear the player (a value up to Hearing); the few
// that hunt read their own cell and their neighbours. So a field is first
// scanned with a limit (Rules.Limit: values up to it are exact, cells
// beyond hold dijkstra.Unreached), guessed from how far the readers of its last
// scan read, and every read checks that it is within the limit: a read
// beyond it (or of a cell the limited scan left dijkstra.Unreached, which may be out
// of reach or only far) scans the field further, with the same goals and
// costs, before it answers. So every value a creature reads is exactly what
// a whole scan gives; only cells nobody reads are left out.
//
// What each read needs (brain.go): hearing, the value when it is at most
// Hearing, so the player field's limit is never below Hearing; a step
// downhill (hunting, jostling, an archer's approach), the values below the
// reader's own and equal to it, so a limit of at least its own value; the
// naive chaser's flight uphill, its neighbours' values too, so its own
// value plus the highest cost. A mix of weighted fields, the flee field
// (built from the whole player field) and any reader outside the brains
// (Field: overlays, tools, tests) take whole fields.
//
// A field computed this turn is kept for the rest of the turn even if a
// dig or a door changes its costs. So the minds log this turn's changes to
// the costs (patch), and scanning a field further undoes the changes made
// since it was computed, scans, and redoes them: a later read still gets
// the values of the costs the field was computed from. (Costs refilled
// whole mid-turn, which the game never does, scan such fields whole
// first: completeOver.)

// limits is how far each shared field was scanned and what its readers
// needed since.
type limits struct {
	at    [NumFields]int32           // the limit of the field's last scan (0: whole)
	need  [NumFields]int32           // the highest value (plus margin) read since
	goals [NumFields][]dijkstra.Goal // the goals of the last scan, to scan further
	// extensions counts scans further (extend).
	extensions int
	// patches are this turn's changes to the costs, in order; since[id]
	// is how many there were when field id was computed.
	patches []costPatch
	since   [NumFields]int
}

// costPatch is one cell's change of cost.
type costPatch struct {
	c        *dijkstra.Costs
	p        world.Pos
	old, new uint8
}

// newTurn forgets the last turn's changes: a field computed before them
// and still used has unchanged inputs, so they did not touch its costs.
func (l *limits) newTurn() {
	l.patches = l.patches[:0]
	l.since = [NumFields]int{}
}

// patch sets the cost of p in c to v and logs the change.
func (l *limits) patch(c *dijkstra.Costs, p world.Pos, v uint8) {
	l.patches = append(l.patches, costPatch{c, p, c.At(p.X, p.Y), v})
	c.Set(p.X, p.Y, v)
}

// reserve gives the goal lists (the minds' own and each field's last) room
// for n goals and the turn's cost patches room for n patches, so that busy
// turns do not grow them (24 bytes a goal, 40 a patch; a list that needs
// more still grows, doubling).
func (m *Minds) reserve(n int) {
	m.goals = make([]dijkstra.Goal, 0, n)
	for id := range m.lim.goals {
		m.lim.goals[id] = make([]dijkstra.Goal, 0, n)
	}
	m.lim.patches = make([]costPatch, 0, n)
}

// start records a new scan of id up to limit from goals.
func (l *limits) start(id FieldID, limit int32, goals []dijkstra.Goal) {
	l.at[id], l.need[id], l.since[id] = limit, 0, len(l.patches)
	l.goals[id] = append(l.goals[id][:0], goals...)
}

// Limit is how far field id was last scanned: values up to it are exact
// and cells beyond it hold dijkstra.Unreached; 0 means the field is whole. A check
// that compares a shared field with a fresh scan compares the cells whose
// fresh value is at most the limit, and dijkstra.Unreached beyond.
func (m *Minds) Limit(id FieldID) int32 { return m.lim.at[id] }

// firstLimit is the limit a new scan of id starts with: how far the
// readers of its last scan read, and some room for this turn's moves (a
// guess: a read beyond it scans further).
func (m *Minds) firstLimit(id FieldID) int32 {
	if id == FieldFlee || m.Whole {
		return 0
	}
	n := max(m.lim.need[id], 0)
	if id == FieldApproach {
		if m.Hearing >= EverywhereHearing {
			return 0 // the Heart: every goblin hears the player, wherever it is
		}
		n = max(n, m.Hearing)
	}
	return n + 8 + n/4
}

// Refresh brings field id up to date (a no-op when its inputs did not
// change), scanned only as far as its readers are expected to read.
func (m *Minds) Refresh(id FieldID) { m.refresh(id, m.firstLimit(id)) }

// Complete scans field id, if it was limited, whole (from the goals and
// costs of its last scan): for a display of the whole field.
func (m *Minds) Complete(id FieldID) { m.complete(id) }

func (m *Minds) complete(id FieldID) {
	if m.fields[id] != nil && m.lim.at[id] != 0 {
		m.extend(id, 0)
	}
}

// extend scans field id again from its last goals and costs up to limit
// (0: whole). It is the same computation carried further, not a new one:
// neither the minds' scan count nor the field's Scans counts it (tests read
// those as "computed at most once per turn"); Extensions does, and the
// turn benchmarks report it, since it floods the limited part again.
func (m *Minds) extend(id FieldID, limit int32) {
	f := m.fields[id]
	m.lim.at[id] = limit
	m.lim.extensions++
	c, ps := f.Costs(), m.lim.patches[min(m.lim.since[id], len(m.lim.patches)):]
	for i := len(ps) - 1; i >= 0; i-- {
		if ps[i].c == c {
			c.Set(ps[i].p.X, ps[i].p.Y, ps[i].old)
		}
	}
	f.Scan(m.lim.goals[id], c, dijkstra.Rules{Limit: limit})
	f.Scans--
	for _, q := range ps {
		if q.c == c {
			c.Set(q.p.X, q.p.Y, q.new)
		}
	}
}

// Extensions is the number of times a limited field was scanned further
// since the minds were made.
func (m *Minds) Extensions() int { return m.lim.extensions }

// completeOver scans whole every limited field computed this turn over c,
// before c changes (see the package comment above).
func (m *Minds) completeOver(c *dijkstra.Costs) {
	if c == nil {
		return
	}
	for id, f := range m.fields {
		k := m.Memo.Keys[id]
		if f != nil && m.lim.at[id] != 0 && f.Costs() == c && k.Used && k.Turn == m.Memo.Turn {
			m.extend(FieldID(id), 0)
		}
	}
}

// fieldAt returns field id for a reader at pos that reads values up to its
// own plus margin, scanning the field further first when its limit falls
// short of that.
func (m *Minds) fieldAt(id FieldID, pos world.Pos, margin int32) *dijkstra.Field {
	f := m.refresh(id, m.firstLimit(id))
	v := f.At(pos.X, pos.Y)
	switch lim := m.lim.at[id]; {
	case lim == 0:
	case v == dijkstra.Unreached:
		// Beyond the limit, or out of reach: only the whole field says.
		m.extend(id, 0)
		v = f.At(pos.X, pos.Y)
	case v+margin > lim:
		m.extend(id, v+margin+8)
	}
	if v != dijkstra.Unreached {
		m.lim.need[id] = max(m.lim.need[id], v+margin)
	}
	return f
}

// hears reports whether a creature at pos hears the player: the player
// field there is at most Hearing (exact whatever the limit, which is never
// below Hearing).
func (m *Minds) hears(pos world.Pos) bool {
	f := m.refresh(FieldApproach, m.firstLimit(FieldApproach))
	if lim := m.lim.at[FieldApproach]; lim != 0 && lim < m.Hearing {
		to := m.Hearing
		if to >= EverywhereHearing {
			to = 0 // whole
		}
		m.extend(FieldApproach, to)
	}
	return f.At(pos.X, pos.Y) <= m.Hearing
}
