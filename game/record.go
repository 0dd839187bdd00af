package game

import (
	"errors"
	"fmt"
	"slices"

	"downhill/world"
)

// RecordVersion names the rules a recording was played under. A recording
// is the commands the game was told, so it replays exactly only under the
// rules that made it: bump it whenever a change to the rules would make an
// old recording play a different game, so that replaying one says so in
// one line instead of showing another game. Versions 1 to 4 were key
// strings, played through a window's session.
const RecordVersion = 10

// KeyRecordVersion is the last version whose recordings were key strings
// (versions 1 to 4): this build neither replays nor converts them.
const KeyRecordVersion = 4

// The bounds of a recording, which bound what replaying one costs: a
// replay does one Do per command and nothing else (no saves, no session),
// and a Do costs at most about one turn of the rules on the recording's
// levels, which grows with their cells. So a recording holds at most
// CommandLimit(cfg) commands, fewer on larger levels, and at most
// MaxRecordBytes of code; the recorder stops there (Record.Full: the game
// plays on unrecorded) and a recording that says more is refused before
// anything is played.
const (
	// MaxRecordCommands bounds a recording's commands, a run of n counted
	// n times: 2,097,152, about 40 times the longest run measured (56,179
	// turns).
	MaxRecordCommands = 1 << 21
	// MaxReplayWork bounds a recording's commands times its levels'
	// cells: 2^35, about a minute of one core on 1000x1000 levels and two
	// on 80x45 ones (docs/recordings.md measures it).
	MaxReplayWork = 1 << 35
	// MaxRecordBytes bounds a recording's code: a turn takes about a byte
	// (see docs/recordings.md).
	MaxRecordBytes = 4 << 20
)

// CommandLimit is the most commands a recording of a game of cfg holds:
// MaxRecordCommands, or fewer when the levels are so large that
// MaxReplayWork comes first.
func CommandLimit(cfg Config) int {
	w, h := cfg.W, cfg.H
	if w == 0 {
		w = DefaultW
	}
	if h == 0 {
		h = DefaultH
	}
	return max(1, min(MaxRecordCommands, MaxReplayWork/max(1, w*h)))
}

// Record is a game's recording: the settings and seed it began from and
// every command Do was given since that may change the game, run-length
// coded (commandcode.go), so that a game replays exactly from its first
// turn with no window, keys or session. It lives in the Game, so every
// save holds it. A game not begun by New (a scenario, the sandbox, a save
// from before recordings) has none (Version 0): it cannot be replayed.
type Record struct {
	// Version is RecordVersion when the game began; 0: no recording.
	Version int
	// Cfg is the game's settings, its seed among them.
	Cfg Config
	// Full is set when the recording reached its bounds (CommandLimit,
	// MaxRecordBytes): what came after is not recorded.
	Full bool
	// Broken is set when the game was changed other than by a command
	// (the explorer bot's walk on past a goblin, BotTurn alone), or by a
	// command the code cannot write.
	Broken bool

	coded []byte // the runs before the last, in the code
	last  Run    // the run under way (N 0: none yet)
	count int    // commands recorded, a run of n counted n times
}

// newRecord is the recording of a game begun from cfg.
func newRecord(cfg Config) Record { return Record{Version: RecordVersion, Cfg: cfg} }

// On reports whether the game is being recorded.
func (r *Record) On() bool { return r.Version == RecordVersion && !r.Full && !r.Broken }

// Count is the number of commands recorded.
func (r *Record) Count() int { return r.count }

// Runs are the commands recorded, as runs of equal commands.
func (r *Record) Runs() []Run {
	var runs []Run
	scanCode(string(r.coded), func(run Run, _, _ int) error {
		runs = append(runs, run)
		return nil
	})
	if r.last.N > 0 {
		runs = append(runs, r.last)
	}
	return runs
}

// Commands are the commands recorded, in the code.
func (r *Record) Commands() string {
	if r.last.N == 0 {
		return string(r.coded)
	}
	return string(appendRun(slices.Clip(r.coded), r.last))
}

// recordDo carries out c (command) as a command of the player's, and records
// it unless it changed nothing: refused (no turn), with nothing said, and
// no trip under way before or after (a step into a wall, a held key's
// repeats into it, an item used with an empty pack). Leaving those out
// keeps a recording to about a byte a turn; TestUnrecordedChangesNothing
// holds the rule.
func (g *Game) recordDo(c Command) bool {
	if c.Action == ActNone || c.Action >= numActions {
		return false
	}
	undo, trip, said := g.Rec, g.Travelling(), g.said
	g.Rec.add(c)
	g.doing = true
	passed := g.command(c)
	g.doing = false
	if !passed && !trip && !g.Travelling() && g.said == said {
		undo.coded = g.Rec.coded[:len(undo.coded)] // the runs' array, as it was
		g.Rec = undo
	}
	return passed
}

// add records c, a command Do is about to carry out, unless the recording
// is off or full.
func (r *Record) add(c Command) {
	if !r.On() {
		return
	}
	c, ok := codeOf(c)
	switch {
	case !ok:
		r.Broken = true
		return
	case r.count >= CommandLimit(r.Cfg):
		r.Full = true
		return
	}
	if r.last.N > 0 && r.last.Cmd == c {
		r.last.N++
		r.count++
		return
	}
	// The run under way is written, and a new one begun: room for both,
	// each at its longest (a use at a cell, *count).
	if len(r.coded)+4*maxCommandBytes > MaxRecordBytes {
		r.Full = true
		return
	}
	if r.last.N > 0 {
		r.coded = appendRun(r.coded, r.last)
	}
	r.last = Run{Cmd: c, N: 1}
	r.count++
}

// maxCommandBytes is the most bytes one command or a run's count takes in
// the code (qz@-X,-Y with 13 digits each).
const maxCommandBytes = 32

// setRuns makes the recording hold runs (a save's), the last one the run
// under way.
func (r *Record) setRuns(runs []Run) {
	r.coded, r.last, r.count = nil, Run{}, 0
	for i, run := range runs {
		r.count += run.N
		if i == len(runs)-1 {
			r.last = run
		} else {
			r.coded = appendRun(r.coded, run)
		}
	}
}

// Replayable says whether the game's recording replays it from its first
// turn; when not, why, in one line for the player.
func (g *Game) Replayable() (bool, string) {
	r := &g.Rec
	switch {
	case r.Version == 0:
		return false, "This game has no recording (begun before recordings, or not a run): it cannot be replayed."
	case r.Version <= KeyRecordVersion:
		return false, fmt.Sprintf("This game was recorded as keys by an older version of Downhill (recording v%d; this one replays the game's commands, v%d): it cannot be replayed.", r.Version, RecordVersion)
	case r.Version != RecordVersion:
		return false, fmt.Sprintf("This game was recorded by another version of Downhill (recording v%d, this one plays v%d): it cannot be replayed exactly.", r.Version, RecordVersion)
	case r.Broken:
		return false, "This game was played in part outside its commands (by a bot or a tool): it cannot be replayed."
	case r.Full:
		return false, fmt.Sprintf("This game's recording filled its room (%d commands on %dx%d levels) and stopped: it cannot be replayed.", r.count, r.Cfg.W, r.Cfg.H)
	}
	return true, ""
}

// recordFile is a recording as a save holds it.
type recordFile struct {
	Version int    `json:"version"`
	Cfg     Config `json:"cfg"`
	// Commands are the commands in the code (commandcode.go).
	Commands string `json:"commands,omitempty"`
	Full     bool   `json:"full,omitempty"`
	Broken   bool   `json:"broken,omitempty"`
	// Keys, Steps, Prompt and Slot are a recording of versions 1 to 4,
	// key strings and the state of the session that played them: read so
	// that such a save loads (its game plays on, and says it cannot be
	// replayed), never written.
	Keys   string `json:"keys,omitempty"`
	Steps  int    `json:"steps,omitempty"`
	Prompt int    `json:"prompt,omitempty"`
	Slot   int    `json:"slot,omitempty"`
}

// file is the recording as a save holds it (nil: the game has none).
func (r *Record) file() *recordFile {
	if r.Version == 0 {
		return nil
	}
	f := &recordFile{Version: r.Version, Cfg: r.Cfg, Full: r.Full, Broken: r.Broken}
	if r.Version == RecordVersion {
		f.Commands = r.Commands()
	}
	return f
}

// record is the recording a save holds (checked by checkRecord); the
// commands of a recording of another version are dropped, since this
// build can neither replay nor extend them.
func (f *recordFile) record() Record {
	r := Record{Version: f.Version, Cfg: f.Cfg, Full: f.Full, Broken: f.Broken}
	if f.Version == RecordVersion {
		runs, _ := parseRuns(f.Commands, f.Cfg)
		r.setRuns(runs)
	}
	return r
}

// checkRecord checks a save's recording: a configuration a game can be
// made from and, of this version, commands in the code within the bounds.
func (s *saveFile) checkRecord() error {
	f := s.Record
	if f == nil {
		return nil
	}
	if f.Version <= 0 {
		return fmt.Errorf("recording of version %d", f.Version)
	}
	if len(f.Commands) > MaxRecordBytes || len(f.Keys) > MaxRecordBytes {
		return fmt.Errorf("recording: more than %d bytes", MaxRecordBytes)
	}
	if err := CheckConfig(f.Cfg); err != nil {
		return fmt.Errorf("recording: %v", err)
	}
	if f.Version == RecordVersion {
		if _, err := parseRuns(f.Commands, f.Cfg); err != nil {
			return fmt.Errorf("recording: commands: %v", err)
		}
	}
	return nil
}

// parseRuns reads commands in the code (one line or many), and refuses
// more than a recording of cfg holds.
func parseRuns(text string, cfg Config) ([]Run, error) {
	var runs []Run
	count, limit := 0, CommandLimit(cfg)
	err := scanCode(text, func(r Run, start, _ int) error {
		if count += r.N; count > limit {
			return fmt.Errorf("column %d: more than %d commands, the most a recording of %dx%d levels holds", start+1, limit, cfg.W, cfg.H)
		}
		runs = appendRuns(runs, r)
		return nil
	})
	return runs, err
}

// appendRuns appends r to runs, as one run with the last when their
// commands are equal (lll is one run of three, as the recorder made it),
// so that runs read back are the runs written.
func appendRuns(runs []Run, r Run) []Run {
	if n := len(runs); n > 0 && runs[n-1].Cmd == r.Cmd {
		runs[n-1].N += r.N
		return runs
	}
	return append(runs, r)
}

// CheckConfig refuses a configuration New cannot make a playable game of,
// or whose save would not load (a recording's, which comes from a file or
// a link): the ranges of the game's flags, one line naming the value.
func CheckConfig(c Config) error {
	heart := c.Heart
	if heart == 0 {
		heart = DefaultHeart
	}
	if err := firstErr(inRange("width", c.W, 3, world.MaxSide), inRange("height", c.H, 3, world.MaxSide),
		inRange("goblins", c.Goblins, 0, MaxGoblins), inRange("greed", c.Greed, -MaxGreed, 0),
		inRange("heart", c.Heart, 0, MaxHeartDepth)); err != nil {
		return err
	}
	if c.W*c.H*heart > MaxRunCells {
		return fmt.Errorf("%dx%d levels down to depth %d: more cells than a run keeps (%d)", c.W, c.H, heart, MaxRunCells)
	}
	if c.Level != "" && !slices.Contains(world.Generators, c.Level) {
		return fmt.Errorf("level generator %.40q", c.Level)
	}
	if c.Naive || c.Sandbox {
		return errors.New("a comparison's or a sandbox's settings")
	}
	return nil
}

// MaxHeartDepth is the deepest the Heart may lie (the -heart flag's
// range).
const MaxHeartDepth = 100
