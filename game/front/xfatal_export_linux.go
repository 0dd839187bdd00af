//go:build linux && !android && !js

package front

import "C"

import "fmt"

// xFatal is what catchX was given.
var xFatal func(why string, code int)

// X's error codes the window's going makes (BadWindow, BadDrawable): the
// game ends as it would had the window been closed.
const (
	xBadWindow   = 3
	xBadDrawable = 9
)

//export downhillXError
func downhillXError(code C.int) {
	if code == xBadWindow || code == xBadDrawable {
		xFatal("the window was destroyed under the game", 0)
	}
	xFatal(fmt.Sprintf("X error %d", int(code)), 1)
}

//export downhillXIOError
func downhillXIOError() {
	xFatal("the connection to the X display was lost", 0)
}
