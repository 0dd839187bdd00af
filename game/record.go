package game

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"downhill/world"
)

// RecordVersion names the rules a recording was played under. A recording
// replays exactly only under the rules that made it: bump it whenever a
// change to the rules (or to what the session makes of a key) would make
// an old recording play a different game, so that replaying one says so in
// one line instead of showing another game.
const RecordVersion = 4

// MaxRecordBytes bounds the keys a recording keeps. A game's record grows
// by a few bytes a turn (see docs/recordings.md: a 20,000-turn game keeps tens of
// kilobytes), so only a game far longer than any run reaches it; there the
// recording stops (Record.Full) and the game plays on unrecorded.
const MaxRecordBytes = 4 << 20

// Record is a game's recording: the settings and seed it began from and
// every input since, in the key-string form `downhill-headless sim -keys`
// reads (package session writes it and plays it back), so a game replays
// exactly from its first turn. It lives in the Game, so every save holds
// it. A game not begun by New (a scenario, the sandbox, a save from before
// recordings) has none (Version 0): it cannot be replayed.
type Record struct {
	// Version is RecordVersion when the game began; 0: no recording.
	Version int `json:"version"`
	// Cfg is the game's settings, its seed among them.
	Cfg Config `json:"cfg"`
	// Keys are the inputs so far, in key-string form, as of the last
	// Sync (KeyString syncs): Add appends to tail, so a long game's turns
	// do not each copy its whole recording.
	Keys string `json:"keys"`
	tail []byte
	// Full is set when Keys reached MaxRecordBytes: what came after is
	// not recorded.
	Full bool `json:"full,omitempty"`
	// Broken is set when a command was done that the recording does not
	// hold (a bot's or a tool's, not through the session's recorder).
	Broken bool `json:"broken,omitempty"`
	// Steps, Prompt and Slot are the recorder's state between two inputs
	// (package session): the steps of the trip under way, and the prompt a
	// replay of Keys is left in (PromptNone, PromptDoor, PromptAim and the
	// slot aimed, -1 for gold), so a game saved mid-trip or mid-prompt
	// records on exactly after it is loaded.
	Steps  int `json:"steps,omitempty"`
	Prompt int `json:"prompt,omitempty"`
	Slot   int `json:"slot,omitempty"`
}

// The prompts a replay may be left in (Record.Prompt).
const (
	PromptNone = iota
	PromptDoor // the door prompt (which door to close)
	PromptAim  // a throw being aimed, of Record.Slot
	numPrompts
)

// On reports whether the game is being recorded.
func (r *Record) On() bool { return r.Version != 0 && !r.Full && !r.Broken }

// DoRecorded does c as Do does, as a command the recorder wrote into the
// game's recording (package session); any other Do of a recorded game
// breaks its recording (Record.Broken).
func (g *Game) DoRecorded(c Command) bool {
	g.recorded = true
	defer func() { g.recorded = false }()
	return g.Do(c)
}

// Add appends keys (a key string) to the recording, unless it is off or
// full.
func (r *Record) Add(keys string) {
	if !r.On() {
		return
	}
	if len(r.Keys)+len(r.tail)+len(keys) > MaxRecordBytes {
		r.Full = true
		return
	}
	r.tail = append(r.tail, keys...)
}

// Sync brings Keys up to date with what Add appended since (Save does).
func (r *Record) Sync() {
	if len(r.tail) > 0 {
		r.Keys += string(r.tail)
		r.tail = r.tail[:0]
	}
}

// KeyString is every key recorded so far (Keys, synced).
func (r *Record) KeyString() string {
	r.Sync()
	return r.Keys
}

// newRecord is the recording of a game begun from cfg.
func newRecord(cfg Config) Record { return Record{Version: RecordVersion, Cfg: cfg} }

// Replayable says whether the game's recording replays it from its first
// turn; when not, why, in one line for the player.
func (g *Game) Replayable() (bool, string) {
	r := &g.Rec
	switch {
	case r.Version == 0:
		return false, "This game has no recording (begun before recordings, or not a run): it cannot be replayed."
	case r.Broken:
		return false, "This game was played in part outside the recorder (by a bot or a tool): it cannot be replayed."
	case r.Full:
		return false, "This game's recording filled its room and stopped: it cannot be replayed."
	case r.Version != RecordVersion:
		return false, fmt.Sprintf("This game was recorded by another version of Downhill (recording v%d, this one plays v%d): it cannot be replayed exactly.", r.Version, RecordVersion)
	}
	return true, ""
}

// checkRecord checks a save's recording: bounded keys of printable text,
// a prompt the session knows, a configuration a game can be made from.
func (s *saveFile) checkRecord() error {
	r := s.Record
	if r == nil {
		return nil
	}
	if r.Version == 0 {
		return errors.New("recording of version 0")
	}
	if err := r.check(); err != nil {
		return fmt.Errorf("recording: %v", err)
	}
	return nil
}

// check refuses a recording the game cannot have made (the keys' meaning
// is the session's to check, as it plays them).
func (r *Record) check() error {
	if len(r.Keys) > MaxRecordBytes {
		return fmt.Errorf("%d bytes of keys, more than %d", len(r.Keys), MaxRecordBytes)
	}
	for i, c := range r.Keys {
		if c == utf8.RuneError || !unicode.IsPrint(c) && c != '\n' {
			return fmt.Errorf("keys: byte %d is not a printable character", i)
		}
	}
	if err := firstErr(inRange("steps", r.Steps, 0, MaxAmount), inRange("prompt", r.Prompt, 0, numPrompts-1),
		inRange("slot", r.Slot, -1, InventorySlots-1)); err != nil {
		return err
	}
	return CheckConfig(r.Cfg)
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

// StateHash is a digest of everything the rules play on: the random
// stream, every kept level (cells, creatures, items, effects), the player,
// the pack, the recap's counts and the turn. Two games with the same hash
// play on alike, so a replay that ends on the recorded hash replayed the
// game exactly. Messages, the scan count and the minds' caches are left
// out: a window's overlay may scan a field early and a sitting adds notes,
// neither of which changes what happens.
func (g *Game) StateHash() string {
	h := fnv.New64a()
	pcg, _ := g.Src.MarshalBinary()
	h.Write(pcg)
	enc := json.NewEncoder(h)
	enc.Encode(struct {
		Levels    []*world.Level
		Player    world.Entity
		Depth     int
		Turn      int
		Gold      int
		Dead, Won bool
		Inventory []world.ItemKind
		HasHeart  bool
		Stats     Stats
	}{g.Levels, g.Player, g.Depth, g.Turn, g.Gold, g.Dead, g.Won, g.Inventory, g.HasHeart, g.Stats})
	return fmt.Sprintf("%016x", h.Sum64())
}

// RecordHeader is the first line of a recording's text (FormatRecord).
const RecordHeader = "downhill-recording"

// recordWidth is the width the keys are wrapped to in a recording's text.
const recordWidth = 76

// FormatRecord writes the recording r of a game as plain text, as the
// morgue holds it and `downhill-headless sim -replay` reads it:
//
//	downhill-recording v1
//	config {"Seed":7,...}
//	end turn=812 depth=3 state=9f0c...
//	keys
//	xxhhj{12,30}<Stop 4>...
//	end-recording
//
// The end line, when the game's final state is known (g not nil), lets a
// replay tell whether it reached the same game. keys is r.Keys unless the
// caller completes them (a trip under way is stopped where it stands).
func FormatRecord(r Record, keys string, g *Game) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s v%d\n", RecordHeader, r.Version)
	cfg, _ := json.Marshal(r.Cfg)
	fmt.Fprintf(&b, "config %s\n", cfg)
	if g != nil {
		fmt.Fprintf(&b, "end turn=%d depth=%d state=%s\n", g.Turn, g.Depth, g.StateHash())
	}
	b.WriteString("keys\n")
	for _, l := range wrapKeys(keys, recordWidth) {
		b.WriteString(l + "\n")
	}
	b.WriteString("end-recording\n")
	return b.String()
}

// wrapKeys breaks a key string into lines of at most width bytes, never
// inside a <name> or a {x,y} (a longer token has a line of its own).
func wrapKeys(keys string, width int) []string {
	var lines []string
	start, last := 0, 0 // the line's start, the end of its last whole token
	for i := 0; i < len(keys); {
		end := i + 1
		switch keys[i] {
		case '<':
			if j := strings.IndexByte(keys[i:], '>'); j >= 0 {
				end = i + j + 1
			}
		case '{':
			if j := strings.IndexByte(keys[i:], '}'); j >= 0 {
				end = i + j + 1
			}
		default:
			_, n := utf8.DecodeRuneInString(keys[i:])
			end = i + n
		}
		if end-start > width && last > start {
			lines = append(lines, keys[start:last])
			start = last
		}
		last, i = end, end
	}
	if start < len(keys) {
		lines = append(lines, keys[start:])
	}
	return lines
}

// Recording is a recording read back from text (ParseRecord): what a
// replay needs, and the state it should end on when the text says.
type Recording struct {
	Version int
	Cfg     Config
	Keys    string
	// KeyLines are Keys as the text wraps them, the first on line
	// KeysLine of the text (1-based), so an error in them can name its
	// line.
	KeyLines []string
	KeysLine int
	// EndTurn, EndDepth and EndState are the end line's (EndState ""
	// when the text has none).
	EndTurn, EndDepth int
	EndState          string
}

// ErrNoRecording is ParseRecord's error for a text with no recording in it.
var ErrNoRecording = errors.New("no recording in it (no " + RecordHeader + " line)")

// ParseRecord reads the recording in text (FormatRecord's, alone or inside
// a morgue file): it starts at the line RecordHeader begins. An error says
// what is wrong and on which line (1-based, of text), in one line; a
// recording of another version is an error that says so.
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
	if rec.Version != RecordVersion {
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
	if l != "keys" {
		return nil, fmt.Errorf("line %d: want the keys line, got %.60q", n, l)
	}
	var keys strings.Builder
	rec.KeysLine = n + 1
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
		if keys.Len()+len(l) > MaxRecordBytes {
			return nil, fmt.Errorf("line %d: more than %d bytes of keys", n, MaxRecordBytes)
		}
		keys.WriteString(l)
		rec.KeyLines = append(rec.KeyLines, l)
	}
	rec.Keys = keys.String()
	return rec, nil
}
