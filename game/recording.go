package game

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// RecordHeader is the first line of a recording's text (FormatRecord).
const RecordHeader = "downhill-recording"

// recordWidth is the width the commands are wrapped to in a recording's
// text.
const recordWidth = 76

// FormatRecord writes the recording r of a game as plain text, as the
// morgue holds it, a link carries it and `downhill-headless sim -replay`
// reads it:
//
//	downhill-recording v9
//	config {"Seed":7,...}
//	end turn=812 depth=3 state=9f0c...
//	commands
//	x*14lx*3t31,9*12...
//	end-recording
//
// The end line, when the game's final state is known (g not nil), lets a
// replay tell whether it reached the same game.
func FormatRecord(r *Record, g *Game) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s v%d\n", RecordHeader, r.Version)
	cfg, _ := json.Marshal(r.Cfg)
	fmt.Fprintf(&b, "config %s\n", cfg)
	if g != nil {
		fmt.Fprintf(&b, "end turn=%d depth=%d state=%s\n", g.Turn, g.Depth, g.StateHash())
	}
	b.WriteString("commands\n")
	var line []byte
	for _, run := range r.Runs() {
		n := len(line)
		line = appendRun(line, run)
		if len(line) > recordWidth && n > 0 { // a run too long for a line has one of its own
			b.Write(line[:n])
			b.WriteByte('\n')
			line = append(line[:0], line[n:]...)
		}
	}
	if len(line) > 0 {
		b.Write(line)
		b.WriteByte('\n')
	}
	b.WriteString("end-recording\n")
	return b.String()
}

// RecordingText is the game's recording as text (FormatRecord), ending on
// the game's state now (a trip under way ends where it stands: the next
// step was not yet asked for). A game that cannot be replayed gets ""
// (Replayable says why).
func (g *Game) RecordingText() string {
	if ok, _ := g.Replayable(); !ok {
		return ""
	}
	return FormatRecord(&g.Rec, g)
}

// Recording is a recording read back from text (ParseRecord): what a
// replay needs, and the state it should end on when the text says.
type Recording struct {
	Version int
	Cfg     Config
	// Runs are the commands, as runs of equal commands; Count is how many
	// there are, a run of n counted n times (at most CommandLimit(Cfg)).
	Runs  []Run
	Count int
	// EndTurn, EndDepth and EndState are the end line's (EndState ""
	// when the text has none).
	EndTurn, EndDepth int
	EndState          string
}

// ErrNoRecording is ParseRecord's error for a text with no recording in it.
var ErrNoRecording = errors.New("no recording in it (no " + RecordHeader + " line)")

// ParseRecord reads the recording in text (FormatRecord's, alone or inside
// a morgue file): it starts at the line RecordHeader begins. An error says
// what is wrong and on which line (1-based, of text; and column, in the
// commands), in one line; a recording of another version, or of more
// commands than a recording of its levels holds, is an error that says so.
func ParseRecord(text string) (*Recording, error) {
	sc := bufio.NewScanner(strings.NewReader(text))
	sc.Buffer(make([]byte, 0, 4096), MaxRecordBytes+1)
	n := 0
	next := func() (string, bool) {
		if !sc.Scan() {
			return "", false
		}
		n++
		return strings.TrimRight(sc.Text(), "\r"), true
	}
	var head string
	for {
		l, ok := next()
		if !ok {
			if sc.Err() != nil {
				return nil, fmt.Errorf("line %d: %v", n+1, sc.Err())
			}
			return nil, ErrNoRecording
		}
		if strings.HasPrefix(l, RecordHeader) {
			head = l
			break
		}
	}
	rec := &Recording{}
	v, ok := strings.CutPrefix(head, RecordHeader+" v")
	var err error
	if rec.Version, err = strconv.Atoi(v); !ok || err != nil || rec.Version <= 0 {
		return nil, fmt.Errorf("line %d: %.60q is not a recording's first line (%s vN)", n, head, RecordHeader)
	}
	switch {
	case rec.Version <= KeyRecordVersion:
		return nil, fmt.Errorf("line %d: a recording of version %d, the keys a window was given, made by an older Downhill; this one replays the game's commands (version %d) and cannot replay it", n, rec.Version, RecordVersion)
	case rec.Version != RecordVersion:
		return nil, fmt.Errorf("line %d: a recording of version %d; this Downhill plays version %d, so it cannot replay it exactly", n, rec.Version, RecordVersion)
	}
	l, _ := next()
	cfg, ok := strings.CutPrefix(l, "config ")
	if !ok {
		return nil, fmt.Errorf("line %d: want the config line, got %.60q", n, l)
	}
	dec := json.NewDecoder(strings.NewReader(cfg))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&rec.Cfg); err != nil {
		return nil, fmt.Errorf("line %d: config: %v", n, err)
	}
	if err := CheckConfig(rec.Cfg); err != nil {
		return nil, fmt.Errorf("line %d: config: %v", n, err)
	}
	l, _ = next()
	if end, ok := strings.CutPrefix(l, "end "); ok {
		var st string
		if k, err := fmt.Sscanf(end, "turn=%d depth=%d state=%s", &rec.EndTurn, &rec.EndDepth, &st); k != 3 || err != nil || len(st) != 16 {
			return nil, fmt.Errorf("line %d: want end turn=T depth=D state=HASH, got %.60q", n, l)
		}
		rec.EndState = st
		l, _ = next()
	}
	if l != "commands" {
		return nil, fmt.Errorf("line %d: want the commands line, got %.60q", n, l)
	}
	limit, size := CommandLimit(rec.Cfg), 0
	for {
		l, ok := next()
		if !ok {
			if sc.Err() != nil {
				return nil, fmt.Errorf("line %d: %v", n+1, sc.Err())
			}
			return nil, fmt.Errorf("line %d: the recording is cut short (no end-recording line)", n+1)
		}
		if l == "end-recording" {
			break
		}
		if size += len(l); size > MaxRecordBytes {
			return nil, fmt.Errorf("line %d: more than %d bytes of commands", n, MaxRecordBytes)
		}
		err := scanCode(l, func(r Run, start, _ int) error {
			if rec.Count += r.N; rec.Count > limit {
				return fmt.Errorf("column %d: more than %d commands, the most a recording of %dx%d levels holds (a replay's bound)", start+1, limit, rec.Cfg.W, rec.Cfg.H)
			}
			rec.Runs = appendRuns(rec.Runs, r)
			return nil
		})
		if err != nil {
			if _, more := next(); !more && sc.Err() == nil {
				// A broken last line with nothing after it: the text was
				// cut there, which is the fault to name.
				return nil, fmt.Errorf("line %d: the recording is cut short (no end-recording line)", n+1)
			}
			return nil, fmt.Errorf("line %d: %v", n-1, err)
		}
	}
	return rec, nil
}
