package ai

import (
	"fmt"
	"strings"

	"downhill/ai/dijkstra"
	"downhill/world"
)

// NoField is Thought.Follows of a decision that read no field (asleep,
// wandering, the naive chaser, a shot).
const NoField FieldID = NumFields

// Thought is a creature's decision for one turn together with the state of
// mind it was made in and, when asked for, its reasons in words. Think
// makes it without changing the level and Commit writes it back, so the
// game (Decide), `downhill sim -why` and the lab's inspector all read the
// one code path that decides.
type Thought struct {
	Intent
	Mind   world.Mind // the state of mind after this turn's thinking
	Memory int        // turns left before forgetting the player
	HP     int        // hit points after regeneration
	Regen  int        // turns since the last hit point regained
	Target world.Pos  // the cell an investigating or searching creature looks at
	Fear   int        // turns of magical fear left
	// Wary says it has run for its life once and will not again.
	Wary bool
	// Follows is the field the step was read from, or NoField.
	Follows FieldID
	// Woken is a sleeper the creature jostles awake, or world.NoEntity.
	Woken world.Entity
	// Why is the reasons, "; "-separated ("hunting: lowest neighbour 12 at
	// 31,9 on the player field; 31,8 taken by a goblin"); empty unless the
	// Thought was explained.
	Why string

	explain bool
	// senses says it sees or hears the player this turn; maxHP is its
	// most hit points (the reasons say them).
	senses bool
	maxHP  int
}

// say appends a reason to an explained thought. Callers test t.explain
// first, so an unexplained decision does not even box say's arguments (the
// game's turns allocate nothing for the lab).
func (t *Thought) say(format string, a ...any) {
	if t.Why != "" {
		t.Why += "; "
	}
	t.Why += fmt.Sprintf(format, a...)
}

// Preview is Think with reasons for a creature that is not about to act:
// the lab's inspector asks it between turns, assuming the player waits.
// It reads the shared fields as they are (computing only one that was
// never made), so looking never changes the game's scan count, and it
// draws from pick (pass a copy of the game's source to leave the game's
// stream untouched).
func (m *Minds) Preview(e world.Entity, pick dijkstra.Picker) Thought {
	m.peek = true
	defer func() { m.peek = false }()
	return m.Think(e, pick, true)
}

// readAt returns shared field id for a reader at pos that reads values up
// to its own plus margin (fieldAt: scanned as far as that); while
// previewing, the whole field as it is (Look), so looking changes nothing.
func (m *Minds) readAt(id FieldID, pos world.Pos, margin int32) *dijkstra.Field {
	if m.peek {
		return m.peekField(id)
	}
	return m.fieldAt(id, pos, margin)
}

// readWhole returns shared field id whole (Field); while previewing, as
// it is (Look).
func (m *Minds) readWhole(id FieldID) *dijkstra.Field {
	if m.peek {
		return m.peekField(id)
	}
	return m.Field(id)
}

// hearsFrom reports whether a creature at pos hears the player (hears;
// while previewing, on the whole player field as it is).
func (m *Minds) hearsFrom(pos world.Pos) bool {
	if m.peek {
		return m.peekField(FieldApproach).At(pos.X, pos.Y) <= m.Hearing
	}
	return m.hears(pos)
}

// peekField is field id for Preview: whole, current, and uncounted.
func (m *Minds) peekField(id FieldID) *dijkstra.Field {
	f := m.Look(id, m.peekBufs[id])
	if f != m.fields[id] {
		m.peekBufs[id] = f
	}
	return f
}

// taken names the neighbours of pos at or below v on f that a mover could
// enter but another creature holds: "; 31,8 taken by a goblin". It is
// only built for explained thoughts.
func (m *Minds) taken(t *Thought, f *dijkstra.Field, pos world.Pos, v int32) string {
	if !t.explain || f == nil || f.Costs() == nil {
		return ""
	}
	s := m.L.Ents
	own := f.At(pos.X, pos.Y)
	var b strings.Builder
	for _, d := range neighbours {
		q := pos.Add(d)
		w := f.At(q.X, q.Y)
		if w == dijkstra.Unreached || w > v || w >= own || !m.passable(f.Costs(), pos, d) || m.free(q.X, q.Y) {
			continue
		}
		fmt.Fprintf(&b, "; %d,%d taken by %s", q.X, q.Y, s.Kind[s.At(q)].Facts().Noun)
	}
	return b.String()
}

// value prints a field value, "unreached" for dijkstra.Unreached.
func value(v int32) string {
	if v == dijkstra.Unreached {
		return "unreached"
	}
	return fmt.Sprint(v)
}

// Look returns shared field id as the creatures would read it now, for
// the lab to show: the computed field when its inputs are unchanged,
// otherwise a scan into dst (made when nil) that the minds do not use nor
// count, so looking at a field never changes the game's scans. dst is
// scanned again only when the field's inputs changed since the last Look
// into it.
func (m *Minds) Look(id FieldID, dst *dijkstra.Field) *dijkstra.Field {
	old, cur := m.Memo.Keys[id], m.current(id)
	if f := m.fields[id]; f != nil && old.Used && sameInputs(old, cur) && m.lim.at[id] == 0 {
		return f // whole (not scanned with a limit) and current
	}
	if dst != nil && m.looked[id] == dst && sameInputs(m.lookKeys[id], cur) {
		return dst // scanned by the last Look, and nothing changed since
	}
	if dst == nil {
		dst = dijkstra.NewField(m.L.Grid.W, m.L.Grid.H)
	}
	if id == FieldFlee {
		m.safetyInto(dst, m.Look(FieldApproach, nil), m.PlayerPos())
	} else {
		m.compute(id, dst, m.PlayerPos(), 0)
	}
	m.looked[id], m.lookKeys[id] = dst, cur
	return dst
}

// sameInputs reports whether two keys were computed from the same inputs
// (whatever the turn).
func sameInputs(a, b Key) bool {
	return a.Used && b.Used && a.Player == b.Player && a.WalkVer == b.WalkVer &&
		a.DigVer == b.DigVer && a.GoldVer == b.GoldVer
}

// fieldName names field id in an explained thought's reasons; NoField is
// the field to the thought's target (investigating).
func fieldName(t *Thought, id FieldID) string {
	if id == NoField {
		return fmt.Sprintf("field to %d,%d", t.Target.X, t.Target.Y)
	}
	return id.String()
}
