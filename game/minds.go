package game

import (
	"fmt"
	"slices"

	"downhill/ai"
	"downhill/ai/dijkstra"
	"downhill/world"
)

// NamedField is a field the overlay key can show, with its on-screen name.
type NamedField struct {
	Name  string
	Field *dijkstra.Field
}

// Fields lists the fields the overlay cycles through: the player field
// first, then the greedy, flee, archer and tunneler fields that creatures
// have used on this level, then the fields from the cells goblins are
// investigating, each named for the screen.
func (g *Game) Fields() []NamedField {
	m := g.mindsFor()
	out := []NamedField{{ai.FieldNames[ai.FieldApproach], m.Field(ai.FieldApproach)}}
	for id := ai.FieldGreedy; id < ai.NumFields; id++ {
		if m.Used(id) {
			f := m.Peek(id)
			if f == nil {
				f = m.Field(id)
			}
			m.Complete(id) // creatures may have needed only part of it
			out = append(out, NamedField{ai.FieldNames[id], f})
		}
	}
	g.scans += m.TakeScans()
	return append(out, g.searchFields(m)...)
}

// searchFields are the fields from the cells goblins are investigating or
// searching around (a noise, a last sighting), at most three, in the order
// of the goblins' ids: the overlay shows where a noisemaker or smoke sent
// them.
func (g *Game) searchFields(m *ai.Minds) []NamedField {
	var out []NamedField
	var seen []world.Pos
	s := g.Level.Ents
	for i, alive := range s.Alive {
		if !alive || (s.Mind[i] != world.Investigating && s.Mind[i] != world.Searching) || slices.Contains(seen, s.Target[i]) {
			continue
		}
		p := s.Target[i]
		seen = append(seen, p)
		out = append(out, NamedField{fmt.Sprintf("search field %d,%d", p.X, p.Y), m.TargetField(p)})
		if len(out) == 3 {
			break
		}
	}
	return out
}

// Minds is the level's AI system (its shared fields, personalities and
// cache), for tests and tools that want to look inside.
func (g *Game) Minds() *ai.Minds { return g.mindsFor() }

// mindsFor returns the level's minds, making them when missing (a new
// level, a loaded game).
func (g *Game) mindsFor() *ai.Minds {
	if g.minds == nil || g.minds.L != g.Level || g.minds.Memo != &g.Memo || g.minds.Player != g.Player {
		g.minds = ai.NewMinds(g.Level, g.Player, &g.Memo)
		g.minds.Greed = int32(g.greed())
		g.minds.Hearing = g.hearing()
		g.minds.Prepare()
	}
	return g.minds
}

// rescanPlayer brings the player field up to date (a no-op when neither
// the player nor the map changed since it was computed) and refreshes the
// caches that point at it.
func (g *Game) rescanPlayer() {
	m := g.mindsFor()
	g.approach = m.Field(ai.FieldApproach)
	g.walk = m.WalkCosts()
	g.scans += m.TakeScans()
}
