//go:build !js

package store

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// claimSoon calls Claim until it continues the kept game, failing the test
// after a minute (a deadlock guard, not a speed check).
func claimSoon(t *testing.T, sit *Sitting) {
	t.Helper()
	for deadline := time.Now().Add(time.Minute); !sit.Claim(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the save's lock never came")
		}
	}
}

// oneWriterSeed is a seed whose player, waiting, lives past turn 50.
const oneWriterSeed = 2

// TestOneWriter: a second sitting on a save another keeps plays a one-off
// game and says where the save is open; it writes nothing. When it waits
// and the first closes, it continues the game where the first saved it
// (the last turn played there, not the turn it was at when it opened),
// and from then on it is the one that saves. The first window's turns are
// never written over by the second's (they were: the one closed last won).
func TestOneWriter(t *testing.T) {
	mem := &Memory{}
	var log bytes.Buffer
	first := Open(mem, opts(oneWriterSeed), &log)
	play(first, 10)
	first.Save("window closed")
	second := Open(mem, opts(0), &log)
	if second.Kept() || second.Elsewhere() != "another sitting" || second.Game.Turn != 0 ||
		!strings.Contains(lastNote(second.Game), "Your saved game is open in another sitting") {
		t.Fatalf("the second sitting: kept %v, elsewhere %q, turn %d, says %q", second.Kept(), second.Elsewhere(), second.Game.Turn, lastNote(second.Game))
	}
	play(second, 40)
	second.Save("window closed")
	second.Wait()
	play(first, 10)
	if second.Claim() {
		t.Fatal("claimed while the first still keeps the game")
	}
	first.Save("window closed")
	want := first.Game.EventLine()
	first.Close()
	g := second.Game
	claimSoon(t, second)
	if second.Game != g || !second.Kept() || second.Elsewhere() != "" || second.Game.EventLine() != want {
		t.Fatalf("after the wait: kept %v, %q, want %q (the same *Game)", second.Kept(), second.Game.EventLine(), want)
	}
	play(second, 30)
	second.Save("window closed")
	data, _ := mem.Load(Save)
	second.Close()
	third := Open(mem, opts(0), &log)
	defer third.Close()
	if third.Game.Turn != 50 || third.Game.Dead {
		t.Fatalf("the save holds turn %d, want 50 (20 played in the first, 30 in the second): %d bytes", third.Game.Turn, len(data))
	}
}

// TestOneWriterSeeds: a seed other than the kept game's is a one-off game
// anyway: with the save open elsewhere it says so as a one-off, offers no
// wait, and never moves a save it cannot read aside (it is the other's).
func TestOneWriterSeeds(t *testing.T) {
	mem := &Memory{}
	var log bytes.Buffer
	first := Open(mem, opts(21), &log)
	play(first, 3)
	defer first.Close()
	other := Open(mem, opts(22), &log)
	if other.Elsewhere() != "" || other.Kept() || !strings.Contains(lastNote(other.Game), "Seed 22 is a one-off game") {
		t.Fatalf("seed 22: elsewhere %q, says %q", other.Elsewhere(), lastNote(other.Game))
	}
	mem.Put("saved game", []byte("{not yet whole"))
	again := Open(mem, opts(0), &log)
	if again.Elsewhere() == "" {
		t.Fatal("no elsewhere")
	}
	if _, err := mem.Get("saved game.bad"); err == nil {
		t.Fatal("the other's save was moved aside")
	}
}

// TestTakenOverStopsSaving: a sitting whose lock is taken (a tab that took
// the game over) stops saving at its next save and says so; the save then
// holds only the new holder's turns.
func TestTakenOverStopsSaving(t *testing.T) {
	mem := &Memory{}
	var log bytes.Buffer
	first := Open(mem, opts(0), &log)
	play(first, 5)
	first.Save("tab hidden")
	second := Open(mem, opts(0), &log)
	if !second.CanTakeOver() {
		t.Fatal("Memory's lock cannot be taken over")
	}
	second.TakeOver()
	claimSoon(t, second)
	if second.Game.Turn != 5 || !second.Kept() {
		t.Fatalf("took over at turn %d, kept %v", second.Game.Turn, second.Kept())
	}
	play(first, 60)
	if err := first.Save("tab hidden"); err != nil && err != ErrLost {
		t.Fatal(err)
	}
	if first.Kept() || !strings.Contains(strings.Join(first.Game.Messages, "\n"), "taken over by another tab or window: this one no longer saves it") {
		t.Fatalf("the first: kept %v, says %q", first.Kept(), lastNote(first.Game))
	}
	play(second, 2)
	second.Save("tab hidden")
	data, _ := mem.Load(Save)
	if !bytes.Contains(data, []byte(`"turn":7,`)) {
		t.Fatal("the save is not the second's turn 7")
	}
}

// holding is the other window's sitting (TestMain).
var holding *Sitting

// TestMain is also the other window of TestFileLockAcrossProcesses: with
// STORE_HOLD=PATH the test binary opens a sitting on the save PATH, says
// "held", and waits to be killed.
func TestMain(m *testing.M) {
	if path := os.Getenv("STORE_HOLD"); path != "" {
		var p Paths
		p[Save] = path
		holding = Open(Files{Paths: p}, opts(0), os.Stderr) // reachable: a collected lock file would close
		fmt.Println("held", holding.Kept())
		time.Sleep(time.Hour) // (select{} with nothing else to run is a deadlock the runtime ends)
	}
	os.Exit(m.Run())
}

// TestFileLockAcrossProcesses: the desktop's lock holds between two real
// processes (the second names the first's process), and a holder killed
// outright (SIGKILL: no chance to let go) frees it: the waiting sitting
// continues the game, never blocked by a dead window's lock.
func TestFileLockAcrossProcesses(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "save.json")
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "STORE_HOLD="+path)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	if line, _ := bufio.NewReader(out).ReadString('\n'); line != "held true\n" {
		t.Fatalf("the other process says %q", line)
	}
	var p Paths
	p[Save] = path
	sit := Open(Files{Paths: p}, opts(0), &bytes.Buffer{})
	defer sit.Close()
	if want := fmt.Sprintf("another window (process %d)", cmd.Process.Pid); sit.Elsewhere() != want || sit.Kept() {
		t.Fatalf("elsewhere %q, kept %v; want %q", sit.Elsewhere(), sit.Kept(), want)
	}
	sit.Wait()
	cmd.Process.Kill()
	cmd.Wait()
	claimSoon(t, sit)
	play(sit, 2)
	if !sit.Kept() {
		t.Fatal("not kept after the lock came")
	}
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("the save was not written: %v", err)
	}
}
