package session

import (
	"downhill/game/session/keys"
	"downhill/game/session/lab"
)

// labFieldKey handles a number key with the lab open (ActLabField): the
// panel shows the field of that number in its list. It reports whether
// b was one.
func (s *Session) labFieldKey(b keys.Binding) bool {
	if b.Action != keys.ActLabField || !s.lab.Open {
		return false
	}
	if b.Field >= 1 && b.Field <= lab.FieldCount {
		s.lab.Field = b.Field - 1
		s.lab.Playback.On = false
		s.saveSettings()
		s.dirty = true
	}
	return true
}
