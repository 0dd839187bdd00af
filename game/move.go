package game

import (
	"downhill/ai"
	"downhill/world"
)

// playerMove steps the player by dx,dy, attacks the creature there, or
// opens the door there; it reports whether that took a turn.
func (g *Game) playerMove(dx, dy int) bool {
	if dx < -1 || dx > 1 || dy < -1 || dy > 1 || dx == 0 && dy == 0 {
		return false
	}
	gr, s := g.Level.Grid, g.Level.Ents
	from := g.PlayerPos()
	p := from.Add(world.Pos{X: dx, Y: dy})
	// The move rule, for steps and bump attacks alike, and every refusal
	// says why: p must be open to the player (walkable or deep: a creature
	// stands only there), and a diagonal must pass the one corner rule
	// every creature's steps and blows obey (world.Grid.CornersAllow).
	if why := g.refusedMove(from, p); why != "" {
		g.sayAgain(why)
		return false
	}
	if e := s.At(p); e != world.NoEntity {
		g.playerAttack(e)
		return true
	}
	t := gr.At(p.X, p.Y)
	if t == world.Door {
		if g.jammed(p) {
			g.unjam(g.Player, p)
			g.say(unjamLine)
			return true
		}
		// No message: opening a door is routine, and a message would stop
		// a trip that passes through it.
		g.openDoor(g.Player, p)
		return true
	}
	if t == world.Deep {
		if ok, why := g.swimAllowed(p); !ok {
			g.say(why)
			return false
		}
	}
	s.Move(g.Player, p)
	g.act(g.Player, "moved %d,%d->%d,%d", from.X, from.Y, p.X, p.Y)
	if i := gr.Index(p.X, p.Y); g.Level.Gold[i] > 0 {
		n := g.Level.Gold[i]
		g.Level.Gold[i] = 0
		g.Gold += n
		g.mindsFor().GoldChanged()
		g.act(g.Player, "picks up %d gold", n)
		g.say(pickUpMsg(n))
	}
	g.pickUp(false)
	return true
}

// refusedMove is why the player may not step (or strike) from from to the
// neighbouring cell p, or "" when the move rule allows it.
func (g *Game) refusedMove(from, p world.Pos) string {
	gr := g.Level.Grid
	switch {
	case !gr.In(p.X, p.Y):
		return "That is the edge of the map."
	case !g.playerCanEnter(p.X, p.Y):
		return blockedBy[gr.At(p.X, p.Y)]
	case !gr.CornersAllow(from, world.Pos{X: p.X - from.X, Y: p.Y - from.Y}):
		if e := g.Level.Ents.At(p); e != world.NoEntity {
			return cornerBlow[g.Level.Ents.Kind[e]]
		}
		// One solid cell beside the diagonal is enough to refuse it: the
		// line names the one met (the row's first).
		c := gr.At(p.X, from.Y)
		if !c.Solid() {
			c = gr.At(from.X, p.Y)
		}
		return cutCorner[c]
	}
	return ""
}

// cutCorner is what a diagonal step refused by the corner rule says, by
// the solid tile beside the diagonal.
var cutCorner = [world.NumTiles]string{
	world.Wall: "You cannot cut the corner of the wall.",
	world.Rock: "You cannot cut the corner of the rock.",
}

// blockedBy is what a step into each tile the player cannot enter says.
var blockedBy = [world.NumTiles]string{
	world.Wall: "A wall is in the way.",
	world.Rock: "Rock is in the way: a pick digs through it.",
}

// cornerBlow is what a blow at a creature diagonally round a corner of wall
// or rock says, by kind: neither side can strike the other there.
var cornerBlow = kindLines("You cannot reach the %s round the corner, nor it you.")

// playerCanEnter reports whether the player may enter x,y as far as the
// tile goes (walkable, or deep water under the swim rule): the
// passability the corner rule reads. Off the map: false.
func (g *Game) playerCanEnter(x, y int) bool {
	t := g.Level.Grid.At(x, y) // a wall off the map
	return t.Walkable() || t == world.Deep
}

// openDoor opens the closed door at p: the opener stays where it is, the
// door becomes an open door (cost 1, transparent), and the fields that
// depend on the map rescan.
func (g *Game) openDoor(e world.Entity, p world.Pos) {
	g.Level.Grid.Set(p.X, p.Y, world.OpenDoor)
	g.mindsFor().MapChanged(p)
	g.act(e, "opens door %d,%d", p.X, p.Y)
}

// creatureMove steps creature e into the free cell p (or opens the door
// there), a greedy goblin taking the gold it lands on.
func (g *Game) creatureMove(e world.Entity, p world.Pos) {
	s, gr := g.Level.Ents, g.Level.Grid
	from := s.Pos[e]
	if s.At(p) != world.NoEntity {
		return
	}
	if gr.At(p.X, p.Y) == world.Door {
		if !g.jammed(p) {
			g.openDoor(e, p)
		} else if s.Kind[e] == world.Tunneler { // no walker's field leads here
			g.unjam(e, p)
			switch {
			case g.visible(e):
				g.say(breaksJam[s.Kind[e]])
			case gr.Visible[gr.Index(p.X, p.Y)]:
				g.say(jamSmashed)
			}
		}
		return
	}
	s.Move(e, p)
	g.act(e, "moved %d,%d->%d,%d", from.X, from.Y, p.X, p.Y)
	if i := gr.Index(p.X, p.Y); s.Kind[e] == world.Greedy && g.Level.Gold[i] > 0 {
		s.Gold[e] += g.Level.Gold[i]
		g.Level.Gold[i] = 0
		g.mindsFor().GoldChanged()
		g.act(e, "picks up gold")
		if g.visible(e) {
			g.say(takesGold[s.Kind[e]])
		}
	}
	g.caltrops(e)
}

// dig is a tunneler's turn at the rock at p. The turns it spends to pass
// the rock equal what its field charges for it, 1 + hardness/DigPerTurn:
// each turn takes DigPerTurn of hardness off, and once less than that is
// left, it digs the rest and steps in within the same turn (so rock of
// hardness 84 takes one turn, 85 two: one to dig to nothing, one to step).
func (g *Game) dig(e world.Entity, p world.Pos) {
	gr := g.Level.Grid
	h := int(gr.Hard[gr.Index(p.X, p.Y)])
	if h > ai.DigPerTurn {
		gr.SetRock(p.X, p.Y, uint8(h-ai.DigPerTurn))
		g.mindsFor().HardnessChanged(p)
		g.act(e, "digs %d,%d", p.X, p.Y)
		return
	}
	gr.SetRock(p.X, p.Y, 0)
	g.mindsFor().MapChanged(p)
	g.act(e, "digs through %d,%d", p.X, p.Y)
	if h < ai.DigPerTurn {
		g.creatureMove(e, p)
	}
}
