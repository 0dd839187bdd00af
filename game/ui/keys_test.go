//go:build !js

package ui

import (
	"testing"

	"gioui.org/io/key"

	"downhill/game/session"
)

// TestKeyTableUsesGioNames checks the session's key table is written in
// Gio's own key names, so the window passes string(e.Name) straight in.
func TestKeyTableUsesGioNames(t *testing.T) {
	want := map[key.Name]session.Action{
		key.NameUpArrow: session.ActMove, key.NameDownArrow: session.ActMove,
		key.NameLeftArrow: session.ActMove, key.NameRightArrow: session.ActMove,
		key.NameHome: session.ActMove, key.NameEnd: session.ActMove,
		key.NamePageUp: session.ActMove, key.NamePageDown: session.ActMove,
		key.NameEscape: session.ActCancel, key.NameReturn: session.ActConfirm,
		key.NameEnter: session.ActConfirm,
	}
	for n, a := range want {
		if b, ok := session.Lookup(string(n)); !ok || b.Action != a {
			t.Errorf("Gio key %q: action %v (bound %v), want %v", n, b.Action, ok, a)
		}
	}
}
