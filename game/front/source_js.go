//go:build js

package front

import (
	"image"
	"math"
	"strings"
	"sync"
	"syscall/js"
	"time"
	"unicode/utf8"

	"downhill/game/front/start"
	"downhill/game/session/keys"
)

// pageSource is the browser's source of events: listeners on the page
// queue every key, pointer, touch and wheel event as the browser delivers
// it, and ask for a frame. Ebiten reads its own copies once a frame, and
// a tap (touchstart and touchend together) or a quick click between two
// frames is lost there, and a tick's keys and characters lose their
// order; the page's events are each seen, in order.
//
// Keys are heard on the window (whatever has the focus but the page's own
// buttons), by the key they typed after the layout (KeyboardEvent.key:
// `>` is `>` on any keyboard), the numpad's digits as the keys KP0..KP9;
// combinations with Ctrl, Alt or Meta are the browser's, but the game's
// Ctrl+S and Ctrl+Q. The pointer is heard on Ebiten's canvas, in device
// pixels; a finger is the primary pointer of a touch screen (a second
// finger is ignored).
type pageSource struct {
	mu     sync.Mutex
	q      []event
	down   map[string]event // keys down, by KeyboardEvent.code: the event their release ends
	finger float64          // the pointerId of the finger down, or -1
	wheel  float64          // the wheel's turn not yet a whole notch
	canvas js.Value
}

// newSource starts hearing the page's input; gone and lost are never called in a
// tab (the page's own events save the game).
func newSource(func() image.Point, func(), func()) source {
	p := &pageSource{down: map[string]event{}, finger: -1}
	p.canvas = js.Global().Get("document").Call("querySelector", "canvas")
	win := js.Global()
	on(win, "keydown", p.keyDown, true)
	on(win, "keyup", p.keyUp, true)
	on(win, "blur", func(js.Value) { p.leave() }, false)
	// A phone's page (a touch screen, no mouse) shows the touch buttons
	// from the first frame, not from the first touch.
	if start.TouchScreen() {
		p.q = append(p.q, event{kind: evTouchScreen})
	}
	if p.canvas.Truthy() {
		p.canvas.Get("style").Set("touchAction", "none") // the game takes the fingers: no panning, no zoom
		on(p.canvas, "pointerdown", p.pointerDown, false)
		on(p.canvas, "pointermove", p.pointerMove, false)
		on(p.canvas, "pointerup", p.pointerUp, false)
		on(p.canvas, "pointercancel", p.pointerUp, false)
		on(p.canvas, "pointerleave", p.pointerLeave, false)
		on(p.canvas, "wheel", p.wheelTurn, false)
		on(p.canvas, "contextmenu", func(e js.Value) { e.Call("preventDefault") }, false)
	}
	// What was typed, tapped or clicked while the page showed the kept
	// picture, before these listeners were there (index.html queued it):
	// the game takes it first, in the order it came, and the page queues
	// no more.
	if take := win.Get("downhillTakeInput"); take.Type() == js.TypeFunction {
		q := take.Invoke()
		for i := range q.Length() {
			p.early(q.Index(i))
		}
	}
	return p
}

// early takes an event the page queued before the game heard its own:
// a key's press or release, a pointer's press or release (no capture of
// a pointer long gone, nor focus: the canvas takes them with the next);
// with no canvas to place them on, pointers are dropped.
func (p *pageSource) early(e js.Value) {
	kind := e.Get("type").String()
	if strings.HasPrefix(kind, "pointer") && !p.canvas.Truthy() {
		return
	}
	switch kind {
	case "keydown":
		p.keyDown(e)
	case "keyup":
		p.keyUp(e)
	case "pointerdown":
		if ev, ok := p.pointerOf(e, evPress); ok {
			p.push(ev)
		}
	case "pointerup", "pointercancel":
		p.pointerUp(e)
	}
}

func (p *pageSource) take(buf []event, _ time.Time) []event {
	p.mu.Lock()
	defer p.mu.Unlock()
	buf = append(buf, p.q...)
	p.q = p.q[:0]
	return buf
}

// push queues e and asks for a frame to take it.
func (p *pageSource) push(e event) {
	p.mu.Lock()
	p.q = append(p.q, e)
	p.mu.Unlock()
	askFrame()
}

// on adds a listener that lives as long as the page; capture listens in
// the capture phase (before the canvas's own listeners). Listeners are
// not passive: they may cancel what the browser would do.
func on(target js.Value, event string, fn func(e js.Value), capture bool) {
	opts := js.Global().Get("Object").New()
	opts.Set("capture", capture)
	opts.Set("passive", false)
	target.Call("addEventListener", event, js.FuncOf(func(_ js.Value, args []js.Value) any {
		fn(args[0])
		return nil
	}), opts)
}

// pageKeys are the named keys by KeyboardEvent.key.
var pageKeys = map[string]keys.Key{
	"ArrowUp": keys.KeyUp, "ArrowDown": keys.KeyDown, "ArrowLeft": keys.KeyLeft, "ArrowRight": keys.KeyRight,
	"Home": keys.KeyHome, "End": keys.KeyEnd, "PageUp": keys.KeyPgUp, "PageDown": keys.KeyPgDn,
	"Enter": keys.KeyEnter, "Escape": keys.KeyEsc, "Tab": keys.KeyTab,
	"Backspace": keys.KeyBackspace, "Delete": keys.KeyDelete, "Insert": keys.KeyInsert,
	"F1": keys.KeyF(1), "F2": keys.KeyF(2), "F3": keys.KeyF(3), "F4": keys.KeyF(4),
	"F6": keys.KeyF(6), "F7": keys.KeyF(7), "F8": keys.KeyF(8), "F9": keys.KeyF(9), "F10": keys.KeyF(10),
	// F5 (reload), F11 (full screen) and F12 (developer tools) are the browser's.
}

// keyEventOf is the game's event for a keydown, and whether the game
// takes it.
func keyEventOf(key, code string, ctrl, alt, meta bool) (event, bool) {
	if ctrl || alt || meta {
		if ctrl && !alt && !meta && (code == "KeyS" || code == "KeyQ") {
			return event{kind: evKeyDown, key: keys.KeyCtrl(rune(code[3]))}, true
		}
		return event{}, false // the browser's or the system's
	}
	if d, ok := strings.CutPrefix(code, "Numpad"); ok && len(d) == 1 && d[0] >= '0' && d[0] <= '9' {
		return event{kind: evKeyDown, key: keys.KeyKP(int(d[0] - '0'))}, true
	}
	if code == "NumpadEnter" {
		return event{kind: evKeyDown, key: keys.KeyKPEnter}, true
	}
	if k, ok := pageKeys[key]; ok {
		return event{kind: evKeyDown, key: k}, true
	}
	if r, size := utf8.DecodeRuneInString(key); size == len(key) && r != utf8.RuneError && r >= ' ' {
		return event{kind: evText, char: r}, true
	}
	return event{}, false // a modifier, a dead key, an unnamed key
}

// keyDown queues a key the game takes (the browser's repeats of a held key
// are dropped: the session repeats held keys itself) and keeps the
// browser from acting on it (Tab would move the focus, the arrows and
// Space scroll, `/` find).
func (p *pageSource) keyDown(e js.Value) {
	if ownControl(e) || e.Get("isComposing").Bool() {
		return
	}
	ev, ok := keyEventOf(e.Get("key").String(), e.Get("code").String(),
		e.Get("ctrlKey").Bool(), e.Get("altKey").Bool(), e.Get("metaKey").Bool())
	if !ok {
		return
	}
	e.Call("preventDefault")
	if e.Get("repeat").Bool() {
		return
	}
	code := e.Get("code").String()
	p.mu.Lock()
	prev, held := p.down[code]
	p.down[code] = ev
	p.mu.Unlock()
	if held {
		p.push(release(prev)) // its release was never heard (the focus went and came back)
	}
	p.push(ev)
}

// keyUp queues the release of a key the game took.
func (p *pageSource) keyUp(e js.Value) {
	code := e.Get("code").String()
	p.mu.Lock()
	ev, ok := p.down[code]
	delete(p.down, code)
	p.mu.Unlock()
	if ok {
		e.Call("preventDefault")
		p.push(release(ev))
	}
}

// release is the event ending the key press e.
func release(e event) event {
	if e.kind == evText {
		return event{kind: evTextUp, char: e.char}
	}
	return event{kind: evKeyUp, key: e.key}
}

// ownControl reports whether a key event is for one of the page's own
// controls (its button), not the game.
func ownControl(e js.Value) bool {
	t := e.Get("target")
	if !t.Truthy() || t.Get("tagName").Type() != js.TypeString {
		return false
	}
	switch t.Get("tagName").String() {
	case "BUTTON", "INPUT", "TEXTAREA", "SELECT", "A":
		return true
	}
	return false
}

// leave lets go of every key down and takes the pointer away: the page
// lost the focus.
func (p *pageSource) leave() {
	p.mu.Lock()
	var up []event
	for code, ev := range p.down {
		up = append(up, release(ev))
		delete(p.down, code)
	}
	p.finger = -1
	p.mu.Unlock()
	for _, e := range up {
		p.push(e)
	}
	p.push(event{kind: evLeave})
}

// pointerAt is where a pointer event is on the canvas, in device pixels.
func (p *pageSource) pointerAt(e js.Value) image.Point {
	r := p.canvas.Call("getBoundingClientRect")
	k := js.Global().Get("devicePixelRatio").Float()
	if k <= 0 {
		k = 1
	}
	x := (e.Get("clientX").Float() - r.Get("left").Float()) * k
	y := (e.Get("clientY").Float() - r.Get("top").Float()) * k
	return image.Pt(int(math.Floor(x)), int(math.Floor(y)))
}

// pointerOf is a pointer event's kind of event, or false for a finger
// that is not the one the game follows.
func (p *pageSource) pointerOf(e js.Value, kind eventKind) (event, bool) {
	ev := event{kind: kind, at: p.pointerAt(e), touch: e.Get("pointerType").String() == "touch"}
	switch e.Get("button").Int() {
	case 0, -1:
		ev.button = buttonPrimary
	case 2:
		ev.button = buttonSecondary
	default:
		ev.button = buttonOther
	}
	if !ev.touch {
		return ev, true
	}
	id := e.Get("pointerId").Float()
	p.mu.Lock()
	defer p.mu.Unlock()
	switch {
	case kind == evPress && p.finger < 0 && e.Get("isPrimary").Bool():
		p.finger = id
	case id != p.finger:
		return ev, false
	case kind == evRelease:
		p.finger = -1
	}
	ev.button = buttonPrimary
	return ev, true
}

// pointerDown queues a press; the canvas keeps the pointer until it is
// released (a drag goes on outside it) and takes the keyboard's focus.
func (p *pageSource) pointerDown(e js.Value) {
	ev, ok := p.pointerOf(e, evPress)
	if !ok {
		return
	}
	e.Call("preventDefault")
	p.canvas.Call("setPointerCapture", e.Get("pointerId"))
	p.canvas.Call("focus")
	p.push(ev)
}

func (p *pageSource) pointerMove(e js.Value) {
	if ev, ok := p.pointerOf(e, evMove); ok {
		p.push(ev)
	}
}

// pointerUp queues a release (pointerup, or pointercancel: the browser
// took the pointer away).
func (p *pageSource) pointerUp(e js.Value) {
	if ev, ok := p.pointerOf(e, evRelease); ok {
		p.push(ev)
	}
}

// pointerLeave is the mouse leaving the canvas with no button down (a
// drag keeps the pointer): the hover goes.
func (p *pageSource) pointerLeave(e js.Value) {
	if e.Get("pointerType").String() == "touch" || e.Get("buttons").Int() != 0 {
		return
	}
	p.push(event{kind: evLeave})
}

// wheelTurn queues the wheel's whole notches (a notch is 100 pixels or 3
// lines, as browsers report one) and keeps the page from scrolling.
func (p *pageSource) wheelTurn(e js.Value) {
	e.Call("preventDefault")
	d := e.Get("deltaY").Float()
	switch e.Get("deltaMode").Int() {
	case 0:
		d /= 100
	case 1:
		d /= 3
	}
	p.mu.Lock()
	p.wheel += d
	n := int(p.wheel)
	p.wheel -= float64(n)
	p.mu.Unlock()
	if n != 0 {
		p.push(event{kind: evWheel, wheel: n})
	}
}
