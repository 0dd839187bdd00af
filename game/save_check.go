package game

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strconv"

	"downhill/ai"
	"downhill/world"
)

// The rules' outer bounds on what a save may hold (a level's sides are
// world.MaxSide's, as every reader's). They are far beyond
// anything a game reaches, and small enough that no sum, product or
// allocation they lead to can overflow or exhaust memory.
const (
	// MaxGoblins is the most goblins a first level may ask for.
	MaxGoblins = 10000
	// MaxDepth is the deepest level a save may be on.
	MaxDepth = 100000
	// MaxAmount bounds every hit point and gold amount, so totals fit an int.
	MaxAmount = 1 << 40
	// MaxGreed is how strongly gold may pull, at most (Config.Greed).
	MaxGreed = 100
	// MaxSaveBytes is the largest save Load reads and Save writes: room
	// for a whole run on the largest levels the game's own flags make
	// (see MaxRunCells), about 20 bytes a cell.
	MaxSaveBytes = 256 << 20
	// MaxRunCells bounds the cells of all the levels a run may keep
	// (width x height x the Heart's depth, checked where a game is
	// configured), so that its save stays within MaxSaveBytes.
	MaxRunCells = 8 << 20
	// MaxLine is the longest message or action line a save may hold;
	// the game clips longer ones where it says them.
	MaxLine = 1000
)

// check rejects saves whose values break the rules' ranges or whose parts
// disagree, each of which would otherwise panic on a later turn (or play a
// game the rules cannot make). The error is one line naming the value.
func (s *saveFile) check() error {
	if err := firstErr(inRange("depth", s.Depth, 1, MaxDepth), inRange("levels", len(s.Levels), 1, MaxDepth)); err != nil {
		return err
	}
	if s.Depth > len(s.Levels) {
		return fmt.Errorf("depth %d with %d levels kept", s.Depth, len(s.Levels))
	}
	// Every kept level: its shape, cells, creatures, items and effects.
	for i, l := range s.Levels {
		s.Level, s.here = l, i == s.Depth-1
		for _, f := range []func() error{s.checkShape, s.checkGrid, s.checkCreatures, s.checkItems} {
			if err := f(); err != nil {
				return fmt.Errorf("depth %d: %v", i+1, err)
			}
		}
		if l.Depth != i+1 {
			return fmt.Errorf("level %d says depth %d", i+1, l.Depth)
		}
	}
	// The game's own state, on the player's level.
	s.Level, s.here = s.Levels[s.Depth-1], true
	for _, f := range []func() error{s.checkConfig, s.checkState, s.checkRun, s.checkNav, s.checkMemo, s.checkRecord} {
		if err := f(); err != nil {
			return err
		}
	}
	return nil
}

// saturate brings back to MaxAmount every count that play only adds to
// and that went past it (turns, gold, scans, the recap's counts, the
// minds' turn and versions): only a game loaded from a save at the bound
// gets there, and whatever Save writes must load. Each is cut to the same
// bound, so the checks' orders (a key's version at most the current one,
// the swim's start at most the turn) still hold.
func (g *Game) saturate() {
	g.scans = g.Scans()
	for _, v := range []*int{&g.Turn, &g.Gold, &g.scans, &g.Stats.GoldThrown, &g.Nav.SwimSince,
		&g.Memo.Turn, &g.Memo.WalkVer, &g.Memo.DigVer, &g.Memo.GoldVer} {
		*v = min(*v, MaxAmount)
	}
	fl := &g.Stats.Flights
	for _, v := range []*int{&fl.Ran, &fl.Caught, &fl.BackKilled} {
		*v = min(*v, MaxAmount)
	}
	for _, counts := range [][]int{g.Stats.Kills[:], g.Stats.Used[:], g.MessageTurns} {
		for i := range counts {
			counts[i] = min(counts[i], MaxAmount)
		}
	}
	for i := range g.Memo.Keys {
		k := &g.Memo.Keys[i]
		k.Turn, k.WalkVer, k.DigVer, k.GoldVer = min(k.Turn, MaxAmount), min(k.WalkVer, MaxAmount), min(k.DigVer, MaxAmount), min(k.GoldVer, MaxAmount)
	}
	for _, l := range g.Levels {
		for _, gold := range [][]int{l.Gold, l.Ents.Gold} {
			for i := range gold {
				gold[i] = min(gold[i], MaxAmount)
			}
		}
	}
}

// inRange says which value is out of lo..hi, or nil.
func inRange(name string, v, lo, hi int) error {
	if v < lo || v > hi {
		return fmt.Errorf("%s %d out of %d..%d", name, v, lo, hi)
	}
	return nil
}

// firstErr returns the first non-nil error.
func firstErr(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// checkShape checks that every per-cell and per-entity slice has the
// length of the level and of the entity store.
func (s *saveFile) checkShape() error {
	l := s.Level
	if l == nil || l.Grid == nil || l.Ents == nil {
		return errors.New("no level")
	}
	gr := l.Grid
	if gr.W <= 0 || gr.H <= 0 || gr.W > world.MaxSide || gr.H > world.MaxSide {
		return fmt.Errorf("level size %dx%d", gr.W, gr.H)
	}
	n := gr.W * gr.H
	for _, c := range []struct {
		name string
		n    int
	}{{"tiles", len(gr.Tiles)}, {"hardness", len(gr.Hard)}, {"seen", len(gr.Seen)},
		{"visible", len(gr.Visible)}, {"gold", len(l.Gold)}, {"occupancy", len(l.Ents.Occ)}} {
		if c.n != n {
			return fmt.Errorf("%s has %d cells, want %d", c.name, c.n, n)
		}
	}
	st := l.Ents
	if st.W != gr.W {
		return fmt.Errorf("entity store width %d, level width %d", st.W, gr.W)
	}
	e := st.Len()
	if st.Wary == nil {
		// A save from before creatures were wary: none has run for its
		// life yet.
		st.Wary = make([]bool, e)
	}
	for _, c := range []struct {
		name string
		n    int
	}{{"kind", len(st.Kind)}, {"pos", len(st.Pos)}, {"glyph", len(st.Glyph)}, {"hp", len(st.HP)},
		{"maxhp", len(st.MaxHP)}, {"gold", len(st.Gold)}, {"mind", len(st.Mind)},
		{"memory", len(st.Memory)}, {"regen", len(st.Regen)}, {"target", len(st.Target)}, {"fear", len(st.Fear)}, {"wary", len(st.Wary)}} {
		if c.n != e {
			return fmt.Errorf("entity %s has %d entries, want %d", c.name, c.n, e)
		}
	}
	if s.here && (s.Player < 0 || int(s.Player) >= e) {
		return fmt.Errorf("entity %d is not the player", s.Player)
	}
	return nil
}

// checkConfig checks the config a new level is made from: its size must
// be the level's (a generated level is at least 3 x 3), its numbers within
// the flags' ranges.
func (s *saveFile) checkConfig() error {
	c, gr := s.Cfg, s.Level.Grid
	if s.Seed != c.Seed {
		return fmt.Errorf("seed %d disagrees with config seed %d", s.Seed, c.Seed)
	}
	if err := firstErr(inRange("config width", c.W, 1, world.MaxSide), inRange("config height", c.H, 1, world.MaxSide),
		inRange("config goblins", c.Goblins, 0, MaxGoblins), inRange("config greed", c.Greed, -MaxGreed, 0)); err != nil {
		return err
	}
	if (gr.W != c.W && gr.W != max(c.W, 3)) || (gr.H != c.H && gr.H != max(c.H, 3)) {
		return fmt.Errorf("config size %dx%d, level size %dx%d", c.W, c.H, gr.W, gr.H)
	}
	// The run's bound, as the flags and a recording's settings have it:
	// the levels the game goes on to make must fit the save it writes. (A
	// drawn level's game, sim -map's or the sandbox's, is never kept: its
	// size is the drawing's, and only the comparison copies it this way.)
	if err := inRange("config heart", c.Heart, 0, MaxHeartDepth); err != nil {
		return err
	}
	if heart := cmp.Or(c.Heart, DefaultHeart); !c.Scenario && gr.W*gr.H*heart > MaxRunCells {
		return fmt.Errorf("config %dx%d levels down to depth %d: more cells than a run keeps (%d)", gr.W, gr.H, heart, MaxRunCells)
	}
	if c.Level != "" && !slices.Contains(world.Generators, c.Level) {
		return fmt.Errorf("config level generator %q", c.Level)
	}
	return nil
}

// checkGrid checks every cell: a known tile, hardness that agrees with it
// (walls 255, rock below, open ground 0), gold only where a creature may
// stand, and start and stairs on the map (the stairs on a Stairs tile).
func (s *saveFile) checkGrid() error {
	l := s.Level
	gr := l.Grid
	for i, t := range gr.Tiles {
		h := gr.Hard[i]
		switch {
		case t >= world.NumTiles:
			return fmt.Errorf("cell %d,%d: unknown tile %d", i%gr.W, i/gr.W, t)
		case t == world.Wall && h != world.MaxHardness, t == world.Rock && h == world.MaxHardness,
			t != world.Wall && t != world.Rock && h != 0:
			return fmt.Errorf("cell %d,%d: tile %d with hardness %d", i%gr.W, i/gr.W, t, h)
		}
		if g := l.Gold[i]; g < 0 || g > MaxAmount || g > 0 && !standable(t) {
			return fmt.Errorf("cell %d,%d: %d gold on tile %d", i%gr.W, i/gr.W, g, t)
		}
	}
	none := world.Pos{X: -1, Y: -1}
	if !gr.In(l.Start.X, l.Start.Y) && l.Start != none {
		return fmt.Errorf("start %d,%d off the map", l.Start.X, l.Start.Y)
	}
	if st := l.Stairs; st != none && (!gr.In(st.X, st.Y) || gr.At(st.X, st.Y) != world.Stairs) {
		return fmt.Errorf("stairs %d,%d not on a stairs tile", st.X, st.Y)
	}
	if up := l.Up; up != none && (!gr.In(up.X, up.Y) || gr.At(up.X, up.Y) != world.UpStairs) {
		return fmt.Errorf("up stairs %d,%d not on an up stairs tile", up.X, up.Y)
	}
	if l.Generator != world.HandDrawn && !slices.Contains(world.Generators, l.Generator) {
		return fmt.Errorf("level generator %q", l.Generator)
	}
	return nil
}

// standable reports whether a creature may stand on t (and so drop gold
// there): walkable ground, or deep water for a swimming player.
func standable(t world.Tile) bool { return t.Walkable() || t == world.Deep }

// checkCreatures checks every entity: a known kind with its glyph, the one
// player, hit points, gold, mind, memory and regeneration within the rules,
// and the living on the map, on ground they may stand on, one to a cell,
// each where the occupancy grid says.
func (s *saveFile) checkCreatures() error {
	l := s.Level
	gr, st := l.Grid, l.Ents
	for i := range st.Alive {
		e, k := world.Entity(i), st.Kind[i]
		if k >= world.NumKinds {
			return fmt.Errorf("entity %d: unknown kind %d", e, k)
		}
		// The player is one living entity of kind Player on its level;
		// the levels it left keep its old slots, dead.
		if s.here && e == s.Player && k != world.Player || k == world.Player && st.Alive[i] && (!s.here || e != s.Player) {
			return fmt.Errorf("entity %d: kind %d, the player is %d", e, k, s.Player)
		}
		if st.Glyph[i] != k.Facts().Glyph {
			return fmt.Errorf("entity %d: glyph %q for kind %d", e, st.Glyph[i], k)
		}
		p := st.Pos[i]
		if !gr.In(p.X, p.Y) {
			return fmt.Errorf("entity %d at %d,%d is off the map", e, p.X, p.Y)
		}
		tag := "entity " + strconv.Itoa(int(e)) // no fmt for a good save: its first call is costly in the browser
		if err := firstErr(inRange(tag+" max hp", st.MaxHP[i], 1, MaxAmount),
			inRange(tag+" gold", st.Gold[i], 0, MaxAmount),
			inRange(tag+" mind", int(st.Mind[i]), 0, int(world.NumMinds)-1),
			inRange(tag+" memory", st.Memory[i], 0, max(ai.ForgetTurns, ai.InvestigateTurns, ai.SearchTurns)),
			inRange(tag+" fear", st.Fear[i], 0, FearTurns),
			inRange(tag+" regen", st.Regen[i], 0, ai.RegenTurns-1)); err != nil {
			return err
		}
		if q := st.Target[i]; !gr.In(q.X, q.Y) {
			return fmt.Errorf("entity %d looks at %d,%d off the map", e, q.X, q.Y)
		}
		if !st.Alive[i] {
			if s.here && e == s.Player {
				return errors.New("the player is not on the level")
			}
			continue
		}
		lo := 1
		if e == s.Player && s.Dead {
			lo = 0
		}
		if err := inRange(tag+" hp", st.HP[i], lo, st.MaxHP[i]); err != nil {
			return err
		}
		if t := gr.At(p.X, p.Y); !t.Walkable() && (t != world.Deep || e != s.Player) {
			return fmt.Errorf("entity %d stands in tile %d at %d,%d", e, t, p.X, p.Y)
		}
		if o := st.Occ[gr.Index(p.X, p.Y)]; o != e {
			return fmt.Errorf("entity %d at %d,%d, the cell holds %d", e, p.X, p.Y, o)
		}
	}
	for i, o := range st.Occ {
		if o == world.NoEntity {
			continue
		}
		if o < 0 || int(o) >= st.Len() || !st.Alive[o] || st.Pos[o] != (world.Pos{X: i % gr.W, Y: i / gr.W}) {
			return fmt.Errorf("cell %d,%d holds entity %d, which is not there", i%gr.W, i/gr.W, o)
		}
	}
	return nil
}

// checkState checks the game's own numbers: depth, turn, gold, death, and
// the lines of the message log and the action log.
func (s *saveFile) checkState() error {
	if err := firstErr(inRange("depth", s.Depth, 1, MaxDepth), inRange("turn", s.Turn, 0, MaxAmount),
		inRange("gold", s.Gold, 0, MaxAmount), inRange("scans", s.Scans, 0, MaxAmount)); err != nil {
		return err
	}
	if s.Level.Depth != s.Depth {
		return fmt.Errorf("level depth %d on depth %d", s.Level.Depth, s.Depth)
	}
	if s.Dead != (s.Level.Ents.HP[s.Player] <= 0) {
		return fmt.Errorf("dead %v with %d hit points", s.Dead, s.Level.Ents.HP[s.Player])
	}
	if len(s.MessageTurns) == 0 && len(s.Messages) > 0 { // a save from before turns were kept
		s.MessageTurns = make([]int, len(s.Messages))
		for i := range s.MessageTurns {
			s.MessageTurns[i] = -1
		}
	}
	if len(s.MessageTurns) != len(s.Messages) {
		return fmt.Errorf("%d message turns for %d messages", len(s.MessageTurns), len(s.Messages))
	}
	for _, t := range s.MessageTurns {
		if t < -1 || t > s.Turn {
			return fmt.Errorf("a message said on turn %d of %d", t, s.Turn)
		}
	}
	if len(s.Messages) > MaxMessages { // a log from before the bound: keep the newest
		s.Messages, s.MessageTurns = s.Messages[len(s.Messages)-MaxMessages:], s.MessageTurns[len(s.MessageTurns)-MaxMessages:]
	}
	for _, lines := range [][]string{s.Messages, s.Acts} {
		for _, m := range lines {
			if len(m) > MaxLine {
				return fmt.Errorf("a log line of %d bytes", len(m))
			}
		}
	}
	if len(s.Acts) > 8*(s.Level.Ents.Len()+1) {
		return fmt.Errorf("%d action lines for %d creatures", len(s.Acts), s.Level.Ents.Len())
	}
	return nil
}

// checkNav checks the trip in progress and the swim: a known kind of trip,
// a path on the map no longer than the map, the remembered creatures real
// ones, and a swim that started in the past.
func (s *saveFile) checkNav() error {
	gr, t := s.Level.Grid, s.Nav.Trip
	if err := firstErr(inRange("trip kind", int(t.Kind), int(NoTrip), int(RestTrip)),
		inRange("trip stalls", t.Stalls, 0, 1), inRange("swim start", s.Nav.SwimSince, 0, s.Turn),
		inRange("trip length", len(t.Path), 0, gr.W*gr.H)); err != nil {
		return err
	}
	if t.Kind == NoTrip && (len(t.Path) > 0 || len(t.InView) > 0 || t.Stalls != 0) {
		return errors.New("a path with no trip")
	}
	if t.Kind != NoTrip && !gr.In(t.Target.X, t.Target.Y) {
		return fmt.Errorf("trip target %d,%d off the map", t.Target.X, t.Target.Y)
	}
	for _, p := range t.Path {
		if !gr.In(p.X, p.Y) {
			return fmt.Errorf("travel path through %d,%d off the map", p.X, p.Y)
		}
	}
	for _, id := range t.InView {
		if id < 0 || int(id) >= s.Level.Ents.Len() {
			return fmt.Errorf("travel remembers unknown entity %d", id)
		}
	}
	return nil
}

// checkMemo checks the minds' cache state: versions count up from 0, and
// each field's key was taken at a turn and versions that have been, with
// the player on the map; a field never computed has an empty key.
func (s *saveFile) checkMemo() error {
	m, gr := s.Memo, s.Level.Grid
	if err := firstErr(inRange("memo turn", m.Turn, 0, s.Turn), inRange("memo walk version", m.WalkVer, 0, MaxAmount),
		inRange("memo dig version", m.DigVer, 0, MaxAmount), inRange("memo gold version", m.GoldVer, 0, MaxAmount)); err != nil {
		return err
	}
	for id, k := range m.Keys {
		if !k.Used {
			if k != (ai.Key{}) {
				return fmt.Errorf("memo key %d unused but set", id)
			}
			continue
		}
		name := "memo key " + strconv.Itoa(id)
		if err := firstErr(inRange(name+" turn", k.Turn, 0, m.Turn), inRange(name+" walk version", k.WalkVer, 0, m.WalkVer),
			inRange(name+" dig version", k.DigVer, 0, m.DigVer), inRange(name+" gold version", k.GoldVer, 0, m.GoldVer)); err != nil {
			return err
		}
		if !gr.In(k.Player.X, k.Player.Y) {
			return fmt.Errorf("%s player %d,%d off the map", name, k.Player.X, k.Player.Y)
		}
	}
	return nil
}

// checkItems checks a level's items (known kinds on ground a creature may
// stand on) and effects (known kinds, on the map, of the items' sizes and
// lives).
func (s *saveFile) checkItems() error {
	l := s.Level
	gr := l.Grid
	for _, it := range l.Items {
		if it.Kind == world.NoItem || it.Kind >= world.NumItems || !gr.In(it.Pos.X, it.Pos.Y) || !gr.At(it.Pos.X, it.Pos.Y).Walkable() {
			return fmt.Errorf("item %d at %d,%d", it.Kind, it.Pos.X, it.Pos.Y)
		}
	}
	for _, ef := range l.Effects {
		r, turns, ok := SmokeRadius, SmokeTurns, ef.Kind == world.SmokeCloud
		switch ef.Kind {
		case world.CaltropArea:
			r, turns, ok = CaltropRadius, CaltropTurns, true
		case world.JammedDoor: // on a closed door
			r, turns, ok = 0, JamTurns, gr.At(ef.At.X, ef.At.Y) == world.Door
		}
		if !ok || !gr.In(ef.At.X, ef.At.Y) || ef.R != r || ef.Turns < 1 || ef.Turns > turns {
			return fmt.Errorf("effect %d at %d,%d radius %d for %d turns", ef.Kind, ef.At.X, ef.At.Y, ef.R, ef.Turns)
		}
	}
	return nil
}

// checkRun checks the run's own state: the pack, the Heart (carried or
// lying on its level, once), a win only where it can happen, and the
// recap's numbers.
func (s *saveFile) checkRun() error {
	if len(s.Inventory) > InventorySlots {
		return fmt.Errorf("%d items in a pack of %d", len(s.Inventory), InventorySlots)
	}
	for i, k := range s.Inventory {
		// An empty slot keeps the letters after it; none ends the pack.
		if k == world.NoItem && i == len(s.Inventory)-1 || k == world.Heart || k >= world.NumItems {
			return fmt.Errorf("unknown item %d in the pack", k)
		}
	}
	hearts := 0
	if s.HasHeart {
		hearts++
	}
	for _, l := range s.Levels {
		for _, it := range l.Items {
			if it.Kind == world.Heart {
				hearts++
			}
		}
	}
	if hearts > 1 {
		return fmt.Errorf("%d Hearts of the Mountain", hearts)
	}
	if s.Won && (s.Dead || !s.HasHeart || s.Depth != 1) {
		return fmt.Errorf("won on depth %d, dead %v, with the Heart %v", s.Depth, s.Dead, s.HasHeart)
	}
	st := s.Stats
	if err := firstErr(inRange("deepest", st.Deepest, s.Depth, len(s.Levels)),
		inRange("gold thrown", st.GoldThrown, 0, MaxAmount), inRange("cause", len(st.Cause), 0, MaxLine)); err != nil {
		return err
	}
	if len(st.Descents) >= len(s.Levels) {
		return fmt.Errorf("%d descents with %d levels kept", len(st.Descents), len(s.Levels))
	}
	for i, t := range st.Descents {
		if t < 1 || t > s.Turn || i > 0 && t <= st.Descents[i-1] {
			return fmt.Errorf("descent %d on turn %d (turn now %d)", i+1, t, s.Turn)
		}
	}
	fl := st.Flights
	for _, n := range append(append(st.Kills[:], st.Used[:]...), fl.Ran, fl.Caught, fl.BackKilled) {
		if err := inRange("a recap count", n, 0, MaxAmount); err != nil {
			return err
		}
	}
	return nil
}
