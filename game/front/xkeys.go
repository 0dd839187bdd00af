//go:build linux && !android && !js

package front

import (
	"encoding/binary"
	"os"
	"sync"
	"time"

	"github.com/jezek/xgb"
	"github.com/jezek/xgb/xproto"

	"downhill/game/session/keys"
)

// xKeys hears the window's keys from the X server itself, in order, none
// lost. Ebiten polls the keys' state once a tick, so a key pressed and
// let go within one tick (a quick tap during a slow frame) is never seen,
// and it gives a tick's typed characters apart from its keys, so their
// order is lost; the X server instead sends every press and release to
// each client that asks for them on a window. So a second connection
// (jezek/xgb, which Ebiten links already) asks for the window's key,
// focus and structure events (and the pointer's: xpointer.go), and the
// keyboard takes them in order from its queue: the
// named keys as they are, and for each key that types, the next of
// Ebiten's characters (the X server knows keys, not what the keyboard
// layout makes of them).
type xKeys struct {
	conn  *xgb.Conn
	win   xproto.Window // the game's window
	cover xproto.Window // the pointer's window over it (xpointer.go; 0: none)
	mu    sync.Mutex
	keys  map[xproto.Keycode]keys.Key      // the named keys by keycode
	typs  map[xproto.Keycode]xproto.Keysym // the keys that type a character, with their first keysym
	q     []keyEvent                       // events not yet taken
	down  map[xproto.Keycode]bool          // keys down as the events say (released all on focus out)
	ctrl  map[xproto.Keycode]keys.Key      // Ctrl shortcuts down (Ctrl+S), by the key's code
	gone  func()                           // called once when the window is destroyed under the game
	lost  func()                           // called once when the connection ends: the X server went away
}

// keyCode is a key's code, the X server's.
type keyCode = xproto.Keycode

// keyEvent is a key going down or up: a named key (key set) or a key that
// types (code; its character comes from Ebiten); xtime is the X server's
// time of it, at when it was queued. Or it is the pointer's event
// (pointer.kind set), which keeps its place among the keys'.
type keyEvent struct {
	key     keys.Key
	code    keyCode
	down    bool
	xtime   xproto.Timestamp
	at      time.Time
	frame   int // the keyboard's frame that first took it
	pointer event
}

// listenX starts hearing the keys and the pointer of this process's window
// (found by its _NET_WM_PID), or returns nil when there is no X server to
// ask or no window yet: the keyboard then polls Ebiten. gone is called,
// once, if the window is destroyed under the game (by another client, or
// a desktop's logout); lost, once, if the connection ends (the X server
// went away).
func listenX(gone, lost func()) *xKeys {
	conn, err := xgb.NewConn()
	if err != nil {
		return nil
	}
	win, ok := ownWindow(conn)
	if !ok {
		conn.Close()
		return nil
	}
	x := &xKeys{conn: conn, win: win, down: map[xproto.Keycode]bool{}, ctrl: map[xproto.Keycode]keys.Key{}, gone: gone, lost: lost}
	if x.keys, x.typs, err = keyboardMap(conn); err != nil {
		conn.Close()
		return nil
	}
	mask := uint32(xproto.EventMaskKeyPress | xproto.EventMaskKeyRelease | xproto.EventMaskFocusChange | xproto.EventMaskStructureNotify)
	if err := xproto.ChangeWindowAttributesChecked(conn, win, xproto.CwEventMask, []uint32{mask}).Check(); err != nil {
		conn.Close()
		return nil
	}
	x.coverWindow()
	go x.read()
	return x
}

// ownWindow finds the window of this process: a child of the root (or,
// under a window manager, a grandchild) whose _NET_WM_PID is our pid.
func ownWindow(conn *xgb.Conn) (xproto.Window, bool) {
	pidAtom, err := xproto.InternAtom(conn, true, uint16(len("_NET_WM_PID")), "_NET_WM_PID").Reply()
	if err != nil || pidAtom.Atom == 0 {
		return 0, false
	}
	pid := uint32(os.Getpid())
	var search func(w xproto.Window, depth int) (xproto.Window, bool)
	search = func(w xproto.Window, depth int) (xproto.Window, bool) {
		tree, err := xproto.QueryTree(conn, w).Reply()
		if err != nil {
			return 0, false
		}
		for _, c := range tree.Children {
			p, err := xproto.GetProperty(conn, false, c, pidAtom.Atom, xproto.AtomCardinal, 0, 1).Reply()
			if err == nil && p.Format == 32 && len(p.Value) >= 4 && binary.LittleEndian.Uint32(p.Value) == pid {
				return c, true
			}
		}
		if depth > 0 {
			for _, c := range tree.Children {
				if w, ok := search(c, depth-1); ok {
					return w, true
				}
			}
		}
		return 0, false
	}
	return search(xproto.Setup(conn).DefaultScreen(conn).Root, 2)
}

// xNamed are the X keysyms of the named keys. The numpad's keys are named
// by their place whatever NumLock says (KP_Up and KP_8 are both KP8).
var xNamed = func() map[xproto.Keysym]keys.Key {
	m := map[xproto.Keysym]keys.Key{
		0xff52: keys.KeyUp, 0xff54: keys.KeyDown, 0xff51: keys.KeyLeft, 0xff53: keys.KeyRight,
		0xff50: keys.KeyHome, 0xff57: keys.KeyEnd, 0xff55: keys.KeyPgUp, 0xff56: keys.KeyPgDn,
		0xff0d: keys.KeyEnter, 0xff8d: keys.KeyKPEnter, 0xff1b: keys.KeyEsc,
		0xff09: keys.KeyTab, 0xfe20: keys.KeyTab, // ISO_Left_Tab is Shift+Tab
		0xff08: keys.KeyBackspace, 0xffff: keys.KeyDelete, 0xff63: keys.KeyInsert,
		0xff9e: keys.KeyKP(0), 0xff9c: keys.KeyKP(1), 0xff99: keys.KeyKP(2), 0xff9b: keys.KeyKP(3),
		0xff96: keys.KeyKP(4), 0xff9d: keys.KeyKP(5), 0xff98: keys.KeyKP(6), 0xff95: keys.KeyKP(7),
		0xff97: keys.KeyKP(8), 0xff9a: keys.KeyKP(9),
	}
	for n := 0; n < 12; n++ {
		m[xproto.Keysym(0xffbe+n)] = keys.KeyF(n + 1)
	}
	for n := 0; n <= 9; n++ {
		m[xproto.Keysym(0xffb0+n)] = keys.KeyKP(n)
	}
	return m
}()

// printable reports whether keysym sym types a character: Latin-1's
// printable ones (their keysyms are their code points), the numpad's
// operators, and the Unicode keysyms.
func printable(sym xproto.Keysym) bool {
	return sym >= 0x20 && sym <= 0x7e || sym >= 0xa0 && sym <= 0xff || sym >= 0xffaa && sym <= 0xffaf ||
		sym >= 0x01000100 && sym <= 0x0110ffff
}

// keyboardMap maps the keyboard's keycodes to the named keys they are (by
// any of their keysyms: the numpad's digits are keysyms of their second
// level) and finds the keys that type a character, with their first
// keysym.
func keyboardMap(conn *xgb.Conn) (map[xproto.Keycode]keys.Key, map[xproto.Keycode]xproto.Keysym, error) {
	setup := xproto.Setup(conn)
	first, n := setup.MinKeycode, int(setup.MaxKeycode)-int(setup.MinKeycode)+1
	km, err := xproto.GetKeyboardMapping(conn, first, byte(n)).Reply()
	if err != nil {
		return nil, nil, err
	}
	per := int(km.KeysymsPerKeycode)
	named, typs := map[xproto.Keycode]keys.Key{}, map[xproto.Keycode]xproto.Keysym{}
	for i := 0; i < n && per > 0; i++ {
		code := xproto.Keycode(int(first) + i)
		for _, sym := range km.Keysyms[i*per : (i+1)*per] {
			if k, ok := xNamed[sym]; ok {
				named[code] = k
				break
			}
		}
		if _, ok := named[code]; !ok && printable(km.Keysyms[i*per]) {
			typs[code] = km.Keysyms[i*per]
		}
	}
	return named, typs, nil
}

// shortcutMods are Control, Mod1 (Alt) and Mod4 (Super): keys pressed with
// them are the system's.
const shortcutMods = xproto.ModMaskControl | xproto.ModMask1 | xproto.ModMask4

// read queues the window's key and pointer events until the connection
// ends. The game never closes it once read runs, so its end is the X
// server gone (a desktop's logout): an idle game would otherwise hear it
// only at its next call into Xlib, which may not come.
func (x *xKeys) read() {
	for {
		ev, err := x.conn.WaitForEvent()
		if ev == nil && err == nil {
			if x.lost != nil {
				x.lost()
			}
			return
		}
		switch e := ev.(type) {
		case xproto.KeyPressEvent:
			switch {
			case e.State&shortcutMods == 0:
				x.push(e.Detail, e.Time, true)
			case e.State&shortcutMods == xproto.ModMaskControl:
				x.shortcut(e.Detail, true)
			}
		case xproto.KeyReleaseEvent:
			x.shortcut(e.Detail, false)
			x.push(e.Detail, e.Time, false)
		case xproto.FocusOutEvent:
			x.releaseAll()
		case xproto.MappingNotifyEvent:
			if keys, typs, err := keyboardMap(x.conn); err == nil {
				x.mu.Lock()
				x.keys, x.typs = keys, typs
				x.mu.Unlock()
			}
		case xproto.DestroyNotifyEvent:
			if e.Window == x.win && x.gone != nil {
				x.gone()
			}
		default:
			x.pointerEvent(ev)
		}
	}
}

// ctrlKeys are the game's keys pressed with Control, by the letter's
// keysym: the shortcuts the game takes (every other one is the system's).
var ctrlKeys = map[xproto.Keysym]keys.Key{'s': keys.KeyCtrl('s'), 'q': keys.KeyCtrl('q')}

// shortcut queues a game's Ctrl shortcut (Ctrl+S) going down, or up.
func (x *xKeys) shortcut(code xproto.Keycode, down bool) {
	x.mu.Lock()
	k, ok := x.ctrl[code]
	if down {
		k, ok = ctrlKeys[x.typs[code]|0x20]
		if ok {
			x.ctrl[code] = k
		}
	} else {
		delete(x.ctrl, code)
	}
	if ok {
		x.q = append(x.q, keyEvent{key: k, code: code, down: down, at: time.Now()})
		x.down[code] = down
	}
	x.mu.Unlock()
	if ok {
		askFrame()
	}
}

// push queues a key going down or up, and asks for a frame to take it.
func (x *xKeys) push(code xproto.Keycode, t xproto.Timestamp, down bool) {
	x.mu.Lock()
	k, named := x.keys[code]
	_, types := x.typs[code]
	ok := named || types
	if ok {
		x.q = append(x.q, keyEvent{key: k, code: code, down: down, xtime: t, at: time.Now()})
		x.down[code] = down
	}
	x.mu.Unlock()
	if ok {
		askFrame()
	}
}

// releaseAll lets go of every key down and takes the pointer away: the
// window lost the focus, and the X server sends their releases to the
// window that has it (a player who turned to another window has left the
// game's, even with the pointer resting over it).
func (x *xKeys) releaseAll() {
	x.mu.Lock()
	for code, d := range x.down {
		if d {
			k, ok := x.ctrl[code]
			if !ok {
				k = x.keys[code]
			}
			x.q = append(x.q, keyEvent{key: k, code: code, at: time.Now()})
			x.down[code] = false
		}
	}
	clear(x.ctrl)
	x.q = append(x.q, keyEvent{pointer: event{kind: evLeave}, at: time.Now()})
	x.mu.Unlock()
	askFrame()
}

// take appends the events queued since the last call to buf, in order.
func (x *xKeys) take(buf []keyEvent) []keyEvent {
	x.mu.Lock()
	defer x.mu.Unlock()
	buf = append(buf, x.q...)
	x.q = x.q[:0]
	return buf
}
