//go:build linux && !android && !js

package front

import (
	"image"
	"time"

	"github.com/jezek/xgb"
	"github.com/jezek/xgb/xproto"
)

// The pointer's events come from the X server too, for the same reason as
// the keys': Ebiten reads the buttons' state once a frame, and in the
// mode that runs a frame only on input a press and a release that come
// together (a touchpad's tap-to-click sends them back to back) are read
// as no press at all (Ebiten's issue 3137). But only one client may hear
// a window's button presses, and the toolkit (GLFW) already does; so the
// game's second connection makes a window of its own over the whole of
// the game's (an input-only child, which draws nothing) and hears the
// buttons, the wheel, the motion and the crossings there, in order with
// the keys. The toolkit no longer hears the pointer, which the front end
// does not ask it for.

// coverMask is what the cover window hears.
const coverMask = xproto.EventMaskButtonPress | xproto.EventMaskButtonRelease | xproto.EventMaskPointerMotion |
	xproto.EventMaskEnterWindow | xproto.EventMaskLeaveWindow

// coverWindow makes the input-only window over the game's window (x.win),
// the same size (read kept so by the window's ConfigureNotify); without
// one (the server refused) the pointer stays Ebiten's.
func (x *xKeys) coverWindow() {
	geo, err := xproto.GetGeometry(x.conn, xproto.Drawable(x.win)).Reply()
	if err != nil {
		return
	}
	id, err := xproto.NewWindowId(x.conn)
	if err != nil {
		return
	}
	err = xproto.CreateWindowChecked(x.conn, 0, id, x.win, 0, 0, max(geo.Width, 1), max(geo.Height, 1), 0,
		xproto.WindowClassInputOnly, 0, xproto.CwEventMask, []uint32{coverMask}).Check()
	if err != nil {
		return
	}
	if err := xproto.MapWindowChecked(x.conn, id).Check(); err != nil {
		xproto.DestroyWindow(x.conn, id)
		return
	}
	x.cover = id
}

// hearsPointer reports whether the pointer's events come from the X
// server (the cover window exists).
func (x *xKeys) hearsPointer() bool { return x != nil && x.cover != 0 }

// anyButton is the state's mask of the buttons held.
const anyButton = xproto.ButtonMask1 | xproto.ButtonMask2 | xproto.ButtonMask3 | xproto.ButtonMask4 | xproto.ButtonMask5

// pointerEvent queues ev when it is the pointer's (on the cover window),
// and keeps the cover the window's size.
func (x *xKeys) pointerEvent(ev xgb.Event) {
	var e event
	switch ev := ev.(type) {
	case xproto.ConfigureNotifyEvent:
		if ev.Window == x.win && x.cover != 0 {
			xproto.ConfigureWindow(x.conn, x.cover, xproto.ConfigWindowWidth|xproto.ConfigWindowHeight,
				[]uint32{uint32(max(ev.Width, 1)), uint32(max(ev.Height, 1))})
		}
		return
	case xproto.ButtonPressEvent:
		e = buttonEvent(evPress, ev.Detail, ev.EventX, ev.EventY)
	case xproto.ButtonReleaseEvent:
		e = buttonEvent(evRelease, ev.Detail, ev.EventX, ev.EventY)
		if e.kind == evWheel {
			return // the wheel's notch came with its press
		}
	case xproto.MotionNotifyEvent:
		e = event{kind: evMove, at: image.Pt(int(ev.EventX), int(ev.EventY))}
	case xproto.EnterNotifyEvent:
		e = event{kind: evMove, at: image.Pt(int(ev.EventX), int(ev.EventY))}
	case xproto.LeaveNotifyEvent:
		if ev.State&anyButton != 0 || ev.Detail == xproto.NotifyDetailInferior {
			return // a drag goes on outside; the release still comes here
		}
		e = event{kind: evLeave}
	default:
		return
	}
	if e.kind == 0 {
		return
	}
	x.mu.Lock()
	x.q = append(x.q, keyEvent{pointer: e, at: time.Now()})
	x.mu.Unlock()
	askFrame()
}

// buttonEvent is X button b going down or up at x,y: buttons 1 to 3 are
// the primary, the middle and the secondary; 4 and 5 are the wheel's
// notches up and down (its press; kind evWheel); the others are none of
// the game's (kind 0).
func buttonEvent(kind eventKind, b xproto.Button, x, y int16) event {
	at := image.Pt(int(x), int(y))
	switch b {
	case 1:
		return event{kind: kind, at: at, button: buttonPrimary}
	case 2:
		return event{kind: kind, at: at, button: buttonOther}
	case 3:
		return event{kind: kind, at: at, button: buttonSecondary}
	case 4:
		return event{kind: evWheel, wheel: -1}
	case 5:
		return event{kind: evWheel, wheel: 1}
	}
	return event{}
}
