package front

import (
	"image"
	"time"

	"downhill/game/session/keys"
)

// An event is one thing the player did, as the platform saw it: a key
// going down or up, a character typed, the pointer moving, a button or a
// finger going down or up, the wheel turning, the pointer leaving. Events
// are taken in the order they happened (a source keeps it), so a press
// and a release that came between two frames are still a click, and a
// click typed right after a key comes after it.
type event struct {
	kind   eventKind
	key    keys.Key    // keyDown, keyUp: the named key
	char   rune        // text, textUp: the character typed
	at     image.Point // move, press, release: where, in window (device) pixels
	button button      // press, release
	touch  bool        // move, press, release: a finger, not a mouse
	wheel  int         // wheel: notches turned, positive towards the player (down)
}

// eventKind is what an event is.
type eventKind uint8

// The kinds of event.
const (
	evKeyDown     eventKind = iota + 1 // a named key went down
	evKeyUp                            // a named key went up
	evText                             // a key that types went down and typed char
	evTextUp                           // the key that typed char went up
	evMove                             // the pointer moved to at
	evPress                            // a button (or a finger) went down at at
	evRelease                          // a button (or a finger) went up at at
	evWheel                            // the wheel turned
	evLeave                            // the pointer left the window, or the window lost the focus
	evTouchScreen                      // the screen is a touch screen (a phone's page, before any touch)
)

// button is a mouse button; a finger is the primary one.
type button uint8

// The buttons the game tells apart.
const (
	buttonPrimary   button = iota // the left button, a finger
	buttonSecondary               // the right button
	buttonOther                   // the middle button and any other
)

// A source is where the front end's input comes from: the platform's own
// events (the X server's on the desktop, the page's in the browser), or
// Ebiten's state read once a tick where there are none, or a test's
// fake. Each frame the front end takes what came since the last one.
type source interface {
	// take appends to buf the events that came since the last call, in
	// the order they came, and returns it. now is the frame's time.
	take(buf []event, now time.Time) []event
}
