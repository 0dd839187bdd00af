// Package session is everything a Downhill front end does that is not
// pixels on a screen: the input modes (play, the `t` cursor, the help and
// death dialogs), the field overlay, the hovered cell, animated trips and
// their timing, key repeat, the camera, the one key table and the help
// generated from it, where the frame sits in a window, and the frame
// itself, drawn on the CPU by package render. It imports no toolkit, so
// every front end and `downhill-headless sim -keys` play through the same
// code, and every input rule is tested without a window.
//
// A front end is an Update/Draw loop. Its input contract: named keys by
// the session's own names (Key, and KeyUp when it sees releases), typed
// characters after the keyboard's layout (Text, TextUp), the mouse in
// frame pixels (Pointer, Press, Drag, ButtonUp; PointerGone when it can
// tell the mouse left), and the window's size (Resize). It then calls
// Update with the clock, which takes the trip steps and key repeats that
// are due and returns when it wants to be called again (zero: only on
// input), so a front end runs no frames while nothing moves; and when
// Dirty, Draw for the next frame, whose changed rectangles Damage names
// and which it shows where Fit says.
package session

import (
	"fmt"
	"image"
	"io"
	"slices"
	"time"

	"downhill/game"
	"downhill/game/session/keys"
	"downhill/game/session/lab"
	"downhill/game/store"
	"downhill/render"
	"downhill/world"
)

// stepEvery is the pace of animated travel and auto-explore: about 16
// steps a second, quick enough not to bore and slow enough to follow.
const stepEvery = 60 * time.Millisecond

// trip is an animated walk the window drives one step per tick.
type trip uint8

const (
	tripNone    trip = iota
	tripTravel       // towards Session.target (click or `t` + Enter)
	tripExplore      // auto-explore (`x`)
)

// Session is a front end's state around one game: input modes, the
// overlay, the hovered cell, the trip in progress, the camera and the last
// frame drawn. It is not safe for concurrent use: one goroutine (the
// window's) calls it.
type Session struct {
	// AfterTurn, when set, is called with the game after every turn that
	// passed (a restart and a new level included), so a front end can save
	// it, or keep g (the same *Game for the whole session: a restart
	// replaces its contents) to save later. It must not change g.
	AfterTurn func(g *game.Game)
	// Runs, when kept, keeps the best runs table: a finished run goes in,
	// and the `#` key and the end-of-run dialog show it.
	Runs store.Slot

	g      *game.Game
	events io.Writer
	frames render.FrameCache // what the image Draw last drew into shows

	mode    Mode // the input mode in force (see Mode for the precedence)
	overlay int  // 0 off, 1 player heat, 2 player digits, 3.. heat of Fields()[overlay-2]

	cursor  world.Pos // the travel cursor (ModeTravel)
	hovered bool      // the mouse is over a map cell
	hover   world.Pos // that cell

	trip     trip
	target   world.Pos // travel destination
	nextStep time.Time // when the trip takes its next step
	steps    int       // the steps the trip has taken (a key string's <Stop N>)

	cams         cameras // the map's camera, for each view size lately shown
	viewW, viewH int

	path     []world.Pos // cached preview for pathFrom/pathTo
	pathTo   world.Pos
	pathTurn int
	pathOK   bool
	next     prepared // what the next frame shows, brought up to date by settle

	shown   Layout     // what the last Draw drew
	pointer [2]float32 // the mouse in frame pixels, while pointerIn
	pointIn bool

	dirty  bool              // something visible changed since the last Draw
	damage []image.Rectangle // where the last Draw changed its image

	lab       *lab.Lab      // the Dijkstra lab
	nextTick  time.Time     // the flood playback's next tick
	win       image.Point   // the window, from the last Resize
	cell      image.Point   // the cell size of the frame
	touch     bool          // the front end has seen a touch: show touch buttons
	lastScene *render.Scene // the scene of the last Draw (panel hits)

	sideHover   int  // the sidebar entry under the mouse (-1: none)
	hoverHidden bool // a key was pressed: the mouse hovers nothing until it moves

	stamps      stamps      // the turn of each message
	intentCache intentCache // the goblins' intents of this turn
	edits       int         // the sandbox's strokes so far (fields change within a turn)

	keeper keeper // the sitting, while its save is open elsewhere (ModeElsewhere)

	settings    Settings
	store       store.Slot
	settingsErr error
	note        string    // a line for the message area, not the game's log (settings)
	rep         keyRepeat // the key held down and its repeats

	twin    *game.Game // the right-hand game of a comparison
	twinCam world.Pos  // its camera

	sand *sandbox // the sandbox, when the session is one

	watch *watching // the replay being watched (ModeReplay)

	prompt promptUI // the run's commands: items, aiming, look, log, best runs

	quit bool // the player asked to save and quit (QuitAsked)
}

// New starts a session on g. When events is not nil it gets g.EventLine()
// now and after every turn that passed, flushed at once (tests and the
// browser console read it while the game runs). The view starts at the
// default size (80x45 cells, less on a smaller level) until Resize.
func New(g *game.Game, events io.Writer) *Session {
	s := &Session{g: g, events: events, dirty: true, lab: lab.NewLab(), sideHover: -1}
	gr := g.Level.Grid
	s.viewW, s.viewH = min(minViewW, gr.W), min(minViewH, gr.H)
	// A game loaded mid-trip (a browser save) carries on walking.
	switch g.Nav.Trip.Kind {
	case game.TravelTrip:
		s.trip, s.target = tripTravel, g.Nav.Trip.Target
	case game.ExploreTrip:
		s.trip = tripExplore
	}
	s.syncMode() // a finished save reopens on its recap
	s.stampMessages()
	s.welcome()
	s.stampMessages()
	s.emit()
	return s
}

// emit writes the -events line for the current state and flushes it at
// once, because tests and the browser console read it while we run.
func (s *Session) emit() { s.writeEvent(s.g.EventLine()) }

// emitWatch writes the event line of the replay's turn shown, after
// "replay ", when it shows another turn than the last it wrote: the
// browser's console and the tests follow a replay as they follow play.
func (s *Session) emitWatch() {
	w := s.watch
	if w == nil || !w.Fresh() {
		return
	}
	s.writeEvent("replay " + w.Game().EventLine())
}

// writeEvent writes one line to the events writer, if any, flushed.
func (s *Session) writeEvent(line string) {
	if s.events == nil {
		return
	}
	fmt.Fprintln(s.events, line)
	if f, ok := s.events.(interface{ Flush() error }); ok {
		f.Flush()
	}
}

// do carries out one command; when a turn passed it prints the event line
// and calls AfterTurn. The frame is redrawn either way: a refused command
// may still have said why ("There are no stairs here.").
func (s *Session) do(c game.Command) bool {
	s.note = ""
	s.stampMessages() // what was said before this turn has its own turn
	if c.Action == game.ActTravel || c.Action == game.ActExplore {
		s.steps++
	}
	passed := s.g.Do(c)
	if passed {
		s.syncMode()
		s.recordRun()
		s.mirror(c)
		s.emit()
		if s.AfterTurn != nil {
			s.AfterTurn(s.g)
		}
	}
	s.dirty = true
	return passed
}

// Game is the game the session plays (the same *Game for the whole
// session: a restart replaces its contents), also while a replay of
// another is shown (Watching).
func (s *Session) Game() *game.Game {
	if s.watch != nil {
		return s.watch.home
	}
	return s.g
}

// dispatch carries out one press of in (a named key or a typed
// character, with its binding b) at time now, by the precedence Mode
// states: a trip first, then the mode in force, then in play the key
// table's rows in force. A press the table lacks is ignored, except that
// any press stops a trip.
func (s *Session) dispatch(in keys.Input, b keys.Binding, now time.Time) {
	s.syncMode()
	if b.Action == keys.ActSaveQuit {
		s.askQuit()
		return
	}
	if s.trip != tripNone {
		// Any key stops a trip and is spent doing so, so a player mashing
		// a key to stop never also takes an unintended step.
		s.stopTrip()
		return
	}
	switch s.mode {
	case ModePlay:
		s.playKey(in, b, now)
	case ModeTravel:
		s.travelKey(b, now)
	case ModeChoose:
		s.chooseKey(in)
	case ModeAim, ModeLook:
		s.aimKey(b)
	case ModeClose:
		s.closeKey(b)
	case ModeLog:
		s.logKey(b)
	case ModeBest:
		s.bestKey(b)
	case ModeReplay:
		if s.watch != nil && s.watch.TypeTurn(in) {
			s.show(s.watch.Game())
			s.emitWatch()
			s.dirty = true
			return
		}
		s.watchKey(b, now)
	case ModeHelp:
		s.helpKey(b)
	case ModeOver:
		s.overKey(in, b, now)
	case ModeInventory:
		s.inventoryKey(in, b)
	case ModeOptions:
		s.optionsKey(in, b)
	case ModeElsewhere:
		s.elsewhereKey(in, b)
	}
}

// playKey is a press in ModePlay: the sandbox's keys, then the lab's
// while it is open, then the play keys, the lab's toggle and the settings.
func (s *Session) playKey(in keys.Input, b keys.Binding, now time.Time) {
	act, d := b.Action, b.Dir
	if act == keys.ActOverlay && s.lab.Open {
		act = keys.ActLabNext // F steps the lab's fields while it is open
	}
	if s.sandboxKey(act, now) || s.labFieldKey(b) || s.labKey(act, now) || s.promptKey(act) {
		return
	}
	switch act {
	case keys.ActMove:
		s.do(game.Command{Action: game.ActMove, DX: d.X, DY: d.Y})
		s.repeats()
	case keys.ActWait:
		s.do(game.Command{Action: game.ActWait})
		s.repeats()
	case keys.ActDescend, keys.ActAscend:
		s.stairsKey(act == keys.ActAscend, now)
	case keys.ActHelp:
		s.prompt.page = 0
		s.setMode(ModeHelp)
	case keys.ActInventory:
		s.openInventory()
	case keys.ActOptions:
		s.setMode(ModeOptions)
	case keys.ActIntents:
		set := s.settings
		set.NoIntents = !set.NoIntents
		s.changeSetting(set)
		s.note = "Intent arrows " + onOff(!set.NoIntents) + "."
	case keys.ActOverlay:
		s.cycleOverlay()
	case keys.ActExplore:
		s.beginTrip(tripExplore, now)
	case keys.ActCursor:
		s.cursor = s.cursorStart()
		s.setMode(ModeTravel)
	case keys.ActCancel:
		if s.hovered {
			s.hovered = false
			s.dirty = true
		}
	}
}

// stairsKey is `<` (up) or `>`: on stairs of that way it takes them;
// elsewhere it travels to the stairs of that way the player has seen (as
// DCSS and Brogue do), and the same key pressed there takes them. Taking
// them on arrival would carry a player who meant only to walk there into
// a new level: the second press is the choice.
func (s *Session) stairsKey(up bool, now time.Time) {
	g := s.g
	if g.OnStairs(up) {
		c := game.Command{Action: game.ActDescend}
		if up {
			c.Action = game.ActAscend
		}
		s.do(c)
		return
	}
	s.note = ""
	s.stampMessages()
	st, ok := g.StairsTrip(up)
	if !ok {
		s.stampMessages()
		s.dirty = true
		return
	}
	s.startTravel(st, now)
}

// cursorStart is where a cursor (the look's, travel's) starts: the cell the
// mouse is over while it is over the map, else the player's.
func (s *Session) cursorStart() world.Pos {
	if s.hovered {
		return s.hover
	}
	return s.g.PlayerPos()
}

// travelKey is a press in ModeTravel: movement keys move the cursor,
// Enter travels there, Esc or `t` leaves, F still cycles the overlay.
func (s *Session) travelKey(b keys.Binding, now time.Time) {
	switch b.Action {
	case keys.ActMove:
		s.cursor = s.clampCell(s.cursor.Add(b.Dir))
		s.repeats()
		s.dirty = true
	case keys.ActConfirm:
		s.setMode(ModePlay)
		s.startTravel(s.cursor, now)
	case keys.ActCancel, keys.ActCursor:
		s.setMode(ModePlay)
	case keys.ActOverlay:
		s.cycleOverlay()
	}
}

// overKey is a press once the run has ended: `r` starts a new game (the
// sandbox starts its drawing again), `#` shows the best runs.
func (s *Session) overKey(in keys.Input, b keys.Binding, now time.Time) {
	switch {
	case b.Action == keys.ActRestart && s.sand != nil:
		if err := s.loadSandbox(); err != nil {
			s.note = "Cannot load: " + err.Error()
		}
	case b.Action == keys.ActRestart:
		s.do(game.Command{Action: game.ActRestart})
		s.reset()
		s.welcome()
		s.stampMessages()
	case b.Action == keys.ActBest:
		s.loadBest()
		s.setMode(ModeBest)
	case b.Action == keys.ActWatch && s.sand == nil && s.twin == nil:
		s.startWatch(s.g.RecordingText(), ModeOver, now)
	}
}

// Welcome is the first message of a new run of g: the goal (the Heart's
// depth is the game's) and the key of the help (the key table's).
func Welcome(g *game.Game) string {
	return fmt.Sprintf("Go down to depth %d, take the Heart of the Mountain (&) and climb back out. Press %s for help.",
		g.HeartDepth(), keys.First(keys.ActHelp))
}

// welcome says Welcome when the game has not begun (turn 0 on depth 1).
func (s *Session) welcome() {
	g := s.g
	if w := Welcome(g); g.Turn == 0 && g.Depth == 1 && !s.over() && s.sand == nil && !slices.Contains(g.Messages, w) {
		g.Tell(w)
	}
}

// reset forgets everything tied to the previous game after a restart.
func (s *Session) reset() {
	s.mode, s.hovered, s.trip = ModePlay, false, tripNone
	s.prompt = promptUI{}
	s.lab.Selected = world.NoEntity
	s.lab.Playback.On = false
	s.pathOK = false
	s.cams = cameras{}
	s.dirty = true
}

// clampCell keeps p on the level.
func (s *Session) clampCell(p world.Pos) world.Pos {
	gr := s.g.Level.Grid
	return world.Pos{X: max(0, min(p.X, gr.W-1)), Y: max(0, min(p.Y, gr.H-1))}
}

// cycleOverlay steps F through: off, the player field as heat, as digits,
// then each other field of this turn as heat, and back to off.
func (s *Session) cycleOverlay() {
	s.overlay++
	if s.overlay >= 2+len(s.g.Fields()) {
		s.overlay = 0
	}
	s.dirty = true
}

// overlayView is the overlay kind and field index for the current F state;
// a field that vanished since (Fields lists only those in use) turns it off.
//
// Fields is asked only while an overlay is on: listing the fields may scan
// one the creatures have not needed yet.
func (s *Session) overlayView() (render.OverlayKind, int) {
	if s.overlay == 0 {
		return render.OverlayNone, 0
	}
	n := len(s.g.Fields())
	switch {
	case n == 0:
		return render.OverlayNone, 0
	case s.overlay == 1:
		return render.OverlayHeat, 0
	case s.overlay == 2:
		return render.OverlayDigits, 0
	case s.overlay-2 < n:
		return render.OverlayHeat, s.overlay - 2
	}
	s.overlay = 0
	return render.OverlayNone, 0
}

// Hover records the map cell under the mouse (ok false: off the map, or
// the mouse left the window). Pointer does the same from pixels.
func (s *Session) Hover(p world.Pos, ok bool) {
	if ok == s.hovered && (!ok || p == s.hover) {
		return
	}
	s.hovered, s.hover = ok, p
	if ok && (s.mode == ModeAim || s.mode == ModeLook) {
		s.prompt.at = p
	}
	s.dirty = true
}

// Click handles a mouse button press on map cell p at time now: the
// primary button attacks an adjacent goblin or travels; the secondary
// cancels travel and the keyboard cursor (p does not matter for it).
func (s *Session) Click(p world.Pos, primary bool, now time.Time) {
	if s.mode == ModeReplay { // the lab's click inspects; the replay is never played
		if primary {
			s.labClick(p)
		}
		return
	}
	if !primary && s.sandboxPress(p, false) {
		return
	}
	s.syncMode()
	if !primary {
		s.stopTrip()
		if s.mode != ModePlay {
			s.closeMode()
		}
		return
	}
	if s.trip != tripNone {
		s.stopTrip()
		return
	}
	switch s.mode {
	case ModePlay:
	case ModeOver:
		return
	case ModeAim:
		s.prompt.at = p
		s.throwAt(p)
		s.dirty = true
		return
	case ModeLook:
		s.prompt.at = p
		s.dirty = true
		return
	case ModeTravel:
		s.setMode(ModePlay) // and travel to the click
	default:
		s.closeMode()
		return
	}
	pp := s.g.PlayerPos()
	dx, dy := p.X-pp.X, p.Y-pp.Y
	if dx == 0 && dy == 0 {
		return
	}
	if s.sandboxPress(p, true) || s.labClick(p) {
		return
	}
	if max(world.Abs(dx), world.Abs(dy)) == 1 && s.goblinSeenAt(p) {
		s.do(game.Command{Action: game.ActMove, DX: dx, DY: dy})
		return
	}
	s.startTravel(p, now)
}

// goblinSeenAt reports whether a creature other than the player stands on
// p where the player can see it (clicking an unseen one must not attack
// the dark and reveal it).
func (s *Session) goblinSeenAt(p world.Pos) bool {
	l := s.g.Level
	e := l.Ents.At(p)
	if e == world.NoEntity || e == s.g.Player || !l.Ents.Alive[e] {
		return false
	}
	return l.Grid.Visible[l.Grid.Index(p.X, p.Y)]
}

// startTravel sets off towards p, taking the first step at once so a click
// answers without waiting a tick.
func (s *Session) startTravel(p world.Pos, now time.Time) {
	s.target = p
	s.beginTrip(tripTravel, now)
}

// beginTrip sets off on trip t, taking its first step at once.
func (s *Session) beginTrip(t trip, now time.Time) {
	s.trip, s.steps = t, 0
	s.nextStep = now
	s.Update(now)
}

// stopTrip ends a trip (a key, a right click, Esc).
func (s *Session) stopTrip() {
	if s.trip == tripNone {
		return
	}
	s.trip, s.steps = tripNone, 0
	s.g.Do(game.Command{Action: game.ActStop})
	s.dirty = true
}

// Update is the loop's Update: it takes the trip steps due at now (one
// command, one turn each, every stepEvery) and returns when the next is
// due, or the zero time when no trip is under way and nothing will change
// until input arrives.
func (s *Session) Update(now time.Time) time.Time {
	next := s.updateTrip(now)
	for _, t := range []time.Time{s.tickPlayback(now), s.autoplaySandbox(now), s.tickRepeat(now), s.tickWatch(now), s.tickElsewhere(now)} {
		if next.IsZero() || !t.IsZero() && t.Before(next) {
			next = t
		}
	}
	s.rehover()
	s.warmPreview()
	return next
}

// warmPreview asks the rules for the path preview to the cell pointed
// at, when that cell or the turn changed, so the flood is taken in the
// loop's Update and the frame only reads it.
func (s *Session) warmPreview() {
	if p, ok := s.pointed(); ok && (s.mode == ModePlay || s.mode == ModeTravel) {
		s.preview(p)
	}
}

// updateTrip takes the trip steps due at now (Update).
func (s *Session) updateTrip(now time.Time) time.Time {
	if s.trip == tripNone {
		return time.Time{}
	}
	if now.Before(s.nextStep) {
		return s.nextStep
	}
	var passed bool
	if s.trip == tripTravel {
		passed = s.do(game.Command{Action: game.ActTravel, X: s.target.X, Y: s.target.Y})
	} else {
		passed = s.do(game.Command{Action: game.ActExplore})
	}
	if !passed || !s.g.Travelling() || s.g.Dead {
		s.trip, s.steps = tripNone, 0
		s.dirty = true
		return time.Time{}
	}
	// Keep the cadence from the planned time, not from a late frame, but
	// never try to catch up a backlog in a burst.
	every := s.settings.pace(stepEvery)
	s.nextStep = s.nextStep.Add(every)
	if s.nextStep.Before(now) {
		s.nextStep = now.Add(every)
	}
	return s.nextStep
}

// pointed is the cell the player is pointing at: the keyboard cursor, the
// travel target, or the hovered cell.
func (s *Session) pointed() (world.Pos, bool) {
	switch {
	case s.mode == ModeTravel:
		return s.cursor, true
	case s.trip == tripTravel:
		return s.target, true
	case s.hovered:
		return s.hover, true
	}
	return world.Pos{}, false
}

// preview returns the path preview to p, asking the game again only when p
// or the turn changed (the game floods one field per turn for it).
func (s *Session) preview(p world.Pos) []world.Pos {
	if !s.pathOK || p != s.pathTo || s.g.Turn != s.pathTurn {
		s.path = s.g.PreviewPath(p.X, p.Y)
		s.pathTo, s.pathTurn, s.pathOK = p, s.g.Turn, true
	}
	return s.path
}

// view is how the map is looked at now: the camera follows the player
// (and the travel cursor, while it is out) when the level is bigger than
// the view, and is centred on a level smaller than the view.
func (s *Session) view() View {
	gr := s.g.Level.Grid
	cam := s.cams.follow(s.g.PlayerPos(), s.viewW, s.viewH, gr.W, gr.H)
	if s.mode == ModeTravel {
		// The keyboard cursor may roam beyond the view: the view follows
		// it from the player's, which it returns to when the cursor ends.
		cam = followCamera(cam, s.cursor, s.viewW, s.viewH, gr.W, gr.H)
	}
	v := View{Fog: true, Camera: cam, ViewW: s.viewW, ViewH: s.viewH}
	v.Overlay, v.Field = s.overlayView()
	if p, ok := s.pointed(); ok && (s.mode == ModePlay || s.mode == ModeTravel) {
		c := p
		v.Cursor = &c
		v.Path = s.preview(p)
	}
	if s.mode == ModeAim || s.mode == ModeLook {
		c := s.prompt.at
		v.Cursor = &c
		v.NoPathLabel = true
	}
	v.Aim = s.aimView()
	return v
}
