package session

import (
	"image"
	"time"

	"downhill/game/session/keys"
	"downhill/render"
	"downhill/world"
)

// touchButton is a button a touch screen shows under the map: its label,
// and the action whose key it presses.
type touchButton struct {
	label  string
	action keys.Action
}

// playButtons are what a phone player does most in play; overButtons
// what a finished run offers (the recap's keys).
var (
	playButtons = []touchButton{{"explore", keys.ActExplore}, {"wait", keys.ActWait}, {"stairs", keys.ActDescend}, {"pack", keys.ActInventory}, {"help", keys.ActHelp}}
	overButtons = []touchButton{{"new game", keys.ActRestart}, {"watch", keys.ActWatch}, {"best runs", keys.ActBest}}
)

// touchButtons are the touch buttons in the mode in force.
func (s *Session) touchButtons() []touchButton {
	if s.mode == ModeOver {
		return overButtons
	}
	return playButtons
}

// buttonLabels are the touch buttons' labels.
func (s *Session) buttonLabels() []string {
	bs := s.touchButtons()
	out := make([]string, len(bs))
	for i, b := range bs {
		out[i] = b.label
	}
	return out
}

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
	a := bs[i].action
	if a == keys.ActDescend && (s.g.HasHeart || s.g.Level.Grid.At(s.g.PlayerPos().X, s.g.PlayerPos().Y) == world.UpStairs) {
		a = keys.ActAscend
	}
	for _, b := range keys.Keys {
		if b.Action == a && b.In == keys.CtxPlay {
			in := keys.Input{Char: []rune(b.Text + " ")[0]}
			if b.Text == "" {
				in = keys.Input{Key: b.Keys[0]}
			}
			s.press(in, now)
			s.release(in, now) // a tap, not a key held down: the next tap presses again
			return
		}
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
