package game

import "downhill/world"

// warnLowHealth says lowHealthLine when this turn took the player's hit
// points from above world.LowHealth to it (from hp): once as they fall,
// again only after they have risen above it.
func (g *Game) warnLowHealth(hp int) {
	s := g.Level.Ents
	now, maxHP := s.HP[g.Player], s.MaxHP[g.Player]
	if !g.Dead && now < hp && world.LowHealth(now, maxHP) && !world.LowHealth(hp, maxHP) {
		g.say(lowHealthLine)
	}
}
