//go:build !js

package store

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"downhill/game"
	"downhill/headless/bot"
)

// opts are small options for fast games.
func opts(seed uint64) Options {
	o := DefaultOptions()
	o.Seed, o.Width, o.Height = seed, 24, 12
	return o
}

// play plays n turns of waiting through the sitting, as a front end does.
func play(sit *Sitting, n int) {
	for i := 0; i < n; i++ {
		sit.Game.Do(game.Command{Action: game.ActWait})
		sit.AfterTurn(sit.Game)
	}
}

func lastNote(g *game.Game) string { return g.Messages[len(g.Messages)-1] }

// TestPolicyContinues: a new game is kept from its first turn, every
// SaveEvery turns and on Save; the next sitting continues it where it was
// saved, with or without its own seed; -new replaces it.
func TestPolicyContinues(t *testing.T) {
	mem := &Memory{}
	var log bytes.Buffer
	o := opts(0)
	o.Events = true
	sit := Open(mem, o, &log)
	if !sit.Kept() || sit.Game.Turn != 0 || sit.Continued() {
		t.Fatalf("a first sitting: kept %v turn %d continued %v", sit.Kept(), sit.Game.Turn, sit.Continued())
	}
	if _, err := mem.Load(Save); err == nil {
		t.Fatal("Open wrote a save")
	}
	play(sit, 1)
	if !strings.Contains(log.String(), "saved turn=1 depth=1 bytes=") || !strings.Contains(log.String(), "(new level)") {
		t.Fatalf("log %q, want the first turn's save", log.String())
	}
	play(sit, 30)
	if err := sit.Save("window closed"); err != nil {
		t.Fatal(err)
	}
	sit.Close() // the window closes; the next sitting is the next start
	seed, want := sit.Game.Cfg.Seed, sit.Game.EventLine()
	for _, o := range []Options{opts(0), opts(seed)} {
		log.Reset()
		again := Open(mem, o, &log)
		if got := again.Game.EventLine(); got != want || !again.Kept() || !again.Continued() || !strings.HasPrefix(log.String(), "continuing saved game: seed=") {
			t.Fatalf("seed %d: continued %q (log %q), want %q", o.Seed, got, log.String(), want)
		}
		again.Close()
	}
	o = opts(0)
	o.New = true
	fresh := Open(mem, o, &log)
	if fresh.Game.Turn != 0 || !fresh.Kept() || fresh.Continued() {
		t.Fatal("-new did not start a kept new game")
	}
	play(fresh, 1)
	fresh.Close()
	if again := Open(mem, opts(0), &log); again.Game.Turn != 1 || again.Game.Cfg.Seed != fresh.Game.Cfg.Seed {
		t.Fatal("-new's game did not replace the kept one")
	}
}

// TestPolicyOneOff: a seed other than the kept game's plays a one-off game
// that never touches the kept save; -compare and -sandbox read and keep
// nothing, best runs included; a seed with nothing kept is kept.
func TestPolicyOneOff(t *testing.T) {
	mem := &Memory{}
	var log bytes.Buffer
	kept := Open(mem, opts(11), &log)
	play(kept, 3)
	before, _ := mem.Load(Save)
	other := Open(mem, opts(12), &log)
	if other.Kept() || other.Game.Cfg.Seed != 12 || other.Game.Turn != 0 {
		t.Fatalf("seed 12 over a kept seed 11: kept %v seed %d", other.Kept(), other.Game.Cfg.Seed)
	}
	if n := lastNote(other.Game); !strings.Contains(n, "Seed 12 is a one-off game") || !strings.Contains(n, "seed 11") {
		t.Fatalf("the one-off game says %q", n)
	}
	play(other, 40)
	if err := other.Save("window closed"); err != nil {
		t.Fatal(err)
	}
	if after, _ := mem.Load(Save); !bytes.Equal(before, after) {
		t.Fatal("a one-off game wrote over the kept save")
	}
	if other.Slot(Save).Kept() || !other.Slot(BestRuns).Kept() {
		t.Fatal("a one-off game has a save slot, or no best runs")
	}
	for _, o := range []Options{{Compare: true}, {Sandbox: true}} {
		o.Width, o.Height = 24, 12
		sit := Open(mem, o, &log)
		if sit.Kept() || sit.Slot(BestRuns).Kept() || sit.Game.Turn != 0 {
			t.Fatalf("%+v: kept %v, best runs %v", o, sit.Kept(), sit.Slot(BestRuns).Kept())
		}
	}
	fresh := &Memory{}
	if sit := Open(fresh, opts(7), &log); !sit.Kept() {
		t.Fatal("a seeded game with nothing kept is not kept")
	}
}

// TestPolicyKeepsBadSavesAside: a save that cannot be read, fails the
// rules' checks or is too large is kept aside under a name of its own
// (the first free .bad, .bad.2, ...), never written over, and a new game
// starts saying so; when it cannot be moved, it stays and the new game is
// not saved.
func TestPolicyKeepsBadSavesAside(t *testing.T) {
	mem := &Memory{}
	var log bytes.Buffer
	good := Open(mem, opts(3), &log)
	play(good, 2)
	good.Close()
	data, _ := mem.Load(Save)
	for i, bad := range [][]byte{[]byte("{not a save"), bytes.Replace(data, []byte(`"depth":1,"turn"`), []byte(`"depth":-1,"turn"`), 1)} {
		mem.Put("saved game", bad)
		log.Reset()
		sit := Open(mem, opts(0), &log)
		aside := AsideName("saved game", i+1)
		if kept, err := mem.Get(aside); err != nil || !bytes.Equal(kept, bad) {
			t.Fatalf("bad save %d not kept as %s: %v", i, aside, err)
		}
		note := lastNote(sit.Game)
		if !strings.HasPrefix(note, "Your saved game could not be read (") || !strings.HasSuffix(note, "it is kept as "+aside+". A new game starts.") ||
			!strings.Contains(log.String(), "downhill: "+note) || sit.Game.Turn != 0 || !sit.Kept() {
			t.Fatalf("bad save %d: note %q log %q", i, note, log.String())
		}
		play(sit, 1)
		sit.Close()
		if kept, _ := mem.Get(aside); !bytes.Equal(kept, bad) {
			t.Fatalf("bad save %d was written over", i)
		}
	}
	mem.Put("saved game", []byte("{not a save"))
	mem.AsideErr = errors.New("read-only")
	sit := Open(mem, opts(0), &log)
	if sit.Kept() || !strings.Contains(lastNote(sit.Game), "it stays in saved game, and nothing is saved over it (read-only). A new game starts, and it is not saved.") {
		t.Fatalf("unmovable bad save: kept %v, note %q", sit.Kept(), lastNote(sit.Game))
	}
	play(sit, 30)
	sit.Save("window closed")
	if b, _ := mem.Get("saved game"); string(b) != "{not a save" {
		t.Fatal("an unmovable bad save was written over")
	}
}

// TestFailedSaveIsTold: a save that fails is said in the game's log once
// (not every turn), and so is the next one that works.
func TestFailedSaveIsTold(t *testing.T) {
	mem := &Memory{SaveErr: errors.New("disk full")}
	var log bytes.Buffer
	sit := Open(mem, opts(5), &log)
	play(sit, 60)
	n := 0
	for _, m := range sit.Game.Messages {
		if m == "Your game could not be saved: disk full" {
			n++
		}
	}
	if n != 1 || sit.Save("tab hidden") == nil {
		t.Fatalf("the failure was told %d times", n)
	}
	mem.SaveErr = nil
	if err := sit.Save("tab hidden"); err != nil || lastNote(sit.Game) != "Your game is saved again." {
		t.Fatalf("after the disk freed: %v, %q", err, lastNote(sit.Game))
	}
}

// TestSaveFromAnotherGoroutine: Save waits for a turn the front end plays
// under Lock, and what it writes loads.
func TestSaveFromAnotherGoroutine(t *testing.T) {
	mem := &Memory{}
	sit := Open(mem, opts(8), &bytes.Buffer{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		for i := 0; i < 200; i++ {
			sit.Lock()
			bot.Turn(sit.Game)
			sit.AfterTurn(sit.Game)
			sit.Unlock()
		}
	}()
	for i := 0; i < 20; i++ {
		if err := sit.Save("signal"); err != nil {
			t.Fatal(err)
		}
		data, _ := mem.Load(Save)
		if _, err := game.Load(data); err != nil {
			t.Fatalf("a save made during play does not load: %v", err)
		}
	}
	<-done
}

// TestFiles: the desktop's files, written through a link, kept aside
// beside the link; a non-regular file is neither read nor written; a
// name too long for a .bad copy ends the search at once with an error
// (it looped for ever) and leaves the file where it is.
func TestFiles(t *testing.T) {
	dir := t.TempDir()
	var p Paths
	p[Save] = filepath.Join(dir, "save.json")
	p[Settings] = filepath.Join(dir, "sub", "settings.json")
	f := Files{Paths: p}
	if _, err := f.Load(Save); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("nothing kept: %v", err)
	}
	if err := f.Save(Settings, []byte("{}")); err != nil {
		t.Fatal(err)
	}
	if _, err := f.Load(BestRuns); !errors.Is(err, fs.ErrNotExist) || f.Save(BestRuns, nil) != ErrNotKept {
		t.Fatal("an item with no path is kept")
	}
	real := filepath.Join(dir, "real.json")
	os.WriteFile(real, []byte("old"), 0o600)
	os.Symlink(real, p[Save])
	if err := f.Save(Save, []byte("new")); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(real); string(b) != "new" {
		t.Fatalf("the link's target holds %q", b)
	}
	for i := 1; i <= 2; i++ {
		to, err := f.KeepAside(Save)
		if err != nil || to != AsideName(p[Save], i) {
			t.Fatalf("aside %d: %q %v", i, to, err)
		}
		if st, err := os.Lstat(to); err != nil || st.Mode()&fs.ModeSymlink == 0 {
			t.Fatalf("the link was not moved as a link: %v", err)
		}
		os.Symlink(real, p[Save])
	}
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err == nil {
		var q Paths
		q[Save] = fifo
		if _, err := (Files{Paths: q}).Load(Save); err == nil || !strings.Contains(err.Error(), "not a regular file") {
			t.Errorf("loading a FIFO: %v", err)
		}
	}
	// A save larger than any the game writes is not read: kept aside.
	huge := filepath.Join(dir, "huge.json")
	os.WriteFile(huge, nil, 0o600)
	os.Truncate(huge, game.MaxSaveBytes+1)
	var h Paths
	h[Save] = huge
	sit := Open(Files{Paths: h}, opts(0), &bytes.Buffer{})
	if note := lastNote(sit.Game); !strings.Contains(note, "larger than the game ever writes") || !strings.Contains(note, huge+".bad") {
		t.Errorf("a huge save: %q", note)
	}
	long := filepath.Join(dir, strings.Repeat("s", 253))
	os.WriteFile(long, []byte("bad"), 0o600)
	var q Paths
	q[Save] = long
	if _, err := (Files{Paths: q}).KeepAside(Save); err == nil {
		t.Error("a name with no room for .bad was kept aside")
	}
	if b, _ := os.ReadFile(long); string(b) != "bad" {
		t.Error("the file that could not be kept aside moved")
	}
}

// TestBestRunsKeptAside: a best-runs table that cannot be read (a cause
// longer than a message: no table the game writes holds one) is kept
// aside, and the finished run starts a new table.
func TestBestRunsKeptAside(t *testing.T) {
	mem := &Memory{}
	sl := SlotOf(mem, BestRuns)
	long := `{"format":"downhill-best-runs","runs":[{"seed":1,"cause":"` + strings.Repeat("x", 5000) + `"}]}`
	mem.Put("best runs", []byte(long))
	runs, place, note := AddRun(sl, game.Recap{Seed: 4, Score: 70, Deepest: 1, Turns: 9, Cause: "killed by a goblin on depth 1"})
	if len(runs) != 1 || place != 0 || !strings.Contains(note, "a cause of 5000 bytes") || !strings.HasSuffix(note, "kept as best runs.bad. A new table starts.") {
		t.Fatalf("runs %d place %d note %q", len(runs), place, note)
	}
	if b, _ := mem.Get("best runs.bad"); string(b) != long {
		t.Fatal("the bad table is lost")
	}
	again, note := LoadBestRuns(sl)
	if len(again) != 1 || note != "" || again[0].Seed != 4 {
		t.Fatalf("the new table: %+v %q", again, note)
	}
}

// TestLongSavePathStillSaves: a -save path so long that its error line is
// longer than a message may be (writing it fails) is told in the game
// clipped, and the game's next save still loads.
func TestLongSavePathStillSaves(t *testing.T) {
	var p Paths
	p[Save] = filepath.Join(t.TempDir(), strings.Repeat("d", 200), strings.Repeat("e", 200), strings.Repeat("f", 200),
		strings.Repeat("g", 200), strings.Repeat("h", 200), strings.Repeat("s", 245)+".json") // its .lock fits a name, no temporary file does
	sit := Open(Files{Paths: p}, opts(6), &bytes.Buffer{})
	play(sit, 2)
	note := lastNote(sit.Game)
	if !strings.HasPrefix(note, "Your game could not be saved: ") || len(note) > game.MaxLine {
		t.Fatalf("the failed save says %d bytes: %.80q", len(note), note)
	}
	data, err := sit.Game.Save()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := game.Load(data); err != nil {
		t.Fatalf("the game's own save does not load: %v", err)
	}
}

// TestOldSaveSaysNoRecording: a kept save from before recordings
// continues, and the game says it cannot be replayed.
func TestOldSaveSaysNoRecording(t *testing.T) {
	g := game.New(game.Config{Seed: 12})
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	i := strings.Index(string(data), `,"record":`)
	if i < 0 {
		t.Fatal("no recording in the save")
	}
	mem := &Memory{}
	mem.Save(Save, append(data[:i:i], '}'))
	sit := Open(mem, DefaultOptions(), io.Discard)
	if sit.Game.Cfg.Seed != 12 || !sit.Kept() {
		t.Fatalf("the old save did not continue: seed %d", sit.Game.Cfg.Seed)
	}
	if last := sit.Game.Messages[len(sit.Game.Messages)-1]; !strings.Contains(last, "cannot be replayed") {
		t.Errorf("last message %q", last)
	}
}

// TestOlderRecordingSaysSo: a kept save whose recording an older version
// made (keys, or commands under other rules) continues, and the game says
// it plays on but cannot be replayed.
func TestOlderRecordingSaysSo(t *testing.T) {
	for _, v := range []int{game.KeyRecordVersion, game.RecordVersion - 1} {
		g := game.New(game.Config{Seed: 12})
		data, err := g.Save()
		if err != nil {
			t.Fatal(err)
		}
		now := fmt.Sprintf(`"record":{"version":%d,`, game.RecordVersion)
		if !strings.Contains(string(data), now) {
			t.Fatal("no recording in the save")
		}
		mem := &Memory{}
		mem.Save(Save, []byte(strings.Replace(string(data), now, fmt.Sprintf(`"record":{"version":%d,`, v), 1)))
		sit := Open(mem, DefaultOptions(), io.Discard)
		if sit.Game.Cfg.Seed != 12 || !sit.Kept() {
			t.Fatalf("v%d: the save did not continue: seed %d", v, sit.Game.Cfg.Seed)
		}
		if last := sit.Game.Messages[len(sit.Game.Messages)-1]; !strings.Contains(last, "older version of Downhill: it plays on, but cannot be replayed") {
			t.Errorf("v%d: last message %q", v, last)
		}
	}
}

// TestMorgueWrittenAtTheEnd: when a kept run ends, its morgue file is
// written beside the save, once.
func TestMorgueWrittenAtTheEnd(t *testing.T) {
	mem := &Memory{}
	o := DefaultOptions()
	o.Seed = 4
	sit := Open(mem, o, io.Discard)
	g := sit.Game
	for i := 0; i < 30000 && !g.Dead && !g.Won; i++ {
		bot.Turn(g)
		sit.AfterTurn(g)
		if _, err := mem.Load(Morgue); err == nil && !g.Dead && !g.Won {
			t.Fatalf("a morgue file before the run ended (turn %d)", g.Turn)
		}
	}
	m, err := mem.Load(Morgue)
	if err != nil {
		t.Fatalf("no morgue file after the run ended: %v", err)
	}
	for _, want := range []string{"Downhill morgue file: seed 4", "== Recap", "== The last 20 messages", "== Kills by kind", "== Descents", "== Recording"} {
		if !strings.Contains(string(m), want) {
			t.Errorf("the morgue file lacks %q", want)
		}
	}
}

// TestOptionsSettings: the game a plain `downhill` asks for (the flags'
// defaults, -greed among them) is the standard one; `-heart 1 -goblins 1`
// is not, and its runs say so, as the flags were given.
func TestOptionsSettings(t *testing.T) {
	if s := DefaultOptions().Config().Settings(); s != "" {
		t.Errorf("plain downhill: settings %q", s)
	}
	o := DefaultOptions()
	o.Heart, o.Goblins = 1, 1
	if s := o.Config().Settings(); s != "-goblins 1 -heart 1" {
		t.Errorf("-heart 1 -goblins 1: settings %q", s)
	}
	o = DefaultOptions()
	o.GreedSet = true // -greed given its default value
	if s := o.Config().Settings(); s != "" {
		t.Errorf("-greed %d: settings %q", o.Greed, s)
	}
}
