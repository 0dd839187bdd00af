//go:build (!linux || android) && !js

package front

// catchX is X11's (xfatal_linux.go); other desktops end the game through
// the window's close, which saves.
func catchX(func(), func(why string, code int)) {}
