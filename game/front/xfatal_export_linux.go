//go:build linux && !android && !js

package front

import "C"

import "fmt"

// xGone and xFatal are what catchX was given.
var (
	xGone  func()
	xFatal func(why string, code int)
)

// X's error codes the window's going makes (BadWindow, BadDrawable): the
// game ends as it does when it hears the window destroyed (xGone), with
// the same words, whichever of the two comes first; after the game's own
// close they are not news.
const (
	xBadWindow   = 3
	xBadDrawable = 9
)

//export downhillXError
func downhillXError(code C.int) {
	if code == xBadWindow || code == xBadDrawable {
		xGone()
		return
	}
	xFatal(fmt.Sprintf("X error %d", int(code)), 1)
}

//export downhillXIOError
func downhillXIOError() {
	xFatal(displayLostWhy, 0)
}
