package world

// Entity is an index into a Store's component slices. Ids are reused only
// when a new level starts, so an id stays valid for a whole level.
type Entity int32

// NoEntity marks an empty cell or a missing target.
const NoEntity Entity = -1

// Store is an ECS-lite entity store: one plain slice per component, indexed
// by Entity, no reflection, no pointers, so it serialises as it is. Dead
// entities keep their slot with Alive false. Occ maps each cell (y*W+x) to
// the creature standing there, which keeps "two creatures never share a
// cell" cheap to check.
type Store struct {
	Alive  []bool
	Kind   []Kind
	Pos    []Pos
	Glyph  []rune
	HP     []int
	MaxHP  []int
	Gold   []int  // gold carried (dropped on death)
	Mind   []Mind // attention state
	Memory []int  // turns left before a hunter forgets the player
	Regen  []int  // turns since the last HP regained
	Target []Pos  // where an investigating or searching creature looks; a hunter's last sight of the player
	Fear   []int  // turns left of magical fear (flees at any hit points)
	// Wary says the creature has run for its life once (KindFact.FleesAt):
	// it comes back when healed and never runs for its life again, so a
	// fight with it ends.
	Wary []bool
	Occ  []Entity
	W    int
}

// NewStore returns an empty store for a w x h level.
func NewStore(w, h int) *Store {
	s := &Store{W: w, Occ: make([]Entity, w*h)}
	for i := range s.Occ {
		s.Occ[i] = NoEntity
	}
	return s
}

// Len is the number of entity slots, dead ones included.
func (s *Store) Len() int { return len(s.Alive) }

// Add creates a creature of kind k with hp hit points at p, drawn with its
// kind's glyph, and returns its id. It panics if the
// cell is taken: callers place creatures on free cells only.
func (s *Store) Add(k Kind, p Pos, hp int) Entity {
	if s.At(p) != NoEntity {
		panic("world: two creatures on one cell")
	}
	e := Entity(len(s.Alive))
	s.Alive = append(s.Alive, true)
	s.Kind = append(s.Kind, k)
	s.Pos = append(s.Pos, p)
	s.Glyph = append(s.Glyph, KindFacts[k].Glyph)
	s.HP = append(s.HP, hp)
	s.MaxHP = append(s.MaxHP, hp)
	s.Gold = append(s.Gold, 0)
	s.Mind = append(s.Mind, Hunting)
	s.Memory = append(s.Memory, 0)
	s.Regen = append(s.Regen, 0)
	s.Target = append(s.Target, p)
	s.Fear = append(s.Fear, 0)
	s.Wary = append(s.Wary, false)
	s.Occ[p.Y*s.W+p.X] = e
	return e
}

// At returns the creature standing on p, or NoEntity.
func (s *Store) At(p Pos) Entity { return s.Occ[p.Y*s.W+p.X] }

// Move puts e on the free cell p.
func (s *Store) Move(e Entity, p Pos) {
	o := s.Pos[e]
	s.Occ[o.Y*s.W+o.X] = NoEntity
	s.Occ[p.Y*s.W+p.X] = e
	s.Pos[e] = p
}

// Kill marks e dead and frees its cell.
func (s *Store) Kill(e Entity) {
	p := s.Pos[e]
	if s.Occ[p.Y*s.W+p.X] == e {
		s.Occ[p.Y*s.W+p.X] = NoEntity
	}
	s.Alive[e] = false
}
