package session

import (
	"image"
	"time"

	"downhill/game"
	"downhill/game/session/keys"
	"downhill/game/session/layout"
)

// WindowFrame plays inputs on g through a new player's session (Fresh) as
// the window plays them and returns the frame the window shows after
// them: the window's size given to Resize (none: the window the game
// opens, WindowSize; a <Size> input resizes it), then after each input
// and each trip step a frame drawn, when anything changed, into the one
// image the window keeps, only the changed cells painted again (Draw).
// It is `downhill-headless shot -keys`, and what the window tests hold
// the real window's pixels to.
func WindowFrame(g *game.Game, inputs []keys.Input, size image.Point) (*image.RGBA, error) {
	return PlayWindow(Fresh(g, nil), inputs, size)
}

// PlayWindow is WindowFrame on the session s.
func PlayWindow(s *Session, inputs []keys.Input, size image.Point) (*image.RGBA, error) {
	if size == (image.Point{}) {
		size = layout.WindowSize
	}
	s.Resize(size)
	var img *image.RGBA
	frame := func() {
		if s.Dirty() || img == nil {
			img = s.Draw(img)
		}
	}
	frame()
	if _, err := Play(s, inputs, PlayEpoch, frame); err != nil {
		return nil, err
	}
	return img, nil
}

// PlayEpoch is where the clock of a session played from a key string
// starts (WindowFrame, `sim -keys`): any fixed time, so a replay never
// reads the real clock.
var PlayEpoch = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
