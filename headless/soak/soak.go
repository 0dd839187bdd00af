// Package soak plays many seeded games headless and checks the rules
// after every input (`downhill-headless soak`, `make soak`): the save
// checks on the live game, gold conserved, every cached field equal to a
// fresh scan, and each turn's save loading back to the same bytes and
// playing the next input exactly as the original.
package soak

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"sync"

	"downhill/ai"
	"downhill/ai/dijkstra"
	"downhill/game"
	"downhill/headless/bot"
	"downhill/world"
)

// Options say how big a soak is (see Run).
type Options struct {
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

// Result is what a soak found: at most one violation per game (a game
// stops at its first: a broken game proves nothing further), by seed.
type Result struct {
	Seeds, Turns int
	Violations   []Violation
}

// Line is the soak's one-line verdict, "soak: S seeds x T turns, V
// violations", with the first violation's seed, turn and what when there
// is one.
func (r Result) Line() string {
	line := fmt.Sprintf("soak: %d seeds x %d turns, %d violations", r.Seeds, r.Turns, len(r.Violations))
	if len(r.Violations) > 0 {
		line += " (first: " + r.Violations[0].String() + ")"
	}
	return line
}

// Run plays o.Seeds games of o.Turns player inputs each, headless, and
// checks the rules after every input. Seeds take turns through the level
// kinds (rooms, caves, maze, wilds) and through the two players, the
// explore bot (package bot) and a random player (moves, waits, travel,
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
func Run(o Options) Result {
	res := Result{Seeds: o.Seeds, Turns: o.Turns}
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
	cfg := game.Config{Seed: seed, Level: world.Generators[seed%k], Goblins: 2 + int(seed%3)*3,
		W: 36 + int(seed%3)*6, H: 18 + int(seed%2)*4}
	s := NewChecker(seed/k%2 == 0, rand.New(rand.NewPCG(seed, 0x736f616b))) // "soak"
	turn := 0
	defer func() {
		if r := recover(); r != nil {
			v = &Violation{seed, turn, fmt.Sprintf("panic: %v", r)}
		}
	}()
	g := game.New(cfg)
	for d := uint64(1); d < 1+seed/(2*k)%4; d++ {
		g.EnterLevelBelow() // some games start deeper: more goblins, more hit points
	}
	s.Start(g)
	data, err := g.Save()
	if err != nil {
		return &Violation{seed, 0, err.Error()}
	}
	for turn = 1; turn <= turns; turn++ {
		if what := s.Turn(g, &data); what != "" {
			return &Violation{seed, turn, what}
		}
	}
	return nil
}

// Checker is one soak game's player and what its checks remember: Start
// when a game or level begins, then Turn for each input. The game's own
// tests use it too, to play a game of theirs under the soak's checks.
type Checker struct {
	explore bool
	r       *rand.Rand
	level   *world.Level // the level the gold baseline is for
	gold    int          // gold on that level, carried and the player's, at its start
	depth   int          // and its depth
	seed    uint64       // and the seed of the game it belongs to
}

// NewChecker is a soak game's player: the explore bot when explore is
// set, else a random player drawing from r (which also places the
// creature kinds a level lacks).
func NewChecker(explore bool, r *rand.Rand) *Checker { return &Checker{explore: explore, r: r} }

// Turn plays one input on g and on a copy loaded from data (g's save
// before the input), checks the rules and leaves g's new save in data. It
// returns what broke, or "".
func (s *Checker) Turn(g *game.Game, data *[]byte) string {
	h, err := game.Load(*data)
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
		s.Start(g)
		if *data, err = g.Save(); err != nil {
			return err.Error()
		}
	}
	return ""
}

// command is the random player's next input (nil for the explore bot,
// which decides on the game itself; a dead player restarts).
func (s *Checker) command(g *game.Game) *game.Command {
	if g.Dead {
		return &game.Command{Action: game.ActRestart}
	}
	if s.explore {
		return nil
	}
	gr := g.Level.Grid
	switch k := s.r.IntN(100); {
	case k < 70:
		return &game.Command{Action: game.ActMove, DX: s.r.IntN(3) - 1, DY: s.r.IntN(3) - 1}
	case k < 80:
		return &game.Command{Action: game.ActWait}
	case k < 90:
		return &game.Command{Action: game.ActTravel, X: s.r.IntN(gr.W), Y: s.r.IntN(gr.H)}
	case k < 93:
		return &game.Command{Action: game.ActExplore}
	case k < 95:
		return &game.Command{Action: game.ActDescend}
	case k < 96:
		return &game.Command{Action: game.ActAscend}
	case k < 98:
		// An item from the pack (or a slot it lacks) at a cell near the
		// player, which may be out of range or out of view.
		p := g.PlayerPos()
		return &game.Command{Action: game.ActUse, Slot: s.r.IntN(game.InventorySlots), X: p.X + s.r.IntN(13) - 6, Y: p.Y + s.r.IntN(13) - 6}
	case k < 99:
		p := g.PlayerPos()
		return &game.Command{Action: game.ActThrowGold, X: p.X + s.r.IntN(9) - 4, Y: p.Y + s.r.IntN(9) - 4}
	}
	return &game.Command{Action: []game.Action{game.ActClose, game.ActPickUp}[s.r.IntN(2)], DX: s.r.IntN(3) - 1, DY: s.r.IntN(3) - 1}
}

// play gives the input c to g (the explore bot's turn when c is nil, a
// wait when it has nothing to do).
func (s *Checker) play(g *game.Game, c *game.Command) {
	switch {
	case c != nil:
		g.Do(*c)
	case !bot.Turn(g):
		g.Do(game.Command{Action: game.ActWait})
	}
}

// soakKinds are the creature kinds every soak level holds.
var soakKinds = []world.Kind{world.Goblin, world.Greedy, world.Archer, world.Tunneler, world.Naive}

// Start prepares a new level for the checks: every kind of creature
// present (each missing one added, wandering, on free floor the player
// can reach, from the soak's own source so the game's stream is the
// game's), and the gold baseline taken, after checking that a descent kept
// the player's gold.
func (s *Checker) Start(g *game.Game) {
	st, gr := g.Level.Ents, g.Level.Grid
	// The player field from minds of its own, so the game's caches and scan
	// counts stay the game's.
	approach := ai.NewMinds(g.Level, g.Player, &ai.Memo{Turn: g.Memo.Turn}).Field(ai.FieldApproach)
	var free []world.Pos
	for i, t := range gr.Tiles {
		if (t == world.Floor || t == world.Snow) && st.Occ[i] == world.NoEntity {
			if p := (world.Pos{X: i % gr.W, Y: i / gr.W}); approach.At(p.X, p.Y) >= 3 && approach.At(p.X, p.Y) != dijkstra.Unreached {
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
		e := st.Add(k, free[i], g.StartHP(k))
		st.Mind[e] = world.Wandering
		free[i] = free[len(free)-1]
		free = free[:len(free)-1]
	}
	s.level, s.gold, s.depth, s.seed = g.Level, goldTotal(g), g.Depth, g.Cfg.Seed
}

// goldTotal is the gold on the floor, carried by living creatures and the
// player's.
func goldTotal(g *game.Game) int {
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
func (s *Checker) check(g *game.Game) string {
	if err := g.Check(); err != nil {
		return err.Error()
	}
	st := g.Level.Ents
	for e, alive := range st.Alive {
		k := st.Kind[e]
		want := g.StartHP(k)
		if alive && st.MaxHP[e] != want {
			return fmt.Sprintf("%s#%d has %d max hp, want %d", k, e, st.MaxHP[e], want)
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
	if err := g.Minds().CheckFields(); err != nil {
		return err.Error()
	}
	return ""
}

// playerGoldBefore is the player's gold on the level left behind: all of
// that level's gold less what was on its floor and carried (the level is
// gone, so the baseline and the descent's own rule give it).
func (s *Checker) playerGoldBefore(g *game.Game) int {
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

// commandText names an input of the soak's players.
func commandText(c *game.Command) string {
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
