package game

import (
	"fmt"

	"downhill/ai"
	"downhill/world"
)

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
		g.say(drowningLine)
		if s.HP[g.Player] <= 0 {
			if g.die(fmt.Sprintf("drowned on depth %d", g.Depth)); g.Dead {
				return
			}
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
		g.hurtPlayer(e, g.Level.Ents.Kind[e].Facts().Blow, &blowHits, &blowMisses)
	case ai.Shoot:
		g.act(e, "shoots player")
		g.hurtPlayer(e, g.Level.Ents.Kind[e].Facts().Shot, &shotHits, &blowMisses)
	case ai.Dig:
		g.dig(e, in.To)
	}
}
