//go:build !js

package front

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"downhill/game/session/keys"
)

// namedKeys are Ebiten's keys that type no character, by the session's
// names for them. The numpad's digits are here too: with NumLock off they
// type nothing; with it on, the digit they type is dropped in favour of
// the key (keyboard.update), so either way they are the keys KP0..KP9.
var namedKeys = func() map[ebiten.Key]keys.Key {
	m := map[ebiten.Key]keys.Key{
		ebiten.KeyArrowUp: keys.KeyUp, ebiten.KeyArrowDown: keys.KeyDown,
		ebiten.KeyArrowLeft: keys.KeyLeft, ebiten.KeyArrowRight: keys.KeyRight,
		ebiten.KeyHome: keys.KeyHome, ebiten.KeyEnd: keys.KeyEnd,
		ebiten.KeyPageUp: keys.KeyPgUp, ebiten.KeyPageDown: keys.KeyPgDn,
		ebiten.KeyEnter: keys.KeyEnter, ebiten.KeyNumpadEnter: keys.KeyKPEnter,
		ebiten.KeyEscape: keys.KeyEsc, ebiten.KeyTab: keys.KeyTab,
		ebiten.KeyBackspace: keys.KeyBackspace, ebiten.KeyDelete: keys.KeyDelete,
		ebiten.KeyInsert: keys.KeyInsert,
	}
	for n := 1; n <= 12; n++ {
		m[ebiten.KeyF1+ebiten.Key(n-1)] = keys.KeyF(n)
	}
	for n := 0; n <= 9; n++ {
		m[ebiten.KeyNumpad0+ebiten.Key(n)] = keys.KeyKP(n)
	}
	return m
}()

// typing reports whether k is a key that types a character (a letter, a
// digit of the main block, punctuation, space, the numpad's operators):
// its characters arrive as text, which the keyboard's layout decides.
func typing(k ebiten.Key) bool {
	switch {
	case k >= ebiten.KeyA && k <= ebiten.KeyZ, k >= ebiten.KeyDigit0 && k <= ebiten.KeyDigit9:
		return true
	}
	switch k {
	case ebiten.KeySpace, ebiten.KeyMinus, ebiten.KeyEqual, ebiten.KeyBracketLeft, ebiten.KeyBracketRight,
		ebiten.KeyBackslash, ebiten.KeySemicolon, ebiten.KeyQuote, ebiten.KeyBackquote, ebiten.KeyComma,
		ebiten.KeyPeriod, ebiten.KeySlash, ebiten.KeyIntlBackslash, ebiten.KeyNumpadAdd, ebiten.KeyNumpadSubtract,
		ebiten.KeyNumpadMultiply, ebiten.KeyNumpadDivide, ebiten.KeyNumpadDecimal, ebiten.KeyNumpadEqual:
		return true
	}
	return false
}

// keyboard is the desktop's source (see source): it turns the keyboard
// into key and character events, each key press once with its release
// (the session times key repeat itself), in the order they were typed; on
// X11 the pointer's events come with them from the X server, in order.
//
// Ebiten gives two things a tick: the characters typed since the last tick
// (a queue: none is lost, and the platform repeats a held key's character)
// and the keys' state (polled: a key pressed and let go between two ticks
// is not seen). On X11 the keys' presses and releases come in order from
// the X server instead (xKeys, with the pointer's), and each press of a
// key that types takes the next of Ebiten's characters, so keys and
// characters keep their order and none is lost. Elsewhere (desktops
// without X11; the browser hears the page instead) the keyboard pairs a tick's
// characters with the typing keys that went down in it, takes a
// character with no key going down as the platform repeating the key
// held (dropped) or as a tap too quick for the poll (pressed and let go at
// once), and passes the characters before the named keys.
type keyboard struct {
	x     *xKeys           // the X server's own key events, when there is one
	gone  func()           // called if the window is destroyed under the game (listenX)
	lost  func()           // called if the X server's connection ends (listenX)
	tries int              // ticks that looked for it
	queue []keyEvent       // X events not yet passed on (waiting for their characters)
	chars []waiting        // Ebiten's characters not yet passed on
	typed map[keyCode]rune // typing keys down, with the character each typed
	down  map[keyCode]bool // keys down
	kp    []waiting        // numpad digits pressed whose character (NumLock on) is to be dropped

	held map[ebiten.Key]typed // polling: typing keys down, with what each typed
	last ebiten.Key           // polling: the typing key that went down last (the one the platform repeats)
	keys []ebiten.Key         // scratch
	in   []rune               // scratch
	out  []event              // what take returns

	frame int // the frames taken so far (take)
}

// waiting is a character and when it came: the time, and the frame.
type waiting struct {
	c     rune
	at    time.Time
	frame int
}

// typed is a character and when its key went down.
type typed struct {
	c    rune
	down time.Time
}

// charFrames is how many frames a key press from the X server waits for
// its character from Ebiten before the keyboard takes it as a key that
// types nothing (a dead key). Frames, not time: the X server sends a key
// press to every client that hears it at once, and the frame after the
// one that took it from the game's own connection polls the toolkit's
// after it came, so its character is there then however slow the machine
// is. A numpad digit's character (NumLock on) is dropped for as long.
const charFrames = 2

// charWait is how long a character no key press accounts for waits, as
// well as charFrames frames, for its key from the X server before it is
// taken as typed on its own (an input method's): the game's connection is
// read by a goroutine of its own, which a busy machine may hold back.
const charWait = 250 * time.Millisecond

// pairWait is how long a release waits for a press at the same X time
// (the two halves of the X server's key repeat come together).
const pairWait = 20 * time.Millisecond

// repeatMark is the X time of a press that is the X server's repeat.
const repeatMark = 1<<31 - 1

// platformRepeat is the shortest a key is held before the platform
// repeats its character (X11's and browsers' delays are 250-660 ms): the
// same character sooner is the key pressed again between two polls.
const platformRepeat = 150 * time.Millisecond

// take appends this tick's keys and characters (and, from the X server,
// the pointer's events among them) to buf, in order.
func (kb *keyboard) take(buf []event, now time.Time) []event {
	kb.out = buf
	kb.frame++
	if kb.x == nil && kb.tries < 10 {
		kb.tries++
		kb.x = listenX(kb.gone, kb.lost)
	}
	kb.in = ebiten.AppendInputChars(kb.in[:0])
	// Shortcuts with Ctrl, Alt or Meta are the system's or the browser's.
	shortcut := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyAlt) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	if shortcut {
		kb.in = kb.in[:0]
	}
	if kb.x != nil {
		kb.ordered(now)
	} else {
		kb.polled(shortcut, now)
	}
	return kb.out
}

// emit adds an event to what take returns.
func (kb *keyboard) emit(e event) { kb.out = append(kb.out, e) }

// text emits a character typed; textUp the release of its key.
func (kb *keyboard) text(c rune)   { kb.emit(event{kind: evText, char: c}) }
func (kb *keyboard) textUp(c rune) { kb.emit(event{kind: evTextUp, char: c}) }

// ordered passes the X server's events in order, each typing key's press
// with the next of Ebiten's characters (the events after a press wait
// with it for its character).
func (kb *keyboard) ordered(now time.Time) {
	if kb.typed == nil {
		kb.typed, kb.down = map[keyCode]rune{}, map[keyCode]bool{}
	}
	for _, c := range kb.in {
		kb.chars = append(kb.chars, waiting{c, now, kb.frame})
	}
	n := len(kb.queue)
	kb.queue = kb.x.take(kb.queue)
	for j := n; j < len(kb.queue); j++ {
		kb.queue[j].frame = kb.frame
	}
	i := 0
loop:
	for ; i < len(kb.queue); i++ {
		e := kb.queue[i]
		if e.pointer.kind != 0 {
			kb.emit(e.pointer) // the pointer's events keep their place among the keys'
			continue
		}
		kb.dropDigits()
		if !e.down {
			// The X server repeats a held key as a release and a press at
			// the same time: the pair is the platform repeating, not a
			// release (Ebiten gets the key's character again).
			if i+1 == len(kb.queue) && now.Sub(e.at) < pairWait {
				kb.soon(pairWait)
				break loop // the press of a pair may be on its way
			}
			if i+1 < len(kb.queue) {
				if n := kb.queue[i+1]; n.down && n.code == e.code && n.xtime == e.xtime && kb.down[e.code] {
					kb.queue[i+1].xtime = repeatMark
					continue
				}
			}
			if !kb.down[e.code] {
				continue // not down (XTEST input may release a key before pressing it)
			}
			kb.down[e.code] = false
			if e.key != "" {
				kb.emit(event{kind: evKeyUp, key: e.key})
			} else if c, ok := kb.typed[e.code]; ok {
				kb.textUp(c)
				delete(kb.typed, e.code)
			}
			continue
		}
		repeat := e.xtime == repeatMark
		if e.key != "" {
			if !repeat {
				kb.down[e.code] = true
				if d, ok := kpDigit(e.key); ok {
					kb.kp = append(kb.kp, waiting{'0' + rune(d), now, kb.frame})
				}
				kb.emit(event{kind: evKeyDown, key: e.key})
			}
			continue // a named key's repeat: the session repeats held keys itself
		}
		if len(kb.chars) == 0 {
			if kb.frame-e.frame < charFrames {
				askFrame()
				break loop // its character is still on its way through Ebiten
			}
			continue // a key that typed nothing (a dead key)
		}
		c := kb.chars[0].c
		kb.chars = kb.chars[1:]
		if repeat {
			continue // the platform repeating a held key: the session repeats it itself
		}
		kb.down[e.code] = true
		kb.typed[e.code] = c
		kb.text(c)
	}
	kb.queue = kb.queue[:copy(kb.queue, kb.queue[i:])]
	kb.dropDigits()
	// Characters no key accounts for (an input method's) are taps, once
	// their key press has had time to come.
	for len(kb.queue) == 0 && len(kb.chars) > 0 && now.Sub(kb.chars[0].at) >= charWait && kb.frame-kb.chars[0].frame >= charFrames {
		c := kb.chars[0].c
		kb.chars = kb.chars[1:]
		kb.text(c)
		kb.textUp(c)
	}
	if len(kb.queue) == 0 && len(kb.chars) > 0 {
		// The characters' keys, or their turn as taps.
		if kb.frame-kb.chars[0].frame < charFrames {
			askFrame()
		} else {
			kb.soon(charWait - now.Sub(kb.chars[0].at))
		}
	}
}

// soon asks for a frame in d, for what the keyboard waits for.
func (kb *keyboard) soon(d time.Duration) {
	time.AfterFunc(d, askFrame)
}

// dropDigits drops the digits the numpad's keys typed (NumLock on: the
// keys went to the session as KP0..KP9) from the head of the characters.
func (kb *keyboard) dropDigits() {
	for len(kb.kp) > 0 {
		if kb.frame-kb.kp[0].frame >= charFrames {
			kb.kp = kb.kp[1:] // NumLock off: no digit came
			continue
		}
		if len(kb.chars) == 0 || kb.chars[0].c != kb.kp[0].c {
			return
		}
		kb.chars, kb.kp = kb.chars[1:], kb.kp[1:]
	}
}

// polled passes this tick's characters, then the named keys Ebiten's poll
// saw go down and up.
func (kb *keyboard) polled(shortcut bool, now time.Time) {
	if kb.held == nil {
		kb.held = map[ebiten.Key]typed{}
	}
	kb.keys = inpututil.AppendJustPressedKeys(kb.keys[:0])
	var numpad [10]int     // numpad digits that went down this tick: their digit is dropped
	var fresh []ebiten.Key // typing keys that went down this tick, for this tick's characters
	for _, k := range kb.keys {
		if n, ok := namedKeys[k]; ok {
			if d, ok := kpDigit(n); ok {
				numpad[d]++
			}
		} else if typing(k) {
			fresh = append(fresh, k)
		}
	}
	for _, c := range kb.in {
		switch {
		case c >= '0' && c <= '9' && numpad[c-'0'] > 0:
			numpad[c-'0']-- // NumLock on: the key goes as KP0..KP9
		case c >= '0' && c <= '9' && ebiten.IsKeyPressed(ebiten.KeyNumpad0+ebiten.Key(c-'0')):
			// the platform repeating a held numpad key
		case kb.repeating(c, now):
		case len(fresh) > 0:
			k := fresh[0]
			fresh = fresh[1:]
			kb.letGo(c)
			kb.held[k], kb.last = typed{c, now}, k
			kb.text(c)
		default:
			// A tap between two polls, or a key let go and pressed again
			// between them (it looks held all along).
			kb.letGo(c)
			kb.text(c)
			kb.textUp(c)
		}
	}
	if !shortcut {
		for _, k := range kb.keys {
			if n, ok := namedKeys[k]; ok {
				kb.emit(event{kind: evKeyDown, key: n})
			}
		}
	}
	for _, k := range inpututil.AppendJustReleasedKeys(kb.keys[:0]) {
		if n, ok := namedKeys[k]; ok {
			kb.emit(event{kind: evKeyUp, key: n})
		}
	}
	for k, t := range kb.held {
		if !ebiten.IsKeyPressed(k) {
			kb.textUp(t.c)
			delete(kb.held, k)
		}
	}
}

// letGo releases a held key that typed c, so the session takes the next c
// as a new press, not as the platform repeating it.
func (kb *keyboard) letGo(c rune) {
	for k, t := range kb.held {
		if t.c == c {
			kb.textUp(c)
			delete(kb.held, k)
		}
	}
}

// kpDigit is the digit of a numpad key KP0..KP9.
func kpDigit(k keys.Key) (int, bool) {
	for d := 0; d <= 9; d++ {
		if k == keys.KeyKP(d) {
			return d, true
		}
	}
	return 0, false
}

// repeating reports whether c is the platform repeating the typing key
// held down last: still down since before this tick, for longer than a
// platform waits to repeat, having typed c.
func (kb *keyboard) repeating(c rune, now time.Time) bool {
	k := kb.last
	t, ok := kb.held[k]
	return ok && t.c == c && ebiten.IsKeyPressed(k) && !inpututil.IsKeyJustPressed(k) && now.Sub(t.down) >= platformRepeat
}
