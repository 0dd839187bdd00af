package replay

import (
	"fmt"
	"strings"
	"testing"

	"downhill/ai"
	"downhill/game"
	"downhill/headless/bot"
)

// botGame is a game the explorer bot played with the player's own
// commands (its explore careful, as the explore key's), so its recording
// replays it: turns turns, or to its end.
func botGame(t *testing.T, cfg game.Config, turns int) *game.Game {
	t.Helper()
	g := game.New(cfg)
	for g.Turn < turns && !g.Dead && !g.Won {
		if !bot.Careful(g, g.Do) {
			g.Do(game.Command{Action: game.ActWait})
		}
	}
	if ok, why := g.Replayable(); !ok {
		t.Fatal(why)
	}
	return g
}

// recordingOf is g's recording read back from its text.
func recordingOf(t *testing.T, g *game.Game) *game.Recording {
	t.Helper()
	rec, err := game.ParseRecord(g.RecordingText())
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// maxScans bounds the field scans one command makes: each field at most
// twice (a scan and a flee's rescan), and a few of the player's.
const maxScans = 2*int(ai.NumFields) + 4

// TestReplayCostsACommandACommand: a replay of a recording does one Do a
// command and nothing else (no save, no load, no session), so its work is
// the commands' own: as many commands played as the recording holds, each
// with a bounded number of field scans, and it ends on the recorded game.
func TestReplayCostsACommandACommand(t *testing.T) {
	g := botGame(t, game.Config{Seed: 2}, 3000)
	rec := recordingOf(t, g)
	r := New(rec)
	for !r.Over() {
		played, scans := r.Played(), r.Game().Scans()
		r.Next()
		if r.Played() != played+1 {
			t.Fatalf("a Next played %d commands", r.Played()-played)
		}
		if n := r.Game().Scans() - scans; n > maxScans {
			t.Fatalf("command %d made %d field scans, more than %d", played, n, maxScans)
		}
	}
	if r.Played() != rec.Count || rec.Count != g.Rec.Count() {
		t.Errorf("%d commands played; the recording says %d, the game recorded %d", r.Played(), rec.Count, g.Rec.Count())
	}
	if err := CheckEnd(rec, r.Game()); err != nil {
		t.Error(err)
	}
	t.Logf("%d turns: %d commands in %d runs, %d bytes", g.Turn, rec.Count, len(rec.Runs), len(g.Rec.Commands()))
}

// issueLink is the link of issue 30: 285 bytes holding a recording of
// 20,000 presses of c (each saved and reloaded the whole game) on
// 1000x1000 levels, which played for about an hour.
func issueLink() string {
	var b strings.Builder
	b.WriteString("downhill-recording v2\n")
	b.WriteString(`config {"Seed":1,"Goblins":0,"W":1000,"H":1000,"Level":"","Greed":-4,"GreedSet":false,"Heart":1}` + "\n")
	b.WriteString("keys\n")
	for i := 0; i < 20000; i += 76 {
		b.WriteString(strings.Repeat("c", min(76, 20000-i)) + "\n")
	}
	b.WriteString("end-recording\n")
	return Link(b.String())
}

// TestReplayRefusesPastItsBound: a recording that says more commands than
// a replay of its levels plays (game.CommandLimit: the commands times the
// cells within game.MaxReplayWork) is refused in one line before anything
// is played, however short its text: the issue's link of 20,000 c (an
// older recording of keys), and recordings of commands run-length coded
// past the bound on large and small levels. One within the bound reads.
func TestReplayRefusesPastItsBound(t *testing.T) {
	text := func(w, h int, commands string) string {
		return fmt.Sprintf("downhill-recording v%d\nconfig {\"Seed\":1,\"W\":%d,\"H\":%d,\"Heart\":1}\ncommands\n%s\nend-recording\n", game.RecordVersion, w, h, commands)
	}
	limit := game.MaxReplayWork / (1000 * 1000)
	for _, c := range []struct {
		name, link, want string
	}{
		{"the issue's link", issueLink(), "version 2"},
		{"1000x1000 past the bound", Link(text(1000, 1000, fmt.Sprintf(".*%d", limit+1))), fmt.Sprintf("more than %d commands", limit)},
		{"1000x1000 in runs past it", Link(text(1000, 1000, strings.Repeat(fmt.Sprintf("x*%d.", limit/4), 4))), fmt.Sprintf("more than %d commands", limit)},
		{"80x45 past the bound", Link(text(80, 45, fmt.Sprintf("x*%d", game.MaxRecordCommands+1))), fmt.Sprintf("more than %d commands", game.MaxRecordCommands)},
	} {
		_, err := Read("link.txt", []byte(c.link))
		if err == nil || strings.Contains(err.Error(), "\n") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s (%d bytes): %v; want one line saying %q", c.name, len(c.link), err, c.want)
		}
	}
	rec, err := Read("link.txt", []byte(Link(text(1000, 1000, fmt.Sprintf(".*%d", limit)))))
	if err != nil || rec.Count != limit {
		t.Errorf("a recording at the bound: %v", err)
	}
}

// TestCursorGoesBackFromCheckpoints: a cursor moved behind the turn it
// shows plays from its last checkpoint before that turn, never from the
// first turn, and shows the same game as a replay played there from the
// first turn; each Seek plays at most its budget.
func TestCursorGoesBackFromCheckpoints(t *testing.T) {
	g := botGame(t, game.Config{Seed: 2}, 5000)
	rec := recordingOf(t, g)
	c := NewCursor(rec)
	budget := FrameBudget(rec.Cfg)
	calls := 0
	for !c.Seek(1<<40, budget) {
		calls++
	}
	if c.Seeks != rec.Count || calls < rec.Count/budget-1 {
		t.Errorf("to the end: %d commands in %d calls, the recording holds %d (a budget of %d)", c.Seeks, calls, rec.Count, budget)
	}
	if err := CheckEnd(rec, c.Game()); err != nil {
		t.Fatal(err)
	}
	if g.Turn < 2000 {
		t.Fatalf("a run of %d turns: too short for the test", g.Turn)
	}
	for _, turn := range []int{g.Turn - 1, g.Turn - 900, g.Turn / 2, 700, 3, 0} {
		played := c.Seeks
		for !c.Seek(turn, budget) {
		}
		fresh := New(rec)
		for fresh.Game().Turn < turn && !fresh.Over() {
			fresh.Next()
		}
		if c.Game().Turn != turn || c.Game().StateHash() != fresh.Game().StateHash() || c.Played() != fresh.Played() {
			t.Errorf("back to turn %d: %s after %d commands; from the first turn %s after %d", turn, c.Game().EventLine(), c.Played(), fresh.Game().EventLine(), fresh.Played())
		}
		if n := c.Seeks - played; n > CheckpointEvery+fresh.Played()%CheckpointEvery {
			t.Errorf("back to turn %d played %d commands: not from the last checkpoint", turn, n)
		}
	}
}

// TestCursorCheckpointsStayBounded: past its room a cursor keeps every
// other checkpoint, twice as far apart, so their memory stays within it,
// and going back still shows the game as played from the first turn.
func TestCursorCheckpointsStayBounded(t *testing.T) {
	g := botGame(t, game.Config{Seed: 2}, 4000)
	rec := recordingOf(t, g)
	save, _ := g.Save()
	c := NewCursor(rec)
	c.room = 3 * len(save) // room for about three
	for !c.Seek(1<<40, 1<<30) {
	}
	if c.bytes > c.room || len(c.marks) < 1 || c.every <= CheckpointEvery {
		t.Errorf("%d checkpoints of %d bytes in a room of %d, every %d commands", len(c.marks), c.bytes, c.room, c.every)
	}
	for _, m := range c.marks {
		if m.played%c.every != 0 {
			t.Errorf("a checkpoint after %d commands, not a multiple of %d", m.played, c.every)
		}
	}
	fresh := New(rec)
	for fresh.Game().Turn < 1500 && !fresh.Over() {
		fresh.Next()
	}
	if c.Seek(1500, 1<<30); c.Game().StateHash() != fresh.Game().StateHash() {
		t.Errorf("back to turn 1500: %s, from the first turn %s", c.Game().EventLine(), fresh.Game().EventLine())
	}
}

// FuzzReplay holds a replay's cost bound on any text: it is read into a
// recording or refused in one line; a recording that reads holds at most
// game.CommandLimit commands, whose work (commands times cells) is within
// game.MaxReplayWork; and playing it costs what it says, counted, never
// timed: one command a step, at most a frame's budget a Seek, no more
// commands in all than it holds, a bounded number of field scans a
// command. Small levels' recordings are played (up to a few hundred
// commands); a large one's bound is checked without playing it.
func FuzzReplay(f *testing.F) {
	g := game.New(game.Config{Seed: 4, W: 30, H: 12})
	for i := 0; i < 60; i++ {
		if !bot.Careful(g, g.Do) {
			g.Do(game.Command{Action: game.ActWait})
		}
	}
	good := g.RecordingText()
	f.Add(good)
	f.Add(good[:len(good)/2])
	f.Add(strings.Replace(good, "commands\n", "commands\nx*40t3,4*9qa@2,2c.chs$5,5*3\n", 1))
	f.Add(strings.Replace(good, "commands\n", "commands\n.*2000000\n", 1))
	f.Add(strings.Replace(strings.Replace(good, `"W":30`, `"W":1000`, 1), `"H":12`, `"H":1000`, 1))
	f.Add(fmt.Sprintf("downhill-recording v%d\nconfig {}\ncommands\nend-recording\n", game.RecordVersion))
	f.Fuzz(func(t *testing.T, text string) {
		rec, err := game.ParseRecord(text)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("a two-line error: %q", err)
			}
			return
		}
		cells := rec.Cfg.W * rec.Cfg.H
		if rec.Count > game.CommandLimit(rec.Cfg) || rec.Count*cells > game.MaxReplayWork {
			t.Fatalf("%d commands on %dx%d levels read: past the bound", rec.Count, rec.Cfg.W, rec.Cfg.H)
		}
		if cells > 2000 {
			return // plays, but too slowly for a fuzz target
		}
		c := NewCursor(rec)
		budget := min(FrameBudget(rec.Cfg), 97)
		for c.Played() < 400 {
			played, scans := c.Seeks, c.Game().Scans()
			done := c.Seek(1<<40, budget)
			n := c.Seeks - played
			if n > budget || c.Game().Scans()-scans > n*maxScans {
				t.Fatalf("a Seek played %d commands (a budget of %d) with %d scans", n, budget, c.Game().Scans()-scans)
			}
			if done {
				break
			}
		}
		if c.Seeks > rec.Count || c.Played() > rec.Count {
			t.Fatalf("%d commands played of %d", c.Seeks, rec.Count)
		}
		back, played := c.Game().Turn/2, c.Seeks
		for !c.Seek(back, budget) {
		}
		if c.Game().Turn != back && !c.Over() || c.Seeks-played > 2*CheckpointEvery {
			t.Fatalf("back to turn %d: on turn %d after %d commands", back, c.Game().Turn, c.Seeks-played)
		}
	})
}
