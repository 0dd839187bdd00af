package web

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// domKeys are the KeyboardEvent.key values that are not one character,
// by the names session's key table uses (Gio's).
var domKeys = map[string]string{
	"ArrowUp": "↑", "ArrowDown": "↓", "ArrowLeft": "←", "ArrowRight": "→",
	"Home": "⇱", "End": "⇲", "PageUp": "⇞", "PageDown": "⇟",
	"Escape": "⎋", "Enter": "⏎",
	// The lab's and the sandbox's keys are named alike in both.
	"Tab": "Tab", "F2": "F2", "F3": "F3",
}

// KeyName turns a KeyboardEvent's key into session's name for it, as Gio's
// browser port does: the named keys above, a single printable character in
// upper case (so "j" and "J" are one key, as on the desktop). ok is false
// for keys no front end passes on (Shift alone, F5, a dead key).
// Keys pressed with Ctrl, Alt or Meta are the browser's and never reach
// KeyName (the desktop window's key filter drops them the same way).
func KeyName(key string) (name string, ok bool) {
	if n, ok := domKeys[key]; ok {
		return n, true
	}
	r, size := utf8.DecodeRuneInString(key)
	if size == 0 || size != len(key) || r == ' ' || !unicode.IsPrint(r) {
		return "", false
	}
	return strings.ToUpper(key), true
}
