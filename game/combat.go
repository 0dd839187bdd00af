package game

import (
	"fmt"
	"math/rand/v2"

	"downhill/world"
)

// playerAttack is a bump attack on e: the player's blow
// (world.KindFacts), the hit rolled before the damage.
func (g *Game) playerAttack(e world.Entity) {
	k := g.Level.Ents.Kind[e]
	g.actOn(g.Player, "attacks", e)
	g.playerStrikes(e, world.Player.Facts().Blow, youMiss[k], youHit[k], youKill[k])
}

// playerStrikes is one strike of the player's at e with attack a, a blow
// or a javelin: the hit rolled before the damage, the line said for a
// miss, a hit or a kill, and a kill counted.
func (g *Game) playerStrikes(e world.Entity, a world.Attack, miss, hit, kill string) {
	s := g.Level.Ents
	if !hits(g.RNG, a) {
		g.say(miss)
		return
	}
	s.HP[e] -= damage(g.RNG, a)
	if s.HP[e] > 0 {
		g.say(hit)
		return
	}
	g.say(kill)
	g.Stats.Kills[s.Kind[e]]++
	g.kill(e)
}

// kill removes creature e, dropping the gold it carried where it stood.
func (g *Game) kill(e world.Entity) {
	s := g.Level.Ents
	p := s.Pos[e]
	g.countKill(e)
	s.Kill(e)
	g.act(e, "dies")
	if s.Gold[e] > 0 {
		g.Level.Gold[g.Level.Grid.Index(p.X, p.Y)] += s.Gold[e]
		s.Gold[e] = 0
		g.mindsFor().GoldChanged()
		g.act(e, "drops gold")
	}
}

// hurtPlayer rolls creature e's attack a, the damage before the hit. The
// messages come from tables by kind (hit, miss), made once.
func (g *Game) hurtPlayer(e world.Entity, a world.Attack, hit, miss *byKind) {
	k := g.Level.Ents.Kind[e]
	dmg := damage(g.RNG, a)
	if !hits(g.RNG, a) {
		g.say(miss[k])
		return
	}
	s := g.Level.Ents
	s.HP[g.Player] -= dmg
	g.Tally.Damage += dmg
	g.say(hit[k])
	if s.HP[g.Player] <= 0 {
		g.die(killedBy(k, g.Depth))
	}
}

// killedBy is the cause of a death by a creature of kind k on depth d
// ("killed by a goblin archer on depth 4"), which Stats.Killer reads back.
func killedBy(k world.Kind, d int) string {
	return fmt.Sprintf("killed by %s on depth %d", article(k.Facts().Name), d)
}

// die ends the game: the player is Dead (of cause, for the recap), the
// score is told, and only ActRestart is accepted from now on.
func (g *Game) die(cause string) {
	if g.Cfg.Sandbox {
		g.Level.Ents.HP[g.Player] = g.Level.Ents.MaxHP[g.Player]
		g.say("You would have died (" + cause + "): the sandbox has no death.")
		return
	}
	g.Level.Ents.HP[g.Player] = 0
	g.Dead = true
	g.Stats.Cause = cause
	g.StopTravel()
	g.act(g.Player, "dies")
	g.say(fmt.Sprintf("You die on depth %d with %d gold. Score %d.",
		g.Depth, g.Gold, g.Score()))
}

// hits rolls attack a's chance to hit.
func hits(rng *rand.Rand, a world.Attack) bool { return rng.IntN(100) < a.HitPct }

// damage rolls attack a's damage.
func damage(rng *rand.Rand, a world.Attack) int {
	return a.MinDamage + rng.IntN(a.MaxDamage-a.MinDamage+1)
}
