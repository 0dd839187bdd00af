package bot

import (
	"downhill/ai"
	"downhill/game"
	"downhill/world"
)

// Turn plays one turn of the simple explorer that `downhill sim -player
// explore` and the balance tests use, so that "how far does a plain player
// get" is measured by the game itself. In order: drink a healing draught
// when low; low, out of draughts and beside a goblin, blink away; spike a
// door beside it that a pack is coming through; read fear or light smoke
// when several goblins are at hand; throw gold past a greedy goblin
// closing in; throw a javelin (fight.go: at a goblin running for its
// life, an archer, or a hunter on its way in, with none beside it);
// attack an adjacent creature (the lowest id first); carrying the Heart, climb (auto-explore walks to
// the up stairs); otherwise auto-explore, which picks up what it passes and
// the Heart, and once the level is explored walk to the stairs and descend.
// Its explore walks on with goblins in view, where the player's `x`
// refuses: it stands for a player who then walks that way by hand.
// It draws nothing from the game's random source beyond what its commands
// do, so a seed replays. It reports whether a turn passed (false when the
// run is over or the bot has nothing to do). Its commands go straight to
// g.Do, its explore is ExploreWithoutCare.
func Turn(g *game.Game) bool { return player{Game: g}.turn() }

// TurnVia is Turn with every command, explore included, through do (a
// session's, which records them as the player's keys). Its explore is then
// the player's, which is careful: it stops for a creature awake in view,
// and TurnVia reports false where the bot alone would have walked on.
func TurnVia(g *game.Game, do func(game.Command) bool) bool {
	return player{Game: g, driver: do}.turn()
}

// turn is one turn of the bot (Turn).
func (g player) turn() bool {
	if g.Dead || g.Won {
		return false
	}
	s, p := g.Level.Ents, g.PlayerPos()
	adjacent, near := 0, 0
	var greedy world.Entity = world.NoEntity
	for e := range s.Alive {
		id := world.Entity(e)
		if !s.Alive[e] || id == g.Player || !g.visible(id) {
			continue
		}
		d := ai.Chebyshev(s.Pos[e], p)
		if d == 1 {
			adjacent++
		}
		if d <= 3 && s.Mind[e] == world.Hunting {
			near++
		}
		if s.Kind[e] == world.Greedy && s.Mind[e] == world.Hunting && d >= 2 && d <= 6 && greedy < 0 {
			greedy = id
		}
	}
	hp, maxHP := s.HP[g.Player], s.MaxHP[g.Player]
	if hp*5 <= maxHP*2 && g.botUse(world.Healing, p) {
		return true
	}
	if g.blinkAway(p, adjacent) || g.jam(p, adjacent) {
		return true
	}
	if near >= 3 || near >= 2 && (hp*2 <= maxHP || g.HasHeart) {
		if g.botUse(world.Fear, p) || !g.Level.EffectAt(world.SmokeCloud, p) && g.botUse(world.Smoke, p) {
			return true
		}
	}
	if greedy >= 0 && g.Gold >= game.ThrowGold && !g.goldNear(s.Pos[greedy], 4) {
		if q, ok := g.pastGoblin(s.Pos[greedy]); ok && g.drive(game.Command{Action: game.ActThrowGold, X: q.X, Y: q.Y}) {
			return true
		}
	}
	if g.throwAt(p) {
		return true
	}
	for e := range s.Alive {
		id := world.Entity(e)
		if !s.Alive[e] || id == g.Player || ai.Chebyshev(s.Pos[e], p) != 1 {
			continue
		}
		q := s.Pos[e]
		if g.drive(game.Command{Action: game.ActMove, DX: q.X - p.X, DY: q.Y - p.Y}) {
			return true
		}
	}
	t := g.Level.Grid.At(p.X, p.Y)
	if g.HasHeart && t == world.UpStairs {
		return g.drive(game.Command{Action: game.ActAscend})
	}
	if g.botExplore() {
		return true
	}
	// Nothing left to explore (or a goblin not yet adjacent blocks the way):
	// on the stairs, go down; otherwise the next explore walks to them.
	if t == world.Stairs && g.Nav.Explored == g.Knowledge() {
		return g.drive(game.Command{Action: game.ActDescend})
	}
	return g.botExplore()
}

// botUse uses the first item of kind k in the pack at p.
func (g player) botUse(k world.ItemKind, p world.Pos) bool {
	for i, it := range g.Inventory {
		if it == k {
			return g.drive(game.Command{Action: game.ActUse, Slot: i, X: p.X, Y: p.Y})
		}
	}
	return false
}

// pastGoblin is a cell to throw gold at that lies beyond the goblin at q as
// seen from the player: two steps farther along the line, or the nearest
// throwable cell to that.
func (g player) pastGoblin(q world.Pos) (world.Pos, bool) {
	p := g.PlayerPos()
	d := p.Toward(q)
	want := world.Pos{X: q.X + 2*d.X, Y: q.Y + 2*d.Y}
	best, bd := world.Pos{}, -1
	for y := want.Y - 2; y <= want.Y+2; y++ {
		for x := want.X - 2; x <= want.X+2; x++ {
			c := world.Pos{X: x, Y: y}
			if ok, _ := g.CanThrow(c, false); !ok || ai.Chebyshev(c, p) <= ai.Chebyshev(q, p) {
				continue
			}
			if d := ai.Chebyshev(c, want); bd < 0 || d < bd {
				best, bd = c, d
			}
		}
	}
	return best, bd >= 0
}

// goldNear reports whether gold lies within r 8-way steps of q.
func (g player) goldNear(q world.Pos, r int) bool {
	gr := g.Level.Grid
	for y := max(q.Y-r, 0); y <= min(q.Y+r, gr.H-1); y++ {
		for x := max(q.X-r, 0); x <= min(q.X+r, gr.W-1); x++ {
			if g.Level.Gold[gr.Index(x, y)] > 0 {
				return true
			}
		}
	}
	return false
}

// Descends reports whether Turn would take the stairs now: the turn
// benchmark stops there, since a new level is no steady turn.
func Descends(g *game.Game) bool {
	p := g.PlayerPos()
	if g.Level.Grid.At(p.X, p.Y) != world.Stairs || g.Nav.Explored != g.Knowledge() {
		return false
	}
	// On explored stairs the bot still fights an adjacent creature first.
	s := g.Level.Ents
	for e := range s.Alive {
		if s.Alive[e] && world.Entity(e) != g.Player && ai.Chebyshev(s.Pos[e], p) == 1 {
			return false
		}
	}
	return true
}

// botExplore is the bot's step of auto-explore: without care when the bot
// plays alone; through the driver (TurnVia), as the player's explore key
// does it (careful), since that is what a session's recording can hold.
func (g player) botExplore() bool {
	if g.driver != nil {
		return g.driver(game.Command{Action: game.ActExplore})
	}
	return g.ExploreWithoutCare()
}

// drive does c for the bot: through the driver (TurnVia), or straight.
func (g player) drive(c game.Command) bool {
	if g.driver != nil {
		return g.driver(c)
	}
	return g.Do(c)
}

// player is the game as the bot plays it: through driver when set.
type player struct {
	*game.Game
	driver func(game.Command) bool
}

// visible reports whether the player sees creature e.
func (g player) visible(e world.Entity) bool {
	p, gr := g.Level.Ents.Pos[e], g.Level.Grid
	return gr.Visible[gr.Index(p.X, p.Y)]
}
