package game

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"sync"

	"downhill/ai"
	"downhill/ai/dijkstra"
	"downhill/world"
)

// SoakOptions say how big a soak is (see Soak).
type SoakOptions struct {
	Seeds     int    // games to play: seeds FirstSeed, FirstSeed+1, ...
	Turns     int    // player inputs per game
	FirstSeed uint64 // the first game's seed
	Workers   int    // games played at once (at least one)
	// Done, when set, is called after each game ends with the number of
	// games ended so far (never twice at once).
	Done func(games int)
}

// Violation is a broken rule the soak saw: in which game, after which of
// its player inputs (from 1; 0 is the new game), and what.
type Violation struct {
	Seed uint64
	Turn int
	What string
}

// String is "seed S turn T: what".
func (v Violation) String() string { return fmt.Sprintf("seed %d turn %d: %s", v.Seed, v.Turn, v.What) }

// SoakResult is what a soak found: at most one violation per game (a game
// stops at its first: a broken game proves nothing further), by seed.
type SoakResult struct {
	Seeds, Turns int
	Violations   []Violation
}

// Line is the soak's one-line verdict, "soak: S seeds x T turns, V
// violations", with the first violation's seed, turn and what when there
// is one.
func (r SoakResult) Line() string {
	line := fmt.Sprintf("soak: %d seeds x %d turns, %d violations", r.Seeds, r.Turns, len(r.Violations))
	if len(r.Violations) > 0 {
		line += " (first: " + r.Violations[0].String() + ")"
	}
	return line
}

// Soak plays o.Seeds games of o.Turns player inputs each, headless, and
// checks the rules after every input. Seeds take turns through the level
// kinds (rooms, caves, maze, wilds) and through the two players, the
// explore bot (BotTurn) and a random player (moves, waits, travel,
// explore, the stairs both ways, items used and gold thrown at cells
// around it, doors closed, pick-ups, from its own seeded source); a
// player who dies starts a
// new game. Levels are small (36..48 x 18..22), so that every check runs
// after every input; games start with 2 to 8 goblins, some of them on
// depth 2 to 4 (more and sturdier goblins), and every goblin kind (the
// naive chaser too) is put on each level where chance left one out. The
// checks:
//   - the save checks on the live game (creatures on the map, on ground
//     they may stand on, one to a cell and where the occupancy grid says;
//     hit points within 1..MaxHP, the player's 0 exactly when dead; every
//     other value in its range), and each creature's MaxHP its kind's;
//   - gold conserved: on the floor, carried by goblins and the player's
//     add up to what the level began with, and a descent keeps the
//     player's;
//   - every shared field computed from the current inputs equals a fresh
//     scan of the current map;
//   - the save of every turn loads, saves back to the same bytes, and the
//     loaded game plays the input exactly as the original (equal saves).
func Soak(o SoakOptions) SoakResult {
	res := SoakResult{Seeds: o.Seeds, Turns: o.Turns}
	found := make([]*Violation, o.Seeds)
	seeds := make(chan int)
	var mu sync.Mutex
	var wg sync.WaitGroup
	done := 0
	for w := 0; w < max(o.Workers, 1); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range seeds {
				v := soakGame(o.FirstSeed+uint64(i), o.Turns)
				mu.Lock()
				found[i] = v
				done++
				if o.Done != nil {
					o.Done(done)
				}
				mu.Unlock()
			}
		}()
	}
	for i := 0; i < o.Seeds; i++ {
		seeds <- i
	}
	close(seeds)
	wg.Wait()
	for _, v := range found {
		if v != nil {
			res.Violations = append(res.Violations, *v)
		}
	}
	return res
}

// soakGame plays one soak game and returns its first violation, or nil.
func soakGame(seed uint64, turns int) (v *Violation) {
	k := uint64(len(world.Generators))
	cfg := Config{Seed: seed, Level: world.Generators[seed%k], Goblins: 2 + int(seed%3)*3,
		W: 36 + int(seed%3)*6, H: 18 + int(seed%2)*4}
	s := &soaker{explore: seed/k%2 == 0, r: rand.New(rand.NewPCG(seed, 0x736f616b))} // "soak"
	turn := 0
	defer func() {
		if r := recover(); r != nil {
			v = &Violation{seed, turn, fmt.Sprintf("panic: %v", r)}
		}
	}()
	g := New(cfg)
	for d := uint64(1); d < 1+seed/(2*k)%4; d++ {
		g.changeLevel(false) // some games start deeper: more goblins, more hit points
	}
	s.levelStart(g)
	data, err := g.Save()
	if err != nil {
		return &Violation{seed, 0, err.Error()}
	}
	for turn = 1; turn <= turns; turn++ {
		if what := s.turn(g, &data); what != "" {
			return &Violation{seed, turn, what}
		}
	}
	return nil
}

// soaker is one soak game's player and what its checks remember.
type soaker struct {
	explore bool
	r       *rand.Rand
	level   *world.Level // the level the gold baseline is for
	gold    int          // gold on that level, carried and the player's, at its start
	depth   int          // and its depth
	seed    uint64       // and the seed of the game it belongs to
}

// turn plays one input on g and on a copy loaded from data (g's save
// before the input), checks the rules and leaves g's new save in data. It
// returns what broke, or "".
func (s *soaker) turn(g *Game, data *[]byte) string {
	h, err := Load(*data)
	if err != nil {
		return "the save does not load: " + err.Error()
	}
	if again, err := h.Save(); err != nil || !bytes.Equal(again, *data) {
		return fmt.Sprintf("the loaded game saves to other bytes (%v): %s", err, firstDiff(*data, again))
	}
	c := s.command(g)
	s.play(g, c)
	s.play(h, c)
	if *data, err = g.Save(); err != nil {
		return err.Error()
	}
	if hs, err := h.Save(); err != nil || !bytes.Equal(hs, *data) {
		return fmt.Sprintf("the game loaded from the last save played %s otherwise (%v): %s", commandText(c), err, firstDiff(*data, hs))
	}
	if what := s.check(g); what != "" {
		return what
	}
	if g.Level != s.level {
		s.levelStart(g)
		if *data, err = g.Save(); err != nil {
			return err.Error()
		}
	}
	return ""
}

// command is the random player's next input (nil for the explore bot,
// which decides on the game itself; a dead player restarts).
func (s *soaker) command(g *Game) *Command {
	if g.Dead {
		return &Command{Action: ActRestart}
	}
	if s.explore {
		return nil
	}
	gr := g.Level.Grid
	switch k := s.r.IntN(100); {
	case k < 70:
		return &Command{Action: ActMove, DX: s.r.IntN(3) - 1, DY: s.r.IntN(3) - 1}
	case k < 80:
		return &Command{Action: ActWait}
	case k < 90:
		return &Command{Action: ActTravel, X: s.r.IntN(gr.W), Y: s.r.IntN(gr.H)}
	case k < 93:
		return &Command{Action: ActExplore}
	case k < 95:
		return &Command{Action: ActDescend}
	case k < 96:
		return &Command{Action: ActAscend}
	case k < 98:
		// An item from the pack (or a slot it lacks) at a cell near the
		// player, which may be out of range or out of view.
		p := g.PlayerPos()
		return &Command{Action: ActUse, Slot: s.r.IntN(InventorySlots), X: p.X + s.r.IntN(13) - 6, Y: p.Y + s.r.IntN(13) - 6}
	case k < 99:
		p := g.PlayerPos()
		return &Command{Action: ActThrowGold, X: p.X + s.r.IntN(9) - 4, Y: p.Y + s.r.IntN(9) - 4}
	}
	return &Command{Action: []Action{ActClose, ActPickUp}[s.r.IntN(2)], DX: s.r.IntN(3) - 1, DY: s.r.IntN(3) - 1}
}

// play gives the input c to g (the explore bot's turn when c is nil, a
// wait when it has nothing to do).
func (s *soaker) play(g *Game, c *Command) {
	switch {
	case c != nil:
		g.Do(*c)
	case !g.BotTurn():
		g.Do(Command{Action: ActWait})
	}
}

// soakKinds are the creature kinds every soak level holds.
var soakKinds = []world.Kind{world.Goblin, world.Greedy, world.Archer, world.Tunneler, world.Naive}

// levelStart prepares a new level for the checks: every kind of creature
// present (each missing one added, wandering, on free floor the player
// can reach, from the soak's own source so the game's stream is the
// game's), and the gold baseline taken, after checking that a descent kept
// the player's gold.
func (s *soaker) levelStart(g *Game) {
	st, gr := g.Level.Ents, g.Level.Grid
	var free []world.Pos
	for i, t := range gr.Tiles {
		if (t == world.Floor || t == world.Snow) && st.Occ[i] == world.NoEntity {
			if p := (world.Pos{X: i % gr.W, Y: i / gr.W}); g.approach.At(p.X, p.Y) >= 3 && g.approach.At(p.X, p.Y) != dijkstra.Unreached {
				free = append(free, p)
			}
		}
	}
	for _, k := range soakKinds {
		have := false
		for e, alive := range st.Alive {
			have = have || alive && st.Kind[e] == k
		}
		if have || len(free) == 0 {
			continue
		}
		i := s.r.IntN(len(free))
		e := g.addCreature(k, free[i])
		st.Mind[e] = world.Wandering
		free[i] = free[len(free)-1]
		free = free[:len(free)-1]
	}
	s.level, s.gold, s.depth, s.seed = g.Level, goldTotal(g), g.Depth, g.Cfg.Seed
}

// goldTotal is the gold on the floor, carried by living creatures and the
// player's.
func goldTotal(g *Game) int {
	n := g.Gold
	for _, v := range g.Level.Gold {
		n += v
	}
	for e, alive := range g.Level.Ents.Alive {
		if alive {
			n += g.Level.Ents.Gold[e]
		}
	}
	return n
}

// check runs the rules' checks on g after an input, and returns what
// broke, or "".
func (s *soaker) check(g *Game) string {
	sf := g.saveFile(nil)
	if err := sf.check(); err != nil {
		return err.Error()
	}
	st := g.Level.Ents
	for e, alive := range st.Alive {
		k := st.Kind[e]
		want := startHP(k, g.Depth)
		if alive && st.MaxHP[e] != want {
			return fmt.Sprintf("%s has %d max hp, want %d", g.tag(world.Entity(e)), st.MaxHP[e], want)
		}
	}
	switch {
	case g.Level == s.level:
		if n := goldTotal(g); n != s.gold {
			return fmt.Sprintf("gold %d, the level began with %d", n, s.gold)
		}
	case g.Cfg.Seed == s.seed && g.Depth == s.depth+1:
		// A descent: the player's gold came down, the level's stayed.
		if g.Gold != s.playerGoldBefore(g) {
			return fmt.Sprintf("the player's gold %d after the stairs, %d before", g.Gold, s.playerGoldBefore(g))
		}
	}
	return checkFields(g)
}

// playerGoldBefore is the player's gold on the level left behind: all of
// that level's gold less what was on its floor and carried (the level is
// gone, so the baseline and the descent's own rule give it).
func (s *soaker) playerGoldBefore(g *Game) int {
	n := s.gold
	for _, v := range s.level.Gold {
		n -= v
	}
	for e, alive := range s.level.Ents.Alive {
		if alive {
			n -= s.level.Ents.Gold[e]
		}
	}
	return n
}

// checkFields compares every shared field that was computed from the
// current inputs with a fresh scan of the current map by new minds. A field
// its readers needed only so far (ai/limits.go: Minds.Limit) must hold the
// fresh value wherever that is at most its limit, and Unreached beyond.
func checkFields(g *Game) string {
	m := g.Minds()
	var fresh *ai.Minds
	for id := ai.FieldID(0); id < ai.NumFields; id++ {
		f := m.Peek(id)
		if f == nil || !m.Current(id) {
			continue
		}
		if fresh == nil {
			fresh = ai.NewMinds(g.Level, g.Player, &ai.Memo{Turn: g.Memo.Turn})
			fresh.Greed = m.Greed
		}
		want, lim := fresh.Field(id), m.Limit(id)
		for y := 0; y < g.Level.Grid.H; y++ {
			for x := 0; x < g.Level.Grid.W; x++ {
				b := want.At(x, y)
				if lim != 0 && b > lim {
					b = dijkstra.Unreached
				}
				if a := f.At(x, y); a != b {
					return fmt.Sprintf("the %s holds %d at %d,%d, a fresh scan %d", id, a, x, y, b)
				}
			}
		}
	}
	return ""
}

// commandText names an input of the soak's players.
func commandText(c *Command) string {
	if c == nil {
		return "the explore bot's turn"
	}
	return fmt.Sprintf("%+v", *c)
}

// firstDiff locates the first byte where two saves differ, with a little
// of each around it.
func firstDiff(a, b []byte) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	lo := max(i-40, 0)
	return fmt.Sprintf("at byte %d: %q vs %q", i, a[lo:min(i+20, len(a))], b[lo:min(i+20, len(b))])
}
