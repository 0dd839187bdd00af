package session

import (
	"fmt"
	"image"
	"time"

	"downhill/game/session/keys"
)

// Play feeds inputs to s as the window would, on a clock of its own that
// starts at now: each key press, or the mouse moved onto a cell and
// clicked (so it hovers there after, as a window's mouse does), then the
// clock jumps to each step the session asks for until it waits for input
// again (a trip walks to its end). When frame is not nil it is called
// where a window runs a frame: after each input and after each step. It
// returns the clock after the last input. A click off the level is an
// error: a window never sends one, so in a written key string it is a
// mistake, not an input to ignore.
func Play(s *Session, inputs []keys.Input, now time.Time, frame func()) (time.Time, error) {
	if frame == nil {
		frame = func() {}
	}
	p := &stepper{s: s, inputs: inputs, now: now}
	for {
		more, err := p.next()
		if err != nil || !more {
			return p.now, err
		}
		if p.acted {
			frame()
		}
	}
}

// stepper plays a key string on a session one thing at a time (Play, and
// a replay watched turn by turn): an input, or one update of the trip it
// started, stopped where a <Stop N> says.
type stepper struct {
	s      *Session
	inputs []keys.Input
	i      int       // the next input
	now    time.Time // the session's clock
	busy   bool      // the last input's trip (or its updates) under way
	stop   int       // the steps after which that trip is stopped (0: never)
	n      int       // the updates since the last input
	acted  bool      // the last next did something a window would frame
}

// next does the next thing and reports whether there was one; an error
// ends the play (a click off the level, a trip that never ends).
func (p *stepper) next() (bool, error) {
	s := p.s
	p.acted = true
	if p.busy {
		if p.stop > 0 && s.trip != tripNone && s.steps >= p.stop {
			s.stopTrip()
			p.i++ // the <Stop N> is spent
			p.busy = false
			return true, nil
		}
		next := s.Update(p.now)
		switch {
		case next.IsZero():
			p.busy = false
		case p.n == keys.MaxSteps:
			return false, fmt.Errorf("input %d: the trip never ends", p.i)
		default:
			p.n++
			p.now = next
		}
		return true, nil
	}
	if p.i >= len(p.inputs) {
		return false, nil
	}
	in := p.inputs[p.i]
	p.i++
	if gr := s.g.Level.Grid; in.Click && !gr.In(in.Cell.X, in.Cell.Y) {
		return false, fmt.Errorf("input %d: click {%d,%d} is off the %dx%d level", p.i, in.Cell.X, in.Cell.Y, gr.W, gr.H)
	}
	if in.Stop > 0 {
		p.acted = false // after an input that started no trip, or one that ended first
		return true, nil
	}
	p.stop = 0 // the steps after which a press stops the trip in starts
	if p.i < len(p.inputs) && p.inputs[p.i].Stop > 0 {
		p.stop = p.inputs[p.i].Stop
	}
	if in.Mouse || in.Size != (image.Point{}) {
		playWindowInput(s, in)
		return true, nil // p.acted: a window draws the frame
	}
	if in.Click {
		s.Hover(in.Cell, true)
		s.Click(in.Cell, true, p.now)
	} else {
		s.press(in, p.now)
	}
	p.busy, p.n, p.acted = true, 0, false
	return true, nil
}
