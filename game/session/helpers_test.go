package session

import "downhill/render"

// dialogLines is the dialog in force as lines: its title, its lines (a
// selected one marked "-> "), its footer; nil when none is open.
func dialogLines(s *Session) []string {
	d := s.scene().Dialog
	if d == nil {
		return nil
	}
	out := []string{d.Title}
	for _, l := range d.Lines {
		t := l.Text
		if l.Selected {
			t = "-> " + t
		}
		out = append(out, t)
	}
	if d.Footer != "" {
		out = append(out, d.Footer)
	}
	return out
}

// infoText is the info row's text now (what the cursor looks at, or a
// prompt).
func infoText(s *Session) string { return s.scene().Info }

var _ = render.Lines
