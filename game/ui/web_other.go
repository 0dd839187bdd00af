//go:build !js

package ui

import "downhill/game/session"

// platformOptions adds what the platform plugs in itself: nothing on the
// desktop (the browser build fills in its save and load, web_js.go).
func platformOptions(o Options) Options { return o }

// platformFrame is called after each frame with where the frame sits in
// the window and where the map sits in the frame. The browser build
// (web_js.go) reports the first frame and exposes the layout to its test;
// the desktop does nothing.
func platformFrame(session.Fit, session.Layout) {}
