package screen

import (
	"fmt"
	"strings"

	"downhill/ai"
	"downhill/game"
	"downhill/world"
)

// kindWants is what each kind of goblin is after, in words; the fields it
// reads and when it flees are worded from the minds' own tables
// (AboutKind).
var kindWants = [...]string{
	world.Player:   "",
	world.Goblin:   "Wants you: walks downhill to you.",
	world.Greedy:   "Wants gold more than you: a pile counts as %d steps nearer than it is, so it turns to gold near its way.",
	world.Archer:   "Wants to stand %d steps from you where it sees you, and shoot; too close, it backs off.",
	world.Tunneler: "Wants you, through the rock: it digs soft rock on its way (its field prices rock by hardness).",
	world.Naive:    "Wants you by the straight line, reading no field: the tutorials' chaser, stuck behind the first wall.",
}

// Every kind has its words: otherwise this does not compile (the test of
// AboutKind checks none is empty).
var _ [0]struct{} = [len(kindWants) - int(world.NumKinds)]struct{}{}

// AboutKind describes kind k for the look and the help: what it wants,
// the fields it reads, when it flees.
func AboutKind(g *game.Game, k world.Kind) string {
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
	return out + FleesSays(k)
}

// FleesSays is what the look says of when kind k runs for its life, from
// its FleesAt (world.KindFacts) and the minds' ReturnAt.
func FleesSays(k world.Kind) string {
	at := k.Facts().FleesAt
	switch {
	case k == world.Player:
		return ""
	case at == 0:
		return " Never runs for its life: it fights to the end."
	case k == world.Naive:
		return fmt.Sprintf(" Runs for its life at %d%% of its hit points, once, straight away from you (into dead ends).", at)
	}
	return fmt.Sprintf(" Runs for its life at %d%% of its hit points, once, on the safety map (round the player to loops, "+
		"not into dead ends); heals only out of your sight, comes back wary at %d%% and never runs again; cornered, it fights.", at, ai.ReturnAt)
}

// LookAt is what the look says of cell p: the game's words for what is
// there and, for a creature in view, what its kind does and the chances
// of blows between you (of a javelin's throw when javelin: one is being
// aimed).
func LookAt(g *game.Game, p world.Pos, javelin bool) string {
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
	you, verb := world.Player.Facts().Blow, "You hit it"
	if javelin { // the odds of the throw being aimed
		you, verb = world.Player.Facts().Shot, "Your javelin hits it"
	}
	out += fmt.Sprintf(" %s %d%% of the time (%d-%d); it hits you %d%% (%d-%d)",
		verb, you.HitPct, you.MinDamage, you.MaxDamage, f.Blow.HitPct, f.Blow.MinDamage, f.Blow.MaxDamage)
	if f.Shot.HitPct > 0 {
		out += fmt.Sprintf(", its arrows %d%% (%d-%d)", f.Shot.HitPct, f.Shot.MinDamage, f.Shot.MaxDamage)
	}
	return out + ". " + AboutKind(g, k)
}
