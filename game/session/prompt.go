package session

import (
	"fmt"
	"strings"
	"time"

	"downhill/game"
	"downhill/game/store"
	"downhill/internal/text"
	"downhill/render"
	"downhill/world"
)

// promptMode is an input mode of the commands that ask for more than a
// key: choosing an item by its letter, aiming a throw, picking a door's
// direction, looking, reading the log or the best runs.
type promptMode uint8

const (
	modeNone   promptMode = iota
	modeChoose            // `q`: the next letter picks a pack slot
	modeAim               // a throw (or a pick) being aimed: cursor, Enter, Esc
	modeClose             // `'` with several open doors: the next direction
	modeLook              // `;`: the cursor says what is where
	modeLog               // `/`: the message log
	modeBest              // `#`: the best runs
)

// aimGold is promptUI.slot for a throw of gold.
const aimGold = -1

// LogShown is how many of the newest messages the log view keeps.
const LogShown = 100

// promptUI is the session's state for those commands.
type promptUI struct {
	mode   promptMode
	slot   int       // the slot chosen (aimGold for gold)
	at     world.Pos // the aim or look cursor
	logTop int       // how many lines the log view is scrolled up
	// recorded is set once the finished run went into the best runs;
	// place is its rank there (-1: not in the table), best the table.
	recorded bool
	place    int
	best     []game.Recap
	bestNote string // why the table shown may be new (the old one kept aside)
}

// over reports whether the run has ended (death or victory).
func (s *Session) over() bool { return s.g.Dead || s.g.Won }

// recordRun puts a run that just ended into the best runs, once.
func (s *Session) recordRun() {
	if !s.over() || s.prompt.recorded {
		return
	}
	s.prompt.recorded, s.prompt.place = true, -1
	if !s.Runs.Kept() {
		return
	}
	s.prompt.best, s.prompt.place, s.prompt.bestNote = store.AddRun(s.Runs, s.g.Recap())
}

// promptKey handles those commands' keys and modes; it reports whether it
// used the key.
func (s *Session) promptKey(in Input, b Binding, now time.Time) bool {
	r := &s.prompt
	switch r.mode {
	case modeChoose:
		r.mode = modeNone
		s.dirty = true
		if c := fold(in.Char); c >= 'a' && int(c-'a') < len(s.g.Inventory) {
			s.choose(int(c - 'a'))
		}
		return true
	case modeAim, modeLook:
		switch b.Action {
		case ActMove:
			r.at = s.clampCell(r.at.Add(b.Dir))
			s.repeats()
		case ActConfirm:
			if r.mode == modeAim {
				s.throwAt(r.at)
			} else {
				r.mode = modeNone
			}
		case ActCancel, ActLook:
			r.mode = modeNone
		}
		s.dirty = true
		return true
	case modeClose:
		r.mode = modeNone
		s.dirty = true
		if b.Action == ActMove {
			s.do(game.Command{Action: game.ActClose, DX: b.Dir.X, DY: b.Dir.Y})
		}
		return true
	case modeLog, modeBest:
		if r.mode == modeLog && b.Action == ActMove && b.Dir.X == 0 {
			r.logTop = max(0, min(r.logTop-b.Dir.Y, len(s.logLines())-1))
			s.repeats()
		} else {
			r.mode = modeNone
		}
		s.dirty = true
		return true
	}
	switch b.Action {
	case ActAscend:
		s.do(game.Command{Action: game.ActAscend})
	case ActPickUp:
		s.do(game.Command{Action: game.ActPickUp})
	case ActUse:
		if len(s.g.Inventory) == 0 {
			s.g.Messages = append(s.g.Messages, "Your pack is empty.")
			s.dirty = true
			return true
		}
		r.mode = modeChoose
	case ActThrowGold:
		r.slot = aimGold
		s.startAim()
	case ActClose:
		if !s.do(game.Command{Action: game.ActClose}) && strings.HasPrefix(s.lastMessage(), "Which door") {
			r.mode = modeClose
		}
	case ActLook:
		r.mode, r.at = modeLook, s.g.PlayerPos()
		if s.hovered {
			r.at = s.hover
		}
	case ActLog:
		r.mode, r.logTop = modeLog, 0
	case ActBest:
		s.loadBest()
		r.mode = modeBest
	default:
		return false
	}
	s.dirty = true
	return true
}

// lastMessage is the newest message, or "".
func (s *Session) lastMessage() string {
	if n := len(s.g.Messages); n > 0 {
		return s.g.Messages[n-1]
	}
	return ""
}

// loadBest reads the best runs table for the `#` dialog.
func (s *Session) loadBest() {
	s.prompt.best, s.prompt.bestNote = store.LoadBestRuns(s.Runs)
}

// choose uses pack slot i: at once for an item used on the spot, or aimed
// first for a thrown one.
func (s *Session) choose(i int) {
	k := s.g.Inventory[i]
	s.prompt.slot = i
	if !game.Targeted(k) {
		p := s.g.PlayerPos()
		s.do(game.Command{Action: game.ActUse, Slot: i, X: p.X, Y: p.Y})
		return
	}
	s.startAim()
}

// startAim enters the aim mode with the cursor on the nearest goblin in
// view (the player's own cell when none is).
func (s *Session) startAim() {
	s.prompt.mode, s.prompt.at = modeAim, s.g.PlayerPos()
	best := -1
	l, pp := s.g.Level, s.g.PlayerPos()
	for e, alive := range l.Ents.Alive {
		q := l.Ents.Pos[e]
		if !alive || world.Entity(e) == s.g.Player || !l.Grid.Visible[l.Grid.Index(q.X, q.Y)] {
			continue
		}
		if d := max(abs(q.X-pp.X), abs(q.Y-pp.Y)); best < 0 || d < best {
			best, s.prompt.at = d, q
		}
	}
	if s.hovered {
		s.prompt.at = s.hover
	}
	s.dirty = true
}

// throwAt commits the aimed throw at p; a refused throw keeps aiming (the
// message says why).
func (s *Session) throwAt(p world.Pos) {
	c := game.Command{Action: game.ActUse, Slot: s.prompt.slot, X: p.X, Y: p.Y}
	if s.prompt.slot == aimGold {
		c.Action = game.ActThrowGold
	}
	if s.do(c) {
		s.prompt.mode = modeNone
	}
}

// aimKind is the item being aimed (world.NoItem for gold).
func (s *Session) aimKind() world.ItemKind {
	if s.prompt.slot >= 0 && s.prompt.slot < len(s.g.Inventory) {
		return s.g.Inventory[s.prompt.slot]
	}
	return world.NoItem
}

// aimView is what the aim mode draws: the line to the target and the area
// the item will cover there (the tunnel a pick would bore).
func (s *Session) aimView() *render.Aim {
	if s.prompt.mode != modeAim {
		return nil
	}
	k, at, pp := s.aimKind(), s.prompt.at, s.g.PlayerPos()
	a := &render.Aim{}
	if k == world.Pick {
		d := pp.Toward(at)
		for q, i := pp.Add(d), 0; i < game.PickLength && d != (world.Pos{}); q, i = q.Add(d), i+1 {
			a.Area = append(a.Area, q)
		}
		a.OK = len(a.Area) > 0
		return a
	}
	a.Line = line(pp, at)
	a.OK, _ = s.g.CanThrow(at, false)
	r := game.Area(k)
	for y := at.Y - r; y <= at.Y+r; y++ {
		for x := at.X - r; x <= at.X+r; x++ {
			a.Area = append(a.Area, world.Pos{X: x, Y: y})
		}
	}
	return a
}

// line is the cells from a (excluded) to b (included), Bresenham's.
func line(a, b world.Pos) []world.Pos {
	var out []world.Pos
	dx, dy := abs(b.X-a.X), -abs(b.Y-a.Y)
	sx, sy := a.Toward(b).X, a.Toward(b).Y
	e := dx + dy
	for p := a; p != b; {
		if e2 := 2 * e; e2 >= dy {
			e += dy
			p.X += sx
		} else {
			e += dx
			p.Y += sy
		}
		out = append(out, p)
	}
	return out
}

// hint is the pack row's text in a mode that needs one.
func (s *Session) hint() string {
	switch s.prompt.mode {
	case modeChoose:
		return "Use which item? Press its letter (Esc cancels)."
	case modeAim:
		what := "gold"
		if k := s.aimKind(); k != world.NoItem {
			what = "the " + world.ItemNames[k]
		}
		return "Aim " + what + ": Enter or click throws, Esc cancels"
	case modeClose:
		return "Close which door? Press its direction."
	case modeLook:
		return "Look: cursor or mouse; Esc ends"
	}
	return ""
}

// panel is the bottom panel (the HUD) for the frame.
func (s *Session) panel() *render.Panel {
	g := s.g
	st := g.Level.Ents
	p := &render.Panel{HP: st.HP[g.Player], MaxHP: st.MaxHP[g.Player], Depth: g.Depth, Gold: g.Gold,
		Turn: g.Turn, Heart: g.HasHeart, Items: g.Inventory, Selected: -1, Hint: s.hint(),
		Note: fmt.Sprintf("Seed %d", g.Cfg.Seed)}
	if g.Swimming() {
		p.Note = fmt.Sprintf("Swim %d/%d  ", g.SwimLeft(), g.SwimBudget()) + p.Note
	}
	if s.prompt.mode == modeAim {
		p.Selected = s.prompt.slot
	}
	return p
}

// lookText is the look line: the look or aim cursor's cell, else the
// hovered one.
func (s *Session) lookText() string {
	switch {
	case s.prompt.mode == modeLook || s.prompt.mode == modeAim:
		return s.g.LookAt(s.prompt.at)
	case s.hovered:
		return s.g.LookAt(s.hover)
	}
	return ""
}

// logLines are the newest LogShown messages, oldest first.
func (s *Session) logLines() []string {
	m := s.g.Messages
	return m[max(0, len(m)-LogShown):]
}

// logDialog is the message log, scrolled by logTop, as many lines as fit.
func (s *Session) logDialog() []string {
	lines := s.logLines()
	fit := max(s.viewH-4, 5)
	end := len(lines) - s.prompt.logTop
	start := max(0, end-fit)
	out := []string{fmt.Sprintf("Messages %d-%d of %d (up/down, Esc)", start+1, end, len(lines))}
	return append(out, lines[start:end]...)
}

// bestDialog is the best runs table, the run just ended marked.
func (s *Session) bestDialog(title string) []string {
	out := []string{title}
	if s.prompt.bestNote != "" {
		out = append(out, s.prompt.bestNote)
	}
	if !s.Runs.Kept() {
		return append(out, "No table is kept in this game (-save none).")
	}
	if len(s.prompt.best) == 0 {
		return append(out, "No finished runs yet.")
	}
	for i, r := range s.prompt.best {
		mark := "  "
		if s.over() && i == s.prompt.place {
			mark = "->"
		}
		end, _, _ := strings.Cut(r.Cause, " on depth ")
		if r.Won {
			end = "WON with the Heart"
		}
		out = append(out, fmt.Sprintf("%s%2d. %5d  depth %d  %s", mark, i+1, r.Score, r.Deepest, end))
	}
	return wrap(out, max(s.viewW-8, 30))
}

// recapDialog is the end of a run: the recap (DeathLines), the best runs
// with this one marked, how to go on.
func (s *Session) recapDialog() []string {
	out := DeathLines(s.g, max(s.viewW-8, 30))
	if !s.Runs.Kept() {
		return out
	}
	last := out[len(out)-1]
	out = append(out[:len(out)-1], s.bestDialog("Best runs")...)
	return append(out, "", last)
}

// wrap breaks lines longer than width at spaces (text.Wrap), the
// continuation indented by two.
func wrap(lines []string, width int) []string {
	var out []string
	for _, l := range lines {
		out = append(out, text.Wrap(l, width)...)
	}
	return out
}

// promptDialog is the dialog of the prompt's modes, or nil.
func (s *Session) promptDialog() []string {
	switch s.prompt.mode {
	case modeLog:
		return s.logDialog()
	case modeBest:
		return s.bestDialog("Best runs")
	}
	return nil
}
