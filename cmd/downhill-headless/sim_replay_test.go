package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"downhill/game"
	"downhill/game/session"
	"downhill/world"
)

// recordedGame plays a game through the window's session as a window
// does, on a clock: explore trips stopped by a key part way, steps, clicks
// that travel, until it ends or 400 inputs passed.
func recordedGame(t *testing.T, seed uint64) *game.Game {
	t.Helper()
	g := game.New(game.Config{Seed: seed})
	s := session.New(g, nil)
	now := time.Date(2030, 1, 2, 3, 4, 5, 0, time.UTC)
	run := func(n int) {
		for i := 0; i < n; i++ {
			next := s.Update(now)
			if next.IsZero() {
				return
			}
			now = next
		}
	}
	for i := 0; i < 400 && !g.Dead && !g.Won; i++ {
		switch i % 7 {
		case 0, 1: // explore, stopped by a key after a few steps
			s.Text('x', now)
			run(i % 5)
			s.Text('j', now)
		case 2:
			s.Text('x', now)
			run(1 << 16)
		case 3:
			s.Text(rune("hjklyubn"[i%8]), now)
		case 4:
			gr, p := g.Level.Grid, g.PlayerPos()
			c := world.Pos{X: max(0, min(gr.W-1, p.X+i%9-4)), Y: max(0, min(gr.H-1, p.Y+i%5-2))}
			s.Hover(c, true)
			s.Click(c, true, now)
			run(1 << 16)
		case 5:
			s.Text('>', now)
		default:
			s.Text('.', now)
		}
		now = now.Add(200 * time.Millisecond)
	}
	return g
}

// TestSimReplay: a game recorded through the session, its recording
// written as text and its save, replayed by `sim -replay`, prints the same
// lines as the game it recorded ends on, and checks the end.
func TestSimReplay(t *testing.T) {
	g := recordedGame(t, 11)
	t.Logf("%d turns, dead %v, keys %.120s", g.Turn, g.Dead, g.Rec.Keys)
	if g.Turn < 50 {
		t.Fatalf("only %d turns", g.Turn)
	}
	dir := t.TempDir()
	text := filepath.Join(dir, "run.txt")
	if err := os.WriteFile(text, []byte(session.RecordingOf(g)), 0o600); err != nil {
		t.Fatal(err)
	}
	save := filepath.Join(dir, "save.json")
	if err := g.SaveFile(save); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{text, save} {
		var out bytes.Buffer
		if code := sim([]string{"-replay", f, "-print", "last"}, &out); code != 0 {
			t.Fatalf("sim -replay %s: exit %d\n%s", f, code, out.String())
		}
		first, _, _ := strings.Cut(out.String(), "\n")
		if first != g.EventLine() {
			t.Errorf("sim -replay %s ends on\n%s\nthe game on\n%s", filepath.Base(f), first, g.EventLine())
		}
	}
	// The same lines as sim -keys prints for the recording's keys.
	var a, b bytes.Buffer
	sim([]string{"-replay", text}, &a)
	sim([]string{"-seed", "11", "-keys", g.Rec.Keys}, &b)
	if a.String() != b.String() {
		t.Error("sim -replay and sim -keys of the same keys print different lines")
	}
}
