package main

import (
	"fmt"
	"io"
	"math/rand/v2"
	"slices"

	"downhill/game"
	"downhill/world"
)

// RunResult is how one whole run of `downhill-headless sim -runs` ended.
type RunResult struct {
	Seed    uint64
	Won     bool
	Dead    bool
	Deepest int
	Turns   int
	// DiedAt is the depth the player died on (0 when not dead).
	DiedAt int
	// Killer is the kind that dealt the last blow or shot; Killed is false
	// for a death by no creature (drowning) and for a run not lost.
	Killer world.Kind
	Killed bool
	// HasHeart says the player carried the Heart when the run ended.
	HasHeart bool
	// DepthTurns is the turns spent on each depth (index depth-1), on
	// every visit, down and up: the pacing the depth table's median
	// column measures.
	DepthTurns []int
	// Fights is how the run's fights ended (game.FightEnds).
	Fights game.FightEnds
}

// playRun plays one run from cfg with the given player until it is won,
// lost, or turns run out.
func playRun(cfg game.Config, turns int, player string) RunResult {
	g := game.New(cfg)
	moves := rand.New(rand.NewPCG(cfg.Seed, 0x706c61796572))
	var spent []int
	for t := 0; t < turns && !g.Dead && !g.Won; t++ {
		d, before := g.Depth, g.Turn
		playerTurn(g, player, moves)
		for len(spent) < d {
			spent = append(spent, 0)
		}
		spent[d-1] += g.Turn - before
	}
	r := g.Recap()
	res := RunResult{Seed: cfg.Seed, Won: g.Won, Dead: g.Dead, Deepest: r.Deepest, Turns: g.Turn, HasHeart: g.HasHeart,
		DepthTurns: spent, Fights: g.FightEnds()}
	if g.Dead {
		res.DiedAt = g.Depth
		res.Killer, res.Killed = g.Stats.Killer()
	}
	return res
}

// tally is what summary counts over many runs: docs/play.md's balance
// table.
type tally struct {
	heart            int
	runs, won, dead  int
	turns            int
	reached, deepest []int // by depth: runs that reached it, runs whose deepest it was
	died             []int // by depth: deaths there
	byKind           [world.NumKinds]int
	unkilled         int                       // deaths by no creature (drowning)
	diedBy           [][world.NumKinds + 1]int // by depth: deaths by kind, NumKinds for no creature
	atHeart, took    int                       // runs that reached the Heart's depth; that took the Heart
	spent            [][]int                   // by depth: the turns each run that reached it spent there
	lateDeaths       int                       // deaths of runs that reached the Heart's depth
	carrierDeaths    int                       // deaths carrying the Heart
	wayUp            int                       // deaths carrying the Heart above its depth: on the climb
	fights           game.FightEnds            // summed over the runs
}

// newTally is an empty tally of runs whose Heart lies on depth heart.
func newTally(heart int) *tally {
	return &tally{heart: heart, reached: make([]int, heart+1), deepest: make([]int, heart+1), died: make([]int, heart+1),
		diedBy: make([][world.NumKinds + 1]int, heart+1), spent: make([][]int, heart+1)}
}

// add counts one run.
func (t *tally) add(r RunResult) {
	t.runs++
	t.turns += r.Turns
	f := &t.fights
	f.Killed += r.Fights.Killed
	f.Caught += r.Fights.Caught
	f.Escaped += r.Fights.Escaped
	f.Back += r.Fights.Back
	f.BackKilled += r.Fights.BackKilled
	d := min(r.Deepest, t.heart)
	t.deepest[d]++
	for k := 1; k <= d; k++ {
		t.reached[k]++
	}
	for k, n := range r.DepthTurns {
		if k+1 <= t.heart {
			t.spent[k+1] = append(t.spent[k+1], n)
		}
	}
	if d == t.heart {
		t.atHeart++
		if r.HasHeart {
			t.took++
		}
	}
	if r.Won {
		t.won++
	}
	if !r.Dead {
		return
	}
	t.dead++
	at := min(r.DiedAt, t.heart)
	t.died[at]++
	if r.Killed {
		t.byKind[r.Killer]++
		t.diedBy[at][r.Killer]++
	} else {
		t.unkilled++
		t.diedBy[at][world.NumKinds]++
	}
	if d == t.heart {
		t.lateDeaths++
	}
	if r.HasHeart {
		t.carrierDeaths++
		if r.DiedAt < t.heart {
			t.wayUp++
		}
	}
}

// pct is n of all in percent.
func pct(n, all int) float64 { return 100 * float64(n) / float64(max(all, 1)) }

// write prints the summary: the win rate, a row a depth (runs that reached
// it, runs that went no deeper, deaths there), deaths by the kind that
// dealt the last blow (also a column a kind in the depth table), and what
// became of the runs that reached the Heart.
func (t *tally) write(out io.Writer) {
	fmt.Fprintf(out, "runs=%d won=%d (%.1f%%) died=%d unfinished=%d mean-turns=%d\n",
		t.runs, t.won, pct(t.won, t.runs), t.dead, t.runs-t.won-t.dead, t.turns/max(t.runs, 1))
	// The killers' columns: the kinds placed on generated levels (the
	// naive goblin only when one killed), then deaths by no creature.
	var kinds []world.Kind
	for k := world.Kind(0); k < world.NumKinds; k++ {
		if k != world.Player && (k != world.Naive || t.byKind[k] > 0) {
			kinds = append(kinds, k)
		}
	}
	fmt.Fprint(out, "depth  reached  deepest  died  died%  turns")
	for _, k := range kinds {
		fmt.Fprintf(out, " %8s", k)
	}
	fmt.Fprintln(out, "    other")
	for d := 1; d <= t.heart; d++ {
		fmt.Fprintf(out, "%5d  %7d  %7d  %4d  %4.1f%%  %5d", d, t.reached[d], t.deepest[d], t.died[d], pct(t.died[d], t.dead), median(t.spent[d]))
		for _, k := range kinds {
			fmt.Fprintf(out, " %8d", t.diedBy[d][k])
		}
		fmt.Fprintf(out, " %8d\n", t.diedBy[d][world.NumKinds])
	}
	t.writePacing(out)
	fmt.Fprint(out, "deaths by kind:")
	for _, k := range kinds {
		fmt.Fprintf(out, " %s %d (%.1f%%)", k, t.byKind[k], pct(t.byKind[k], t.dead))
	}
	fmt.Fprintf(out, " other %d (%.1f%%)\n", t.unkilled, pct(t.unkilled, t.dead))
	fmt.Fprintf(out, "heart: %d reached depth %d, %d took it, %d won; %d died after reaching it, %d carrying it, %d of those (%.1f%%) on the way up\n",
		t.atHeart, t.heart, t.took, t.won, t.lateDeaths, t.carrierDeaths, t.wayUp, pct(t.wayUp, t.carrierDeaths))
	t.writeFights(out)
}

// writeFights prints how the runs' fights ended, a goblin each: killed
// without running, or run for its life and then caught (killed running or
// hiding), escaped (still away at the run's end), or come back (healed,
// wary; and of those, killed since).
func (t *tally) writeFights(out io.Writer) {
	f := t.fights
	all := f.Killed + f.Caught + f.Escaped + f.Back
	fmt.Fprintf(out, "fights: %d ended; killed %d (%.1f%%), fled and caught %d (%.1f%%), fled and escaped %d (%.1f%%), fled and came back %d (%.1f%%; %d of them killed since)\n",
		all, f.Killed, pct(f.Killed, all), f.Caught, pct(f.Caught, all), f.Escaped, pct(f.Escaped, all), f.Back, pct(f.Back, all), f.BackKilled)
}

// summary plays n runs from consecutive seeds and prints the win rate and
// the tally of deaths by depth and kind, as docs/play.md's balance table.
func summary(out io.Writer, cfg game.Config, n, turns int, player string) {
	heart := game.New(game.Config{Seed: 0, W: 20, H: 10, Heart: cfg.Heart}).HeartDepth()
	t := newTally(heart)
	for i := 0; i < n; i++ {
		c := cfg
		c.Seed = cfg.Seed + uint64(i)
		t.add(playRun(c, turns, player))
	}
	t.write(out)
}

// writePacing prints the line under the depth table that says whether the
// levels move: the depth table's turns column is each depth's median of
// the turns its runs spent there (every visit, down and up); the median of
// those medians is a typical depth, and the slowest depth is named with its
// ratio to it (the pacing target: no depth over 2x).
func (t *tally) writePacing(out io.Writer) {
	var meds []int
	slow, slowMed := 0, -1
	for d := 1; d <= t.heart; d++ {
		if len(t.spent[d]) == 0 {
			continue
		}
		m := median(t.spent[d])
		meds = append(meds, m)
		if m > slowMed {
			slow, slowMed = d, m
		}
	}
	if len(meds) == 0 {
		return
	}
	all := median(meds)
	fmt.Fprintf(out, "turns: median turns on a depth %d; slowest depth %d at %d (%.2fx)\n",
		all, slow, slowMed, float64(slowMed)/float64(max(all, 1)))
}

// median is the middle of ns (the mean of the two middles, rounded down,
// when their count is even; 0 for none). ns is left as it was.
func median(ns []int) int {
	if len(ns) == 0 {
		return 0
	}
	s := slices.Clone(ns)
	slices.Sort(s)
	h := len(s) / 2
	if len(s)%2 == 1 {
		return s[h]
	}
	return (s[h-1] + s[h]) / 2
}
