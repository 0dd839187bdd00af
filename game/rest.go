package game

import "downhill/world"

// Resting and the news of creatures coming into view: the rest command
// (Brogue's Z, DCSS's 5) waits turn by turn until the player is healed,
// and stops, as a trip does, at anything the player must see.

// Rest stop lines.
const (
	restHealed = "You rest until healed."
	restFull   = "You are already at full health."
	restHurt   = "You stop resting: you are hurt."
)

// doRest takes one turn of rest: a wait, continued (RestTrip) until the
// player's health is full. Like a careful explore it neither starts nor
// goes on while an awake creature is in view, saying which one; it stops
// when the player is hurt or anything is said (a creature coming into
// view, a goblin waking), and says why it stopped. It reports whether a
// turn passed.
func (g *Game) doRest() bool {
	s := g.Level.Ents
	if g.Dead {
		g.StopTravel()
		return false
	}
	resting := g.Nav.Trip.Kind == RestTrip
	if e := g.awakeInView(); e != world.NoEntity {
		g.StopTravel()
		g.tripSay(inViewLines[s.Kind[e]])
		return false
	}
	if s.HP[g.Player] >= s.MaxHP[g.Player] {
		g.StopTravel()
		if !resting {
			g.tripSay(restFull)
		}
		return false
	}
	hp, msgs := s.HP[g.Player], g.said
	if !g.Do(Command{Action: ActWait}) { // ends the trip: put it back below
		return false
	}
	g.Nav.Trip = Trip{Kind: RestTrip}
	switch {
	case g.Dead:
		g.StopTravel()
	case s.HP[g.Player] < hp:
		g.StopTravel()
		if g.said == msgs {
			g.tripSay(restHurt)
		}
	case g.said > msgs:
		g.StopTravel() // what was said is why
	case s.HP[g.Player] >= s.MaxHP[g.Player]:
		g.StopTravel()
		g.tripSay(restHealed)
	}
	return true
}

// newsInView is the creatures in view whose coming into view is news:
// every one but those running away (a goblin that turns back from its
// flight is news again). The list lives in a cached array with room for
// every creature the player can see, so a turn makes no garbage.
func (g *Game) newsInView() []world.Entity {
	s, gr := g.Level.Ents, g.Level.Grid
	c := &g.Nav.cache
	if n := min(len(s.Alive), (2*FOVRadius+1)*(2*FOVRadius+1)); cap(c.before) < n {
		c.before = make([]world.Entity, 0, n)
	}
	dst := c.before[:0]
	for e := range s.Alive {
		id := world.Entity(e)
		if !s.Alive[e] || id == g.Player || s.Mind[e] == world.Fleeing {
			continue
		}
		if p := s.Pos[e]; gr.In(p.X, p.Y) && gr.Visible[gr.Index(p.X, p.Y)] {
			dst = append(dst, id)
		}
	}
	c.before = dst
	return dst
}

// sayComingIntoView says the nearest creature that came into view this
// turn (newsInView, not in before): "You see a goblin archer.", "You see
// a sleeping goblin.", or, for a goblin that fled, healed and returns,
// "The goblin comes back, wary.". One line a turn: the player looks at
// the nearest.
func (g *Game) sayComingIntoView(before []world.Entity) {
	if g.Dead {
		return
	}
	s, gr := g.Level.Ents, g.Level.Grid
	fresh := world.NoEntity
	for e := range s.Alive {
		id := world.Entity(e)
		if !s.Alive[e] || id == g.Player || s.Mind[e] == world.Fleeing || tripHas(before, id) {
			continue
		}
		if p := s.Pos[e]; gr.In(p.X, p.Y) && gr.Visible[gr.Index(p.X, p.Y)] && g.nearer(id, fresh) {
			fresh = id
		}
	}
	switch {
	case fresh == world.NoEntity:
	case s.Mind[fresh] == world.Asleep:
		g.say(youSeeAsleep[s.Kind[fresh]])
	case s.Wary[fresh]:
		g.say(comesBackWary[s.Kind[fresh]])
	default:
		g.say(youSee[s.Kind[fresh]])
	}
}
