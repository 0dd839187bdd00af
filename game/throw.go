package game

import (
	"downhill/ai"
	"downhill/world"
)

// The numbers of the fight items: the javelin, the wand of blinking and
// the iron spike.
const (
	// StartJavelins is how many javelins a run starts with.
	StartJavelins = 2
	// BlinkRange is how far (8-way steps) a blink carries, to a cell in
	// view on a clear line.
	BlinkRange = 7
	// JamTurns is how long a spiked door stays shut for walkers.
	JamTurns = 60
)

// The lines of the fight items, said by one rule each.
var (
	javelinHits   = kindLines("Your javelin hits the %s.")
	javelinMisses = kindLines("Your javelin misses the %s.")
	javelinKills  = kindLines("Your javelin kills the %s.")
	// breaksJam is said when a tunneler smashes a spiked door open.
	breaksJam = kindLines("The %s smashes the spiked door open!")
	// javelinBlocked is said when the javelin's first step is into the
	// wall or rock beside the player (a target seen round a corner): the
	// throw is refused, not spent at the player's feet.
	javelinBlocked = [world.NumTiles]string{
		world.Wall: "The wall beside you is in the way of the throw.",
		world.Rock: "The rock beside you is in the way of the throw.",
	}
)

// Lines each said by one rule.
const (
	javelinFlies  = "Your javelin flies and lands."
	javelinSinks  = "Your javelin sinks in the deep water."
	blinkLine     = "You blink away."
	blinkNone     = "Nothing awake is in view to blink away from."
	blinkNowhere  = "There is nowhere safer in reach to blink to."
	jamLine       = "You drive the iron spike in: the door is jammed shut."
	jamNoDoor     = "There is no door there to jam (aim at a door next to you)."
	jamBlocked    = "Something is in the way of the door."
	unjamLine     = "You work the spike loose: the door opens again."
	jamSmashed    = "The spiked door is smashed open from beyond!"
	javelinAtSelf = "Aim the javelin at a creature or a cell, not at your feet."
	// jamAhead stops a trip before a door spiked shut: only a bump by
	// hand (or a click on the door) works the spike loose.
	jamAhead = "The door ahead is spiked shut: bump it to work the spike loose."
)

// throwJavelin throws a javelin from the player at p: it flies along
// world.Line and stops at the first creature on it, which it strikes with
// the player's shot (world.KindFacts: hit rolled before damage, like a
// blow), or before the first cell a javelin cannot fly into (wall or
// rock). It lands where it stopped, a javelin on the floor to pick up
// again, or sinks in deep water. A throw whose first step is into the wall
// beside the player is refused, saying so, and costs nothing.
func (g *Game) throwJavelin(p world.Pos) bool {
	pp := g.PlayerPos()
	if p == pp {
		g.say(javelinAtSelf)
		return false
	}
	gr := g.Level.Grid
	var land world.Pos
	var hit world.Entity
	g.line, land, hit = g.Flight(p, g.line[:0])
	if len(g.line) == 0 { // the first step is into the wall beside the player
		first := world.Line(pp, p, g.line)[0]
		g.say(javelinBlocked[gr.At(first.X, first.Y)])
		return false
	}
	g.act(g.Player, "throws a javelin at %d,%d", land.X, land.Y)
	if hit != world.NoEntity {
		g.javelinStrikes(hit)
	} else {
		g.say(javelinFlies)
	}
	if gr.At(land.X, land.Y) == world.Deep {
		g.say(javelinSinks)
		return true
	}
	g.Level.Items = append(g.Level.Items, world.Item{Kind: world.Javelin, Pos: land})
	return true
}

// Flight is the way a javelin thrown from the player at p goes: the cells
// it flies over appended to dst (world.Line's staircase, up to where it
// stops), the cell it lands on (the first creature's, or the last before
// a wall or rock; the player's own when the first cell is solid) and the
// creature it strikes (world.NoEntity for none). The throw and the aim's
// preview both read it, so what is shown is what flies.
func (g *Game) Flight(p world.Pos, dst []world.Pos) (line []world.Pos, land world.Pos, hit world.Entity) {
	gr, s := g.Level.Grid, g.Level.Ents
	pp := g.PlayerPos()
	land, hit = pp, world.NoEntity
	n := len(dst)
	line = world.Line(pp, p, dst)
	for i, q := range line[n:] {
		if gr.At(q.X, q.Y).Solid() {
			return line[:n+i], land, hit
		}
		land = q
		if e := s.At(q); e != world.NoEntity {
			return line[:n+i+1], land, e
		}
	}
	return line, land, hit
}

// javelinStrikes rolls the player's shot at creature e (a sleeper it
// wakes, hit or miss).
func (g *Game) javelinStrikes(e world.Entity) {
	s := g.Level.Ents
	k := s.Kind[e]
	if s.Mind[e] == world.Asleep {
		s.Mind[e], s.Memory[e] = world.Hunting, ai.ForgetTurns
	}
	g.playerStrikes(e, world.Player.Facts().Shot, javelinMisses[k], javelinHits[k], javelinKills[k])
}

// blink carries the player to the far end of the goblins' flee map within
// BlinkRange: the cell in view, on a clear line, that a goblin awake in
// view would find safest to run to from them all (ai.Minds.Escape: their
// field upside down, loops favoured). Nothing awake in view, or no safer
// cell, and the wand is kept.
func (g *Game) blink() bool {
	s, gr := g.Level.Ents, g.Level.Grid
	g.threats = g.threats[:0]
	for e, alive := range s.Alive {
		id := world.Entity(e)
		if alive && id != g.Player && s.Mind[e] != world.Asleep && g.visible(id) {
			g.threats = append(g.threats, s.Pos[e])
		}
	}
	if len(g.threats) == 0 {
		g.say(blinkNone)
		return false
	}
	pp := g.PlayerPos()
	to, ok := g.mindsFor().Escape(g.threats, pp, BlinkRange, func(q world.Pos) bool {
		if !gr.Visible[gr.Index(q.X, q.Y)] || !gr.At(q.X, q.Y).Walkable() || s.At(q) != world.NoEntity {
			return false
		}
		g.line = world.Line(pp, q, g.line[:0])
		for _, c := range g.line {
			if gr.At(c.X, c.Y).Solid() || c != q && s.At(c) != world.NoEntity {
				return false
			}
		}
		return true
	})
	if !ok {
		g.say(blinkNowhere)
		return false
	}
	s.Move(g.Player, to)
	g.act(g.Player, "blinks %d,%d->%d,%d", pp.X, pp.Y, to.X, to.Y)
	g.say(blinkLine)
	gr.ComputeFOV(to, FOVRadius)
	g.pickUp(false)
	return true
}

// jamDoor drives an iron spike into the door at p next to the player
// (closing it first if it is open): for JamTurns walkers cannot open it,
// so every walker's field goes round it; a tunneler smashes it open.
func (g *Game) jamDoor(p world.Pos) bool {
	pp, gr := g.PlayerPos(), g.Level.Grid
	t := gr.At(p.X, p.Y)
	switch {
	case ai.Chebyshev(p, pp) != 1 || t != world.Door && t != world.OpenDoor || g.Level.EffectAt(world.JammedDoor, p):
		g.say(jamNoDoor)
		return false
	case g.Level.Ents.At(p) != world.NoEntity || g.Level.ItemAt(p) >= 0 || g.Level.Gold[gr.Index(p.X, p.Y)] > 0:
		g.say(jamBlocked)
		return false
	}
	m := g.mindsFor()
	gr.Set(p.X, p.Y, world.Door)
	g.addEffect(world.Effect{Kind: world.JammedDoor, At: p, Turns: JamTurns})
	m.MapChanged(p)
	gr.ComputeFOV(pp, FOVRadius)
	g.act(g.Player, "jams door %d,%d", p.X, p.Y)
	g.say(jamLine)
	return true
}

// jammed reports whether the door at p is spiked shut.
func (g *Game) jammed(p world.Pos) bool {
	return g.Level.Grid.At(p.X, p.Y) == world.Door && g.Level.EffectAt(world.JammedDoor, p)
}

// unjam takes the spike out of the door at p, e working it loose (the
// player) or smashing through (a tunneler): the door opens, and every
// field sees it.
func (g *Game) unjam(e world.Entity, p world.Pos) {
	l := g.Level
	kept := l.Effects[:0]
	for _, ef := range l.Effects {
		if ef.Kind != world.JammedDoor || ef.At != p {
			kept = append(kept, ef)
		}
	}
	l.Effects = kept
	g.openDoor(e, p)
}
