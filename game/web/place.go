package web

import (
	"image"
	"math"

	"downhill/game/session"
)

// TabPixels is the tab's size in device pixels (innerW x innerH CSS pixels
// at dpr device pixels per CSS pixel): what session.Resize wants, since the
// frame is drawn 1:1 in device pixels before it is scaled, as on the
// desktop. A missing or odd dpr counts as 1.
func TabPixels(innerW, innerH, dpr float64) image.Point {
	dpr = sane(dpr)
	return image.Pt(int(math.Round(innerW*dpr)), int(math.Round(innerH*dpr)))
}

func sane(dpr float64) float64 {
	if dpr <= 0 || math.IsNaN(dpr) || math.IsInf(dpr, 0) {
		return 1
	}
	return dpr
}

// Placement is where the canvas goes in the tab, in CSS pixels, for a
// frame placed by Fit.
type Placement struct {
	Fit                      session.Fit // in device pixels, as the Gio window places a frame
	Left, Top, Width, Height float64     // CSS pixels
	Pixelated                bool        // an integer scale: nearest-neighbour, crisp glyphs
}

// Place fits a frame of frame pixels into a tab of win device pixels by
// the window's rule (session.FitImage) and turns the result into CSS
// pixels for the canvas's style.
func Place(frame, win image.Point, dpr float64) Placement {
	return PlaceBy(frame, session.FitImage(frame, win), dpr)
}

// PlaceBy turns a frame placed by f (device pixels; the session's Fit,
// which honours the frame-scale setting) into CSS pixels for the canvas.
func PlaceBy(frame image.Point, f session.Fit, dpr float64) Placement {
	dpr = sane(dpr)
	return Placement{
		Fit:       f,
		Left:      float64(f.Offset.X) / dpr,
		Top:       float64(f.Offset.Y) / dpr,
		Width:     float64(frame.X) * float64(f.Scale) / dpr,
		Height:    float64(frame.Y) * float64(f.Scale) / dpr,
		Pixelated: !f.Smooth,
	}
}
