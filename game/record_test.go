package game

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

// randomCommand is a command of any kind, with arguments in and out of
// range (a step of two cells, a slot past the pack, a cell off the
// level), as a bot or a tool might give Do.
func randomCommand(g *Game, r *rand.Rand) Command {
	gr, p := g.Level.Grid, g.PlayerPos()
	switch k := r.IntN(100); {
	case k < 55:
		return Command{Action: ActMove, DX: r.IntN(3) - 1, DY: r.IntN(3) - 1}
	case k < 58:
		return Command{Action: ActMove, DX: r.IntN(5) - 2, DY: r.IntN(5) - 2}
	case k < 63:
		return Command{Action: ActWait}
	case k < 71:
		return Command{Action: ActTravel, X: r.IntN(gr.W+4) - 2, Y: r.IntN(gr.H+4) - 2}
	case k < 80:
		return Command{Action: ActExplore}
	case k < 85:
		return Command{Action: ActStop}
	case k < 87:
		return Command{Action: ActDescend}
	case k < 88:
		return Command{Action: ActAscend}
	case k < 92:
		return Command{Action: ActUse, Slot: r.IntN(InventorySlots+2) - 1, X: p.X + r.IntN(13) - 6, Y: p.Y + r.IntN(13) - 6}
	case k < 94:
		return Command{Action: ActThrowGold, X: p.X + r.IntN(9) - 4, Y: p.Y + r.IntN(9) - 4}
	case k < 97:
		return Command{Action: ActClose, DX: r.IntN(3) - 1, DY: r.IntN(3) - 1}
	case k < 99:
		return Command{Action: ActPickUp}
	}
	return Command{Action: Action(r.IntN(int(numActions) + 2))}
}

// TestUnrecordedChangesNothing: a command the recorder leaves out
// (refused, nothing said, no trip before or after) changes nothing a
// replay plays on: the state (StateHash) and the trip, swim and explore
// state are as they were. Random commands of every kind on many seeds,
// trips among them.
func TestUnrecordedChangesNothing(t *testing.T) {
	left := 0
	for seed := uint64(1); seed <= 12; seed++ {
		g := New(Config{Seed: seed, W: 50, H: 28})
		r := rand.New(rand.NewPCG(seed, 77))
		for i := 0; i < 1500 && !g.Dead && !g.Won && g.Rec.On(); i++ {
			c := randomCommand(g, r)
			n, hash, nav := g.Rec.Count(), g.StateHash(), g.Nav
			nav.cache = navCache{}
			g.Do(c)
			for g.Travelling() && r.IntN(4) > 0 && !g.Dead {
				g.Do(Command{Action: []Action{ActExplore, ActTravel}[int(g.Nav.Trip.Kind)-1], X: g.Nav.Trip.Target.X, Y: g.Nav.Trip.Target.Y})
			}
			if g.Rec.Count() != n || !g.Rec.On() {
				continue
			}
			left++
			after := g.Nav
			after.cache = navCache{}
			if g.StateHash() != hash || !reflect.DeepEqual(after, nav) {
				t.Fatalf("seed %d: %+v was not recorded, but changed the game (turn %d)", seed, c, g.Turn)
			}
		}
	}
	if left < 100 {
		t.Errorf("only %d commands left out: the test gives too few refused ones", left)
	}
}

// TestRecordingReplaysCommands: random commands given to Do, replayed from
// the recording's text (each run's command given to a new game of the
// recording's settings), end on the recorded state, and record the same
// commands again.
func TestRecordingReplaysCommands(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		g := New(Config{Seed: seed, W: 50, H: 28})
		r := rand.New(rand.NewPCG(seed, 78))
		for i := 0; i < 800 && !g.Dead && !g.Won; i++ {
			g.Do(randomCommand(g, r))
		}
		if ok, why := g.Replayable(); !ok {
			if !strings.Contains(why, "outside its commands") {
				t.Fatalf("seed %d: %s", seed, why)
			}
			continue // a step of two cells: no command the code writes
		}
		rec, err := ParseRecord(g.RecordingText())
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		played := New(rec.Cfg)
		n := 0
		for _, run := range rec.Runs {
			for range run.N {
				played.Do(run.Cmd)
				n++
			}
		}
		if n != rec.Count || n != g.Rec.Count() {
			t.Errorf("seed %d: %d commands played, the text says %d, the game recorded %d", seed, n, rec.Count, g.Rec.Count())
		}
		if played.StateHash() != g.StateHash() || played.Rec.Commands() != g.Rec.Commands() {
			t.Errorf("seed %d: the replay ends on %s, the game on %s", seed, played.EventLine(), g.EventLine())
		}
	}
}

// expand is runs' commands one by one.
func expand(runs []Run) []Command {
	var cmds []Command
	for _, r := range runs {
		for range r.N {
			cmds = append(cmds, r.Cmd)
		}
	}
	return cmds
}

// TestCommandCode: every command the code writes reads back as itself,
// alone and in runs, written in its shortest form; what it cannot write
// is said.
func TestCommandCode(t *testing.T) {
	cmds := []Command{{Action: ActWait}, {Action: ActDescend}, {Action: ActAscend}, {Action: ActExplore},
		{Action: ActPickUp}, {Action: ActStop}, {Action: ActTravel, X: 12, Y: 30}, {Action: ActTravel, X: -1, Y: 0},
		{Action: ActThrowGold, X: 4095, Y: 7}, {Action: ActUse, Slot: 3}, {Action: ActUse, Slot: 0, X: 5, Y: 6},
		{Action: ActClose}, {Action: ActClose, DX: -1, DY: 1}}
	for i := range len(codeDirs) {
		cmds = append(cmds, Command{Action: ActMove, DX: codeSteps[i][0], DY: codeSteps[i][1]})
	}
	var runs []Run
	var text []byte
	for i, c := range cmds {
		got, ok := codeOf(c)
		if !ok || got != c {
			t.Fatalf("%+v: codeOf %+v %v", c, got, ok)
		}
		r := Run{Cmd: c, N: 1 + i%5}
		runs = append(runs, r)
		text = appendRun(text, r)
		if i%3 == 0 {
			text = append(text, '\n')
		}
	}
	back, err := parseRuns(string(text), Config{W: 80, H: 45})
	if err != nil || !reflect.DeepEqual(expand(back), expand(runs)) {
		t.Fatalf("%q reads back as %+v (%v), want %+v", text, back, err, runs)
	}
	for _, c := range []struct {
		run  Run
		want string
	}{{Run{Command{Action: ActMove, DX: 1}, 3}, "lll"}, {Run{Command{Action: ActMove, DX: 1}, 4}, "l*4"},
		{Run{Command{Action: ActExplore}, 140}, "x*140"}, {Run{Command{Action: ActTravel, X: 3, Y: 4}, 2}, "t3,4*2"}} {
		if got := string(appendRun(nil, c.run)); got != c.want {
			t.Errorf("%+v is written %q, want %q", c.run, got, c.want)
		}
	}
	for _, c := range []Command{{Action: ActMove, DX: 2}, {Action: ActMove}, {Action: ActUse, Slot: 26}, {Action: ActRestart}, {Action: ActNone}} {
		if _, ok := codeOf(c); ok {
			t.Errorf("%+v: the code says it writes it", c)
		}
	}
	for _, bad := range []string{"W", "t1", "t1,", "$,3", "q", "qA", "qa@1", "c", "cx", "x*1", "x*", "x*-3", "x*99999999999999", "\x00"} {
		if _, err := parseRuns(bad, Config{W: 80, H: 45}); err == nil || !strings.HasPrefix(err.Error(), "column ") {
			t.Errorf("%q: %v", bad, err)
		}
	}
}

// TestKeyRecordingSaveLoads: a save whose recording is of keys (versions
// up to KeyRecordVersion, with the session's prompt and trip state) loads
// and plays on, says it cannot be replayed and why, and records nothing
// more; saved again it keeps that version, without the keys.
func TestKeyRecordingSaveLoads(t *testing.T) {
	g := New(Config{Seed: 9})
	g.Do(Command{Action: ActWait})
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	cfg, _ := json.Marshal(g.Cfg)
	old := fmt.Sprintf(`"record":{"version":%d,"cfg":%s,"keys":"x{3,4}<Stop 2>hj","steps":2,"prompt":1,"slot":-1}`, KeyRecordVersion, cfg)
	i := strings.Index(string(data), `"record":`)
	if i < 0 {
		t.Fatal("the save holds no recording")
	}
	saved := string(data[:i]) + old + "}"
	lg, err := Load([]byte(saved))
	if err != nil {
		t.Fatalf("a save with a recording of keys does not load: %v", err)
	}
	if ok, why := lg.Replayable(); ok || !strings.Contains(why, "recorded as keys") || !strings.Contains(why, "cannot be replayed") {
		t.Errorf("Replayable = %v, %q", ok, why)
	}
	if !lg.Do(Command{Action: ActWait}) || lg.Turn != g.Turn+1 || lg.Rec.Count() != 0 || lg.RecordingText() != "" {
		t.Errorf("played on: turn %d, %d commands recorded", lg.Turn, lg.Rec.Count())
	}
	again, err := lg.Save()
	if err != nil || !strings.Contains(string(again), fmt.Sprintf(`"record":{"version":%d,`, KeyRecordVersion)) || strings.Contains(string(again), `"keys"`) {
		t.Errorf("saved again: %v, %.200s", err, again[strings.Index(string(again), `"record"`):])
	}
}
