package session

import (
	"fmt"
	"strings"

	"downhill/game"
	"downhill/render"
	"downhill/world"
)

// aimGold is runUI.slot for a throw of gold.
const aimGold = -1

// LogShown is how many of the newest messages the log view keeps.
const LogShown = 100

// runUI is the session's state for the run's commands.
type runUI struct {
	slot   int       // the slot chosen (aimGold for gold)
	at     world.Pos // the aim or look cursor
	logTop int       // how many lines the log view is scrolled up
	// recorded is set once the finished run went into the best runs;
	// place is its rank there (-1: not in the table), best the table.
	recorded bool
	place    int
	best     []game.Recap
	bestErr  error
}

// over reports whether the run has ended (death or victory).
func (s *Session) over() bool { return s.g.Dead || s.g.Won }

// recordRun puts a run that just ended into the best runs, once.
func (s *Session) recordRun() {
	if !s.over() || s.run.recorded {
		return
	}
	s.run.recorded, s.run.place = true, -1
	if s.Runs == nil {
		return
	}
	s.run.best, s.run.place, s.run.bestErr = game.AddRun(s.Runs, s.g.Recap())
}

// runKey handles the run's keys in ModePlay; it reports whether a was
// one.
func (s *Session) runKey(a Action) bool {
	r := &s.run
	switch a {
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
		s.setMode(ModeChoose)
	case ActThrowGold:
		r.slot = aimGold
		s.startAim()
	case ActClose:
		if !s.do(game.Command{Action: game.ActClose}) && strings.HasPrefix(s.lastMessage(), "Which door") {
			s.setMode(ModeClose)
		}
	case ActLook:
		r.at = s.g.PlayerPos()
		if s.hovered {
			r.at = s.hover
		}
		s.setMode(ModeLook)
	case ActLog:
		r.logTop = 0
		s.setMode(ModeLog)
	case ActBest:
		s.loadBest()
		s.setMode(ModeBest)
	default:
		return false
	}
	s.dirty = true
	return true
}

// chooseKey is a press in ModeChoose: a letter of the pack uses that
// slot, whatever the letter does elsewhere; anything else closes the
// prompt.
func (s *Session) chooseKey(in Input) {
	s.setMode(ModePlay)
	if c := fold(in.Char); c >= 'a' && int(c-'a') < len(s.g.Inventory) {
		s.choose(int(c - 'a'))
	}
}

// aimKey is a press in ModeAim or ModeLook: movement keys move the
// cursor, Enter throws (aim) or ends (look), Esc ends, `;` ends a look.
func (s *Session) aimKey(b Binding) {
	r := &s.run
	switch b.Action {
	case ActMove:
		r.at = s.clampCell(r.at.Add(b.Dir))
		s.repeats()
	case ActConfirm:
		if s.mode == ModeAim {
			s.throwAt(r.at)
		} else {
			s.setMode(ModePlay)
		}
	case ActCancel, ActLook:
		s.setMode(ModePlay)
	}
	s.dirty = true
}

// closeKey is a press in ModeClose: a direction closes the door there;
// anything else closes the prompt.
func (s *Session) closeKey(b Binding) {
	s.setMode(ModePlay)
	if b.Action == ActMove {
		s.do(game.Command{Action: game.ActClose, DX: b.Dir.X, DY: b.Dir.Y})
	}
}

// logKey is a press in ModeLog: up and down scroll; anything else closes
// it.
func (s *Session) logKey(b Binding) {
	if b.Action == ActMove && b.Dir.X == 0 {
		s.run.logTop = max(0, min(s.run.logTop-b.Dir.Y, len(s.logLines())-1))
		s.repeats()
		s.dirty = true
		return
	}
	s.closeMode()
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
	if s.Runs == nil {
		s.run.best, s.run.bestErr = nil, nil
		return
	}
	s.run.best, s.run.bestErr = game.BestRuns(s.Runs)
}

// choose uses pack slot i: at once for an item used on the spot, or aimed
// first for a thrown one.
func (s *Session) choose(i int) {
	k := s.g.Inventory[i]
	s.run.slot = i
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
	s.mode, s.run.at = ModeAim, s.g.PlayerPos()
	best := -1
	l, pp := s.g.Level, s.g.PlayerPos()
	for e, alive := range l.Ents.Alive {
		q := l.Ents.Pos[e]
		if !alive || world.Entity(e) == s.g.Player || !l.Grid.Visible[l.Grid.Index(q.X, q.Y)] {
			continue
		}
		if d := max(abs(q.X-pp.X), abs(q.Y-pp.Y)); best < 0 || d < best {
			best, s.run.at = d, q
		}
	}
	if s.hovered {
		s.run.at = s.hover
	}
	s.dirty = true
}

// throwAt commits the aimed throw at p; a refused throw keeps aiming (the
// message says why).
func (s *Session) throwAt(p world.Pos) {
	c := game.Command{Action: game.ActUse, Slot: s.run.slot, X: p.X, Y: p.Y}
	if s.run.slot == aimGold {
		c.Action = game.ActThrowGold
	}
	if s.do(c) && s.mode == ModeAim {
		s.setMode(ModePlay)
	}
}

// aimKind is the item being aimed (world.NoItem for gold).
func (s *Session) aimKind() world.ItemKind {
	if s.run.slot >= 0 && s.run.slot < len(s.g.Inventory) {
		return s.g.Inventory[s.run.slot]
	}
	return world.NoItem
}

// aimView is what the aim mode draws: the line to the target and the area
// the item will cover there (the tunnel a pick would bore).
func (s *Session) aimView() *render.Aim {
	if s.mode != ModeAim {
		return nil
	}
	k, at, pp := s.aimKind(), s.run.at, s.g.PlayerPos()
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
	switch s.mode {
	case ModeChoose:
		return "Use which item? Press its letter (Esc cancels)."
	case ModeAim:
		what := "gold"
		if k := s.aimKind(); k != world.NoItem {
			what = "the " + world.ItemNames[k]
		}
		return "Aim " + what + ": Enter or click throws, Esc cancels"
	case ModeClose:
		return "Close which door? Press its direction."
	case ModeLook:
		return "Look: cursor or mouse; Esc ends"
	}
	return ""
}

// panel is the run's panel for the frame.
func (s *Session) panel() *render.Panel {
	g := s.g
	st := g.Level.Ents
	p := &render.Panel{HP: st.HP[g.Player], MaxHP: st.MaxHP[g.Player], Depth: g.Depth, Gold: g.Gold,
		Turn: g.Turn, Heart: g.HasHeart, Items: g.Inventory, Selected: -1, Hint: s.hint(),
		Note: fmt.Sprintf("Seed %d", g.Cfg.Seed)}
	if g.Swimming() {
		p.Note = fmt.Sprintf("Swim %d/%d  ", g.SwimLeft(), g.SwimBudget()) + p.Note
	}
	if s.mode == ModeAim {
		p.Selected = s.run.slot
	}
	return p
}

// lookText is the look line: the look or aim cursor's cell, else the
// hovered one.
func (s *Session) lookText() string {
	switch {
	case s.mode == ModeLook || s.mode == ModeAim:
		return s.g.LookAt(s.run.at)
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
	end := len(lines) - s.run.logTop
	start := max(0, end-fit)
	out := []string{fmt.Sprintf("Messages %d-%d of %d (up/down, Esc)", start+1, end, len(lines))}
	return append(out, lines[start:end]...)
}

// bestDialog is the best runs table, the run just ended marked.
func (s *Session) bestDialog(title string) []string {
	out := []string{title}
	if s.run.bestErr != nil {
		out = append(out, "The table could not be read: "+s.run.bestErr.Error())
	}
	if s.Runs == nil {
		return append(out, "No table is kept in this game (-save none).")
	}
	if len(s.run.best) == 0 {
		return append(out, "No finished runs yet.")
	}
	for i, r := range s.run.best {
		mark := "  "
		if s.over() && i == s.run.place {
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
	if s.Runs == nil {
		return out
	}
	last := out[len(out)-1]
	out = append(out[:len(out)-1], s.bestDialog("Best runs")...)
	return append(out, "", last)
}

// wrap breaks lines longer than width at spaces, the continuation
// indented by two.
func wrap(lines []string, width int) []string {
	var out []string
	for _, l := range lines {
		for len(l) > width {
			cut := strings.LastIndexByte(l[:width], ' ')
			if cut <= 2 {
				cut = width
			}
			out = append(out, l[:cut])
			l = "  " + strings.TrimLeft(l[cut:], " ")
		}
		out = append(out, l)
	}
	return out
}
