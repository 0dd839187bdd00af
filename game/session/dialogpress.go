package session

import (
	"image"

	"downhill/render"
)

// pressDialog takes a primary press at frame pixel pt while a dialog or a
// prompt is open, as a key would (the lines of the inventory and the
// options are Press's): in the help a press on the dialog turns its page,
// forwards on its right half and back on its left; anywhere else, and in
// the other dialogs, the press closes it, as any other key does; off the
// map it ends the look and the aim. So a
// touch screen, which has no keys, can read every page and leave. It
// reports whether the press was the dialog's.
func (s *Session) pressDialog(pt image.Point) bool {
	switch s.mode {
	case ModeHelp:
		if box := render.DialogBox(s.lastScene); pt.In(box) {
			n := len(s.helpPages())
			step := 1
			if pt.X < (box.Min.X+box.Max.X)/2 {
				step = -1
			}
			s.prompt.page = (s.prompt.page + step + n) % n
			s.dirty = true
			return true
		}
	case ModeAim, ModeLook:
		if _, ok := s.CellAt(float32(pt.X), float32(pt.Y)); ok {
			return false // on the map: Click aims or looks there
		}
	case ModeLog, ModeBest, ModeInventory, ModeOptions, ModeChoose, ModeClose:
	default:
		return false
	}
	s.closeMode()
	return true
}
