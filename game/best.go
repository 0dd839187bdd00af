package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"

	"downhill/world"
)

// BestRunsKept is how many runs the best-runs table keeps of each kind:
// as many standard runs and as many runs on other settings.
const BestRunsKept = 10

// bestRunsFile is the JSON layout of the table.
type bestRunsFile struct {
	Format string  `json:"format"`
	Runs   []Recap `json:"runs"`
}

// BestRunsFormat names the table's JSON, so a file can be told to be one.
const BestRunsFormat = "downhill-best-runs"

// ParseBestRuns reads a best-runs table made by FormatBestRuns, best
// first (the standard runs, then the others: RankRun's order). A table
// this game could not have written (another format, more runs than it
// keeps, a line longer than a message, a name no creature or item has, a
// count out of the rules' range) is an error, so every text the recap
// later shows is bounded where it is read.
//
// A run with no settings is a standard run: tables written before runs
// kept their settings load as they are, their runs taken as standard,
// since nothing else can be known of them, with one exception the run
// itself proves: a win that never went as deep as DefaultHeart had the
// Heart shallower, so it is marked with the settings it must have had
// ("-heart 3 or less") and ranked apart.
func ParseBestRuns(data []byte) ([]Recap, error) {
	var f bestRunsFile
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, err
	}
	if f.Format != BestRunsFormat {
		return nil, errors.New("not a Downhill best-runs table")
	}
	standard := 0
	for i, r := range f.Runs {
		if err := r.check(); err != nil {
			return nil, fmt.Errorf("run %d: %v", i+1, err)
		}
		if r.Won && r.Standard() && r.Deepest < DefaultHeart {
			f.Runs[i].Settings = fmt.Sprintf("-heart %d or less", r.Deepest)
		}
		if f.Runs[i].Standard() {
			standard++
		}
	}
	if standard > BestRunsKept || len(f.Runs)-standard > BestRunsKept {
		return nil, fmt.Errorf("%d standard runs and %d others in a table of %d of each", standard, len(f.Runs)-standard, BestRunsKept)
	}
	rank(f.Runs)
	return f.Runs, nil
}

// check refuses a recap the game cannot make.
func (r Recap) check() error {
	if len(r.Replay) > MaxRecordBytes+64<<10 {
		return fmt.Errorf("a recording of %d bytes", len(r.Replay))
	}
	if len(r.Cause) > MaxLine {
		return fmt.Errorf("a cause of %d bytes", len(r.Cause))
	}
	if len(r.Settings) > MaxLine {
		return fmt.Errorf("settings of %d bytes", len(r.Settings))
	}
	if err := firstErr(inRange("score", r.Score, 0, MaxAmount+DepthBonus*MaxDepth+WinBonus), inRange("deepest", r.Deepest, 0, MaxDepth),
		inRange("turns", r.Turns, 0, MaxAmount), inRange("gold", r.Gold, 0, MaxAmount)); err != nil {
		return err
	}
	for _, c := range []struct {
		counts map[string]int
		names  func(string) bool
	}{{r.Kills, isKindName}, {r.Used, isItemName}} {
		for name, n := range c.counts {
			if !c.names(name) {
				return fmt.Errorf("unknown name %.40q", name)
			}
			if err := inRange(name, n, 0, MaxAmount); err != nil {
				return err
			}
		}
	}
	return nil
}

// isKindName reports whether name is how the recap names a creature kind.
func isKindName(name string) bool {
	for _, f := range world.KindFacts {
		if f.Name == name {
			return true
		}
	}
	return false
}

// isItemName reports whether name is how the recap counts an item's uses
// (usedName), or its plain name (tables kept before javelins were
// counted by their throws).
func isItemName(name string) bool {
	for k, n := range world.ItemNames {
		if n == name || usedName(world.ItemKind(k)) == name {
			return true
		}
	}
	return false
}

// RankRun puts r into the table runs and returns the new table and r's
// place in it (0 for the best, -1 when it did not make it). The table is
// in two parts, each sorted by score (the winners first on equal scores)
// and each of at most BestRunsKept runs: the standard runs first, then the
// runs on other settings (Recap.Settings), so a run on easier settings
// never takes a standard run's place nor pushes one out.
func RankRun(runs []Recap, r Recap) ([]Recap, int) {
	runs = append(runs[:len(runs):len(runs)], r)
	rank(runs)
	kept, place := runs[:0], -1
	var n [2]int // runs kept so far: standard, on other settings
	for _, q := range runs {
		part := 0
		if !q.Standard() {
			part = 1
		}
		if n[part] == BestRunsKept {
			continue
		}
		n[part]++
		if q.SameRun(r) {
			place = len(kept)
		}
		kept = append(kept, q)
	}
	return kept, place
}

// SameRun reports whether q is the run r as the table keeps it: the same
// seed, turns and score (its settings may have been inferred on load).
func (r Recap) SameRun(q Recap) bool {
	return q.Seed == r.Seed && q.Turns == r.Turns && q.Score == r.Score
}

// rank sorts runs as the table keeps them: the standard runs first, each
// part by score, the winners first on equal scores, else as they were.
func rank(runs []Recap) {
	sort.SliceStable(runs, func(i, j int) bool {
		a, b := runs[i], runs[j]
		switch {
		case a.Standard() != b.Standard():
			return a.Standard()
		case a.Score != b.Score:
			return a.Score > b.Score
		}
		return a.Won && !b.Won
	})
}

// FormatBestRuns writes the table as ParseBestRuns reads it.
func FormatBestRuns(runs []Recap) ([]byte, error) {
	return json.MarshalIndent(bestRunsFile{Format: BestRunsFormat, Runs: runs}, "", " ")
}
