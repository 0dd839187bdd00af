package start

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"io"
	"os"

	"downhill/game/front/boot"
	"downhill/game/session"
	"downhill/game/session/layout"
	"downhill/game/store"
)

// Letterbox fills the window around the frame, close to the map's own
// background so the bars do not draw the eye: the front end's and the
// browser's first picture's.
var Letterbox = color.RGBA{R: 10, G: 10, B: 14, A: 255}

// Game is a game begun for the front end: the sitting that keeps it, the
// session around it, and in the browser the first frame already shown.
type Game struct {
	Sitting *store.Sitting
	Session *session.Session
	// Frame is the session's first frame, drawn for Window (device
	// pixels) and shown on the page's 2D canvas; nil when none was drawn
	// (the desktop).
	Frame  *image.RGBA
	Window image.Point
}

// Begin reads the game's flags in args and begins their game: the
// sitting (store.Open's policy), its seed printed (any game can be played
// again with -seed), and its session (session.Begin). ok is false when
// the process should end with code, its line printed (see Options; 1 when
// the session cannot begin). In the browser the game was begun as the
// program initialised, from the same arguments: Begin hands that one
// over.
func Begin(args []string) (g *Game, code int, ok bool) {
	if e, found := takeEarly(args); found {
		return e.game, e.code, e.ok
	}
	return begin(args, nil)
}

// begin is Begin without the early start. The sitting's lines (logTo),
// the seed's and the session's events (stdout) go to held instead when it
// is not nil: the browser's early start holds them until the first picture
// is on screen, as a page's console lines cost it time.
func begin(args []string, held *heldLines) (g *Game, code int, ok bool) {
	o, code, ok := Options(args)
	if !ok {
		return nil, code, false
	}
	log, out := io.Writer(logTo), io.Writer(os.Stdout)
	if held != nil {
		log, out = held, held
	}
	var events io.Writer
	if o.Events {
		events = out
	}
	sit, s, err := openSession(storage(o), o, log, func(sit *store.Sitting) {
		boot.Add("opened")
		fmt.Fprintf(out, "seed=%d\n", sit.Game.Cfg.Seed)
	}, events)
	if err != nil {
		fmt.Fprintln(os.Stderr, "downhill:", err)
		return nil, 1, false
	}
	return &Game{Sitting: sit, Session: s}, 0, true
}

// openSession is a start's sitting and session: the sitting opened on st
// by the one save policy (its lines on log), opened told of it, then its
// session begun (its events on events, none when nil). Begin and the kept
// picture's Picture both start so.
func openSession(st store.Storage, o store.Options, log io.Writer, opened func(*store.Sitting), events io.Writer) (*store.Sitting, *session.Session, error) {
	sit := store.Open(st, o, log)
	if opened != nil {
		opened(sit)
	}
	s, err := session.Begin(sit, events)
	return sit, s, err
}

// drawFirst is a start's first frame: the session on a touch screen when
// touch says (its buttons and finger-sized cells from the first frame),
// sized for a window of win device pixels, drawn, and where the frame
// sits in that window. The browser's start (showPicture) and the kept
// picture (Picture) both draw so.
func drawFirst(s *session.Session, win image.Point, touch bool) (*image.RGBA, layout.Fit) {
	if touch {
		s.Touched()
	}
	s.Resize(win)
	fr := s.Draw(nil)
	return fr, s.Fit(fr.Bounds().Size(), win)
}

// early is what the program's initialisation began (the browser).
type early struct {
	args []string
	game *Game
	code int
	ok   bool
}

// heldLines keeps what is written to it until release, then writes it to
// its writer, and everything after it straight through.
type heldLines struct {
	to   io.Writer
	held []byte
	open bool // released: writes go straight to to
}

// Write implements io.Writer.
func (h *heldLines) Write(p []byte) (int, error) {
	if h.open {
		return h.to.Write(p)
	}
	h.held = append(h.held, p...)
	return len(p), nil
}

// release writes what was held, a line at a time (the browser makes each
// write that ends a line one console message, which tests match whole),
// and lets later writes through.
func (h *heldLines) release() {
	h.open = true
	for rest := h.held; len(rest) > 0; {
		n := bytes.IndexByte(rest, '\n') + 1
		if n == 0 {
			n = len(rest)
		}
		h.to.Write(rest[:n])
		rest = rest[n:]
	}
	h.held = nil
}
