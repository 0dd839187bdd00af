package front

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"downhill/game/session"
)

// namedKeys are Ebiten's keys that type no character, by the session's
// names for them. The numpad's digits are here too: with NumLock off they
// type nothing; with it on, the digit they type is dropped in favour of
// the key (keyboard.update), so either way they are the keys KP0..KP9.
var namedKeys = func() map[ebiten.Key]session.Key {
	m := map[ebiten.Key]session.Key{
		ebiten.KeyArrowUp: session.KeyUp, ebiten.KeyArrowDown: session.KeyDown,
		ebiten.KeyArrowLeft: session.KeyLeft, ebiten.KeyArrowRight: session.KeyRight,
		ebiten.KeyHome: session.KeyHome, ebiten.KeyEnd: session.KeyEnd,
		ebiten.KeyPageUp: session.KeyPgUp, ebiten.KeyPageDown: session.KeyPgDn,
		ebiten.KeyEnter: session.KeyEnter, ebiten.KeyNumpadEnter: session.KeyKPEnter,
		ebiten.KeyEscape: session.KeyEsc, ebiten.KeyTab: session.KeyTab,
		ebiten.KeyBackspace: session.KeyBackspace, ebiten.KeyDelete: session.KeyDelete,
		ebiten.KeyInsert: session.KeyInsert,
	}
	for n := 1; n <= 12; n++ {
		m[ebiten.KeyF1+ebiten.Key(n-1)] = session.KeyF(n)
	}
	for n := 0; n <= 9; n++ {
		m[ebiten.KeyNumpad0+ebiten.Key(n)] = session.KeyKP(n)
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

// keyboard turns Ebiten's keyboard into the session's presses and
// releases. Ebiten gives two things a tick: the characters typed since the
// last tick (a queue: none is lost, and the platform repeats a held key's
// character) and the keys' state (polled: a key pressed and let go
// between two ticks is not seen). The session times key repeat itself, so
// the keyboard passes each key press once with its release: a character
// is paired with a typing key that went down in the same tick and is held
// until that key comes up; a character with no key going down is the
// platform repeating the key held (dropped) or a tap too quick for the
// poll (pressed and let go at once). Within a tick the order between keys
// and characters is not known; characters go first (t, l, l, Enter typed
// fast is a cursor move, then the travel).
type keyboard struct {
	x      *xKeys     // the X server's own key events, when there is one
	tries  int        // ticks that looked for it
	events []keyEvent // scratch

	held  map[ebiten.Key]typed // typing keys down, with what each typed
	last  ebiten.Key           // the typing key that went down last (the one the platform repeats)
	keys  []ebiten.Key         // scratch
	chars []rune               // scratch
}

// typed is a character and when its key went down.
type typed struct {
	c    rune
	down time.Time
}

// platformRepeat is the shortest a key is held before the platform
// repeats its character (X11's and browsers' delays are 250-660 ms): the
// same character sooner is the key pressed again between two polls.
const platformRepeat = 150 * time.Millisecond

// update passes this tick's keyboard to s at now.
func (kb *keyboard) update(s *session.Session, now time.Time) {
	if kb.held == nil {
		kb.held = map[ebiten.Key]typed{}
	}
	kb.chars = ebiten.AppendInputChars(kb.chars[:0])
	kb.keys = inpututil.AppendJustPressedKeys(kb.keys[:0])
	// Shortcuts with Ctrl, Alt or Meta are the system's or the browser's.
	shortcut := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyAlt) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	if shortcut {
		kb.chars = kb.chars[:0]
	}
	if kb.x == nil && kb.tries < 10 {
		kb.tries++
		kb.x = listenX()
	}
	// The named keys going down and up this tick, in order: from the X
	// server when it tells, else from Ebiten's poll.
	kb.events = kb.events[:0]
	if kb.x != nil {
		kb.events = kb.x.take(kb.events)
	} else {
		for _, k := range kb.keys {
			if n, ok := namedKeys[k]; ok && !shortcut {
				kb.events = append(kb.events, keyEvent{n, true})
			}
		}
		for _, k := range inpututil.AppendJustReleasedKeys(nil) {
			if n, ok := namedKeys[k]; ok {
				kb.events = append(kb.events, keyEvent{n, false})
			}
		}
	}
	var numpad [10]int // numpad digits that went down this tick: their digit is dropped
	for _, e := range kb.events {
		if d, ok := kpDigit(e.key); ok && e.down {
			numpad[d]++
		}
	}
	var fresh []ebiten.Key // typing keys that went down this tick, for this tick's characters
	for _, k := range kb.keys {
		if typing(k) {
			fresh = append(fresh, k)
		}
	}
	for _, c := range kb.chars {
		switch {
		case c >= '0' && c <= '9' && numpad[c-'0'] > 0:
			numpad[c-'0']-- // NumLock on: the key goes as KP0..KP9
		case c >= '0' && c <= '9' && ebiten.IsKeyPressed(ebiten.KeyNumpad0+ebiten.Key(c-'0')):
			// the platform repeating a held numpad key
		case kb.repeating(c, now):
		case len(fresh) > 0:
			k := fresh[0]
			fresh = fresh[1:]
			kb.letGo(s, c, now)
			kb.held[k], kb.last = typed{c, now}, k
			s.Text(c, now)
		default:
			// A tap between two polls, or a key let go and pressed again
			// between them (it looks held all along).
			kb.letGo(s, c, now)
			s.Text(c, now)
			s.TextUp(c, now)
		}
	}
	for _, e := range kb.events {
		if e.down {
			s.Key(e.key, now)
		} else {
			s.KeyUp(e.key, now)
		}
	}
	for k, t := range kb.held {
		if !ebiten.IsKeyPressed(k) {
			s.TextUp(t.c, now)
			delete(kb.held, k)
		}
	}
}

// letGo releases a held key that typed c, so the session takes the next c
// as a new press, not as the platform repeating it.
func (kb *keyboard) letGo(s *session.Session, c rune, now time.Time) {
	for k, t := range kb.held {
		if t.c == c {
			s.TextUp(c, now)
			delete(kb.held, k)
		}
	}
}

// kpDigit is the digit of a numpad key KP0..KP9.
func kpDigit(k session.Key) (int, bool) {
	for d := 0; d <= 9; d++ {
		if k == session.KeyKP(d) {
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
