package ui

import (
	"image"

	"downhill/game"
	"downhill/render"
)

// sceneOf builds the scene the renderer draws for g as seen through v. The
// game builds it (game.Scene), so the window, the browser and `downhill
// shot` draw the same status line, log and overlays.
func sceneOf(g *game.Game, v game.View) *render.Scene { return g.Scene(v) }

// mapOrigin is where the view's top-left cell starts in the rendered frame:
// the renderer puts the map at the top and its text rows under it.
func mapOrigin(*render.Scene) image.Point { return image.Point{} }

// extraRows is the frame height, in pixels, that is not map: the status bar
// and message lines the renderer always draws under the map.
const extraRows = render.TextRows * render.CellH

// drawScene renders s into dst when dst has the frame's size, else into a
// new image, and returns the image drawn. The caller passes its back
// buffer, never the image the window shows now.
func drawScene(dst *image.RGBA, s *render.Scene) *image.RGBA {
	w, h := render.Size(s)
	if dst == nil || dst.Bounds() != image.Rect(0, 0, w, h) {
		dst = image.NewRGBA(image.Rect(0, 0, w, h))
	}
	render.DrawInto(dst, s)
	return dst
}
