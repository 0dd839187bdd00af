// Package input translates what a player's hands do on a pointer or a
// touch screen into what the session acts on: a tap near the player into
// the cell of a step, a touch button into the key it presses, a turn of
// the wheel into scroll keys. It knows no game, no mode and no frame,
// only geometry (layout) and the key table (keys), so a gesture means the
// same in the window, the browser and the session's tests.
package input

import (
	"math"

	"downhill/game/session/keys"
	"downhill/game/session/layout"
	"downhill/world"
)

// fingerReach is how near the player, in cells from its cell's centre, a
// tap on a touch screen is taken as a step by its direction.
const fingerReach = 2.5

// FingerStep is the cell beside the player at p that a tap at frame
// pixel x,y of frame l means on a touch screen: near the player, the cell
// in the tap's direction (of eight, each a sector of 45 degrees), so a
// step is as easy to tap as a button whatever the size of the cells (a
// fingertip covers several). near is false on the player's own cell and
// beyond reach, where a tap means the cell under it.
func FingerStep(l layout.Layout, p world.Pos, x, y float32) (step world.Pos, near bool) {
	if l.CellW <= 0 || l.CellH <= 0 {
		return world.Pos{}, false
	}
	px := float64(l.Origin.X) + (float64(p.X-l.Camera.X)+0.5)*float64(l.CellW)
	py := float64(l.Origin.Y) + (float64(p.Y-l.Camera.Y)+0.5)*float64(l.CellH)
	dx, dy := (float64(x)-px)/float64(l.CellW), (float64(y)-py)/float64(l.CellH)
	d := math.Hypot(dx, dy)
	if d > fingerReach || max(math.Abs(dx), math.Abs(dy)) < 0.5 {
		return world.Pos{}, false
	}
	a := math.Round(math.Atan2(dy, dx) / (math.Pi / 4)) // the sector, -4..4
	dir := world.Pos{X: int(math.Round(math.Cos(a * math.Pi / 4))), Y: int(math.Round(math.Sin(a * math.Pi / 4)))}
	return world.Pos{X: p.X + dir.X, Y: p.Y + dir.Y}, true
}

// Button is a button a touch screen shows under the map: its label, and
// the action whose key it presses.
type Button struct {
	Label  string
	Action keys.Action
}

// playButtons are what a phone player does most in play; overButtons
// what a finished run offers (the recap's keys).
var (
	playButtons = []Button{{"explore", keys.ActExplore}, {"wait", keys.ActWait}, {"stairs", keys.ActDescend}, {"pack", keys.ActInventory}, {"help", keys.ActHelp}}
	overButtons = []Button{{"new game", keys.ActRestart}, {"watch", keys.ActWatch}, {"best runs", keys.ActBest}}
)

// Buttons are the touch buttons of a run in play, or of one that is over.
func Buttons(over bool) []Button {
	if over {
		return overButtons
	}
	return playButtons
}

// Labels are the labels of buttons bs, in order.
func Labels(bs []Button) []string {
	out := make([]string, len(bs))
	for i, b := range bs {
		out[i] = b.Label
	}
	return out
}

// Press is the input button b presses: the key of its action in play, as
// typed, so it does what the key does in the mode in force. The stairs
// button climbs when up (the player stands on up stairs or carries the
// Heart). ok is false when no key of play has the action.
func Press(b Button, up bool) (in keys.Input, ok bool) {
	a := b.Action
	if a == keys.ActDescend && up {
		a = keys.ActAscend
	}
	for _, k := range keys.Keys {
		if k.Action == a && k.In == keys.CtxPlay {
			if k.Text == "" {
				return keys.Input{Key: k.Keys[0]}, true
			}
			return keys.Input{Char: []rune(k.Text + " ")[0]}, true
		}
	}
	return keys.Input{}, false
}

// maxNotches bounds the lines one turn of the wheel scrolls (a fling
// reported as thousands of notches).
const maxNotches = 64

// Scroll is the key a wheel turned by notches presses (positive: towards
// the player, which scrolls down; a finger dragged a cell per notch) and
// how many times, at most maxNotches.
func Scroll(notches int) (keys.Input, int) {
	in := keys.Input{Key: keys.KeyDown}
	if notches < 0 {
		in.Key, notches = keys.KeyUp, -notches
	}
	return in, min(notches, maxNotches)
}
