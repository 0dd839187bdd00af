package session

import (
	"image"
	"time"

	"downhill/render"
	"downhill/world"
)

// touchButtons are the buttons a touch screen shows under the map: what
// a phone player does most, each the press of its key.
var touchButtons = []struct {
	label  string
	action Action
}{
	{"explore", ActExplore},
	{"wait", ActWait},
	{"stairs", ActDescend},
	{"pack", ActInventory},
	{"help", ActHelp},
}

// buttonLabels are the touch buttons' labels.
func buttonLabels() []string {
	out := make([]string, len(touchButtons))
	for i, b := range touchButtons {
		out[i] = b.label
	}
	return out
}

// Touched tells the session the front end saw a touch: from now on the
// frame has touch buttons (explore, wait, stairs, pack, help) and cells
// sized for fingers.
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
	a := touchButtons[i].action
	if a == ActDescend && (s.g.HasHeart || s.g.Level.Grid.At(s.g.PlayerPos().X, s.g.PlayerPos().Y) == world.UpStairs) {
		a = ActAscend
	}
	for _, b := range Keys {
		if b.Action == a && b.In == CtxPlay {
			in := Input{Char: []rune(b.Text + " ")[0]}
			if b.Text == "" {
				in = Input{Key: b.Keys[0]}
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
