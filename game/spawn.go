package game

import (
	"downhill/ai"
	"downhill/ai/dijkstra"
	"downhill/world"
)

// The numbers of a level's goblins.
const (
	// DefaultGoblins is how many goblins the first level holds when the
	// config gives no count.
	DefaultGoblins = 4
	// farStart and nearStart are how far from the player, in walking
	// steps, goblins are placed on a new level: farStart or more while
	// there is room, else nearStart or more.
	farStart, nearStart = 10, 3
	// asleepPct and wanderingPct are the shares of new goblins asleep and
	// wandering, in percent; the rest hunt from the start.
	asleepPct, wanderingPct = 40, 40
	// depthsPerHP is how many levels down a goblin gains a hit point.
	depthsPerHP = 2
)

// depthPlan is what each depth is made of: the generator of its level
// and how many goblins it gets (with DefaultGoblins on depth 1; a config's
// Goblins shifts every row alike). Depth, not the level's kind, sets the
// difficulty, measured by the explore bot (docs/play.md's balance table):
// the kinds differ (a maze's corridors bring goblins one at a time and hide
// the archers, so it is the easy level; the open caves and wilds give
// archers their lines), so the maze comes early, the open levels deeper,
// and each row's count is what makes its depth harder than the one above,
// but the Heart's: there every goblin hears the player who takes it, so
// fewer of them make as hard a level, and the mountain's climbers
// (climbGoblins) make the way back up the run's last test.
// Below the table the generators repeat from the top and each level has
// one goblin more than the one above.
var depthPlan = [...]struct {
	Gen     string
	Goblins int
}{
	{"rooms", DefaultGoblins}, {"maze", 8}, {"caves", 13}, {"rooms", 17},
	{"wilds", 15}, {"caves", 17}, {"rooms", 17}, {"wilds", 9},
}

// climbEvery says which kept levels the mountain stirs when the Heart is
// taken: climbGoblins hunting goblins more on every level whose depth is
// a multiple of climbEvery (stirMountain), so that the levels cleared on
// the way down are not empty on the way up. With fights that end (runners
// caught, javelins) a player reaches the Heart stronger than before, and
// one goblin on every second level left nearly every carrier's death on
// the Heart's own level; three on every level put half or more of them on
// the climb (docs/play.md's balance).
const climbEvery = 1

// climbGoblins is how many hunting goblins the mountain sends onto each
// stirred level.
const climbGoblins = 3

// generator is the generator of depth d's level when the config names
// none (depthPlan).
func generator(d int) string { return depthPlan[(d-1)%len(depthPlan)].Gen }

// newLevel generates the level of depth d (one below the deepest so far),
// adds it to Levels with the player on its up stairs and its goblins placed
// around the player. On the Heart's depth the down stairs become the
// Heart's resting place, unless the run has its Heart already (a scenario
// drew one): a run has one Heart.
func (g *Game) newLevel(d int) {
	gen := g.Cfg.Level
	if gen == "" {
		gen = generator(d)
	}
	l := world.Generate(gen, g.Cfg.W, g.Cfg.H, d, g.RNG)
	if d == g.HeartDepth() && l.Stairs.X >= 0 && !g.heartInRun() {
		l.Grid.Set(l.Stairs.X, l.Stairs.Y, world.Floor)
		l.Items = append(l.Items, world.Item{Kind: world.Heart, Pos: l.Stairs})
		l.Stairs = world.Pos{X: -1, Y: -1}
	}
	g.Levels = append(g.Levels, l)
	g.Level = l
	g.Player = g.addCreature(world.Player, l.Start)
	g.startLevel()
	g.placeGoblins(g.goblinCount())
	g.mindsFor().Prepare() // the fields of the goblins just placed
	g.reserveLog()
}

// reserveLog gives the action log room for two lines a creature of the
// level a turn (actLog.reserve).
func (g *Game) reserveLog() { g.log.reserve(2*len(g.Level.Ents.Alive) + 64) }

// startLevel resets the per-level caches and computes the player's view and
// field of a level whose creatures are in place.
func (g *Game) startLevel() {
	if g.effRoom == nil {
		g.effRoom = make([]world.Effect, 0, effectRoom)
	}
	g.reserveLog()
	g.Memo = ai.Memo{}
	g.minds = nil
	g.Level.Grid.KnownSum() // one walk of the grid; kept current from now on
	g.Level.Grid.ComputeFOV(g.PlayerPos(), FOVRadius)
	g.rescanPlayer()
}

// goblinCount is how many goblins the current level gets: its depth's row
// of depthPlan, shifted by Config.Goblins when the config gives the first
// level's count, and one more a level below the table. Never fewer than
// one.
func (g *Game) goblinCount() int {
	base := g.Cfg.Goblins
	if base <= 0 {
		base = DefaultGoblins
	}
	i := min(g.Depth, len(depthPlan)) - 1
	return max(base+depthPlan[i].Goblins-depthPlan[0].Goblins+(g.Depth-1-i), 1)
}

// goblinKinds is the mix of kinds on generated levels, in percent.
var goblinKinds = []struct {
	Kind world.Kind
	Pct  int
}{{world.Goblin, 42}, {world.Greedy, 26}, {world.Archer, 11}, {world.Tunneler, 21}}

// placeGoblins adds n goblins of mixed kinds (goblinKinds) on free floor
// of the current level at least farStart steps from the player (nearer,
// down to nearStart, only when the level has no room), asleepPct of them
// asleep, wanderingPct wandering until they notice the player, the rest
// already hunting.
func (g *Game) placeGoblins(n int) {
	ap := g.approach
	g.placeOn(g.Level, g.Depth, n, func(x, y int) int32 { return ap.At(x, y) }, false)
}

// placeOn adds n goblins of mixed kinds to level l of depth d on free
// floor whose distance dist is farStart or more (nearStart or more when
// no such cell is left; dijkstra.Unreached never): with minds drawn as
// placeGoblins says, or all hunting when hunting is true.
func (g *Game) placeOn(l *world.Level, d, n int, dist func(x, y int) int32, hunting bool) {
	gr, s := l.Grid, l.Ents
	var far, near []world.Pos
	for y := 0; y < gr.H; y++ {
		for x := 0; x < gr.W; x++ {
			t := gr.At(x, y)
			p := world.Pos{X: x, Y: y}
			if (t != world.Floor && t != world.Snow) || s.At(p) != world.NoEntity {
				continue
			}
			switch d := dist(x, y); {
			case d == dijkstra.Unreached:
			case d >= farStart:
				far = append(far, p)
			case d >= nearStart:
				near = append(near, p)
			}
		}
	}
	for i := 0; i < n; i++ {
		pool := &far
		if len(far) == 0 {
			pool = &near
		}
		if len(*pool) == 0 {
			return
		}
		k := g.RNG.IntN(len(*pool))
		p := (*pool)[k]
		(*pool)[k] = (*pool)[len(*pool)-1]
		*pool = (*pool)[:len(*pool)-1]
		r, kind := g.RNG.IntN(100), world.Goblin
		for _, gk := range goblinKinds {
			if r < gk.Pct {
				kind = gk.Kind
				break
			}
			r -= gk.Pct
		}
		if g.Cfg.Naive {
			kind = world.Naive
		}
		e := s.Add(kind, p, startHP(kind, d))
		if hunting {
			s.Mind[e], s.Memory[e] = world.Hunting, ai.ForgetTurns
			continue
		}
		switch r := g.RNG.IntN(100); {
		case r < asleepPct:
			s.Mind[e] = world.Asleep
		case r < asleepPct+wanderingPct:
			s.Mind[e] = world.Wandering
		default:
			s.Mind[e], s.Memory[e] = world.Hunting, ai.ForgetTurns
		}
	}
}

// stirMountain is what taking the Heart does to the levels above it: the
// mountain sends climbGoblins goblins, hunting, onto every kept level
// above the player's whose depth is a multiple of climbEvery, placed at
// least farStart 8-way steps from
// its down stairs, where the climbing player arrives (an 8-way step count
// is never more than the walk), so that the climb back is a fight and not
// a walk through cleared levels.
func (g *Game) stirMountain() {
	for d := climbEvery; d < g.Depth && d <= len(g.Levels); d += climbEvery {
		l := g.Levels[d-1]
		at, ok := arrival(l, true)
		if !ok {
			continue
		}
		g.placeOn(l, d, climbGoblins, func(x, y int) int32 {
			return int32(max(world.Abs(x-at.X), world.Abs(y-at.Y)))
		}, true)
	}
}

// addCreature puts a hunting creature of kind k at p, with the hit points
// of its kind at this depth (startHP).
func (g *Game) addCreature(k world.Kind, p world.Pos) world.Entity {
	return g.Level.Ents.Add(k, p, startHP(k, g.Depth))
}

// startHP is the hit points a creature of kind k starts with on depth d:
// its kind's (world.KindFacts), and for goblins one more every
// depthsPerHP levels below the first. The player's hit points come along
// from level to level instead.
func startHP(k world.Kind, d int) int {
	if k == world.Player {
		return k.Facts().HP
	}
	return k.Facts().HP + (d-1)/depthsPerHP
}

// heartInRun reports whether the Heart is carried or lies on a kept level.
func (g *Game) heartInRun() bool {
	if g.HasHeart {
		return true
	}
	for _, l := range g.Levels {
		for _, it := range l.Items {
			if it.Kind == world.Heart {
				return true
			}
		}
	}
	return false
}
