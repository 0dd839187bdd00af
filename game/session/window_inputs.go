package session

import (
	"downhill/game/session/keys"
)

// A key string also says what a window does besides keys and clicks, so
// a screen test that moves the mouse and resizes the window prints a key
// string `downhill-headless shot -keys` draws again: <Mouse X,Y> is the
// mouse moved to pixel X,Y of the last frame drawn (Pointer), <Size WxH>
// the window resized to W x H device pixels (Resize). Neither is a press:
// neither hides the hover nor stops a trip, as in a window.

// playWindowInput gives s a window input as a front end does.
func playWindowInput(s *Session, in keys.Input) {
	if in.Mouse {
		s.Pointer(float32(in.At.X), float32(in.At.Y))
		return
	}
	s.Resize(in.Size)
}
