//go:build !js

package ui

import (
	"unicode/utf8"

	"gioui.org/io/key"

	"downhill/game/session"
)

// gioKeys are Gio's names for the keys the session knows by name.
var gioKeys = map[key.Name]session.Key{
	key.NameUpArrow: session.KeyUp, key.NameDownArrow: session.KeyDown,
	key.NameLeftArrow: session.KeyLeft, key.NameRightArrow: session.KeyRight,
	key.NameHome: session.KeyHome, key.NameEnd: session.KeyEnd,
	key.NamePageUp: session.KeyPgUp, key.NamePageDown: session.KeyPgDn,
	key.NameReturn: session.KeyEnter, key.NameEnter: session.KeyKPEnter,
	key.NameEscape: session.KeyEsc, key.NameTab: session.KeyTab,
	key.NameDeleteBackward: session.KeyBackspace, key.NameDeleteForward: session.KeyDelete,
	key.NameF1: session.KeyF(1), key.NameF2: session.KeyF(2), key.NameF3: session.KeyF(3),
	key.NameF4: session.KeyF(4), key.NameF5: session.KeyF(5), key.NameF6: session.KeyF(6),
	key.NameF7: session.KeyF(7), key.NameF8: session.KeyF(8), key.NameF9: session.KeyF(9),
	key.NameF10: session.KeyF(10), key.NameF11: session.KeyF(11), key.NameF12: session.KeyF(12),
}

// input turns a Gio key name into the session's input: a named key, or
// the character the key types (Gio names a character key by its
// character, letters in upper case: the session folds them). ok is false
// for keys the session has no name for (Shift alone, Space).
func input(n key.Name) (in session.Input, ok bool) {
	if k, ok := gioKeys[n]; ok {
		return session.Input{Key: k}, true
	}
	r, size := utf8.DecodeRuneInString(string(n))
	if size == 0 || size != len(n) {
		return session.Input{}, false
	}
	return session.Input{Char: r}, true
}
