package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"

	"downhill/internal/atomicfile"
)

// BestRunsKept is how many runs the best-runs table keeps.
const BestRunsKept = 10

// RunStore is where the best-runs table lives: a file beside the save on
// the desktop, localStorage in a browser. Load returns nil data (and no
// error) when nothing was stored yet.
type RunStore interface {
	Load() ([]byte, error)
	Store(data []byte) error
}

// bestRunsFile is the JSON layout of the table.
type bestRunsFile struct {
	Format string  `json:"format"`
	Runs   []Recap `json:"runs"`
}

// bestRunsFormat names the table's JSON.
const bestRunsFormat = "downhill-best-runs"

// BestRuns reads the table from st, best first. Unreadable data gives an
// error and an empty table, so a caller can say so and start afresh.
func BestRuns(st RunStore) ([]Recap, error) {
	data, err := st.Load()
	if err != nil || len(data) == 0 {
		return nil, err
	}
	var f bestRunsFile
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("best runs: %v", err)
	}
	if f.Format != bestRunsFormat {
		return nil, errors.New("best runs: not a Downhill best-runs table")
	}
	return f.Runs, nil
}

// AddRun puts r into the table in st (kept sorted by score, the winners
// first on equal scores, at most BestRunsKept runs) and stores it. It
// returns the table and r's place in it (0 for the best, -1 when it did
// not make the table). A damaged stored table is replaced.
func AddRun(st RunStore, r Recap) ([]Recap, int, error) {
	runs, _ := BestRuns(st)
	runs = append(runs, r)
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
	runs = runs[:min(len(runs), BestRunsKept)]
	data, err := json.MarshalIndent(bestRunsFile{Format: bestRunsFormat, Runs: runs}, "", " ")
	if err == nil {
		err = st.Store(data)
	}
	return runs, place, err
}

// FileRuns is the desktop's RunStore: a JSON file, written atomically
// (temporary file, sync, rename) like the save beside it.
type FileRuns string

// BestRunsPath is the table's file beside the save at savePath.
func BestRunsPath(savePath string) FileRuns {
	return FileRuns(filepath.Join(filepath.Dir(savePath), "best-runs.json"))
}

// Load reads the file; a missing file is an empty table.
func (f FileRuns) Load() ([]byte, error) {
	data, err := os.ReadFile(string(f))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	return data, err
}

// Store writes the file atomically.
func (f FileRuns) Store(data []byte) error { return atomicfile.WriteFile(string(f), data, 0o600) }

// MemRuns is a RunStore in memory, for tests and the sim.
type MemRuns struct{ Data []byte }

// Load returns what was stored.
func (m *MemRuns) Load() ([]byte, error) { return m.Data, nil }

// Store keeps data.
func (m *MemRuns) Store(data []byte) error { m.Data = append([]byte(nil), data...); return nil }
