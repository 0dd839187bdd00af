package session

import (
	"fmt"
	"strings"
	"time"

	"downhill/game"
	"downhill/game/store"
	"downhill/headless/bot"
	"downhill/world"
)

// The recorder: every command the session gives the game is written into
// the game's recording (game.Record) as the keys that make the same
// command when a key string is played from the start (Play, `sim -keys`,
// `sim -replay`), whatever the player really pressed: keys, clicks, the
// inventory, a touch button, a held key's repeats. What changes nothing in
// the game (the lab, the overlays, the help, the log, a look around) is
// not recorded, so a replay never sees those and its modes stay simple:
// it is in play, or in one of two prompts a recorded key left open (the
// door prompt of a refused close, the aim of a refused throw), which the
// recording remembers (Record.Prompt) and closes with Esc when the next
// command is another. A trip (travel, auto-explore) is its first key; a
// trip a press stopped is followed by <Stop N>, its number of steps.

// recordKeys returns the keys of command c for the recording, worked out
// before c is done (s.do), and whether they are pressed in the prompt a
// replay is left in (else in play). The keys are recorded only if c took a
// turn or said something (commit): a refused step into a wall changes
// nothing, and a held key repeats it many times.
func (s *Session) keysOf(c game.Command) (keys string, inPrompt bool) {
	r := &s.g.Rec
	if !r.On() || c.Action == game.ActRestart {
		return "", false
	}
	switch c.Action {
	case game.ActTravel, game.ActExplore:
		if !s.tripNew {
			return "", false // a step of the trip under way
		}
		s.tripNew = false
		if c.Action == game.ActExplore {
			return "x", false
		}
		return s.travelKeys(world.Pos{X: c.X, Y: c.Y}), false
	case game.ActClose:
		if r.Prompt == game.PromptDoor && (c.DX != 0 || c.DY != 0) {
			return dirKey(c.DX, c.DY), true
		}
	case game.ActUse, game.ActThrowGold:
		if r.Prompt == game.PromptAim && r.Slot == slotOf(c) {
			return clickKeys(world.Pos{X: c.X, Y: c.Y}), true
		}
	}
	return s.commandKeys(c), false
}

// commit records keys (keysOf's) of a command that was done.
func (s *Session) commit(keys string, inPrompt bool) {
	switch {
	case keys == "":
	case inPrompt:
		s.addKeys(keys)
	default:
		s.recordKeys(keys)
	}
}

// recordKeys adds keys pressed in play: after an Esc when a replay is
// left in a prompt.
func (s *Session) recordKeys(keys string) {
	if s.g.Rec.Prompt != game.PromptNone {
		keys = "<Esc>" + keys
		s.g.Rec.Prompt = game.PromptNone
	}
	s.addKeys(keys)
}

// addKeys adds keys to the recording as they are.
func (s *Session) addKeys(keys string) {
	s.g.Rec.Add(keys)
	s.recorded = true
}

// endInput ends the handling of one input: when it recorded a command,
// the prompt a replay is now left in is the one the session is in.
func (s *Session) endInput() {
	if !s.recorded {
		return
	}
	s.recorded = false
	r := &s.g.Rec
	switch s.mode {
	case ModeClose:
		r.Prompt = game.PromptDoor
	case ModeAim:
		r.Prompt, r.Slot = game.PromptAim, s.prompt.slot
	default:
		r.Prompt, r.Slot = game.PromptNone, 0
	}
}

// recordStop records that a press stopped the trip under way after its
// steps so far.
func (s *Session) recordStop() {
	if s.steps > 0 {
		s.g.Rec.Add(fmt.Sprintf("<Stop %d>", s.steps))
	}
	s.setSteps(0)
}

// setSteps sets the steps of the trip under way (kept in the recording, so
// a game saved mid-trip stops it at the right count after a load).
func (s *Session) setSteps(n int) {
	s.steps = n
	s.g.Rec.Steps = n
}

// slotOf is the pack slot a throw uses (aimGold for gold).
func slotOf(c game.Command) int {
	if c.Action == game.ActThrowGold {
		return aimGold
	}
	return c.Slot
}

// commandKeys are the keys that make c from play.
func (s *Session) commandKeys(c game.Command) string {
	at := world.Pos{X: c.X, Y: c.Y}
	switch c.Action {
	case game.ActMove:
		return dirKey(c.DX, c.DY)
	case game.ActWait:
		return "."
	case game.ActDescend:
		return ">"
	case game.ActAscend:
		return "<lt>"
	case game.ActPickUp:
		return ","
	case game.ActClose:
		if c.DX == 0 && c.DY == 0 {
			return "'"
		}
		return "'" + dirKey(c.DX, c.DY)
	case game.ActThrowGold:
		return "$" + clickKeys(at)
	case game.ActUse:
		keys := "q" + string(rune('a'+c.Slot))
		if c.Slot >= 0 && c.Slot < len(s.g.Inventory) && game.Targeted(s.g.Inventory[c.Slot]) {
			keys += clickKeys(at)
		}
		return keys
	}
	return ""
}

// travelKeys are the keys that start a trip to p from play: a click, or
// where a click would not travel (the player's own cell, or a creature in
// view next to the player, which a click attacks) the travel cursor.
func (s *Session) travelKeys(p world.Pos) string {
	pp := s.g.PlayerPos()
	d := world.Pos{X: p.X - pp.X, Y: p.Y - pp.Y}
	switch {
	case d == world.Pos{}:
		return "t<Enter>"
	case max(world.Abs(d.X), world.Abs(d.Y)) == 1 && s.goblinSeenAt(p):
		return "t" + dirKey(d.X, d.Y) + "<Enter>"
	}
	return clickKeys(p)
}

// dirKey is the play key that steps by dx,dy (its first character in
// the key table).
func dirKey(dx, dy int) string {
	for _, b := range Keys {
		if b.In == CtxPlay && b.Action == ActMove && b.Dir == (world.Pos{X: dx, Y: dy}) && b.Text != "" {
			return b.Text[:1]
		}
	}
	return ""
}

// clickKeys is a click on map cell p.
func clickKeys(p world.Pos) string { return FormatInputs([]Input{{Click: true, Cell: p}}) }

// Recording is the game's recording as text (game.FormatRecord), with
// the game's state at its end: a trip under way is stopped where it
// stands, as a replay must.
func (s *Session) Recording() (string, error) {
	if ok, why := s.g.Replayable(); !ok {
		return "", fmt.Errorf("%s", why)
	}
	return RecordingOf(s.g), nil
}

// RecordingOf is g's recording as text (game.Game.RecordingText); g must
// be replayable.
func RecordingOf(g *game.Game) string { return g.RecordingText() }

// ParseRecording reads a recording's text (game.ParseRecord: alone, or in
// a morgue file) and its keys. An error is one line naming the line of
// text (and the column, in the keys) at fault.
func ParseRecording(text string) (*game.Recording, []Input, error) {
	rec, err := game.ParseRecord(text)
	if err != nil {
		return nil, nil, err
	}
	var inputs []Input
	for i, l := range rec.KeyLines {
		in, err := ParseInputs(l)
		if err != nil {
			return nil, nil, fmt.Errorf("line %d: %v", rec.KeysLine+i, err)
		}
		inputs = append(inputs, in...)
	}
	return rec, inputs, nil
}

// Replay plays a recording from its first turn through a session of its
// own (the same key table and modes as a window's, on a clock of its
// own): the game it ends on. AfterTurn, when not nil, is the session's
// (called after every turn). An error says why it could not play to the
// end (a click off the level) or, when the text gave the state the
// recorded game ended on, that the replay did not reach it: a recording
// made by another version of the rules.
func Replay(rec *game.Recording, inputs []Input, afterTurn func(*game.Game)) (*game.Game, error) {
	g := game.New(rec.Cfg)
	s := New(g, nil)
	s.AfterTurn = afterTurn
	if _, err := Play(s, inputs, replayEpoch, nil); err != nil {
		return g, err
	}
	return g, CheckEnd(rec, g)
}

// CheckEnd reports whether g, a replay of rec, ended where the recorded
// game did (when rec says where): one line saying how it differs.
func CheckEnd(rec *game.Recording, g *game.Game) error {
	if rec.EndState == "" || g.StateHash() == rec.EndState {
		return nil
	}
	return fmt.Errorf("the replay does not reach the recorded game (it ends on turn %d, depth %d; the recording on turn %d, depth %d): it was recorded by another version of Downhill, or edited",
		g.Turn, g.Depth, rec.EndTurn, rec.EndDepth)
}

// replayEpoch is where the clock of a replayed session starts: any fixed
// time does, since only the intervals between trip steps matter.
var replayEpoch = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// ReadRecording reads the recording in data, the contents of the file
// path: a save (its game's recording, ending on the saved game), a
// recording's text (alone or in a morgue file), or a link's ?replay= value
// (store.ReplayLink's form, what the browser's copy-link button shares).
// An error is one line, "path:LINE:COL: what" where a place in the file is
// at fault.
func ReadRecording(path string, data []byte) (*game.Recording, []Input, error) {
	if link := strings.TrimSpace(string(data)); strings.HasPrefix(link, store.ReplayLinkPrefix) {
		text, err := store.ParseReplayLink(link)
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %v", path, err)
		}
		data = []byte(text)
		path += " (a link's recording)"
	}
	if len(data) > 0 && data[0] == '{' {
		g, err := game.Load(data)
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %v", path, err)
		}
		if ok, why := g.Replayable(); !ok {
			return nil, nil, fmt.Errorf("%s: %s", path, why)
		}
		data = []byte(RecordingOf(g))
		path += " (its recording)"
	}
	rec, inputs, err := ParseRecording(string(data))
	if err != nil {
		return nil, nil, fmt.Errorf("%s", fileLine(path, err.Error()))
	}
	return rec, inputs, nil
}

// fileLine writes "line N: column C: what" as "path:N:C: what".
func fileLine(path, msg string) string {
	var line, col int
	if n, _ := fmt.Sscanf(msg, "line %d: column %d:", &line, &col); n == 2 {
		_, rest, _ := strings.Cut(msg, "column ")
		_, rest, _ = strings.Cut(rest, ": ")
		return fmt.Sprintf("%s:%d:%d: %s", path, line, col, rest)
	}
	if n, _ := fmt.Sscanf(msg, "line %d:", &line); n == 1 {
		_, rest, _ := strings.Cut(msg, ": ")
		return fmt.Sprintf("%s:%d: %s", path, line, rest)
	}
	return path + ": " + msg
}

// Morgue is the morgue file of the game (game.Game.Morgue), for a front
// end that shows it or lets it be copied (the desktop's sitting writes it
// beside the save when a run ends).
func (s *Session) Morgue() string { return s.g.Morgue() }

// BotTurn plays one turn of the explore bot (package headless/bot)
// through the session, recorded as the keys that make it: auto-explore
// steps are one trip (x) until the bot does something else, which stops
// it as a key press would (<Stop N>). Its explore is the player's key,
// which is careful (bot.Turn alone explores without care): when
// a creature awake in view stops it, the bot steps towards that creature
// (and reports false when it cannot, and the caller waits). `downhill-headless sim -player explore -morgue` uses it so a
// bot's run has a recording.
func (s *Session) BotTurn() bool {
	if bot.TurnVia(s.g, s.botDo) {
		return true
	}
	// The careful explore stopped for a creature awake in view, which the
	// bot alone would walk on past: it steps towards it instead, as keys.
	g := s.g
	e := g.AwakeInView()
	if e == world.NoEntity || g.Dead || g.Won {
		return false
	}
	p, q := g.PlayerPos(), g.Level.Ents.Pos[e]
	d := p.Toward(q)
	for _, step := range []world.Pos{d, {X: d.X}, {Y: d.Y}} {
		if step != (world.Pos{}) && s.botDo(game.Command{Action: game.ActMove, DX: step.X, DY: step.Y}) {
			return true
		}
	}
	return false
}

// botDo does one command of the bot (BotTurn).
func (s *Session) botDo(c game.Command) bool {
	defer s.endInput()
	if c.Action != game.ActExplore {
		s.stopTrip()
		return s.do(c)
	}
	if s.trip != tripExplore {
		s.trip, s.tripNew = tripExplore, true
		s.setSteps(0)
	}
	passed := s.do(c)
	s.tripNew = false
	if !passed || !s.g.Travelling() || s.g.Dead {
		s.trip = tripNone
		s.setSteps(0)
	}
	return passed
}
