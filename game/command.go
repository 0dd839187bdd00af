package game

import "fmt"

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
	ActExplore          // one step of auto-explore (refused with a creature awake in view)
	ActRestart          // a new game after death
	ActAscend           // take the up stairs under the player
	ActUse              // use inventory slot Slot, at X,Y when the item is thrown
	ActThrowGold        // throw ThrowGold gold at X,Y
	ActClose            // close the open door at DX,DY from the player (0,0: the only one)
	ActPickUp           // pick up the item under the player
	ActStop             // stop the trip under way (a key, a click or a tap did); takes no turn
	ActRest             // one turn of resting until healed (refused with a creature awake in view)
	numActions          // how many actions there are; not an action
)

// Command is one input turned into game terms.
type Command struct {
	Action Action
	DX, DY int
	X, Y   int
	Slot   int // the inventory slot of ActUse
}

// Do carries out one command and reports whether a turn passed. A turn is
// the player's action, then every awake creature's. ActRestart starts a new
// game (the seed drawn from this game's random source); every other command
// is refused once the player is dead. Travel and explore take one step of
// their trip, each step a move through Do. The game's recording keeps
// every command that changed something (record.go), so that the commands
// replay the game.
func (g *Game) Do(c Command) bool {
	said := g.said
	passed := g.do(c)
	if g.said >= said { // not a restart, whose new game has its own count
		g.stampSince(said)
	}
	return passed
}

// do is Do before the messages it said are stamped with the turn it
// ended on.
func (g *Game) do(c Command) bool {
	if g.doing || c.Action == ActRestart {
		return g.command(c) // a trip's steps are the game's own moves: the trip is the command
	}
	return g.recordDo(c)
}

// command carries out c (Do, unrecorded).
func (g *Game) command(c Command) bool {
	if c.Action == ActRestart {
		g.restart()
		return true
	}
	if c.Action == ActStop {
		g.StopTravel()
		return false
	}
	if g.Dead || g.Won || c.Action == ActNone || c.Action >= numActions {
		return false
	}
	switch c.Action {
	case ActTravel:
		return g.doTravel(c)
	case ActExplore:
		return g.doExplore(true)
	case ActRest:
		return g.doRest()
	}
	// A command of the player's own ends any trip and starts the turn's
	// action log.
	g.StopTravel()
	g.log.reset()
	hp := g.Level.Ents.HP[g.Player]
	before := g.newsInView()
	if !g.playerAction(c) {
		return false
	}
	g.last = plain(c)
	if c.Action == ActDescend || c.Action == ActAscend {
		return true // arriving is the turn: the new level's creatures act from the next
	}
	g.endTurn()
	g.sayComingIntoView(before)
	g.warnLowHealth(hp)
	return true
}

// playerAction carries out the player's part of command c and reports
// whether it took a turn.
func (g *Game) playerAction(c Command) bool {
	switch c.Action {
	case ActMove:
		return g.playerMove(c.DX, c.DY)
	case ActWait:
		return true
	case ActDescend:
		return g.descend()
	case ActAscend:
		return g.ascend()
	}
	return g.doItem(c)
}

// plain is command c with only the fields its action reads, as
// LastCommand gives it back.
func plain(c Command) Command {
	switch c.Action {
	case ActMove:
		return Command{Action: ActMove, DX: c.DX, DY: c.DY}
	case ActWait, ActDescend, ActAscend:
		return Command{Action: c.Action}
	}
	return c
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
