package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"

	"downhill/world"
)

// BestRunsKept is how many runs the best-runs table keeps.
const BestRunsKept = 10

// bestRunsFile is the JSON layout of the table.
type bestRunsFile struct {
	Format string  `json:"format"`
	Runs   []Recap `json:"runs"`
}

// bestRunsFormat names the table's JSON.
const bestRunsFormat = "downhill-best-runs"

// ParseBestRuns reads a best-runs table made by FormatBestRuns, best
// first. A table this game could not have written (another format, more
// runs than it keeps, a line longer than a message, a name no creature or
// item has, a count out of the rules' range) is an error, so every text
// the recap later shows is bounded where it is read.
func ParseBestRuns(data []byte) ([]Recap, error) {
	var f bestRunsFile
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, err
	}
	if f.Format != bestRunsFormat {
		return nil, errors.New("not a Downhill best-runs table")
	}
	if len(f.Runs) > BestRunsKept {
		return nil, fmt.Errorf("%d runs in a table of %d", len(f.Runs), BestRunsKept)
	}
	for i, r := range f.Runs {
		if err := r.check(); err != nil {
			return nil, fmt.Errorf("run %d: %v", i+1, err)
		}
	}
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

// isItemName reports whether name is how the recap names an item.
func isItemName(name string) bool {
	for _, n := range world.ItemNames {
		if n == name {
			return true
		}
	}
	return false
}

// RankRun puts r into the table runs (kept sorted by score, the winners
// first on equal scores, at most BestRunsKept runs) and returns the new
// table and r's place in it (0 for the best, -1 when it did not make it).
func RankRun(runs []Recap, r Recap) ([]Recap, int) {
	runs = append(runs[:len(runs):len(runs)], r)
	sort.SliceStable(runs, func(i, j int) bool {
		if runs[i].Score != runs[j].Score {
			return runs[i].Score > runs[j].Score
		}
		return runs[i].Won && !runs[j].Won
	})
	place := -1
	for i := range runs {
		if i < BestRunsKept && runs[i].Seed == r.Seed && runs[i].Turns == r.Turns && runs[i].Score == r.Score {
			place = i
		}
	}
	return runs[:min(len(runs), BestRunsKept)], place
}

// FormatBestRuns writes the table as ParseBestRuns reads it.
func FormatBestRuns(runs []Recap) ([]byte, error) {
	return json.MarshalIndent(bestRunsFile{Format: bestRunsFormat, Runs: runs}, "", " ")
}
