// Package game is Downhill's rules: commands in, one turn, the state out.
// It has no window code, so the desktop window (game/ui), the browser build
// and the headless `downhill sim` all play exactly the same game, and a seed
// plus a list of commands replays a game exactly.
package game

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"downhill/ai"
	"downhill/ai/dijkstra"
	"downhill/internal/text"
	"downhill/world"
)

// Config is what a new game is made from.
type Config struct {
	Seed    uint64
	Goblins int    // goblins on the first level (0: a default that grows with depth)
	W, H    int    // level size in cells (0: 80 x 45)
	Level   string // generator of the first level ("" mixes them with depth)
	// Greed is the start value of gold on the greedy field when GreedSet
	// (0 is legal: gold as strong as the player); without GreedSet a 0
	// means ai.DefaultGreed. A non-zero Greed counts as set, as in saves
	// written before GreedSet existed.
	Greed    int
	GreedSet bool
	Heart    int // depth of the Heart of the Mountain (0: DefaultHeart)
	// Naive makes every goblin placed on a level the naive straight-line
	// chaser (world.Naive), the right half of `downhill -compare`.
	Naive bool `json:",omitempty"`
}

// Action is what a Command asks for.
type Action uint8

// The actions. A command that does not take a turn (a refused move, a
// cancel) returns false from Do.
const (
	ActNone      Action = iota
	ActMove             // step (or bump-attack) by DX,DY
	ActWait             // let a turn pass
	ActDescend          // take the stairs under the player
	ActTravel           // walk towards X,Y, one step per Do, along the previewed path
	ActExplore          // one step of auto-explore
	ActRestart          // a new game after death
	ActAscend           // take the up stairs under the player
	ActUse              // use inventory slot Slot, at X,Y when the item is thrown
	ActThrowGold        // throw ThrowGold gold at X,Y
	ActClose            // close the open door at DX,DY from the player (0,0: the only one)
	ActPickUp           // pick up the item under the player
)

// Command is one input turned into game terms.
type Command struct {
	Action Action
	DX, DY int
	X, Y   int
	Slot   int // the inventory slot of ActUse
}

// Game is the whole state of a game in progress. Everything random flows
// from Src, seeded once from Config.Seed. Every field a save needs is an
// exported plain-data field; the unexported ones are caches rebuilt on
// demand (the minds' fields and costs).
type Game struct {
	Cfg    Config
	Src    *rand.PCG
	RNG    *rand.Rand
	Level  *world.Level // the level the player is on: Levels[Depth-1]
	Levels []*world.Level
	Player world.Entity
	Depth  int
	Turn   int
	Gold   int
	Dead   bool
	// Won is set when the player left depth 1 by its up stairs with the
	// Heart: the run is over and only ActRestart is accepted.
	Won bool
	// Inventory is what the player carries, at most InventorySlots items.
	Inventory []world.ItemKind
	// HasHeart says the player carries the Heart of the Mountain.
	HasHeart bool
	// Stats is what the recap tells at the end of the run.
	Stats    Stats
	Messages []string
	Nav      Nav // travel, auto-explore and swim state (game/travel.go)
	// log is the action log of the last turn (Acts).
	log actLog
	// Memo is the minds' cache state (input versions and the key of each
	// shared field), so a loaded game makes the same rescans as the game it
	// was saved from.
	Memo  ai.Memo
	scans int
	// said counts the messages said by this Game value, so a trip sees
	// news even when the bounded log dropped as many old lines as it added.
	said int
	// msgRoom and invRoom are the log's and the pack's arrays, made with
	// the game so that its first message or item does not make them (say,
	// pickUp); nil once Messages or Inventory holds them. (Messages and
	// Inventory themselves stay nil until then: a save writes nil as null.)
	msgRoom []string
	invRoom []world.ItemKind
	// effRoom is an array for the current level's effects, made when the
	// level is entered and given to it at its first effect (addEffect).
	effRoom  []world.Effect
	walk     *dijkstra.Costs
	approach *dijkstra.Field
	minds    *ai.Minds
	why      func(line string) // SetWhy
	// Tally counts what `downhill -compare` shows under each side.
	Tally Tally
	// last is the last plain command (a move, a wait, a descent) that took
	// a turn, travel and explore steps included: see LastCommand.
	last Command
}

// Tally is a running count of how well the goblins hunt: Stuck is the
// goblin-turns a hunting goblin stood still with nothing to do (no step,
// blow, shot or dig: blocked, or the naive chaser behind a pillar), Damage
// the hit points the player lost to goblins. It is not saved.
type Tally struct {
	Stuck  int
	Damage int
}

// The rules' numbers.
const (
	// PlayerHP is the player's hit points at the start of a game.
	PlayerHP = 20
	// FOVRadius is how far the player sees.
	FOVRadius = ai.SightRadius
	// DepthBonus is the score for each level reached, so that going down
	// is worth as much as picking up gold.
	DepthBonus = 50
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

// greed is the greedy field's start value of gold (Config.Greed).
func (g *Game) greed() int {
	if !g.Cfg.GreedSet && g.Cfg.Greed == 0 {
		return ai.DefaultGreed
	}
	return g.Cfg.Greed
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

// New starts a game from cfg.
func New(cfg Config) *Game {
	if cfg.W == 0 {
		cfg.W = 80
	}
	if cfg.H == 0 {
		cfg.H = 45
	}
	g := newGame(cfg)
	g.enter(1, false)
	return g
}

func newGame(cfg Config) *Game {
	src := rand.NewPCG(cfg.Seed, 0x646f776e68696c6c) // "downhill"
	return &Game{Cfg: cfg, Src: src, RNG: rand.New(src), Depth: 1,
		msgRoom: make([]string, 0, MaxMessages), invRoom: make([]world.ItemKind, 0, InventorySlots)}
}

// newLevel generates the level of depth d (one below the deepest so far),
// adds it to Levels with the player on its up stairs and its goblins placed
// around the player. On the Heart's depth the down stairs become the
// Heart's resting place.
func (g *Game) newLevel(d int) {
	kind := g.Cfg.Level
	if kind == "" {
		kind = world.Kinds[(d-1)%len(world.Kinds)]
	}
	l := world.Generate(kind, g.Cfg.W, g.Cfg.H, d, g.RNG)
	if d == g.HeartDepth() && l.Stairs.X >= 0 {
		l.Grid.Set(l.Stairs.X, l.Stairs.Y, world.Floor)
		l.Items = append(l.Items, world.Item{Kind: world.Heart, Pos: l.Stairs})
		l.Stairs = world.Pos{X: -1, Y: -1}
	}
	g.Levels = append(g.Levels, l)
	g.Level = l
	g.Player = l.Ents.Add(world.Player, l.Start, '@', PlayerHP)
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

// goblinCount is how many goblins the current level gets: Config.Goblins
// (or 4) on the first level, one more on every level below it (two more
// made the climb with the Heart, heard by every goblin of the level, a
// loss in all of fifty runs for the explore bot; one more makes it win 32
// runs of 200: see the README).
func (g *Game) goblinCount() int {
	base := g.Cfg.Goblins
	if base <= 0 {
		base = 4
	}
	return base + (g.Depth - 1)
}

// goblinKinds is the mix of kinds on generated levels, in percent.
var goblinKinds = []struct {
	Kind world.Kind
	Pct  int
}{{world.Goblin, 55}, {world.Greedy, 20}, {world.Archer, 15}, {world.Tunneler, 10}}

// placeGoblins adds n goblins of mixed kinds on free floor at least 10
// steps from the player (nearer only when the level has no room): 40%
// asleep, 40% wandering until they notice the player, 20% already hunting.
func (g *Game) placeGoblins(n int) {
	gr, s := g.Level.Grid, g.Level.Ents
	ap := g.approach
	var far, near []world.Pos
	for y := 0; y < gr.H; y++ {
		for x := 0; x < gr.W; x++ {
			t := gr.At(x, y)
			p := world.Pos{X: x, Y: y}
			if (t != world.Floor && t != world.Snow) || s.At(p) != world.NoEntity {
				continue
			}
			switch d := ap.At(x, y); {
			case d == dijkstra.Unreached:
			case d >= 10:
				far = append(far, p)
			case d >= 3:
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
		e := g.addCreature(kind, p)
		switch r := g.RNG.IntN(100); {
		case r < 40:
			s.Mind[e] = world.Asleep
		case r < 80:
			s.Mind[e] = world.Wandering
		default:
			s.Mind[e], s.Memory[e] = world.Hunting, ai.ForgetTurns
		}
	}
}

// creatureHP is the hit points of each kind at depth 1.
var creatureHP = [world.Naive + 1]int{world.Goblin: 6, world.Greedy: 6, world.Archer: 4, world.Tunneler: 8, world.Naive: 6}

// creatureGlyph is each kind's letter, on screen and in scenario files.
var creatureGlyph = [world.Naive + 1]rune{world.Player: '@', world.Goblin: 'g', world.Greedy: 'G', world.Archer: 'a', world.Tunneler: 't', world.Naive: 'n'}

// addCreature puts a hunting creature of kind k at p, with the hit points
// of its kind at this depth.
func (g *Game) addCreature(k world.Kind, p world.Pos) world.Entity {
	hp := creatureHP[k] + (g.Depth-1)/2
	return g.Level.Ents.Add(k, p, creatureGlyph[k], hp)
}

// PlayerPos is where the player stands.
func (g *Game) PlayerPos() world.Pos { return g.Level.Ents.Pos[g.Player] }

// Score is what the game is worth: the gold carried, DepthBonus for every
// level reached and WinBonus for a won run.
func (g *Game) Score() int {
	s := g.Gold + DepthBonus*max(g.Depth, g.Stats.Deepest)
	if g.Won {
		s += WinBonus
	}
	return s
}

// Do carries out one command and reports whether a turn passed. A turn is
// the player's action, then every awake creature's. ActRestart starts a new
// game (the seed drawn from this game's random source); every other command
// is refused once the player is dead.
func (g *Game) Do(c Command) bool {
	if c.Action == ActRestart {
		g.restart()
		return true
	}
	if g.Dead || g.Won {
		return false
	}
	switch c.Action {
	case ActMove:
		g.StopTravel()
		g.log.reset()
		if !g.playerMove(c.DX, c.DY) {
			return false
		}
		g.last = Command{Action: ActMove, DX: c.DX, DY: c.DY}
	case ActWait:
		g.StopTravel()
		g.log.reset()
		g.last = Command{Action: ActWait}
	case ActDescend:
		g.StopTravel()
		g.log.reset()
		if !g.descend() {
			return false
		}
		g.last = Command{Action: ActDescend}
		return true
	case ActAscend:
		g.StopTravel()
		g.log.reset()
		if !g.ascend() {
			return false
		}
		g.last = Command{Action: ActAscend}
		return true
	case ActUse, ActThrowGold, ActClose, ActPickUp:
		g.StopTravel()
		g.log.reset()
		if !g.doItem(c) {
			return false
		}
		g.last = c
	case ActTravel:
		return g.doTravel(c)
	case ActExplore:
		return g.doExplore()
	default:
		return false
	}
	g.endTurn()
	return true
}

// restart replaces the game with a new one whose seed comes from this
// game's random source, so a whole session replays from the first seed.
func (g *Game) restart() {
	cfg := g.Cfg
	cfg.Seed = g.RNG.Uint64() >> 1
	why := g.why
	*g = *New(cfg)
	g.why = why
	g.minds = nil
	g.say(fmt.Sprintf("A new game begins (seed %d).", cfg.Seed))
}

// playerMove steps the player by dx,dy, attacks the creature there, or
// opens the door there; it reports whether that took a turn.
func (g *Game) playerMove(dx, dy int) bool {
	if dx < -1 || dx > 1 || dy < -1 || dy > 1 || dx == 0 && dy == 0 {
		return false
	}
	gr, s := g.Level.Grid, g.Level.Ents
	from := g.PlayerPos()
	p := from.Add(world.Pos{X: dx, Y: dy})
	if !gr.In(p.X, p.Y) {
		return false
	}
	// The engine's move rule, for steps and bump attacks alike: p must be
	// open to the player (walkable or deep: a creature stands only there)
	// and a diagonal must not cut past a wall corner.
	if !(dijkstra.Rules{}).CanStep(from.X, from.Y, dx, dy, g.playerCanEnter) {
		return false
	}
	if e := s.At(p); e != world.NoEntity {
		g.playerAttack(e)
		return true
	}
	t := gr.At(p.X, p.Y)
	if t == world.Door {
		// No message: opening a door is routine, and a message would stop
		// a trip that passes through it.
		g.openDoor(g.Player, p)
		return true
	}
	if t == world.Deep {
		if ok, why := g.swimAllowed(p); !ok {
			g.say(why)
			return false
		}
	}
	s.Move(g.Player, p)
	g.act(g.Player, "moved %d,%d->%d,%d", from.X, from.Y, p.X, p.Y)
	if i := gr.Index(p.X, p.Y); g.Level.Gold[i] > 0 {
		n := g.Level.Gold[i]
		g.Level.Gold[i] = 0
		g.Gold += n
		g.mindsFor().GoldChanged()
		g.act(g.Player, "picks up %d gold", n)
		g.say(pickUpMsg(n))
	}
	g.pickUp(false)
	return true
}

// playerCanEnter reports whether the player may enter x,y as far as the
// tile goes (walkable, or deep water under the swim rule): the
// passability the corner rule reads. Off the map: false.
func (g *Game) playerCanEnter(x, y int) bool {
	t := g.Level.Grid.At(x, y) // a wall off the map
	return t.Walkable() || t == world.Deep
}

// openDoor opens the closed door at p: the opener stays where it is, the
// door becomes an open door (cost 1, transparent), and the fields that
// depend on the map rescan.
func (g *Game) openDoor(e world.Entity, p world.Pos) {
	g.Level.Grid.Set(p.X, p.Y, world.OpenDoor)
	g.mindsFor().MapChanged(p)
	g.act(e, "opens door %d,%d", p.X, p.Y)
}

// playerAttack is a bump attack on e: 80% to hit for 2-4.
func (g *Game) playerAttack(e world.Entity) {
	s := g.Level.Ents
	k := s.Kind[e]
	g.actOn(g.Player, "attacks", e)
	if g.RNG.IntN(100) >= 80 {
		g.say(youMiss[k])
		return
	}
	s.HP[e] -= 2 + g.RNG.IntN(3)
	if s.HP[e] > 0 {
		g.say(youHit[k])
		return
	}
	g.say(youKill[k])
	g.Stats.Kills[s.Kind[e]]++
	g.kill(e)
}

// kill removes creature e, dropping the gold it carried where it stood.
func (g *Game) kill(e world.Entity) {
	s := g.Level.Ents
	p := s.Pos[e]
	s.Kill(e)
	g.act(e, "dies")
	if s.Gold[e] > 0 {
		g.Level.Gold[g.Level.Grid.Index(p.X, p.Y)] += s.Gold[e]
		s.Gold[e] = 0
		g.mindsFor().GoldChanged()
		g.act(e, "drops gold")
	}
}

// endTurn finishes a turn after the player's action: the player's view,
// then every awake creature in id order, each seeing the moves of those
// before it.
func (g *Game) endTurn() {
	g.Turn++
	s, gr := g.Level.Ents, g.Level.Grid
	// The player regains a hit point every RegenTurns turns, as goblins do.
	if s.HP[g.Player] < s.MaxHP[g.Player] {
		if s.Regen[g.Player]++; s.Regen[g.Player] >= ai.RegenTurns {
			s.Regen[g.Player] = 0
			s.HP[g.Player]++
		}
	}
	// Staying in deep water past the swim budget costs a hit point a turn.
	if g.Drowning() {
		s.HP[g.Player]--
		g.say("You are drowning!")
		if s.HP[g.Player] <= 0 {
			g.die(fmt.Sprintf("drowned on depth %d", g.Depth))
			return
		}
	}
	gr.ComputeFOV(g.PlayerPos(), FOVRadius)
	m := g.mindsFor()
	m.BeginTurn(g.Turn)
	g.tickEffects(m)
	// The player field is brought up to date every turn (a no-op unless the
	// player moved or the map changed), goblins or not, so what the window
	// shows never triggers a scan of its own and the count stays the same
	// with or without a window.
	m.Refresh(ai.FieldApproach)
	walkVer := g.Memo.WalkVer
	for i := range s.Alive {
		e := world.Entity(i)
		if !s.Alive[i] || e == g.Player {
			continue
		}
		in := g.decide(m, e)
		if in.Verb == ai.Wait && s.Mind[e] == world.Hunting {
			g.Tally.Stuck++
		}
		g.apply(e, in)
		if g.Dead {
			break
		}
	}
	if g.Memo.WalkVer != walkVer {
		gr.ComputeFOV(g.PlayerPos(), FOVRadius)
	}
	g.approach = m.Peek(ai.FieldApproach)
	g.walk = m.WalkCosts()
	g.scans += m.TakeScans()
}

// apply carries out creature e's intent under the game's rules.
func (g *Game) apply(e world.Entity, in ai.Intent) {
	if in.Note != "" {
		g.act(e, in.Note)
		g.tell(e, in.Note)
	}
	switch in.Verb {
	case ai.Move:
		g.creatureMove(e, in.To)
	case ai.Attack:
		g.act(e, "attacks player")
		g.hurtPlayer(e, 60, 1+g.RNG.IntN(3), &blowHits, &blowMisses)
	case ai.Shoot:
		g.act(e, "shoots player")
		g.hurtPlayer(e, archerHitPct, 1+g.RNG.IntN(2), &shotHits, &blowMisses)
	case ai.Dig:
		g.dig(e, in.To)
	}
}

// creatureMove steps creature e into the free cell p (or opens the door
// there), a greedy goblin taking the gold it lands on.
func (g *Game) creatureMove(e world.Entity, p world.Pos) {
	s, gr := g.Level.Ents, g.Level.Grid
	from := s.Pos[e]
	if s.At(p) != world.NoEntity {
		return
	}
	if gr.At(p.X, p.Y) == world.Door {
		g.openDoor(e, p)
		return
	}
	s.Move(e, p)
	g.act(e, "moved %d,%d->%d,%d", from.X, from.Y, p.X, p.Y)
	if i := gr.Index(p.X, p.Y); s.Kind[e] == world.Greedy && g.Level.Gold[i] > 0 {
		s.Gold[e] += g.Level.Gold[i]
		g.Level.Gold[i] = 0
		g.mindsFor().GoldChanged()
		g.act(e, "picks up gold")
	}
	g.caltrops(e)
}

// dig is a tunneler's turn at the rock at p. The turns it spends to pass
// the rock equal what its field charges for it, 1 + hardness/DigPerTurn:
// each turn takes DigPerTurn of hardness off, and once less than that is
// left, it digs the rest and steps in within the same turn (so rock of
// hardness 84 takes one turn, 85 two: one to dig to nothing, one to step).
func (g *Game) dig(e world.Entity, p world.Pos) {
	gr := g.Level.Grid
	h := int(gr.Hard[gr.Index(p.X, p.Y)])
	if h > ai.DigPerTurn {
		gr.SetRock(p.X, p.Y, uint8(h-ai.DigPerTurn))
		g.mindsFor().HardnessChanged(p)
		g.act(e, "digs %d,%d", p.X, p.Y)
		return
	}
	gr.SetRock(p.X, p.Y, 0)
	g.mindsFor().MapChanged(p)
	g.act(e, "digs through %d,%d", p.X, p.Y)
	if h < ai.DigPerTurn {
		g.creatureMove(e, p)
	}
}

// hurtPlayer rolls creature e's attack: pct percent to hit for dmg. The
// messages come from tables by kind (hit, miss), made once.
func (g *Game) hurtPlayer(e world.Entity, pct, dmg int, hit, miss *[world.Naive + 1]string) {
	k := g.Level.Ents.Kind[e]
	if g.RNG.IntN(100) >= pct {
		g.say(miss[k])
		return
	}
	s := g.Level.Ents
	s.HP[g.Player] -= dmg
	g.Tally.Damage += dmg
	g.say(hit[k])
	if s.HP[g.Player] <= 0 {
		g.die(fmt.Sprintf("killed by %s on depth %d", article(kindName(g.Level.Ents.Kind[e])), g.Depth))
	}
}

// die ends the game: the player is Dead (of cause, for the recap), the
// score is told, and only ActRestart is accepted from now on.
func (g *Game) die(cause string) {
	g.Level.Ents.HP[g.Player] = 0
	g.Dead = true
	g.Stats.Cause = cause
	g.StopTravel()
	g.act(g.Player, "dies")
	g.say(fmt.Sprintf("You die on depth %d with %d gold. Score %d. Press R for a new game.",
		g.Depth, g.Gold, g.Score()))
}

// kindName is how messages name a creature of kind k.
func kindName(k world.Kind) string {
	switch k {
	case world.Greedy:
		return "greedy goblin"
	case world.Archer:
		return "goblin archer"
	case world.Tunneler:
		return "tunneler"
	case world.Naive:
		return "naive goblin"
	case world.Player:
		return "player"
	}
	return "goblin"
}

// tagNames are the short kind names of the action log.
var tagNames = [world.Naive + 1]string{"player", "goblin", "greedy", "archer", "tunneler", "naive"}

// The fight messages of each kind, made once so a fight allocates nothing:
// "You hit the goblin archer.", "The tunneler misses you."
var (
	youMiss    = kindLines("You miss the %s.")
	youHit     = kindLines("You hit the %s.")
	youKill    = kindLines("You kill the %s.")
	blowHits   = kindLines("The %s hits you.")
	shotHits   = kindLines("The %s shoots you.")
	blowMisses = kindLines("The %s misses you.")
	inTheWay   = kindLines("The %s is in the way.")
	// caltropKills are said when a creature dies on the caltrops.
	caltropKills = kindLines("The %s dies on the caltrops.")
)

// kindLines is format with each kind's name (kindName) in place of its %s.
// A plain replace, not fmt: these run at start-up, where the browser would
// otherwise find fmt's printer hot and spend time optimising it.
func kindLines(format string) (t [world.Naive + 1]string) {
	for k := range t {
		t[k] = strings.Replace(format, "%s", kindName(world.Kind(k)), 1)
	}
	return t
}

// MaxMessages is how many messages the game keeps (and saves): the newest,
// which is many screens of the message line and keeps a long game's saves
// small.
const MaxMessages = 500

// say adds a message for the player, newest last, dropping the oldest past
// MaxMessages. The log has room for MaxMessages from its first message on.
// A message longer than a save may hold is clipped, so the log always saves.
func (g *Game) say(msg string) {
	msg = text.Clip(msg, MaxLine)
	if cap(g.Messages) < MaxMessages { // once a game (or a load): then it never grows
		room := g.msgRoom
		if room == nil {
			room = make([]string, 0, MaxMessages)
		}
		g.Messages, g.msgRoom = append(room[:0], g.Messages...), nil
	}
	if len(g.Messages) >= MaxMessages {
		n := copy(g.Messages, g.Messages[len(g.Messages)-MaxMessages+1:])
		g.Messages = g.Messages[:n]
	}
	g.Messages = append(g.Messages, msg)
	g.said++
}

// pickUpMsg is what the player is told on picking up n gold.
func pickUpMsg(n int) string { return pickUpLines.line(n) }

// Scans is the number of field scans so far, over all fields.
func (g *Game) Scans() int {
	if g.minds != nil {
		g.scans += g.minds.TakeScans()
	}
	return g.scans
}

// Goblins is the number of goblins alive on the level.
func (g *Game) Goblins() int {
	n := 0
	for e := range g.Level.Ents.Alive {
		if g.Level.Ents.Alive[e] && g.Level.Ents.Kind[e] != world.Player {
			n++
		}
	}
	return n
}

// EventLine is the -events line for the current state, which tests read.
func (g *Game) EventLine() string {
	p := g.PlayerPos()
	return fmt.Sprintf("turn=%d player=%d,%d hp=%d depth=%d gold=%d goblins=%d scans=%d",
		g.Turn, p.X, p.Y, g.Level.Ents.HP[g.Player], g.Depth, g.Gold, g.Goblins(), g.Scans())
}

// archerHitPct is an archer's chance in percent to hit with a shot. It is
// below the 60% of a melee blow because an archer keeps its range: the
// player cannot hit back, and at 60% the 15% of goblins that shoot dealt
// about 40% of all the damage an exploring player took.
const archerHitPct = 45
