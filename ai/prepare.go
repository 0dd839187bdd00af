package ai

import (
	"downhill/ai/dijkstra"
	"downhill/world"
)

// Prepare makes now the shared fields the creatures of the level will
// scan (the approach and flee fields, and the field of each kind present
// whose weights read one), so that the turn a goblin first flees or
// hunts allocates nothing. Their memory (8 bytes a cell each, see
// dijkstra.Field) is what those turns would take anyway; a field no
// creature of the level reads is not made. It changes nothing the minds
// compute or count: a spare field is taken when its id is first scanned.
func (m *Minds) Prepare() {
	var want [NumFields]bool
	s := m.L.Ents
	for e := range s.Alive {
		if !s.Alive[e] || world.Entity(e) == m.Player {
			continue
		}
		want[FieldApproach], want[FieldFlee] = true, true
		for id, w := range m.Weights[s.Kind[e]] {
			if w != 0 {
				want[id] = true
			}
		}
	}
	for id := range NumFields {
		if want[id] && m.fields[id] == nil && m.spare[id] == nil {
			m.spare[id] = dijkstra.NewField(m.L.Grid.W, m.L.Grid.H)
		}
	}
	if want[FieldFlee] {
		m.prepareSafety(m.spare[FieldFlee])
	}
}

// newField returns the spare field of id (Prepare), or a new one.
func (m *Minds) newField(id FieldID) *dijkstra.Field {
	if f := m.spare[id]; f != nil {
		m.spare[id] = nil
		return f
	}
	return dijkstra.NewField(m.L.Grid.W, m.L.Grid.H)
}
