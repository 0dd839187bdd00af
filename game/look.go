package game

import (
	"fmt"

	"downhill/world"
)

// lookNames are how the look command names the tiles.
var lookNames = [...]string{
	world.Wall: "a wall", world.Floor: "floor", world.Door: "a closed door (goblins spend a turn opening it)",
	world.Shallow: "shallow water", world.Deep: "deep water (swum on a budget)", world.Rock: "rock (a pick digs it)",
	world.Stairs: "stairs down", world.Snow: "snow", world.OpenDoor: "an open door (' closes it)",
	world.UpStairs: "stairs up",
}

// Every tile has its words: otherwise this does not compile.
var _ [0]struct{} = [len(lookNames) - int(world.NumTiles)]struct{}{}

// LookAt says what the player knows of cell p: what is there when in view
// (a creature's kind, hit points and state of mind; an item and what it
// does; gold; the ground), what was last seen there when remembered, or
// that it is unknown.
func (g *Game) LookAt(p world.Pos) string {
	l := g.Level
	gr := l.Grid
	if !gr.In(p.X, p.Y) {
		return ""
	}
	i := gr.Index(p.X, p.Y)
	if !gr.Seen[i] {
		return "You have not seen there."
	}
	ground := "floor"
	if t := gr.Tiles[i]; int(t) < len(lookNames) {
		ground = lookNames[t]
	}
	if t := gr.Tiles[i]; t == world.UpStairs && g.Depth == 1 {
		ground = "the way out of the mountain (with the Heart: victory)"
	}
	if g.jammed(p) {
		ground = "a closed door spiked shut (no walker opens it; a tunneler smashes it; bump it to work the spike loose)"
	}
	what := ground
	if k := l.ItemAt(p); k >= 0 {
		it := l.Items[k].Kind
		what = fmt.Sprintf("a %s: %s", world.ItemNames[it], ItemHelp[it])
		if it == world.Heart {
			what = "the Heart of the Mountain: take it and climb out"
		}
	} else if l.Gold[i] > 0 {
		what = fmt.Sprintf("%d gold", l.Gold[i])
	}
	for _, ef := range l.Effects {
		if ef.Covers(p) {
			switch ef.Kind {
			case world.SmokeCloud:
				what += ", in smoke"
			case world.CaltropArea:
				what += ", caltrops"
			}
		}
	}
	if !gr.Visible[i] {
		return "Remembered: " + what + "."
	}
	s := l.Ents
	if e := s.At(p); e != world.NoEntity && s.Alive[e] {
		if e == g.Player {
			return fmt.Sprintf("You (%d/%d HP), on %s.", max(s.HP[e], 0), s.MaxHP[e], what)
		}
		mind := s.Mind[e].String()
		if s.Mind[e] == world.Hunting && s.Kind[e] == world.Greedy {
			mind = "hunting, after gold"
		}
		if s.Fear[e] > 0 {
			mind = "fleeing in fear"
		}
		if s.Wary[e] {
			mind += ", wary: it ran once and will not again"
		}
		return fmt.Sprintf("A %s (%d/%d HP, %s), on %s.", s.Kind[e].Facts().Name, max(s.HP[e], 0), s.MaxHP[e], mind, what)
	}
	return "You see " + what + "."
}
