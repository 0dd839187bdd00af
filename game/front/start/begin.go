package start

import (
	"fmt"
	"image"
	"image/color"
	"io"
	"os"

	"downhill/game/front/boot"
	"downhill/game/session"
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
	return begin(args)
}

// begin is Begin without the early start.
func begin(args []string) (g *Game, code int, ok bool) {
	o, code, ok := Options(args)
	if !ok {
		return nil, code, false
	}
	sit := store.Open(storage(o), o, logTo)
	boot.Add("opened")
	fmt.Printf("seed=%d\n", sit.Game.Cfg.Seed)
	var events io.Writer
	if o.Events {
		events = os.Stdout
	}
	s, err := session.Begin(sit, events)
	if err != nil {
		fmt.Fprintln(os.Stderr, "downhill:", err)
		return nil, 1, false
	}
	return &Game{Sitting: sit, Session: s}, 0, true
}

// early is what the program's initialisation began (the browser).
type early struct {
	args []string
	game *Game
	code int
	ok   bool
}
