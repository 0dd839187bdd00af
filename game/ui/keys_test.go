//go:build !js

package ui

import (
	"testing"

	"gioui.org/io/key"

	"downhill/game/session"
)

// TestGioKeysReachTheTable checks Gio's key names become the session's
// inputs that the key table binds.
func TestGioKeysReachTheTable(t *testing.T) {
	want := map[key.Name]session.Action{
		key.NameUpArrow: session.ActMove, key.NameDownArrow: session.ActMove,
		key.NameLeftArrow: session.ActMove, key.NameRightArrow: session.ActMove,
		key.NameHome: session.ActMove, key.NameEnd: session.ActMove,
		key.NamePageUp: session.ActMove, key.NamePageDown: session.ActMove,
		key.NameEscape: session.ActCancel, key.NameReturn: session.ActConfirm,
		key.NameEnter: session.ActConfirm, key.NameTab: session.ActLab,
		"H": session.ActMove, ">": session.ActDescend, "$": session.ActThrowGold, key.NameF2: session.ActSaveMap,
	}
	for n, a := range want {
		in, ok := input(n)
		var b session.Binding
		if in.Key != "" {
			b, _ = session.LookupKey(in.Key)
		} else {
			b, _ = session.LookupText(in.Char)
		}
		if !ok || b.Action != a {
			t.Errorf("Gio key %q: %+v, action %v, want %v", n, in, b.Action, a)
		}
	}
	if _, ok := input(key.NameShift); ok {
		t.Error("Shift alone reaches the session")
	}
}
