package bot

import (
	"downhill/game"
	"downhill/world"
)

// Careful plays one turn of the bot with the player's own commands only,
// each through do (g.Do, or a session's, which also prints and saves): its
// explore is the player's, which is careful (TurnVia), and where a
// creature awake in view stops that explore the bot steps towards it, as
// a player would walk on by hand. Every command is one the game records,
// so the run can be replayed (`downhill-headless sim -player explore
// -morgue`, the tests' whole recorded runs). It reports false when it
// found nothing to do (the caller waits).
func Careful(g *game.Game, do func(game.Command) bool) bool {
	if TurnVia(g, do) {
		return true
	}
	e := g.AwakeInView()
	if e == world.NoEntity || g.Dead || g.Won {
		return false
	}
	p, q := g.PlayerPos(), g.Level.Ents.Pos[e]
	d := p.Toward(q)
	for _, step := range []world.Pos{d, {X: d.X}, {Y: d.Y}} {
		if step != (world.Pos{}) && do(game.Command{Action: game.ActMove, DX: step.X, DY: step.Y}) {
			return true
		}
	}
	return false
}
