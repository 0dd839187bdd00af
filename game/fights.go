package game

import "downhill/world"

// Flights counts how the runs for their lives (world.KindFact.FleesAt)
// ended, as far as a run's deaths tell: the rest (who escaped, who came
// back and lives) is read off the levels at the end (Game.FightEnds).
type Flights struct {
	Ran        int // creatures that ran for their lives (each runs once)
	Caught     int // of those, killed while running or hiding
	BackKilled int // killed after coming back
}

// FightEnds is how the fights of a run ended, by goblin: killed without
// running, or ran for its life and then was caught (killed running or
// hiding), escaped (still running or hiding at the end), or came back
// (healed, wary), alive or killed since.
type FightEnds struct {
	Killed     int // killed without ever running
	Caught     int // ran, and was killed running or hiding
	Escaped    int // ran, and was still away at the run's end
	Back       int // ran and came back (BackKilled of them killed since)
	BackKilled int
}

// FightEnds counts how the run's fights ended: its kills and flights
// (Stats) and the runners alive on every level kept.
func (g *Game) FightEnds() FightEnds {
	f := FightEnds{Caught: g.Stats.Flights.Caught, BackKilled: g.Stats.Flights.BackKilled, Back: g.Stats.Flights.BackKilled}
	for _, n := range g.Stats.Kills {
		f.Killed += n
	}
	f.Killed -= f.Caught + f.BackKilled
	for _, l := range g.Levels {
		s := l.Ents
		for e, alive := range s.Alive {
			if !alive || !s.Wary[e] {
				continue
			}
			if s.Mind[e] == world.Fleeing {
				f.Escaped++
			} else {
				f.Back++
			}
		}
	}
	return f
}

// countKill notes creature e's death (before it is removed) in the
// flights: a runner caught, or one killed after it came back.
func (g *Game) countKill(e world.Entity) {
	s := g.Level.Ents
	switch {
	case !s.Wary[e]:
	case s.Mind[e] == world.Fleeing:
		g.Stats.Flights.Caught++
	default:
		g.Stats.Flights.BackKilled++
	}
}
