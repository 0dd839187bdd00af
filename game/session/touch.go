package session

import (
	"image"
	"time"

	"downhill/game/session/input"
	"downhill/render"
	"downhill/world"
)

// touchButtons are the touch buttons in the mode in force.
func (s *Session) touchButtons() []input.Button { return input.Buttons(s.mode == ModeOver) }

// buttonLabels are the touch buttons' labels.
func (s *Session) buttonLabels() []string { return input.Labels(s.touchButtons()) }

// Touched tells the session the front end saw a touch (or knows its
// screen is one): from now on the frame has touch buttons (explore, wait,
// stairs, pack, help; at a run's end new game, watch, best runs), cells
// sized for fingers, and dialogs that say "tap".
func (s *Session) Touched() {
	if !s.touch {
		s.touch = true
		s.dirty = true
	}
}

// pressButton presses touch button i at now: its key, as typed, so it
// does what the key does in the mode in force. The stairs button climbs
// on up stairs, and heads for them carrying the Heart.
func (s *Session) pressButton(i int, now time.Time) {
	bs := s.touchButtons()
	if i >= len(bs) {
		return
	}
	p := s.g.PlayerPos()
	up := s.g.HasHeart || s.g.Level.Grid.At(p.X, p.Y) == world.UpStairs
	if in, ok := input.Press(bs[i], up); ok {
		s.press(in, now)
		s.release(in, now) // a tap, not a key held down: the next tap presses again
	}
}

// buttonAt is the touch button under frame pixel x,y of the last frame,
// or -1.
func (s *Session) buttonAt(x, y float32) int {
	if s.lastScene == nil {
		return -1
	}
	return render.ButtonAt(s.lastScene, image.Pt(int(x), int(y)))
}
