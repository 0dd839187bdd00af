package game

import "downhill/world"

// What the players and checks that drive the rules from outside (the
// explore bot, the soak, the turn benchmark: package headless) need of a
// game beyond its commands.

// ExploreWithoutCare takes one auto-explore step as the explore bot does:
// on past goblins awake in view, where the player's explore (ActExplore)
// stops and says which (doExplore). It is no command, so a game played
// with it can no longer be replayed from its recording (Record.Broken).
// It reports whether a turn passed.
func (g *Game) ExploreWithoutCare() bool {
	if g.Rec.On() {
		g.Rec.Broken = true // a step the recording does not hold
	}
	if g.Dead || g.Won {
		return false
	}
	return g.doExplore(false)
}

// EnterLevelBelow takes the player to the level below wherever they
// stand, as the stairs would (a turn passes), and reports whether it did:
// for tools that start a game deeper than depth 1 (the soak, for more and
// sturdier goblins).
func (g *Game) EnterLevelBelow() bool { return g.changeLevel(false) }

// Check runs on the live game the checks a save gets when it loads (every
// creature on the map, on ground it may stand on, one to a cell and where
// the occupancy grid says; hit points within bounds; every value in its
// range), so that a tool can check the rules after every turn.
func (g *Game) Check() error {
	sf := g.saveFile(nil)
	return sf.check()
}

// StartHP is the hit points a creature of kind k starts with on the
// current level (its kind's, more for goblins deeper down).
func (g *Game) StartHP(k world.Kind) int { return startHP(k, g.Depth) }
