package session

import (
	"bytes"
	"fmt"
	"image"
	"io"
	"slices"
	"strings"
	"testing"
	"time"

	"downhill/game"
	"downhill/game/replay"
	"downhill/game/session/keys"
	"downhill/game/session/watch"
	"downhill/game/store"
	"downhill/render"
	"downhill/world"
)

// endedRun is a session whose run the explorer bot played to its end,
// with a best-runs table kept in memory.
func endedRun(t *testing.T) *Session {
	t.Helper()
	return endedRunOf(t, game.Config{Seed: 8, W: 60, H: 30})
}

// endedRunOf is endedRun of a game of cfg.
func endedRunOf(t *testing.T, cfg game.Config) *Session {
	t.Helper()
	g := game.New(cfg)
	s := New(g, nil)
	s.Runs = store.SlotOf(&store.Memory{}, store.BestRuns)
	for i := 0; i < 20000 && !g.Dead && !g.Won; i++ {
		if !s.BotTurn() {
			press(s, ".", t0)
		}
	}
	if s.Mode() != ModeOver {
		t.Fatalf("the run did not end: %s, mode %v", g.EventLine(), s.Mode())
	}
	return s
}

// pressWatch presses keys as press does, each followed by what the
// window's next frames do until the replay is where the key sent it (a
// move to a far turn goes a frame's budget at a time).
func pressWatch(s *Session, typed string) {
	in, err := keys.ParseInputs(typed)
	if err != nil {
		panic(err)
	}
	for _, x := range in {
		s.press(x, t0)
		for s.watch != nil && s.watch.Seek() {
		}
		if s.watch != nil {
			s.show(s.watch.Game())
		}
	}
}

// playedTo is the game of rec played from its first command to turn t.
func playedTo(t *testing.T, rec *game.Recording, turn int) *game.Game {
	t.Helper()
	c := replay.NewCursor(rec)
	if !c.Seek(turn, 1<<30) || c.Game().Turn != turn {
		t.Fatalf("the recording does not reach turn %d (%s)", turn, c.Game().EventLine())
	}
	return c.Game()
}

// TestWatchTheRun: `p` at the end of a run replays it from turn 0 in
// ModeReplay, a turn at a time, playing on the clock, back a turn, the
// last 20 turns, faster and slower; the lab inspects a goblin of the
// replay; `q` comes back to the recap; the run's game and save never
// change.
func TestWatchTheRun(t *testing.T) {
	s := endedRun(t)
	home := s.g
	before, _ := home.Save()
	press(s, "p", t0)
	if s.Mode() != ModeReplay || s.g == home || s.g.Turn != 0 || s.Game() != home {
		t.Fatalf("p: mode %v, shown turn %d", s.Mode(), s.g.Turn)
	}
	if !strings.Contains(infoText(s), "REPLAY seed 8, turn 0 of") {
		t.Errorf("info row %q", infoText(s))
	}
	press(s, "<Space>", t0) // pause
	press(s, "...", t0)
	if s.g.Turn != 3 {
		t.Errorf("three steps: turn %d", s.g.Turn)
	}
	press(s, ",", t0)
	if s.g.Turn != 2 {
		t.Errorf("a step back: turn %d", s.g.Turn)
	}
	press(s, "<Space>", t0) // play, at 8 turns a second
	for now := t0; now.Before(t0.Add(time.Second)); now = now.Add(10 * time.Millisecond) {
		s.Update(now)
	}
	if s.g.Turn < 9 || s.g.Turn > 12 {
		t.Errorf("a second at 8 turns/s from turn 2: turn %d", s.g.Turn)
	}
	press(s, ">>", t0)
	if !strings.Contains(infoText(s), "32 turns/s") {
		t.Errorf("faster twice: %q", infoText(s))
	}
	at := s.g.Turn
	pressWatch(s, "<PgDn><PgDn><PgUp>")
	if s.g.Turn != at+watch.Jump {
		t.Errorf("PgDn twice, PgUp from turn %d: turn %d", at, s.g.Turn)
	}
	pressWatch(s, "<PgUp><PgUp>")
	if s.g.Turn != 0 {
		t.Errorf("PgUp past the start: turn %d", s.g.Turn)
	}
	pressWatch(s, "<End>")
	if s.g.Turn != home.Turn-watch.Last {
		t.Errorf("End: turn %d, want %d", s.g.Turn, home.Turn-watch.Last)
	}
	for i := 0; !s.watch.Done() && i < 100; i++ {
		press(s, ".", t0)
	}
	if s.g.Turn != home.Turn || s.g.StateHash() != home.StateHash() || !strings.Contains(infoText(s), "the end") {
		t.Errorf("the replay ends on %s (%q), the run on %s", s.g.EventLine(), infoText(s), home.EventLine())
	}
	// The lab on the replay: open it, inspect a goblin in view at an
	// earlier turn, step, and it still inspects that goblin.
	pressWatch(s, "<Home> <Tab>")
	var gob world.Entity = world.NoEntity
	for gob == world.NoEntity && s.g.Turn < home.Turn {
		press(s, ".", t0)
		l := s.g.Level
		for e, alive := range l.Ents.Alive {
			p := l.Ents.Pos[e]
			if alive && world.Entity(e) != s.g.Player && l.Grid.Visible[l.Grid.Index(p.X, p.Y)] {
				gob = world.Entity(e)
				s.Click(p, true, t0)
				break
			}
		}
	}
	if gob == world.NoEntity || s.lab.Selected != gob {
		t.Fatalf("the lab's inspector did not select goblin %d in the replay (selected %d)", gob, s.lab.Selected)
	}
	turn := s.g.Turn
	press(s, ".", t0)
	if s.lab.Selected != gob || s.g.Turn != turn+1 || s.Mode() != ModeReplay {
		t.Errorf("after a step: selected %d, turn %d, mode %v", s.lab.Selected, s.g.Turn, s.Mode())
	}
	press(s, "<Tab>q", t0)
	if s.Mode() != ModeOver || s.g != home || s.Watching() {
		t.Errorf("q: mode %v, watching %v", s.Mode(), s.Watching())
	}
	if after, _ := home.Save(); !bytes.Equal(before, after) {
		t.Error("watching the replay changed the run's game")
	}
}

// TestWatchFromBestRuns: the best-runs table keeps the run's recording
// and `p` on its row watches it; leaving comes back to the table.
func TestWatchFromBestRuns(t *testing.T) {
	s := endedRun(t)
	press(s, "#", t0)
	if s.Mode() != ModeBest || len(s.prompt.best) != 1 || s.prompt.best[0].Replay == "" {
		t.Fatalf("best runs: mode %v, %d runs", s.Mode(), len(s.prompt.best))
	}
	press(s, "p", t0)
	if s.Mode() != ModeReplay || s.g.Turn != 0 {
		t.Fatalf("p in the table: mode %v", s.Mode())
	}
	press(s, "<Esc>", t0)
	if s.Mode() != ModeBest {
		t.Errorf("Esc: mode %v, want the table again", s.Mode())
	}
}

// TestWatchBadRecording: a recording that cannot be read is one line in
// the message area, and the session stays as it was.
func TestWatchBadRecording(t *testing.T) {
	s := endedRun(t)
	good := s.g.RecordingText()
	for _, text := range []string{"", "nonsense", good[:len(good)/2], strings.Replace(good, fmt.Sprintf("v%d", game.RecordVersion), fmt.Sprintf("v%d", game.RecordVersion+1), 1)} {
		if err := s.Watch(text, t0); err == nil || s.Mode() != ModeOver || s.Watching() || strings.Contains(s.note, "\n") || s.note == "" {
			t.Errorf("Watch(%.30q): %v, mode %v, note %q", text, err, s.Mode(), s.note)
		}
	}
	// A recording edited to a game it cannot reach plays, and says so at
	// its end.
	if err := s.Watch(strings.Replace(good, "commands\n", "commands\n..", 1), t0); err != nil {
		t.Fatal(err)
	}
	pressWatch(s, "<End>")
	for i := 0; !s.watch.Done() && i < 10000; i++ {
		press(s, ".", t0)
	}
	if !strings.Contains(infoText(s), "does not reach the recorded game") {
		t.Errorf("an edited recording's end: %q", infoText(s))
	}
}

// TestReplayFrameShowsWhy reads a replay's frame: the info row says it is
// a replay and where, and the lab's panel gives a goblin's why on the
// turn shown.
func TestReplayFrameShowsWhy(t *testing.T) {
	s := endedRun(t)
	s.Resize(image.Pt(1366, 768))
	f := &frontEnd{s: s}
	pressWatch(s, "p<End><Space>,,<Tab>")
	for i := 0; i < 200; i++ {
		if gob, ok := goblinSeen(s.g); ok {
			s.Click(gob, true, t0)
			break
		}
		press(s, ",", t0)
	}
	img := f.frame()
	info := words(readFrame(s, img, func(a render.Arrangement) image.Rectangle { return a.Info }))
	panel := words(readFrame(s, img, func(a render.Arrangement) image.Rectangle { return a.Panel }))
	if !strings.Contains(info, "REPLAY seed 8, turn") || !strings.Contains(info, "paused") {
		t.Errorf("the info row reads %q", info)
	}
	if !strings.Contains(panel, "why:") {
		t.Errorf("the lab's panel reads %q, with no why", panel)
	}
}

// goblinSeen is a creature other than the player in the player's view.
func goblinSeen(g *game.Game) (world.Pos, bool) {
	l := g.Level
	for e, alive := range l.Ents.Alive {
		p := l.Ents.Pos[e]
		if alive && world.Entity(e) != g.Player && l.Grid.Visible[l.Grid.Index(p.X, p.Y)] {
			return p, true
		}
	}
	return world.Pos{}, false
}

// TestBeginOnAReplayLink: a sitting opened with a ?replay= link's value
// opens on the replay, over the player's own game (kept); leaving it
// plays that game.
func TestBeginOnAReplayLink(t *testing.T) {
	s := endedRun(t)
	o := store.DefaultOptions()
	o.Replay = replay.Link(s.g.RecordingText())
	mem := &store.Memory{}
	sit := store.Open(mem, o, io.Discard)
	b, err := Begin(sit, nil)
	if err != nil || !b.Watching() || b.Mode() != ModeReplay || !sit.Kept() {
		t.Fatalf("Begin: %v, watching %v, mode %v, kept %v", err, b.Watching(), b.Mode(), sit.Kept())
	}
	b.Resize(image.Pt(1024, 700)) // the replay's levels are 60x30, the player's own game's 80x45
	b.Draw(nil)
	pressWatch(b, "<End>")
	for i := 0; i < 100 && !b.watch.Done(); i++ {
		press(b, ".", t0)
	}
	b.Draw(nil)
	if b.g.StateHash() != s.g.StateHash() {
		t.Errorf("the link's replay ends on %s, the run on %s", b.g.EventLine(), s.g.EventLine())
	}
	press(b, "q", t0)
	if b.Mode() != ModePlay || b.Watching() || b.Shown() != sit.Game {
		t.Errorf("leaving: mode %v, shows %s, the player's game is %s", b.Mode(), b.Shown().EventLine(), sit.Game.EventLine())
	}
	b.Draw(nil) // the player's own game's frame again, at its own level size
}

// TestReplayLinkWhileOpenElsewhere: a link opened while the player's
// game is open in another tab plays its replay (watching writes nothing);
// leaving it says where the game is open, over a one-off game.
func TestReplayLinkWhileOpenElsewhere(t *testing.T) {
	mem := &store.Memory{}
	first := store.Open(mem, store.DefaultOptions(), io.Discard)
	defer first.Close()
	first.Save("a new level")
	o := store.DefaultOptions()
	o.Replay = replay.Link(endedRun(t).g.RecordingText())
	sit := store.Open(mem, o, io.Discard)
	defer sit.Close()
	b, err := Begin(sit, nil)
	if err != nil || sit.Elsewhere() == "" || !b.Watching() || b.Mode() != ModeReplay {
		t.Fatalf("Begin: %v, elsewhere %q, watching %v, mode %v", err, sit.Elsewhere(), b.Watching(), b.Mode())
	}
	press(b, "q", t0)
	if b.Watching() || b.Mode() != ModeElsewhere || sit.Kept() || !sit.Waiting() {
		t.Fatalf("leaving the replay: watching %v, mode %v, kept %v, waiting %v", b.Watching(), b.Mode(), sit.Kept(), sit.Waiting())
	}
	want := first.Game.EventLine()
	first.Close() // the other tab goes: the game continues here
	for deadline := time.Now().Add(time.Minute); b.Mode() == ModeElsewhere; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) { // a deadlock guard
			t.Fatal("the wait never ended")
		}
		b.Update(t0)
	}
	if b.Mode() != ModePlay || !sit.Kept() || b.Game().EventLine() != want {
		t.Errorf("after the other closed: mode %v, kept %v, %s (want %s)", b.Mode(), sit.Kept(), b.Game().EventLine(), want)
	}
}

// TestBeginOnABadLink: a link cut short is a line in the log, and the
// player's own game plays.
func TestBeginOnABadLink(t *testing.T) {
	o := store.DefaultOptions()
	link := replay.Link(endedRun(t).g.RecordingText())
	o.Replay = link[:len(link)/2]
	sit := store.Open(&store.Memory{}, o, io.Discard)
	b, err := Begin(sit, nil)
	if err != nil || b.Watching() || b.Mode() != ModePlay {
		t.Fatalf("Begin: %v, watching %v, mode %v", err, b.Watching(), b.Mode())
	}
	if last := b.g.Messages[len(b.g.Messages)-1]; !strings.HasPrefix(last, "The replay in the link cannot be played: ") {
		t.Errorf("last message %q", last)
	}
}

// TestWatchStepsBackFromCheckpoints: stepping back from the end of a long
// replay starts from a checkpoint, and reaches the same state as playing
// the recording from its first turn.
func TestWatchStepsBackFromCheckpoints(t *testing.T) {
	s := endedRun(t)
	home := s.g
	pressWatch(s, "p<End>")
	for i := 0; i < 100 && !s.watch.Done(); i++ {
		press(s, ".", t0)
	}
	for _, back := range []int{home.Turn - 1, home.Turn - 700, 1200, 3} {
		played := s.watch.Seeks()
		s.watch.To(back)
		for s.watch.Seek() {
		}
		fresh := playedTo(t, s.watch.Recording(), back)
		if s.watch.Game().Turn != back || s.watch.Game().StateHash() != fresh.StateHash() {
			t.Errorf("back to turn %d: %s, played from the first turn: %s", back, s.watch.Game().EventLine(), fresh.EventLine())
		}
		if n := s.watch.Seeks() - played; n > 2*replay.CheckpointEvery {
			t.Errorf("back to turn %d played %d commands: not from a checkpoint", back, n)
		}
	}
	pressWatch(s, "<End>")
	for i := 0; i < 100 && !s.watch.Done(); i++ {
		press(s, ".", t0)
	}
	if s.watch.Game().StateHash() != home.StateHash() || s.watch.Err() != "" {
		t.Errorf("the end again from a checkpoint: %s (%s)", s.watch.Game().EventLine(), s.watch.Err())
	}
}

// TestWatchGoesFarAFrameAtATime: End on a long replay goes there a
// frame's budget of commands at a time (replay.FrameBudget): the key and
// each Update after it play at most that many, Update asks for the next
// frame at once while it goes, so the window answers (and a signal's save
// gets the game between two frames), the info row says where it is going,
// and it arrives where playing from the first turn does, and stays there.
func TestWatchGoesFarAFrameAtATime(t *testing.T) {
	// The first run from seed 8 on that is long enough: which seed's is
	// changes with the rules. Levels of the default size, whose frame's
	// budget is smaller.
	var s *Session
	for seed := uint64(8); ; seed++ {
		if seed == 30 {
			t.Fatal("no run of seeds 8-29 is long enough for the test")
		}
		s = endedRunOf(t, game.Config{Seed: seed, W: 80, H: 45})
		if s.g.Rec.Count() >= 2*replay.FrameBudget(s.g.Rec.Cfg) {
			break
		}
	}
	home := s.g
	press(s, "p", t0)
	rec := s.watch.Recording()
	budget := replay.FrameBudget(rec.Cfg)
	played := s.watch.Seeks()
	press(s, "<End>", t0)
	if n := s.watch.Seeks() - played; n > budget {
		t.Fatalf("End played %d commands at once, a frame's budget is %d", n, budget)
	}
	if !strings.Contains(infoText(s), fmt.Sprintf("going to turn %d", home.Turn-watch.Last)) {
		t.Errorf("while going, the info row reads %q", infoText(s))
	}
	frames := 0
	for s.watch.Going() && frames < 1000 {
		played = s.watch.Seeks()
		next := s.Update(t0)
		if n := s.watch.Seeks() - played; n > budget {
			t.Fatalf("an Update played %d commands, a frame's budget is %d", n, budget)
		}
		if s.watch.Going() && !next.Equal(t0) {
			t.Fatalf("going on, Update asks for the next frame at %v, not at once", next)
		}
		frames++
	}
	want := playedTo(t, rec, home.Turn-watch.Last)
	if g := s.watch.Game(); g.Turn != want.Turn || g.StateHash() != want.StateHash() {
		t.Errorf("after %d frames: %s, played from the first turn %s", frames, g.EventLine(), want.EventLine())
	}
	t.Logf("%d commands, End in the key's frame and %d more (a budget of %d)", rec.Count, frames, budget)
}

// TestWatchGoesToATypedTurn: g, a turn's number and Enter show the run at
// that turn (behind the turn shown too, from a checkpoint), the same game
// as played there from the first turn; Backspace takes a digit off, and
// Esc gives up without moving.
func TestWatchGoesToATypedTurn(t *testing.T) {
	s := endedRun(t)
	home := s.g
	press(s, "p", t0)
	at := func(turn int) *game.Game { return playedTo(t, s.watch.Recording(), turn) }
	for _, c := range []struct {
		keys string
		turn int
	}{{"g1123<Enter>", 1123}, {"g9<Backspace>60<Enter>", 60}, {"g600<Enter>", 600}, {"g12<Esc>", 600}} {
		pressWatch(s, c.keys)
		if g := s.watch.Game(); g.Turn != c.turn || g.StateHash() != at(c.turn).StateHash() {
			t.Errorf("%s: the replay shows turn %d (%s), want turn %d as played", c.keys, g.Turn, g.EventLine(), c.turn)
		}
		if s.watch.Typing() || s.mode != ModeReplay {
			t.Errorf("%s: still typing %v, mode %v", c.keys, s.watch.Typing(), s.mode)
		}
	}
	if home.Turn < 1123 {
		t.Fatalf("the run is %d turns: too short for the test", home.Turn)
	}
}

// TestWatchPrintsTheTurnShown: a replay writes the event line of each turn
// it shows, after "replay ", once a turn (the browser's console and its
// test follow a replay by them): the first turn when it starts, each step,
// a typed turn, a step back; the session's own game prints nothing.
func TestWatchPrintsTheTurnShown(t *testing.T) {
	s := endedRun(t)
	var out strings.Builder
	s.events = &out
	press(s, "p", t0)
	press(s, "<Space>", t0) // pause: only keys move it
	press(s, ".", t0)
	press(s, ".", t0)
	pressWatch(s, "g40<Enter>")
	press(s, "<Left>", t0)
	press(s, "v", t0) // the lab's view: the turn shown is the same, no line
	var want []string
	for _, turn := range []int{0, 1, 2, 40, 39} {
		want = append(want, "replay "+playedTo(t, s.watch.Recording(), turn).EventLine())
	}
	if got := strings.Split(strings.TrimSpace(out.String()), "\n"); !slices.Equal(got, want) {
		t.Errorf("the replay printed\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
