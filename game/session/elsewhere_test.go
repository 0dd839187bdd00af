package session

import (
	"io"
	"strings"
	"testing"
	"time"

	"downhill/game/session/keys"
	"downhill/game/store"
)

// TestSaveOpenElsewhere: a second window on a save another keeps opens on
// the dialog saying so, over a one-off game; w waits, and when the first
// closes the game continues here where the first left it, saved from then
// on by this window. Esc instead plays the one-off game and lets the save
// be.
func TestSaveOpenElsewhere(t *testing.T) {
	mem := &store.Memory{}
	o := store.DefaultOptions()
	o.Width, o.Height, o.Seed = 30, 15, 2
	first := store.Open(mem, o, io.Discard)
	a, err := Begin(first, nil)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Unix(1000, 0)
	for range 12 {
		a.Text('.', now)
	}
	o.Seed = 0
	second := store.Open(mem, o, io.Discard)
	b, err := Begin(second, nil)
	if err != nil {
		t.Fatal(err)
	}
	d := b.dialog()
	if b.Mode() != ModeElsewhere || d == nil || !strings.Contains(d.Lines[0].Text, "open in another sitting") || b.Game().Turn != 0 {
		t.Fatalf("the second window: mode %v, dialog %+v", b.Mode(), d)
	}
	b.Text('x', now) // not a choice: nothing happens
	if b.Mode() != ModeElsewhere || b.Game().Turn != 0 {
		t.Fatalf("x in the dialog: mode %v, turn %d", b.Mode(), b.Game().Turn)
	}
	b.Text('w', now)
	if !second.Waiting() || !strings.HasPrefix(b.dialog().Footer, "Waiting") {
		t.Fatalf("w: waiting %v, footer %q", second.Waiting(), b.dialog().Footer)
	}
	if next := b.Update(now); next.IsZero() {
		t.Fatal("a waiting session asks for no wake-up")
	}
	for range 3 {
		a.Text('.', now)
	}
	first.Save("window closed")
	want := a.Game().EventLine()
	first.Close()
	for deadline := time.Now().Add(time.Minute); b.Mode() == ModeElsewhere; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) { // a deadlock guard
			t.Fatal("the wait never ended")
		}
		b.Update(now)
	}
	if b.Mode() != ModePlay || b.Game().EventLine() != want || !second.Kept() {
		t.Fatalf("after the wait: mode %v, %q (want %q), kept %v", b.Mode(), b.Game().EventLine(), want, second.Kept())
	}
	b.Text('.', now)
	second.Save("window closed")
	second.Close()

	third := store.Open(mem, o, io.Discard) // keeps the save while the fourth opens
	if third.Game.Turn != 16 || !third.Kept() {
		t.Fatalf("the save holds turn %d, want 16 (12 and 3 in the first, 1 in the second)", third.Game.Turn)
	}
	fourth := store.Open(mem, o, io.Discard)
	c, _ := Begin(fourth, nil)
	c.Key(keys.KeyEsc, now)
	c.Update(now)
	if c.Mode() != ModePlay || fourth.Waiting() || fourth.Kept() || c.note != "A one-off game: it is not saved." {
		t.Fatalf("Esc: mode %v, waiting %v, kept %v, note %q", c.Mode(), fourth.Waiting(), fourth.Kept(), c.note)
	}
}
