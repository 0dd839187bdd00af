package session

import "downhill/game"

// Shown is the game the frame shows: the replay's while the session
// watches one (Watching), else the session's own (Game). A front end
// names it where the player looks (the browser's tab title).
func (s *Session) Shown() *game.Game { return s.g }
