package session

import (
	"downhill/ai"
	"downhill/game"
	"downhill/render"
	"downhill/world"
)

// intentCache holds the goblins' intents for one state of the game, so a
// frame that changes nothing of the game (the mouse moving) does not ask
// every goblin again.
type intentCache struct {
	game    *game.Game
	level   *world.Level
	turn    int
	know    uint64
	player  world.Pos
	edits   int // the sandbox's strokes, which change fields within a turn
	intents []render.Intent
}

// intents is each goblin's next step the player sees, if the player
// waits: the decision the turn will take (game.Explain, the same Think
// that `sim -why` prints and the turn runs), as faint arrows on the map.
func (s *Session) intents() []render.Intent {
	g := s.g
	c := &s.intentCache
	if c.game == g && c.level == g.Level && c.turn == g.Turn && c.know == g.Knowledge() && c.player == g.PlayerPos() &&
		c.edits == s.edits {
		return c.intents
	}
	*c = intentCache{game: g, level: g.Level, turn: g.Turn, know: g.Knowledge(), player: g.PlayerPos(), edits: s.edits,
		intents: c.intents[:0]}
	l := g.Level
	st, gr := l.Ents, l.Grid
	for i, alive := range st.Alive {
		e := world.Entity(i)
		p := st.Pos[e]
		if !alive || e == g.Player || !gr.Visible[gr.Index(p.X, p.Y)] {
			continue
		}
		t := g.Explain(e)
		in := render.Intent{From: p, To: t.To, Ink: render.CreatureInk(st, e, s.settings.blind())}
		switch t.Verb {
		case ai.Move:
			in.Verb = render.IntentMove
		case ai.Attack:
			in.Verb = render.IntentAttack
		case ai.Shoot:
			in.Verb = render.IntentShoot
		case ai.Dig:
			in.Verb = render.IntentDig
		default:
			continue
		}
		if in.To == p {
			continue
		}
		c.intents = append(c.intents, in)
	}
	return c.intents
}
