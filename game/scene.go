package game

import "fmt"

// StatusLine is the status bar's text: hit points, depth, gold, turn and
// seed (the seed so a player can share or replay a game), plus the swim
// turns left while in deep water.
func (g *Game) StatusLine() string {
	st := g.Level.Ents
	hp, maxHP := st.HP[g.Player], st.MaxHP[g.Player]
	s := fmt.Sprintf("HP %d/%d  Depth %d  Gold %d  Turn %d  Seed %d",
		max(hp, 0), maxHP, g.Depth, g.Gold, g.Turn, g.Cfg.Seed)
	if g.Swimming() {
		s += fmt.Sprintf("  Swim %d/%d", g.SwimLeft(), g.SwimBudget())
	}
	if g.Dead {
		s += fmt.Sprintf("  Score %d", g.Score())
	}
	return s
}
