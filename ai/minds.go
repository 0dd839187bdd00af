package ai

import (
	"downhill/ai/dijkstra"
	"downhill/world"
)

// The tunables of the goblin minds. They are constants rather than options
// because the scenario tests pin their effects exactly.
const (
	// DefaultHearing is how far (in walking cost on the player field, not a
	// straight line) a goblin hears the player: a wall between them blocks
	// the sound as much as the walk.
	DefaultHearing = 6
	// ForgetTurns is how long a hunter keeps hunting after it last saw or
	// heard the player, before it goes back to wandering.
	ForgetTurns = 20
	// ArcherRange is the distance (8-way steps) archers like to shoot from.
	ArcherRange = 4
	// SightRadius is how far creatures see, the same radius as the player's
	// field of view, so "the goblin sees you" matches "you see the goblin".
	SightRadius = 9
	// RegenTurns is how many turns a goblin takes to regain one hit point,
	// which is what brings fleeing goblins back.
	RegenTurns = 10
	// DigPerTurn is how much hardness a tunneler removes per turn of
	// digging; with the last of a rock dug and stepped into in one turn, a
	// tunneler passes rock in 1 + hardness/85 turns, its field's cost.
	DigPerTurn = 85
	// ReturnAt is the share of its hit points, in percent, at which a
	// creature that ran for its life comes back (Brogue's three quarters).
	ReturnAt = 75
	// DefaultGreed is the start value of gold on the greedy field: a greedy
	// goblin walks four steps farther for gold than for the player.
	DefaultGreed = -4
)

// FieldID names one of the shared fields the minds keep.
type FieldID uint8

// The shared fields, in the order the overlay shows them. Each is computed
// at most once per turn and only when something it depends on changed.
const (
	FieldApproach FieldID = iota // the player at 0, walkers' costs
	FieldGreedy                  // the player at 0 and every gold pile at the greed value
	FieldFlee                    // the safety map (safety.go): the approach field upside down, loops favoured, rescanned
	FieldArcher                  // cells at ArcherRange that see the player
	FieldTunnel                  // the player at 0, tunnelers' costs
	NumFields
)

// FieldNames are the on-screen names of the shared fields.
var FieldNames = [NumFields]string{"player field", "greedy field", "safety map", "archer field", "tunneler field"}

// String is the field's on-screen name.
func (id FieldID) String() string {
	if id < NumFields {
		return FieldNames[id]
	}
	return "field?"
}

// Key records the inputs a shared field was last computed from. A field is
// rescanned only when its key no longer matches the current inputs, and at
// most once per turn (a key computed this turn is kept even if a dig or a
// picked-up coin changes its inputs; the next turn catches up).
type Key struct {
	Used    bool      // computed at least once on this level
	Turn    int       // the turn it was computed in
	Player  world.Pos // where the player stood
	WalkVer int       // Memo.WalkVer then
	DigVer  int       // Memo.DigVer then
	GoldVer int       // Memo.GoldVer then
}

// Memo is the plain-data part of the minds' field cache: the versions of
// the inputs and the key of each field. The game keeps it in an exported
// field so that a saved game reloads with the same cache decisions (and so
// the same scan count) as the game it came from; the fields themselves are
// rebuilt from the level.
type Memo struct {
	Turn    int // the current turn (BeginTurn)
	WalkVer int // bumped when what walkers may enter changes
	DigVer  int // bumped when any hardness changes (what tunnelers pay)
	GoldVer int // bumped when gold lying on the floor changes
	Keys    [NumFields]Key
}

// Minds is the AI system of one level: the shared fields, their costs and
// the rules that turn a creature's state of mind and those fields into an
// Intent. The game owns the rules of combat and applies the intents.
type Minds struct {
	L      *world.Level
	Player world.Entity
	// Greed is the start value of gold on the greedy field (DefaultGreed).
	Greed int32
	// Hearing is the walking distance within which goblins hear the player.
	Hearing int32
	// Weights is the personality of each kind of creature while it hunts:
	// a weighted sum of the shared fields (see Weights).
	Weights [world.NumKinds]Weights
	// Memo is the cache's plain state, usually pointing into the game.
	Memo *Memo
	// Hidden says the player can be neither seen nor heard this turn (the
	// player stands in smoke): hunters lose the player and go to where
	// they last noticed it.
	Hidden bool
	// Whole makes every field scan whole, never limited to what its
	// readers read (limits.go): tests play the same game both ways.
	Whole bool

	fields [NumFields]*dijkstra.Field
	// spare are fields made by Prepare, taken by the first scan of each id.
	spare  [NumFields]*dijkstra.Field
	walk   *dijkstra.Costs
	tunnel *dijkstra.Costs
	// the Memo versions the costs were built for
	walkCostVer, tunCostVer int
	// scans counts the counted scans since the last TakeScans.
	scans int
	goals []dijkstra.Goal
	free  func(x, y int) bool
	// targets caches the fields from single cells (TargetField).
	targets map[world.Pos]*targetField
	lim     limits // how far each field was scanned (limits.go)
	safe    safety // the safety map's loops and buckets (safety.go)
	// escape is the field a blink reads (Escape), made on first use.
	escape *dijkstra.Field
	// peek is set while Preview thinks: decisions read whole fields as
	// they are (Look) instead of bringing the shared ones up to date.
	peek     bool
	peekBufs [NumFields]*dijkstra.Field
	// looked and lookKeys are the field each id's last Look scanned into
	// and the inputs it was scanned from, so looking again is free.
	looked   [NumFields]*dijkstra.Field
	lookKeys [NumFields]Key
}

// NewMinds returns the minds of level l whose player is the entity player,
// with a cache state memo (a new one when nil; a restored one after a load
// makes the first scans of unchanged fields rebuilds that are not counted).
func NewMinds(l *world.Level, player world.Entity, memo *Memo) *Minds {
	if memo == nil {
		memo = &Memo{}
	}
	m := &Minds{L: l, Player: player, Greed: DefaultGreed, Hearing: DefaultHearing,
		Weights: DefaultWeights, Memo: memo}
	ents := l.Ents
	m.free = func(x, y int) bool { return ents.Occ[y*ents.W+x] == world.NoEntity }
	m.reserve(l.Grid.W + l.Grid.H)
	return m
}

// BeginTurn starts the creatures' part of a turn: fields computed from now
// on belong to turn.
func (m *Minds) BeginTurn(turn int) {
	m.Memo.Turn = turn
	m.lim.newTurn()
}

// MapChanged tells the minds that the tile at p changed what walkers may
// enter (a new opening dug through rock, a door opened): walker fields
// rescan next time. Costs built before the change are patched at p rather
// than refilled (a whole grid at a time is milliseconds on a big level, and
// a busy turn has several digs).
func (m *Minds) MapChanged(p world.Pos) {
	m.Memo.WalkVer++
	m.Memo.DigVer++
	if m.walk != nil && m.walkCostVer == m.Memo.WalkVer-1 {
		m.lim.patch(m.walk, p, m.walkCost(p))
		m.walkCostVer = m.Memo.WalkVer
	}
	m.patchTunnel(p)
}

// HardnessChanged tells the minds that the hardness of the rock at p
// changed without opening it: only the tunnelers' field rescans.
func (m *Minds) HardnessChanged(p world.Pos) {
	m.Memo.DigVer++
	m.patchTunnel(p)
}

// patchTunnel brings the tunnelers' costs, if they were current before
// DigVer's last bump, up to date at p.
func (m *Minds) patchTunnel(p world.Pos) {
	if m.tunnel != nil && m.tunCostVer == m.Memo.DigVer-1 {
		m.lim.patch(m.tunnel, p, tunnelerCost(m.L.Grid, p))
		m.tunCostVer = m.Memo.DigVer
	}
}

// GoldChanged tells the minds that gold on the floor appeared, moved or was
// picked up: the greedy field rescans.
func (m *Minds) GoldChanged() { m.Memo.GoldVer++ }

// Scans is the number of counted scans since the last TakeScans.
func (m *Minds) Scans() int { return m.scans }

// TakeScans returns Scans and resets it, for a game that accumulates the
// count in its own saved state.
func (m *Minds) TakeScans() int {
	n := m.scans
	m.scans = 0
	return n
}

// Used reports whether field id has been computed on this level (the
// overlay lists only those).
func (m *Minds) Used(id FieldID) bool { return m.Memo.Keys[id].Used }

// Peek returns field id as it is, without computing it (nil when it has not
// been computed since the minds were made).
func (m *Minds) Peek(id FieldID) *dijkstra.Field { return m.fields[id] }

// WalkCosts are the walkers' costs of the current map, caltrops included
// (rebuilt when a dig opened a cell or an effect changed since they were
// last built).
func (m *Minds) WalkCosts() *dijkstra.Costs {
	if m.walk == nil || m.walkCostVer != m.Memo.WalkVer {
		m.completeOver(m.walk)
		m.walk = WalkerCosts(m.L.Grid, m.walk)
		m.addCaltrops(m.walk)
		m.walkCostVer = m.Memo.WalkVer
	}
	return m.walk
}

// TunnelCosts are the tunnelers' costs of the current map, built on first
// use (levels without tunnelers never pay for them).
func (m *Minds) TunnelCosts() *dijkstra.Costs {
	if m.tunnel == nil || m.tunCostVer != m.Memo.DigVer {
		m.completeOver(m.tunnel)
		m.tunnel = TunnelerCosts(m.L.Grid, m.tunnel)
		m.tunCostVer = m.Memo.DigVer
	}
	return m.tunnel
}

// PlayerPos is where the player stands.
func (m *Minds) PlayerPos() world.Pos { return m.L.Ents.Pos[m.Player] }

// current is the key field id would have if computed now.
func (m *Minds) current(id FieldID) Key {
	k := Key{Used: true, Turn: m.Memo.Turn, Player: m.PlayerPos(), WalkVer: m.Memo.WalkVer}
	switch id {
	case FieldGreedy:
		k.GoldVer = m.Memo.GoldVer
	case FieldTunnel:
		k.WalkVer = 0
		k.DigVer = m.Memo.DigVer
	}
	return k
}

// Restore rebuilds every field the memo says was computed and the minds
// lack, as a loaded game's first act: without counting scans and keeping
// the saved keys, so that the game goes on rescanning exactly when the one
// it was saved from does. A field whose key lags behind the inputs (the
// map changed later in the turn it was computed) is rebuilt from the
// inputs of now, so only what the overlay shows of it differs from the
// original, until the next turn rescans it in both.
//
// Each field is rebuilt for where the player stood when it was computed
// (its key), not where the player stands now: the original game reuses it
// unchanged should the player come back there with the map unchanged.
func (m *Minds) Restore() {
	for id := range NumFields {
		k := m.Memo.Keys[id]
		if !k.Used || m.fields[id] != nil {
			continue
		}
		f := dijkstra.NewField(m.L.Grid.W, m.L.Grid.H)
		if id == FieldFlee {
			// Built from the approach field of its own key, which need not
			// be the approach field of now: a scratch one, uncounted.
			ap := dijkstra.NewField(m.L.Grid.W, m.L.Grid.H)
			m.compute(FieldApproach, ap, k.Player, 0)
			m.safetyInto(f, ap, k.Player)
		} else {
			m.compute(id, f, k.Player, 0)
		}
		m.fields[id] = f
	}
}

// Current reports whether field id was computed from the inputs of now:
// true unless the player moved or the map, the rock or the gold it reads
// changed since (a field computed this turn lags behind the changes made
// later in the turn until the next turn asks for it).
func (m *Minds) Current(id FieldID) bool {
	k, cur := m.Memo.Keys[id], m.current(id)
	return k.Used && k.Player == cur.Player && k.WalkVer == cur.WalkVer && k.DigVer == cur.DigVer && k.GoldVer == cur.GoldVer
}

// Field returns shared field id, computing it first when its inputs changed
// since it was last computed, unless it was already computed this turn. It
// is the whole field: one the creatures had scanned only as far as they
// read (limits.go) is completed first.
func (m *Minds) Field(id FieldID) *dijkstra.Field {
	f := m.refresh(id, 0)
	m.complete(id)
	return f
}

// refresh is Field without completing: a field computed now is scanned up
// to limit (0: no limit).
func (m *Minds) refresh(id FieldID, limit int32) *dijkstra.Field {
	old := m.Memo.Keys[id]
	cur := m.current(id)
	f := m.fields[id]
	if f != nil && old.Used && old.Turn == cur.Turn {
		return f // at most once per turn
	}
	same := old.Used && old.Player == cur.Player && old.WalkVer == cur.WalkVer &&
		old.DigVer == cur.DigVer && old.GoldVer == cur.GoldVer
	if f != nil && same {
		return f
	}
	// A field missing from a restored cache (a loaded game) where the game
	// it was saved from would have kept its own (inputs unchanged, or
	// computed this turn) is rebuilt without counting and keeps its saved
	// key. Even a key that lags behind the inputs (the map changed later in
	// the turn it was computed) is kept: the original rescans, counted, at
	// its next turn, and so does this one, so the two stay alike.
	restored := f == nil && old.Used && (old.Turn == cur.Turn || same)
	if f == nil {
		f = m.newField(id)
		m.fields[id] = f
	}
	m.compute(id, f, m.PlayerPos(), limit)
	if !restored {
		m.scans++
		if id == FieldFlee {
			// The flee field is as new as the approach field it was built
			// from, which may lag behind a change made earlier this turn.
			a := m.Memo.Keys[FieldApproach]
			cur.Player, cur.WalkVer = a.Player, a.WalkVer
		}
		m.Memo.Keys[id] = cur
	}
	return f
}

// compute floods field id into f from the current level with the player
// at p, up to limit (0: no limit; the flee field is always whole). For the
// minds' own field id the limit and goals are kept, so that it can be
// scanned further later (limits.go); a scratch field (Restore's) is whole.
func (m *Minds) compute(id FieldID, f *dijkstra.Field, p world.Pos, limit int32) {
	if id == FieldFlee || f != m.fields[id] {
		limit = 0
	}
	if f == m.fields[id] {
		defer func() { m.lim.start(id, limit, m.goals) }()
	}
	switch id {
	case FieldApproach:
		m.goals = append(m.goals[:0], dijkstra.Goal{X: p.X, Y: p.Y})
		f.Scan(m.goals, m.WalkCosts(), dijkstra.Rules{Limit: limit})
	case FieldGreedy:
		m.goals = append(m.goals[:0], dijkstra.Goal{X: p.X, Y: p.Y})
		g := m.L.Grid
		for i, n := range m.L.Gold {
			if n > 0 {
				m.goals = append(m.goals, dijkstra.Goal{X: i % g.W, Y: i / g.W, Start: m.Greed})
			}
		}
		f.Scan(m.goals, m.WalkCosts(), dijkstra.Rules{Limit: limit})
	case FieldFlee:
		// The safety map reads the approach field of the same inputs; it
		// is brought up to date first (a no-op when it already is).
		m.safetyInto(f, m.Field(FieldApproach), p)
	case FieldArcher:
		m.goals = m.archerGoals(m.goals[:0], p)
		f.Scan(m.goals, m.WalkCosts(), dijkstra.Rules{Limit: limit})
	case FieldTunnel:
		m.goals = append(m.goals[:0], dijkstra.Goal{X: p.X, Y: p.Y})
		f.Scan(m.goals, m.TunnelCosts(), dijkstra.Rules{Limit: limit})
	}
}

// archerGoals appends the cells at exactly ArcherRange steps from p that a
// walker can stand on and that see p.
func (m *Minds) archerGoals(dst []dijkstra.Goal, p world.Pos) []dijkstra.Goal {
	g := m.L.Grid
	r := ArcherRange
	walk := m.WalkCosts()
	add := func(x, y int) {
		if walk.At(x, y) != 0 && g.CanSee(world.Pos{X: x, Y: y}, p, SightRadius) {
			dst = append(dst, dijkstra.Goal{X: x, Y: y})
		}
	}
	for d := -r; d <= r; d++ {
		add(p.X+d, p.Y-r)
		add(p.X+d, p.Y+r)
	}
	for d := -r + 1; d <= r-1; d++ {
		add(p.X-r, p.Y+d)
		add(p.X+r, p.Y+d)
	}
	return dst
}

// Chebyshev is the number of 8-way steps between a and b on open ground.
func Chebyshev(a, b world.Pos) int {
	return max(world.Abs(a.X-b.X), world.Abs(a.Y-b.Y))
}
