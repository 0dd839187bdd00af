package session

import (
	"strings"

	"downhill/game"
	"downhill/game/session/keys"
	"downhill/game/store"
	"downhill/render"
	"downhill/world"
)

// aimGold is promptUI.slot for a throw of gold.
const aimGold = -1

// promptUI is the session's state for the run's commands.
type promptUI struct {
	page   int       // the help's page
	sel    int       // the inventory's item
	opt    int       // the options' line
	slot   int       // the slot chosen (aimGold for gold)
	at     world.Pos // the aim or look cursor
	logTop int       // how many lines the log view is scrolled up
	// recorded is set once the finished run went into the best runs;
	// place is its rank there (-1: not in the table), best the table.
	recorded bool
	place    int
	best     []game.Recap
	bestNote string // why the table shown may be new (the old one kept aside)
	chosen   int    // the run chosen in the table with the arrows, plus one (0: none)
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
	r := s.g.Recap()
	r.Replay = s.g.RecordingText()
	s.prompt.best, s.prompt.place, s.prompt.bestNote = store.AddRun(s.Runs, r)
}

// showKept is what a session opened on a run that had already ended (a
// finished save reopened) shows with its recap: the best runs as kept,
// this run marked where it stands. The run went into the table as it
// ended (do records it before AfterTurn saves the game), so it is not
// added again.
func (s *Session) showKept() {
	if !s.over() || s.prompt.recorded {
		return
	}
	s.prompt.recorded, s.prompt.place = true, -1
	s.loadBest()
	r := s.g.Recap()
	for i, q := range s.prompt.best {
		if q.SameRun(r) {
			s.prompt.place = i
		}
	}
	s.dirty = true
}

// promptKey handles the run's keys in ModePlay; it reports whether a was
// one.
func (s *Session) promptKey(a keys.Action) bool {
	r := &s.prompt
	switch a {
	case keys.ActPickUp:
		s.do(game.Command{Action: game.ActPickUp})
	case keys.ActUse:
		if len(s.g.Inventory) == 0 {
			s.g.Tell(game.PackEmpty)
			s.dirty = true
			return true
		}
		s.setMode(ModeChoose)
	case keys.ActThrowGold:
		r.slot = aimGold
		s.startAim()
	case keys.ActClose:
		if !s.do(game.Command{Action: game.ActClose}) && strings.HasPrefix(s.lastMessage(), "Which door") {
			s.setMode(ModeClose)
		}
	case keys.ActLook:
		r.at = s.lookStart()
		s.setMode(ModeLook)
	case keys.ActLog:
		r.logTop = 0
		s.setMode(ModeLog)
	case keys.ActBest:
		s.loadBest()
		s.setMode(ModeBest)
	default:
		return false
	}
	s.dirty = true
	return true
}

// chooseKey is a press in ModeChoose: a letter of the pack uses that
// slot, whatever the letter does elsewhere (the letter of an empty slot
// says so); anything else closes the prompt.
func (s *Session) chooseKey(in keys.Input) {
	s.setMode(ModePlay)
	c := keys.Fold(in.Char)
	switch {
	case c < 'a' || int(c-'a') >= game.InventorySlots:
	case int(c-'a') < len(s.g.Inventory) && s.g.Inventory[c-'a'] != world.NoItem:
		s.choose(int(c - 'a'))
	default:
		s.g.Tell(game.EmptySlot(int(c - 'a')))
		s.dirty = true
	}
}

// aimKey is a press in ModeAim or ModeLook: movement keys move the
// cursor, Enter throws (aim) or ends (look), Esc ends, `;` ends a look.
func (s *Session) aimKey(b keys.Binding) {
	r := &s.prompt
	switch b.Action {
	case keys.ActMove:
		r.at = s.clampCell(r.at.Add(b.Dir))
		s.repeats()
	case keys.ActConfirm:
		if s.mode == ModeAim {
			s.throwAt(r.at)
		} else {
			s.setMode(ModePlay)
		}
	case keys.ActCancel, keys.ActLook:
		s.setMode(ModePlay)
	case keys.ActNextTarget:
		r.at = s.nextCreature(r.at)
	}
	s.dirty = true
}

// nextCreature is the creature in view after the one at p, nearest the
// player first and round again (the player's own cell when none is in
// view): the look's and the aim's Tab.
func (s *Session) nextCreature(p world.Pos) world.Pos {
	var cs []world.Pos
	for _, e := range s.inView() {
		if e.MaxHP > 0 {
			cs = append(cs, e.At)
		}
	}
	if len(cs) == 0 {
		return s.g.PlayerPos()
	}
	for i, c := range cs {
		if c == p {
			return cs[(i+1)%len(cs)]
		}
	}
	return cs[0]
}

// closeKey is a press in ModeClose: a direction closes the door there;
// anything else closes the prompt.
func (s *Session) closeKey(b keys.Binding) {
	s.setMode(ModePlay)
	if b.Action == keys.ActMove {
		s.do(game.Command{Action: game.ActClose, DX: b.Dir.X, DY: b.Dir.Y})
	}
}

// logKey is a press in ModeLog: up and down scroll; anything else closes
// it.
func (s *Session) logKey(b keys.Binding) {
	if b.Action == keys.ActMove && b.Dir.X == 0 {
		s.prompt.logTop = max(0, min(s.prompt.logTop-b.Dir.Y, len(s.logLines())-1))
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
	s.prompt.best, s.prompt.bestNote = store.LoadBestRuns(s.Runs)
	s.prompt.chosen = 0
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

// startAim enters the aim mode with the cursor on the nearest creature
// in view (the player's own cell when none is; for an iron spike, a door
// beside the player), or where the mouse is over the map.
func (s *Session) startAim() {
	s.mode, s.prompt.at = ModeAim, s.g.PlayerPos()
	if p, ok := s.nearestCreature(); ok {
		s.prompt.at = p
	}
	if p, ok := s.doorBeside(); ok && s.aimKind() == world.Spike {
		s.prompt.at = p
	}
	if s.hovered {
		s.prompt.at = s.hover
	}
	s.dirty = true
}

// doorBeside is the first door (closed or open) next to the player, in
// the order of world.Dirs8, where an iron spike is aimed first.
func (s *Session) doorBeside() (world.Pos, bool) {
	gr, pp := s.g.Level.Grid, s.g.PlayerPos()
	for _, d := range world.Dirs8 {
		q := pp.Add(d)
		if t := gr.At(q.X, q.Y); t == world.Door || t == world.OpenDoor {
			return q, true
		}
	}
	return pp, false
}

// lookStart is where the look's cursor starts: on the nearest creature in
// view, as in Brogue and DCSS (what a player looks at first is what may
// kill them; Tab goes on to the next), else where a cursor starts
// (cursorStart).
func (s *Session) lookStart() world.Pos {
	if p, ok := s.nearestCreature(); ok {
		return p
	}
	return s.cursorStart()
}

// nearestCreature is the cell of the creature in view nearest the player:
// the first of the sidebar's creatures, which Tab (nextCreature) goes
// round from. ok is false when none is in view.
func (s *Session) nearestCreature() (p world.Pos, ok bool) {
	for _, e := range s.inView() {
		if e.MaxHP > 0 {
			return e.At, true
		}
	}
	return p, false
}

// throwAt commits the aimed throw at p; a refused throw keeps aiming (the
// message says why).
func (s *Session) throwAt(p world.Pos) {
	c := game.Command{Action: game.ActUse, Slot: s.prompt.slot, X: p.X, Y: p.Y}
	if s.prompt.slot == aimGold {
		c.Action = game.ActThrowGold
	}
	if s.do(c) && s.mode == ModeAim {
		s.setMode(ModePlay)
	}
}

// aimKind is the item being aimed (world.NoItem for gold).
func (s *Session) aimKind() world.ItemKind {
	if s.prompt.slot >= 0 && s.prompt.slot < len(s.g.Inventory) {
		return s.g.Inventory[s.prompt.slot]
	}
	return world.NoItem
}

// aimPrompt is the aim mode's prompt: what is done with the thing aimed
// and how ("Scatter the caltrops where? Enter or click to scatter, Tab:
// next goblin, Esc: cancel."; tap on a touch screen, see pointing).
func (s *Session) aimPrompt() string {
	ask, verb := "Throw gold where?", "throw"
	switch k := s.aimKind(); k {
	case world.NoItem:
	case world.Pick:
		ask, verb = "Dig with the pick which way?", "dig"
	case world.Caltrops:
		ask, verb = "Scatter the caltrops where?", "scatter"
	case world.Spike:
		ask, verb = "Spike which door beside you?", "jam it"
	default:
		ask = "Throw the " + world.ItemNames[k] + " where?"
	}
	return ask + " Enter or " + s.pointing() + " to " + verb + ", Tab: next goblin, Esc: cancel."
}

// aimView is what the aim mode draws: the line to the target and the area
// the item will cover there (the tunnel a pick would bore; a javelin's
// flight to where it stops, and that cell).
func (s *Session) aimView() *render.Aim {
	if s.mode != ModeAim {
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
	a.OK, _ = s.aimOK()
	if k == world.Javelin { // the way it flies: it stops at the first creature or wall
		var land world.Pos
		a.Line, land, _ = s.g.Flight(at, nil)
		a.Area = append(a.Area, land)
		return a
	}
	a.Line = line(pp, at)
	r := game.Area(k)
	for y := at.Y - r; y <= at.Y+r; y++ {
		for x := at.X - r; x <= at.X+r; x++ {
			a.Area = append(a.Area, world.Pos{X: x, Y: y})
		}
	}
	return a
}

// aimOK reports whether the throw aimed now can be made, and if not why
// ("Out of range."): the game's own check.
func (s *Session) aimOK() (bool, string) {
	if s.aimKind() == world.Pick {
		return true, ""
	}
	return s.g.CanThrow(s.prompt.at, false)
}

// line is the cells from a (excluded) to b (included), the way a thrown
// thing flies (world.Line).
func line(a, b world.Pos) []world.Pos { return world.Line(a, b, nil) }
