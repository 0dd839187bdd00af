package watch

import (
	"testing"
	"time"

	"downhill/game"
	"downhill/game/session/keys"
)

// TestStepAndGoTo: a replay starts on turn 0, a step shows turn 1, and
// a typed turn (g, 2, 0, Enter) is reached by Seek within frames, its
// game the same as the recorded game at that turn; Tick plays nothing
// while paused.
func TestStepAndGoTo(t *testing.T) {
	g := game.New(game.Config{Seed: 3, W: 60, H: 30})
	at20 := ""
	for g.Turn < 30 {
		if g.Turn == 20 {
			at20 = g.EventLine()
		}
		if !g.Do(game.Command{Action: game.ActWait}) {
			t.Fatalf("waiting did not pass turn %d", g.Turn)
		}
	}
	rec, err := game.ParseRecord(g.RecordingText())
	if err != nil {
		t.Fatal(err)
	}
	w := New(rec, time.Time{})
	if w.Game().Turn != 0 {
		t.Fatalf("the replay starts on turn %d", w.Game().Turn)
	}
	if taken, again := w.Key(keys.ActReplayStep, time.Time{}); !taken || !again || w.Game().Turn != 1 {
		t.Fatalf("a step: taken %v, repeats %v, turn %d", taken, again, w.Game().Turn)
	}
	if taken, _ := w.Key(keys.ActLab, time.Time{}); taken {
		t.Fatal("the replay took the lab's key")
	}
	w.Key(keys.ActReplayGoTo, time.Time{})
	for _, in := range []keys.Input{{Char: '2'}, {Char: '0'}, {Key: keys.KeyEnter}} {
		if !w.TypeTurn(in) {
			t.Fatalf("typing a turn did not take %+v", in)
		}
	}
	for i := 0; w.Seek() && i < 1000; i++ {
	}
	if w.Game().Turn != 20 || w.Game().EventLine() != at20 || w.Typing() {
		t.Fatalf("going to turn 20: %s (typing %v), recorded %s", w.Game().EventLine(), w.Typing(), at20)
	}
	if next, moved := w.Tick(time.Time{}.Add(time.Hour)); moved || !next.IsZero() {
		t.Fatalf("a paused replay ticked: moved %v, next %v", moved, next)
	}
}
