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
	"downhill/game/session/layout"
	"downhill/game/store"
	"downhill/render"
	"downhill/world"
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

	mode    Mode      // the input mode in force (see Mode for the precedence)
	overlay int       // 0 off, 1 player heat, 2 player digits, 3.. heat of Fields()[overlay-2]
	cursor  world.Pos // the travel cursor (ModeTravel)
	dirty   bool      // something visible changed since the last Draw
	note    string    // a line for the message area, not the game's log (settings)
	rep     keyRepeat // the key held down and its repeats
	quit    bool      // the player asked to save and quit (QuitAsked)

	mouseState    // the mouse and what it hovers
	tripState     // the animated walk under way
	frameState    // the frame: its layout, what it was built from, what it drew
	settingsState // the player's settings and where they are kept
	labState      // the lab, the comparison and the sandbox

	keeper keeper    // the sitting, while its save is open elsewhere (ModeElsewhere)
	watch  *watching // the replay being watched (ModeReplay)
	prompt promptUI  // the run's commands: items, aiming, look, log, best runs
}

// mouseState is the mouse as the session last heard of it and what it
// hovers.
type mouseState struct {
	hovered     bool       // the mouse is over a map cell
	hover       world.Pos  // that cell
	pointer     [2]float32 // the mouse in frame pixels, while pointIn
	pointIn     bool
	sideHover   int  // the sidebar entry under the mouse (-1: none)
	hoverHidden bool // a key was pressed: the mouse hovers nothing until it moves
	touch       bool // the front end has seen a touch: show touch buttons
}

// tripState is the animated walk under way (travel or auto-explore).
type tripState struct {
	trip     trip
	target   world.Pos // travel destination
	nextStep time.Time // when the trip takes its next step
	steps    int       // the steps the trip has taken (a key string's <Stop N>)
}

// frameState is the frame: the window and the layout it gets, what the
// next frame is built from (settle) and what the last one drew.
type frameState struct {
	frames       render.FrameCache // what the image Draw last drew into shows
	win          image.Point       // the window, from the last Resize
	cell         image.Point       // the cell size of the frame
	cams         layout.Cameras    // the map's camera, for each view size lately shown
	viewW, viewH int

	path     []world.Pos // cached preview for pathFrom/pathTo
	pathTo   world.Pos
	pathTurn int
	pathOK   bool

	next        prepared    // what the next frame shows, brought up to date by settle
	intentCache intentCache // the goblins' intents of this turn

	shown     layout.Layout     // what the last Draw drew
	damage    []image.Rectangle // where the last Draw changed its image
	lastScene *render.Scene     // the scene of the last Draw (panel hits)
}

// settingsState is the player's settings and the slot they are kept in.
type settingsState struct {
	settings    Settings
	store       store.Slot
	settingsErr error
}

// labState is the lab and the two sessions built around it: the
// comparison with the naive chaser and the sandbox.
type labState struct {
	lab      *lab.Lab  // the Dijkstra lab
	nextTick time.Time // the flood playback's next tick

	twin    *game.Game // the right-hand game of a comparison
	twinCam world.Pos  // its camera

	sand  *sandbox // the sandbox, when the session is one
	edits int      // the sandbox's strokes so far (fields change within a turn)
}

// New starts a session on g. When events is not nil it gets g.EventLine()
// now and after every turn that passed, flushed at once (tests and the
// browser console read it while the game runs). The view starts at the
// default size (80x45 cells, less on a smaller level) until Resize.
func New(g *game.Game, events io.Writer) *Session {
	s := &Session{g: g, events: events, dirty: true, labState: labState{lab: lab.NewLab()}, mouseState: mouseState{sideHover: -1}}
	gr := g.Level.Grid
	s.viewW, s.viewH = min(layout.MinViewW, gr.W), min(layout.MinViewH, gr.H)
	// A game loaded mid-trip (a browser save) carries on walking.
	switch g.Nav.Trip.Kind {
	case game.TravelTrip:
		s.trip, s.target = tripTravel, g.Nav.Trip.Target
	case game.ExploreTrip:
		s.trip = tripExplore
	case game.RestTrip:
		s.trip = tripRest
	}
	s.syncMode() // a finished save reopens on its recap
	s.welcome()
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
	if c.Action == game.ActTravel || c.Action == game.ActExplore || c.Action == game.ActRest {
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
	s.cams = layout.Cameras{}
	s.dirty = true
}

// clampCell keeps p on the level.
func (s *Session) clampCell(p world.Pos) world.Pos {
	gr := s.g.Level.Grid
	return world.Pos{X: max(0, min(p.X, gr.W-1)), Y: max(0, min(p.Y, gr.H-1))}
}
