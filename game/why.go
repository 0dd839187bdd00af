package game

import (
	"fmt"
	"math/rand/v2"

	"downhill/ai"
	"downhill/world"
)

// SetWhy makes every creature explain its decision as it takes it: fn gets
// one line per creature and turn (WhyLine), before the game applies the
// decision, in the order the creatures act (id order, each having seen the
// moves of those before it). nil turns it off. `downhill sim -why` prints
// these lines; the explanation is the decision itself (ai.Minds.Think with
// reasons), not a second guess, so it cannot disagree with what follows.
func (g *Game) SetWhy(fn func(line string)) { g.why = fn }

// decide is one creature's decision in endTurn: Think, Commit, and the
// why line when asked for.
func (g *Game) decide(m *ai.Minds, e world.Entity) ai.Intent {
	t := m.Think(e, g.RNG, g.why != nil)
	if t.Wary && !g.Level.Ents.Wary[e] {
		g.Stats.Flights.Ran++
	}
	m.Commit(e, &t)
	if g.why != nil {
		g.why(g.WhyLine(e, t))
	}
	return t.Intent
}

// WhyLine is the line explaining thought t of creature e: "why
// goblin#3 at 30,9: hunting: lowest neighbour 12 at 31,9 on the player
// field; 31,8 taken by a goblin -> 31,9". The cell after the arrow is where
// the creature stands once the game has applied t: the cell it moves to,
// or its own cell when it waits, attacks, shoots, digs or opens a door.
func (g *Game) WhyLine(e world.Entity, t ai.Thought) string {
	p := g.Level.Ents.Pos[e]
	why, to := t.Why, g.Destination(e, t.Intent)
	switch {
	case t.Verb == ai.Move && to == p:
		why += fmt.Sprintf("; %d,%d is a closed door: opens it", t.To.X, t.To.Y)
	case t.Verb == ai.Dig && to == t.To:
		why += "; breaks through and steps in"
	}
	if why == "" {
		why = "waits"
	}
	return fmt.Sprintf("why %s at %d,%d: %s -> %d,%d", g.tag(e), p.X, p.Y, why, to.X, to.Y)
}

// Destination is where creature e stands after the game applies intent in
// (apply's rules): the cell of a move, but its own cell for a move into a
// closed door (which opens it) or an occupied cell; the rock's cell for a
// dig that breaks through with hardness to spare (dig steps in within the
// turn); its own cell for every other verb.
func (g *Game) Destination(e world.Entity, in ai.Intent) world.Pos {
	p := g.Level.Ents.Pos[e]
	gr := g.Level.Grid
	switch in.Verb {
	case ai.Move:
		if g.Level.Ents.At(in.To) != world.NoEntity || gr.At(in.To.X, in.To.Y) == world.Door {
			return p
		}
		return in.To
	case ai.Dig:
		if gr.In(in.To.X, in.To.Y) && int(gr.Hard[gr.Index(in.To.X, in.To.Y)]) < ai.DigPerTurn {
			return in.To
		}
	}
	return p
}

// Explain is creature e's decision for the next turn with its reasons,
// assuming the player waits, for the lab's inspector: it draws its ties
// from a copy of the game's random source and changes nothing (see
// ai.Minds.Preview).
func (g *Game) Explain(e world.Entity) ai.Thought {
	src := *g.Src
	return g.mindsFor().Preview(e, rand.New(&src))
}

// Tag names creature e as the action log and the why lines do:
// "player", "goblin#3".
func (g *Game) Tag(e world.Entity) string { return g.tag(e) }

// LastCommand is the plain command (ActMove with its direction, ActWait or
// ActDescend) behind the last turn that passed, travel and auto-explore
// steps included: replaying it on a twin of the game plays the same player
// move there (`downhill -compare`).
func (g *Game) LastCommand() Command { return g.last }
