//go:build !js

package ui

import (
	"image"

	"downhill/world"
)

// platformFrame is called after each frame with where the map sits in the
// window. The browser build (web_js.go) reports the first frame and
// exposes the layout to its test; the desktop does nothing.
func platformFrame(fit, image.Point, world.Pos, int, int) {}
