package session

import (
	"errors"
	"fmt"
	"io/fs"
	"time"

	"downhill/game"
	"downhill/game/session/keys"
	"downhill/game/session/layout"
	"downhill/game/store"
	"downhill/world"
)

// autoplayEvery is the pace of the sandbox's autoplay: a turn every 150 ms.
const autoplayEvery = 150 * time.Millisecond

// sandbox is the state of the sandbox mode (StartSandbox).
type sandbox struct {
	brush    game.Brush
	digit    int  // the rock brush's hardness as a map file digit, 1..9
	autoplay bool // turns pass on their own
	next     time.Time
	store    store.Slot // where F2 saves and F3 loads the drawing
	painting bool       // a stroke is under way (button held)
	erasing  bool       // that stroke erases
}

// Sandboxing reports whether the session is the sandbox.
func (s *Session) Sandboxing() bool { return s.sand != nil }

// StartSandbox turns the session into the sandbox: a level to draw on with
// the mouse (the primary button paints the brush, the secondary erases to
// floor, both by dragging), the lab open on the player field with arrows,
// every field following each stroke, and the goblins stepped a turn at a
// time (wait) or under autoplay. The drawing starts from what st holds (in the `sim
// -map` format), else from a blank room; F2 saves it back to st, F3
// reloads it.
func (s *Session) StartSandbox(st store.Slot) error {
	s.sand = &sandbox{brush: game.BrushWall, digit: 5, store: st}
	if err := s.loadSandbox(); err != nil {
		return err
	}
	s.lab.Open, s.lab.Arrows, s.lab.Field = true, true, 0
	s.relayout()
	return nil
}

// loadSandbox replaces the game with the drawing in the store, or a blank
// room when the store has none.
func (s *Session) loadSandbox() error {
	text := []byte(game.BlankMap(60, 30))
	name := "sandbox"
	data, err := s.sand.store.Load()
	switch {
	case err == nil:
		text, name = data, s.sand.store.Where()
	case !errors.Is(err, fs.ErrNotExist):
		return err
	}
	g, err := game.NewFromMapText(name, text, game.Config{Seed: s.g.Cfg.Seed, Sandbox: true})
	if err != nil {
		return err
	}
	*s.g = *g
	s.reset()
	s.lab.Open = true
	gr := g.Level.Grid
	s.viewW, s.viewH = min(layout.MinViewW, gr.W), min(layout.MinViewH, gr.H)
	s.relayout()
	return nil
}

// sandboxKey handles the sandbox's keys; it reports whether a was one.
func (s *Session) sandboxKey(a keys.Action, now time.Time) bool {
	sb := s.sand
	if sb == nil {
		return false
	}
	switch a {
	case keys.ActBrushNext:
		sb.brush = (sb.brush + 1) % game.NumBrushes
	case keys.ActBrushPrev:
		sb.brush = (sb.brush + game.NumBrushes - 1) % game.NumBrushes
	case keys.ActHardness:
		sb.digit = sb.digit%9 + 1
		sb.brush = game.BrushRock
	case keys.ActAutoplay:
		sb.autoplay = !sb.autoplay
		sb.next = now
	case keys.ActSaveMap:
		s.note = s.saveSandbox()
	case keys.ActLoadMap:
		if err := s.loadSandbox(); err != nil {
			s.note = "Cannot load: " + err.Error()
		} else {
			s.note = "Drawing loaded."
		}
	default:
		return false
	}
	s.dirty = true
	return true
}

// saveSandbox writes the drawing to the store and says how it went.
func (s *Session) saveSandbox() string {
	if !s.sand.store.Kept() {
		return "Nowhere to save."
	}
	if err := s.sand.store.Save([]byte(s.g.MapFileText())); err != nil {
		return "Cannot save: " + err.Error()
	}
	return "Saved to " + s.sand.store.Where() + " (plays in downhill-headless sim -map)."
}

// paint is one dab of the sandbox's stroke on cell p.
func (s *Session) paint(p world.Pos, erase bool) {
	var changed bool
	if erase {
		changed = s.g.Erase(p)
	} else {
		changed = s.g.Paint(p, s.sand.brush, world.RockHardness(s.sand.digit))
	}
	if changed {
		s.lab.Playback.Changed() // the fields changed within the turn
		s.dirty = true
	}
}

// Drag continues a stroke: with a button held, the pointer at frame pixel
// x,y paints (or erases) the cell under it. Outside the sandbox it only
// moves the pointer.
func (s *Session) Drag(x, y float32) {
	s.Pointer(x, y)
	if s.sand == nil || !s.sand.painting {
		return
	}
	if c, ok := s.CellAt(x, y); ok {
		s.paint(c, s.sand.erasing)
	}
}

// ButtonUp ends a stroke (the mouse button let go).
func (s *Session) ButtonUp() {
	if s.sand != nil {
		s.sand.painting = false
	}
}

// sandboxPress starts a stroke on cell p; it reports whether the press
// was the sandbox's.
func (s *Session) sandboxPress(p world.Pos, primary bool) bool {
	if s.sand == nil {
		return false
	}
	s.sand.painting, s.sand.erasing = true, !primary
	s.paint(p, !primary)
	return true
}

// autoplaySandbox passes the sandbox's turns due at now under autoplay,
// returning when the next is due (zero: no autoplay).
func (s *Session) autoplaySandbox(now time.Time) time.Time {
	sb := s.sand
	if sb == nil || !sb.autoplay || s.g.Dead {
		return time.Time{}
	}
	if now.Before(sb.next) {
		return sb.next
	}
	s.do(game.Command{Action: game.ActWait})
	every := s.settings.pace(autoplayEvery)
	sb.next = sb.next.Add(every)
	if sb.next.Before(now) {
		sb.next = now.Add(every)
	}
	return sb.next
}

// sandboxStatus is the sandbox's status line.
func (s *Session) sandboxStatus() string {
	sb := s.sand
	b := sb.brush.String()
	if sb.brush == game.BrushRock {
		b += fmt.Sprintf(" (hardness %d)", world.RockHardness(sb.digit))
	}
	pace := "stepping"
	if sb.autoplay {
		pace = "autoplay"
	}
	return fmt.Sprintf("SANDBOX  brush %s  %s  turn %d", b, pace, s.g.Turn)
}
