package session

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"downhill/game"
	"downhill/game/replay"
	"downhill/game/session/keys"
	"downhill/headless/bot"
	"downhill/world"
)

// player drives a session as a window does, on a clock: presses, clicks,
// trips that run for a while and are stopped by a press or a click, key
// repeats, the lab, dialogs and prompts left with Esc.
type player struct {
	s   *Session
	now time.Time
	rnd *rand.Rand
}

// run lets the clock run until nothing is due or n updates passed.
func (p *player) run(n int) {
	for i := 0; i < n; i++ {
		next := p.s.Update(p.now)
		if next.IsZero() {
			return
		}
		p.now = next
	}
}

func (p *player) text(r rune)    { p.s.Text(r, p.now); p.run(5000) }
func (p *player) key(k keys.Key) { p.s.Key(k, p.now); p.run(5000) }

// step is one random thing a player does.
func (p *player) step() {
	s, r := p.s, p.rnd
	gr := s.g.Level.Grid
	cell := world.Pos{X: r.IntN(gr.W), Y: r.IntN(gr.H)}
	switch n := r.IntN(100); {
	case n < 30:
		p.text(rune("hjklyubn."[r.IntN(9)]))
	case n < 40: // explore, stopped by a key after a few steps or let run
		s.Text('x', p.now)
		if r.IntN(2) == 0 {
			p.run(r.IntN(6))
			p.text(rune("hjkl.q"[r.IntN(6)]))
		} else {
			p.run(5000)
		}
	case n < 50: // travel by click, stopped by a click, a right click or a key
		s.Hover(cell, true)
		s.Click(cell, true, p.now)
		p.run(r.IntN(8))
		switch r.IntN(3) {
		case 0:
			s.Click(cell, true, p.now)
		case 1:
			s.Click(cell, false, p.now)
		default:
			p.key(keys.KeyEsc)
		}
		p.run(5000)
	case n < 55:
		p.text('>')
	case n < 58:
		p.text('<')
	case n < 62:
		p.text(',')
	case n < 68: // use an item, aiming with the keys and Enter or a click
		p.text('q')
		p.text(rune('a' + r.IntN(3)))
		for i := r.IntN(4); i > 0; i-- {
			p.text(rune("hjkl"[r.IntN(4)]))
		}
		if r.IntN(2) == 0 {
			p.key(keys.KeyEnter)
		} else {
			s.Hover(cell, true)
			s.Click(cell, true, p.now)
		}
		if r.IntN(2) == 0 {
			p.key(keys.KeyEsc)
		}
	case n < 71:
		p.text('$')
		p.key(keys.KeyTab)
		p.key(keys.KeyEnter)
	case n < 75: // close a door, a direction or something else after
		p.text('\'')
		p.text(rune("hjklx"[r.IntN(5)]))
	case n < 79: // the travel cursor
		p.text('t')
		for i := r.IntN(5); i > 0; i-- {
			p.text(rune("hjklyubn"[r.IntN(8)]))
		}
		p.key(keys.KeyEnter)
		p.run(r.IntN(5))
		p.text('.')
	case n < 83: // views that change nothing: the lab, overlays, help, log, look
		p.key(keys.KeyTab)
		p.text('f')
		s.Draw(nil) // what the window draws (fields for the overlay, the intents) changes no turn
		p.s.Text('p', p.now)
		p.run(3)
		p.text('p')
		p.key(keys.KeyTab)
	case n < 86:
		p.text('f')
		p.text('f')
		s.Hover(cell, true)
		s.Draw(nil)
		p.text('f')
		p.text('?')
		p.text('j')
	case n < 88:
		p.text(';')
		p.text('l')
		p.key(keys.KeyEsc)
	case n < 90:
		p.text('i')
		p.key(keys.KeyDown)
		p.key(keys.KeyEnter)
	case n < 93: // a held key that repeats
		s.ReportsReleases()
		s.Text('j', p.now)
		p.now = p.now.Add(time.Second)
		p.run(r.IntN(4))
		s.TextUp('j', p.now)
		p.run(5000)
	case n < 96: // a click next to the player: attack or travel
		pp := s.g.PlayerPos()
		c := s.clampCell(pp.Add(world.Pos{X: r.IntN(3) - 1, Y: r.IntN(3) - 1}))
		s.Hover(c, true)
		s.Click(c, true, p.now)
		p.run(5000)
	default:
		p.text('e')
		p.text('/')
		p.key(keys.KeyEsc)
	}
	p.now = p.now.Add(time.Duration(r.IntN(500)) * time.Millisecond)
}

// replayOf replays g's recording as its text says (game.ParseRecord,
// replay.Play): the game the replay ends on.
func replayOf(t *testing.T, g *game.Game) *game.Game {
	t.Helper()
	text := g.RecordingText()
	rec, err := game.ParseRecord(text)
	if err != nil {
		t.Fatalf("the recording does not parse: %v\n%s", err, text)
	}
	r, err := replay.Play(rec, nil)
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	return r
}

// TestRecordingReplaysTheGame plays games as a window's player does
// (trips stopped part way, clicks, prompts left open, the lab and dialogs,
// key repeat, a save and a load half way) and replays each one's
// recording, its commands through the rules with no session, from its
// first turn: it must end on the same state. Many seeds, since each plays
// a different mix.
func TestRecordingReplaysTheGame(t *testing.T) {
	seeds := uint64(40)
	if testing.Short() {
		seeds = 8
	}
	for seed := uint64(1); seed <= seeds; seed++ {
		g := game.New(game.Config{Seed: seed, W: 60, H: 30})
		p := &player{s: New(g, nil), now: time.Date(2026, 5, 1, 0, 0, 0, 0, time.UTC), rnd: rand.New(rand.NewPCG(seed, 9))}
		for i := 0; i < 150 && !g.Dead && !g.Won; i++ {
			p.step()
			if i == 70 { // a save and a load, mid-trip or mid-prompt as it falls
				data, err := g.Save()
				if err != nil {
					t.Fatal(err)
				}
				if g, err = game.Load(data); err != nil {
					t.Fatal(err)
				}
				p.s = New(g, nil)
			}
		}
		if g.Turn < 20 {
			t.Fatalf("seed %d: only %d turns played: the test plays too little", seed, g.Turn)
		}
		r := replayOf(t, g)
		if r.StateHash() != g.StateHash() {
			t.Errorf("seed %d: replay ends on\n%s\nthe game on\n%s\ncommands %s", seed, r.EventLine(), g.EventLine(), g.Rec.Commands())
		}
		t.Logf("seed %d: %d turns, %d commands in %d bytes, dead %v", seed, g.Turn, g.Rec.Count(), len(g.Rec.Commands()), g.Dead)
	}
}

// TestOldSaveHasNoRecording: a save from before recordings loads and
// plays, and says it cannot be replayed.
func TestOldSaveHasNoRecording(t *testing.T) {
	g := game.New(game.Config{Seed: 3})
	s := New(g, nil)
	s.Text('j', time.Time{})
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	i := strings.Index(string(data), `,"record":`)
	if i < 0 {
		t.Fatal("the save holds no recording")
	}
	old := string(data[:i]) + "}"
	lg, err := game.Load([]byte(old))
	if err != nil {
		t.Fatalf("a save without a recording does not load: %v", err)
	}
	ok, why := lg.Replayable()
	if ok || !strings.Contains(why, "cannot be replayed") {
		t.Errorf("Replayable = %v, %q", ok, why)
	}
	New(lg, nil).Text('k', time.Time{})
	if lg.Turn != g.Turn+1 {
		t.Errorf("the old save does not play on: turn %d", lg.Turn)
	}
}

// TestBotRunRecording: the explorer bot played through the session (its
// explore the player's key, careful: it waits while a goblin awake is in
// view) is recorded and its recording replays it; a game the bot played
// alone says it cannot be replayed.
func TestBotRunRecording(t *testing.T) {
	cfg := game.Config{Seed: 21, W: 60, H: 30}
	g, alone := game.New(cfg), game.New(cfg)
	s := New(g, nil)
	for i := 0; i < 1500 && !g.Dead && !g.Won; i++ {
		if !s.BotTurn() {
			press(s, ".", t0)
		}
		bot.Turn(alone)
	}
	if g.Turn < 100 {
		t.Fatalf("the bot through the session played only %s", g.EventLine())
	}
	if r := replayOf(t, g); r.StateHash() != g.StateHash() {
		t.Errorf("replay ends on %s, the bot's game on %s", r.EventLine(), g.EventLine())
	}
	if ok, why := alone.Replayable(); ok || !strings.Contains(why, "outside its commands") {
		t.Errorf("a game played outside the recorder: Replayable %v %q", ok, why)
	}
	t.Logf("%d turns, %d commands in %d bytes", g.Turn, g.Rec.Count(), len(g.Rec.Commands()))
}

// TestRecordingIsSmall: a game of a step a turn records a byte a turn
// (runs of the same step take fewer), on a game whose player cannot die
// (Sandbox).
func TestRecordingIsSmall(t *testing.T) {
	g := game.New(game.Config{Seed: 5, Sandbox: true})
	s := New(g, nil)
	r := rand.New(rand.NewPCG(1, 2))
	for g.Turn < 2000 {
		press(s, string("hjklyubn."[r.IntN(9)]), t0)
	}
	if n := len(g.Rec.Commands()); n > g.Turn+g.Turn/50 {
		t.Errorf("%d turns recorded in %d bytes of commands", g.Turn, n)
	}
}
