package web

import (
	"unicode"
	"unicode/utf8"

	"downhill/game/session"
)

// domKeys are the KeyboardEvent.key values that are not one character,
// by the session's names for them.
var domKeys = map[string]session.Key{
	"ArrowUp": session.KeyUp, "ArrowDown": session.KeyDown, "ArrowLeft": session.KeyLeft, "ArrowRight": session.KeyRight,
	"Home": session.KeyHome, "End": session.KeyEnd, "PageUp": session.KeyPgUp, "PageDown": session.KeyPgDn,
	"Escape": session.KeyEsc, "Enter": session.KeyEnter, "Tab": session.KeyTab,
	"Backspace": session.KeyBackspace, "Delete": session.KeyDelete, "Insert": session.KeyInsert,
	"F2": session.KeyF(2), "F3": session.KeyF(3),
}

// KeyInput turns a KeyboardEvent's key into the session's input: a named
// key from the table above, or the one printable character the key typed
// (layout and Shift applied by the browser). ok is false for keys no
// front end passes on (Shift alone, F5, a dead key, Space).
// Keys pressed with Ctrl, Alt or Meta are the browser's and never reach
// KeyInput.
func KeyInput(key string) (in session.Input, ok bool) {
	if k, ok := domKeys[key]; ok {
		return session.Input{Key: k}, true
	}
	r, size := utf8.DecodeRuneInString(key)
	if size == 0 || size != len(key) || r == ' ' || !unicode.IsPrint(r) {
		return session.Input{}, false
	}
	return session.Input{Char: r}, true
}
