package session

import (
	"fmt"
	"strings"

	"downhill/ai"
	"downhill/game"
	"downhill/world"
)

// kindWants is what each kind of goblin is after, in words; the fields it
// reads and when it flees are worded from the minds' own tables
// (aboutKind).
var kindWants = [world.NumKinds]string{
	world.Player:   "",
	world.Goblin:   "Wants you: walks downhill to you.",
	world.Greedy:   "Wants gold more than you: a pile counts as %d steps nearer than it is, so it turns to gold near its way.",
	world.Archer:   "Wants to stand %d steps from you where it sees you, and shoot; too close, it backs off.",
	world.Tunneler: "Wants you, through the rock: it digs soft rock on its way (its field prices rock by hardness).",
	world.Naive:    "Wants you by the straight line, reading no field: the tutorials' chaser, stuck behind the first wall.",
}

// aboutKind describes kind k for the look and the help: what it wants,
// the fields it reads, when it flees.
func aboutKind(g *game.Game, k world.Kind) string {
	want := kindWants[k]
	switch k {
	case world.Greedy:
		want = fmt.Sprintf(want, -g.Minds().Greed)
	case world.Archer:
		want = fmt.Sprintf(want, ai.ArcherRange)
	}
	var reads []string
	for id, w := range g.Minds().Weights[k] {
		if w != 0 {
			reads = append(reads, "the "+ai.FieldID(id).String())
		}
	}
	out := want
	if len(reads) > 0 {
		out += " Reads " + strings.Join(reads, " and ") + "."
	}
	switch k {
	case world.Player:
	case world.Naive:
		out += " Flees below 1/3 of its hit points straight away from you, back at 2/3."
	default:
		out += " Flees below 1/3 of its hit points on the flee field (round corners, not into dead ends), back at 2/3; cornered, it fights."
	}
	return out
}

// lookAt is what the look says of cell p: the game's words for what is
// there and, for a creature in view, what its kind does and the chances
// of blows between you.
func (s *Session) lookAt(p world.Pos) string {
	g := s.g
	out := g.LookAt(p)
	l := g.Level
	if !l.Grid.In(p.X, p.Y) || !l.Grid.Visible[l.Grid.Index(p.X, p.Y)] {
		return out
	}
	e := l.Ents.At(p)
	if e == world.NoEntity || e == g.Player || !l.Ents.Alive[e] {
		return out
	}
	k := l.Ents.Kind[e]
	f := k.Facts()
	you := world.Player.Facts().Blow
	out += fmt.Sprintf(" You hit it %d%% of the time (%d-%d); it hits you %d%% (%d-%d)",
		you.HitPct, you.MinDamage, you.MaxDamage, f.Blow.HitPct, f.Blow.MinDamage, f.Blow.MaxDamage)
	if f.Shot.HitPct > 0 {
		out += fmt.Sprintf(", its arrows %d%% (%d-%d)", f.Shot.HitPct, f.Shot.MinDamage, f.Shot.MaxDamage)
	}
	return out + ". " + aboutKind(g, k)
}
