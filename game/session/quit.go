package session

// askQuit records that the player asked to save and quit (Ctrl+S or
// Ctrl+Q, as DCSS players know it), in any mode and even during a trip:
// the front end saves and ends, for the session has no save to write.
func (s *Session) askQuit() {
	s.stopTrip()
	s.quit = true
}

// QuitAsked reports whether the player asked to save and quit since the
// last call. The window saves the game and closes; the browser, whose tab
// only the player closes, saves it and says so (Note).
func (s *Session) QuitAsked() bool {
	q := s.quit
	s.quit = false
	return q
}

// Note shows msg in the message area, as the session's own line (not the
// game's log: the game's state does not change).
func (s *Session) Note(msg string) {
	s.note = msg
	s.dirty = true
}
