package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"downhill/game"
	"downhill/game/replay"
	"downhill/game/session"
	"downhill/internal/repofile"
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
	t.Logf("%d turns, dead %v, commands %.120s", g.Turn, g.Dead, g.Rec.Commands())
	if g.Turn < 50 {
		t.Fatalf("only %d turns", g.Turn)
	}
	dir := t.TempDir()
	text := filepath.Join(dir, "run.txt")
	if err := os.WriteFile(text, []byte(g.RecordingText()), 0o600); err != nil {
		t.Fatal(err)
	}
	save := filepath.Join(dir, "save.json")
	if err := g.SaveFile(save); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.txt") // what the browser's copy-link button shares, ?replay= value
	if err := os.WriteFile(link, []byte(replay.Link(g.RecordingText())+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{text, save, link} {
		var out bytes.Buffer
		if code := sim([]string{"-replay", f, "-print", "last"}, &out); code != 0 {
			t.Fatalf("sim -replay %s: exit %d\n%s", f, code, out.String())
		}
		first, _, _ := strings.Cut(out.String(), "\n")
		if first != g.EventLine() {
			t.Errorf("sim -replay %s ends on\n%s\nthe game on\n%s", filepath.Base(f), first, g.EventLine())
		}
	}
	// -print every: the first turn's block, then one a turn, ending on the
	// game's.
	var every bytes.Buffer
	sim([]string{"-replay", text}, &every)
	var events []string
	for _, l := range strings.Split(every.String(), "\n") {
		if strings.HasPrefix(l, "turn=") {
			events = append(events, l)
		}
	}
	if len(events) != g.Turn+1 || events[len(events)-1] != g.EventLine() {
		t.Errorf("sim -replay printed %d turns' blocks, the last %q; the game has %d turns and ends on %q", len(events), events[len(events)-1], g.Turn, g.EventLine())
	}
}

// TestMorgueExample: the checked-in morgue file of a bot's run
// (testdata/morgue-example.txt, written by `sim -seed 4 -player explore
// -turns 100000 -morgue FILE`) replays to the state it recorded, and the
// same run today writes the same file: a change to the rules that breaks
// it must bump game.RecordVersion and write the example again
// (`downhill-headless sim -seed 4 -player explore -turns 100000 -print
// none -morgue testdata/morgue-example.txt`).
func TestMorgueExample(t *testing.T) {
	path := repofile.Path(t, "testdata/morgue-example.txt")
	var out bytes.Buffer
	if code := sim([]string{"-replay", path, "-print", "none"}, &out); code != 0 {
		t.Fatalf("sim -replay of the example: exit %d", code)
	}
	if s := out.String(); !strings.Contains(s, "# You died") && !strings.Contains(s, "# Victory!") {
		t.Errorf("the example's replay does not end the run:\n%s", out.String())
	}
	mine := filepath.Join(t.TempDir(), "morgue.txt")
	if code := sim([]string{"-seed", "4", "-player", "explore", "-turns", "100000", "-print", "none", "-morgue", mine}, io.Discard); code != 0 {
		t.Fatalf("sim -morgue: exit %d", code)
	}
	a, _ := os.ReadFile(mine)
	if string(a) != string(repofile.Read(t, "testdata/morgue-example.txt")) {
		t.Error("the bot's run of seed 4 no longer writes testdata/morgue-example.txt")
	}
}

// TestSimReplayRefuses: bad recordings (cut short, edited commands,
// another version, an older recording of keys, more commands than a
// replay plays, an edited end) are one line naming the file (and the line
// and column at fault), exit 2 (1 for a replay that does not reach the
// recorded state), never a panic.
func TestSimReplayRefuses(t *testing.T) {
	good := string(repofile.Read(t, "testdata/morgue-example.txt"))
	link, err := replay.LinkOf([]byte(good))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, c := range []struct {
		name, text, want string
		code             int
	}{
		{"cut", good[:len(good)-200], "cut short", 2},
		{"empty", "", "no recording", 2},
		{"version", strings.Replace(good, fmt.Sprintf("downhill-recording v%d", game.RecordVersion), fmt.Sprintf("downhill-recording v%d", game.RecordVersion+1), 1), fmt.Sprintf("version %d", game.RecordVersion+1), 2},
		{"older", strings.Replace(good, fmt.Sprintf("downhill-recording v%d", game.RecordVersion), fmt.Sprintf("downhill-recording v%d", game.KeyRecordVersion+1), 1), fmt.Sprintf("version %d; this Downhill plays version %d", game.KeyRecordVersion+1, game.RecordVersion), 2},
		{"keys", strings.Replace(strings.Replace(good, fmt.Sprintf("downhill-recording v%d", game.RecordVersion), "downhill-recording v4", 1), "commands\n", "keys\n", 1), "version 4", 2},
		{"command", strings.Replace(good, "commands\nx", "commands\nx%", 1), ":2: '%' is no command", 2},
		{"count", strings.Replace(good, "commands\nx", "commands\nx*1", 1), "count is *N", 2},
		{"config", strings.Replace(good, `"W":80`, `"W":99999`, 1), "width", 2},
		{"too many", strings.Replace(good, "commands\nx", "commands\n.*3000000x", 1), "more than 2097152 commands", 2},
		{"edited", strings.Replace(good, "commands\nx", "commands\n.x", 1), "does not reach", 1},
		{"end", strings.Replace(good, "state=", "state=0", 1), "end turn=", 2},
		{"link cut", link[:len(link)/2], "cut short", 2},
		{"link edited", link[:40] + "~" + link[41:], "link", 2},
	} {
		f := filepath.Join(dir, c.name+".txt")
		if err := os.WriteFile(f, []byte(c.text), 0o600); err != nil {
			t.Fatal(err)
		}
		var errs bytes.Buffer
		code := simWithStderr([]string{"-replay", f, "-print", "none"}, &errs)
		msg := strings.TrimSpace(errs.String())
		if code != c.code || strings.Count(msg, "\n") > 0 || !strings.Contains(msg, c.want) || !strings.Contains(msg, f) {
			t.Errorf("%s: exit %d, %q; want exit %d, one line naming the file and saying %q", c.name, code, msg, c.code, c.want)
		}
	}
}

// simWithStderr runs sim with its output thrown away and its error lines
// on errs.
func simWithStderr(args []string, errs io.Writer) int { return simTo(args, io.Discard, errs) }
