package session

import (
	"downhill/game/session/keys"
	"downhill/game/session/screen"
	"downhill/render"
)

// helpPages are the help's pages as the frame shows them now.
func (s *Session) helpPages() []*render.Dialog {
	return screen.HelpPages(s.g, s.rows(), s.settings.blind(), s.touch)
}

// helpKey is a press in ModeHelp: left and right (or up and down) turn
// the pages; anything else closes the help.
func (s *Session) helpKey(b keys.Binding) {
	n := len(s.helpPages())
	if b.Action == keys.ActMove && (b.Dir.X == 0) != (b.Dir.Y == 0) {
		s.prompt.page = (s.prompt.page + b.Dir.X + b.Dir.Y + n) % n
		s.dirty = true
		return
	}
	s.closeMode()
}
