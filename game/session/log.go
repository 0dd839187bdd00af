package session

import (
	"downhill/game/session/screen"
	"downhill/render"
)

// logLines are the log dialog's lines (screen.LogLines), which the
// arrows scroll.
func (s *Session) logLines() []render.LogLine { return screen.LogLines(s.g) }

// rows is the frame's height in text rows (the view's plus the rows
// under it before the first Resize).
func (s *Session) rows() int {
	if s.win.Y > 0 && s.cell.Y > 0 {
		return s.win.Y / s.cell.Y
	}
	return s.viewH + render.LogLines + 1
}
