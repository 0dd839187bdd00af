//go:build !js

package store

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"downhill/game"
)

// recapOf is a finished-looking run of seed for the best runs.
func recapOf(seed uint64, turns int) game.Recap {
	return game.Recap{Seed: seed, Score: 100 + turns, Deepest: 1, Turns: turns, Cause: "killed by a goblin on depth 1"}
}

// exported plays a kept game a few turns with two runs in its table and
// returns the sitting and its export.
func exported(t *testing.T) (*Sitting, []byte) {
	t.Helper()
	mem := &Memory{}
	sit := Open(mem, opts(31), io.Discard)
	play(sit, 7)
	for _, r := range []game.Recap{recapOf(5, 40), recapOf(6, 90)} {
		if _, _, note := AddRun(sit.Slot(BestRuns), r); note != "" {
			t.Fatal(note)
		}
	}
	data, name, err := sit.Export()
	if err != nil {
		t.Fatal(err)
	}
	if name != "downhill-seed-31-turn-7.json" {
		t.Errorf("export named %q", name)
	}
	return sit, data
}

// TestExportCarriesGameAndRuns: an export holds the game as saved now
// (the kept save is written too, and agrees) and the best runs;
// ReadCarried gives back the same game and runs.
func TestExportCarriesGameAndRuns(t *testing.T) {
	sit, data := exported(t)
	c, err := ReadCarried(data)
	if err != nil {
		t.Fatal(err)
	}
	if c.Game == nil || c.Game.EventLine() != sit.Game.EventLine() || len(c.Runs) != 2 || c.Runs[0].Seed != 6 {
		t.Fatalf("read back %+v", c)
	}
	kept, _ := sit.Slot(Save).Load()
	if g, err := game.Load(kept); err != nil || g.EventLine() != sit.Game.EventLine() {
		t.Fatalf("the kept save after the export: %v", err)
	}
	// A desktop save and a desktop best-runs table are files a player
	// brings too.
	if c, err := ReadCarried(kept); err != nil || c.Game == nil || len(c.Runs) != 0 {
		t.Errorf("a plain save: %+v %v", c, err)
	}
	table, _ := sit.Slot(BestRuns).Load()
	if c, err := ReadCarried(table); err != nil || c.Game != nil || len(c.Runs) != 2 {
		t.Errorf("a best-runs table: %+v %v", c, err)
	}
}

// TestReadCarriedRefuses: what is not a game or a table, or fails their
// checks, is refused with one line naming what is wrong.
func TestReadCarriedRefuses(t *testing.T) {
	_, data := exported(t)
	var f exportFile
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	badRuns := f
	badRuns.BestRuns = json.RawMessage(`{"format":"downhill-best-runs","runs":[{"seed":1,"score":-5}]}`)
	badSave := f
	badSave.Save = f.Save[: len(f.Save)/2 : len(f.Save)/2]
	enc := func(f exportFile) []byte {
		b, err := json.Marshal(f)
		if err != nil { // a cut save is not JSON: write it by hand
			b = []byte(`{"format":"downhill-export","save":` + string(f.Save) + `}`)
		}
		return b
	}
	for _, c := range []struct {
		name string
		data []byte
		says string
	}{
		{"text", []byte("hello"), "not a Downhill save"},
		{"a cut export", data[:len(data)/2], "damaged export"},
		{"a cut save in an export", enc(badSave), "damaged export"},
		{"bad runs in an export", enc(badRuns), "the export's best runs"},
		{"an unknown field", bytes.Replace(data, []byte(`"save":`), []byte(`"x":1,"save":`), 1), "damaged export"},
		{"another format", []byte(`{"format":"downhill-sandbox"}`), "not a Downhill save"},
	} {
		got, err := ReadCarried(c.data)
		if err == nil || got.Game != nil || got.Runs != nil || strings.Contains(err.Error(), "\n") || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: %+v, %v; want one line saying %q", c.name, got, err, c.says)
		}
	}
}

// TestKeepReplacesAndMerges: a carried game replaces the kept one, and
// the sitting stops saving its own over it; its runs join the table once,
// however often the same file is kept.
func TestKeepReplacesAndMerges(t *testing.T) {
	_, data := exported(t)
	c, err := ReadCarried(data)
	if err != nil {
		t.Fatal(err)
	}
	mem := &Memory{}
	sit := Open(mem, opts(77), io.Discard)
	play(sit, 3)
	AddRun(sit.Slot(BestRuns), recapOf(5, 40)) // one of the export's runs is here already
	for i, want := range []int{1, 0} {
		added, err := sit.Keep(c)
		if err != nil || added != want {
			t.Fatalf("keep %d: %d runs added, %v; want %d", i, added, err, want)
		}
	}
	play(sit, 30)
	sit.Save("page closed")
	sit.Close()
	again := Open(mem, opts(0), io.Discard)
	defer again.Close()
	if again.Game.EventLine() != c.Game.EventLine() {
		t.Fatalf("the next sitting plays %s, want the carried %s", again.Game.EventLine(), c.Game.EventLine())
	}
	if runs, _ := LoadBestRuns(again.Slot(BestRuns)); len(runs) != 2 {
		t.Errorf("the table holds %d runs, want 2", len(runs))
	}
	held := &Memory{AsideErr: os.ErrPermission}
	held.Save(Save, []byte("{broken"))
	hs := Open(held, opts(0), io.Discard)
	if _, err := hs.Keep(c); err != ErrHeld {
		t.Errorf("a held save: %v, want ErrHeld", err)
	}
}

// TestDesktopPlaysAnExport: `-save FILE` of a browser's export continues
// its game; the first save makes FILE a plain save, and the runs it
// brought are in the table beside it, once, after any number of
// sittings. A damaged export is kept aside like any bad save.
func TestDesktopPlaysAnExport(t *testing.T) {
	_, data := exported(t)
	dir := t.TempDir()
	file := filepath.Join(dir, "from-the-browser.json")
	os.WriteFile(file, data, 0o600)
	st := Files{Paths: DefaultPaths().WithSave(file)}
	var log bytes.Buffer
	sit := Open(st, opts(0), &log)
	if sit.Game.Turn != 7 || sit.Game.Cfg.Seed != 31 || !strings.Contains(log.String(), "continuing saved game: seed=31 turn=7") {
		t.Fatalf("opened %s; log %q", sit.Game.EventLine(), log.String())
	}
	play(sit, 2)
	sit.Save("window closed")
	sit.Close()
	b, _ := os.ReadFile(file)
	if g, err := game.Load(b); err != nil || g.Turn != 9 {
		t.Fatalf("FILE after the first save: %v", err)
	}
	for range 2 {
		next := Open(st, opts(0), io.Discard)
		next.Save("window closed")
		next.Close()
	}
	if runs, _ := LoadBestRuns(SlotOf(st, BestRuns)); len(runs) != 2 || runs[0].Seed != 6 {
		t.Errorf("the table beside FILE: %+v", runs)
	}
	os.WriteFile(file, data[:len(data)-9], 0o600)
	bad := Open(st, opts(0), io.Discard)
	defer bad.Close()
	if kept, err := os.ReadFile(file + ".bad"); err != nil || !bytes.Equal(kept, data[:len(data)-9]) || bad.Game.Turn != 0 {
		t.Errorf("a damaged export: kept aside %v, new game at turn %d", err, bad.Game.Turn)
	}
}
