package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"downhill/game"
)

// ExportFormat names a file that carries a game between the browser and
// the desktop: the game in play as a save holds it (game.Save) and the
// best runs (game.FormatBestRuns). The browser writes one (Export) and
// reads one back (ReadCarried, Sitting.Keep); `downhill -save FILE` on
// the desktop plays one as its save, the runs joining the table kept
// beside FILE, and from its first save on FILE is a plain save.
const ExportFormat = "downhill-export"

// exportFile is the JSON layout of an export: the save and the table as
// they are written on their own, whole, so each is read by its own
// checks.
type exportFile struct {
	Format   string          `json:"format"`
	Save     json.RawMessage `json:"save"`
	BestRuns json.RawMessage `json:"bestRuns,omitempty"`
}

// Carried is what a file a player brings holds: a game, best runs, or
// both.
type Carried struct {
	Game *game.Game   // nil: no game (a best-runs table)
	Runs []game.Recap // the best runs it carries, best first
}

// ReadCarried reads a file a player brings from elsewhere: an export (a
// game and the best runs), a save as the desktop keeps one (game.Save),
// or a best-runs table (the desktop's best-runs.json). Each part goes
// through the checks the game applies to its own save and table (Load,
// ParseBestRuns); anything else, or a part that fails them, is an error
// in one line saying what is wrong. The file is only read.
func ReadCarried(data []byte) (Carried, error) {
	if int64(len(data)) > Save.Limit() {
		return Carried{}, tooLarge(Save, int64(len(data)))
	}
	switch formatOf(data) {
	case ExportFormat:
		var f exportFile
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&f); err != nil {
			if errors.Is(err, io.ErrUnexpectedEOF) {
				err = fmt.Errorf("cut short after %d bytes", len(data))
			}
			return Carried{}, fmt.Errorf("a damaged export: %v", err)
		}
		g, err := game.Load(f.Save)
		if err != nil {
			return Carried{}, fmt.Errorf("the export's game: %w", err)
		}
		c := Carried{Game: g}
		if len(f.BestRuns) > 0 && !bytes.Equal(f.BestRuns, []byte("null")) {
			if c.Runs, err = game.ParseBestRuns(f.BestRuns); err != nil {
				return Carried{}, fmt.Errorf("the export's best runs: %v", err)
			}
		}
		return c, nil
	case game.BestRunsFormat:
		runs, err := game.ParseBestRuns(data)
		if err != nil {
			return Carried{}, fmt.Errorf("best runs: %v", err)
		}
		return Carried{Runs: runs}, nil
	}
	g, err := game.Load(data)
	if err != nil {
		return Carried{}, err
	}
	return Carried{Game: g}, nil
}

// Export is the sitting's game, saved first when it is kept (so the file
// and the kept save agree), and the best runs, as one file in
// ExportFormat; name is a file name that says what it holds
// ("downhill-seed-4242-turn-57.json"). Call it under Lock.
func (s *Sitting) Export() (data []byte, name string, err error) {
	if s.keep {
		if err := s.save(s.Game, "export"); err != nil {
			return nil, "", err
		}
	}
	f := exportFile{Format: ExportFormat}
	if f.Save, err = s.Game.Save(); err != nil {
		return nil, "", err
	}
	runs, _ := LoadBestRuns(s.Slot(BestRuns))
	if len(runs) > 0 {
		if f.BestRuns, err = game.FormatBestRuns(runs); err != nil {
			return nil, "", err
		}
	}
	if data, err = json.Marshal(f); err != nil {
		return nil, "", err
	}
	if int64(len(data)) > Save.Limit() {
		return nil, "", fmt.Errorf("the export takes %d bytes, more than a save may hold (%d)", len(data), Save.Limit())
	}
	g := s.Game
	return data, fmt.Sprintf("downhill-seed-%d-turn-%d.json", g.Cfg.Seed, g.Turn), nil
}

// ErrHeld is Keep's error when the sitting may not write the kept game
// (its save could not be read, nor moved aside).
var ErrHeld = errors.New("the saved game here cannot be replaced")

// Keep keeps what c carries: its game replaces the kept one, and its
// runs join the best runs (a run the table holds already is not added
// twice). Once a game is kept the sitting no longer saves its own game,
// which would write over it: the front end starts again on the kept one
// (the browser reloads its page). added is how many runs joined the
// table. Call it under Lock.
func (s *Sitting) Keep(c Carried) (added int, err error) {
	if c.Game != nil {
		if s.held {
			return 0, ErrHeld
		}
		data, err := c.Game.Save()
		if err == nil {
			err = s.st.Save(Save, data)
		}
		if err != nil {
			return 0, err
		}
		s.keep = false
	}
	return mergeRuns(SlotOf(s.st, BestRuns), c.Runs)
}

// mergeRuns adds runs to the table kept in sl, but those it holds
// already; added is how many joined it (ranked, the table may then drop
// its worst). A table that cannot be read is not written over.
func mergeRuns(sl Slot, runs []game.Recap) (added int, err error) {
	if len(runs) == 0 {
		return 0, nil
	}
	var table []game.Recap
	_, note, held := sl.Read(func(b []byte) (err error) {
		table, err = game.ParseBestRuns(b)
		return err
	})
	if held {
		return 0, errors.New(note)
	}
	for _, r := range runs {
		dup := false
		for _, q := range table {
			dup = dup || q.SameRun(r)
		}
		if !dup {
			table, _ = game.RankRun(table, r)
			added++
		}
	}
	data, err := game.FormatBestRuns(table)
	if err == nil {
		err = sl.Save(data)
	}
	return added, err
}

// formatOf is the format data names: its "format" member, read from the
// first member when it is that (every file the game writes begins so),
// without parsing the rest, which the reader of that format does anyway
// (a save is read as a page starts: in the browser a parse of the whole
// file is a cost the player waits for); else from the whole file. Data
// that is not JSON names none, unless it began as an export, so that a
// damaged export is worded as one; Load words what is wrong with the rest.
func formatOf(data []byte) string {
	dec := json.NewDecoder(bytes.NewReader(data))
	if t, err := dec.Token(); err == nil && t == json.Delim('{') {
		if k, err := dec.Token(); err == nil && k == "format" {
			if v, err := dec.Token(); err == nil {
				if f, ok := v.(string); ok {
					return f
				}
			}
		}
	}
	var head struct {
		Format string `json:"format"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		if bytes.HasPrefix(data, []byte(`{"format":"`+ExportFormat+`"`)) {
			return ExportFormat
		}
		return ""
	}
	return head.Format
}
