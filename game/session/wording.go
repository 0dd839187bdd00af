package session

// say is the words for the player's hands: keys for a keyboard player,
// taps for a touch screen's (Touched), so a dialog never tells a phone
// player to press Esc.
func (s *Session) say(keys, touch string) string {
	if s.touch {
		return touch
	}
	return keys
}
