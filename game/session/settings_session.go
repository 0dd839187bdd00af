package session

import (
	"encoding/json"
	"image"
)

// UseSettings loads the settings from st and applies them (palette,
// scale, speed, key repeat, the lab's last choice); every later change
// made with the keys is saved back to st. An unreadable store leaves the
// defaults and returns the error (the game plays on).
func (s *Session) UseSettings(st Store) error {
	set, err := LoadSettings(st)
	s.store = st
	s.applySettings(set)
	return err
}

// Settings are the settings in force.
func (s *Session) Settings() Settings { return s.settings }

// applySettings makes set the settings in force.
func (s *Session) applySettings(set Settings) {
	s.settings = set.clean()
	l := s.lab
	c := s.settings.Lab
	l.Field, l.Heat, l.Hex, l.Arrows = c.Field, !c.Digits, c.Hex, c.Arrows
	l.Palette = s.settings.palette()
	s.relayout()
}

// saveSettings records the lab's choice in the settings and writes them to
// the store; the error is kept for SettingsErr (a full disk must not stop
// the game).
func (s *Session) saveSettings() {
	s.settings.Lab = s.labChoice()
	if s.store == nil {
		return
	}
	data, err := json.MarshalIndent(s.settings, "", "  ")
	if err == nil {
		err = s.store.Save(append(data, '\n'))
	}
	s.settingsErr = err
}

// labChoice is the lab's state as the settings keep it.
func (s *Session) labChoice() LabChoice {
	l := s.lab
	return LabChoice{Field: l.Field, Digits: !l.Heat, Hex: l.Hex, Arrows: l.Arrows}
}

// SettingsErr is the error of the last settings save, or nil.
func (s *Session) SettingsErr() error { return s.settingsErr }

// settingsKey handles the settings' keys; it reports whether a was one.
func (s *Session) settingsKey(a Action) bool {
	set := s.settings
	switch a {
	case ActScale: // fit, 1, 2, 3, fit
		set.Scale = (set.Scale + 1) % 4
	case ActPalette:
		if set.Palette == PaletteBlueYellow {
			set.Palette = ""
		} else {
			set.Palette = PaletteBlueYellow
		}
	case ActSpeed: // 1, 2, 4, 0.5, 1
		switch set.speed() {
		case 1:
			set.Speed = 2
		case 2:
			set.Speed = 4
		case 4:
			set.Speed = 0.5
		default:
			set.Speed = 0
		}
	case ActKeyRepeat:
		set.NoKeyRepeat = !set.NoKeyRepeat
	default:
		return false
	}
	set.Lab = s.labChoice() // a setting changes nothing of the lab as it is now
	s.applySettings(set)
	s.saveSettings()
	s.g.Messages = s.g.Messages[:len(s.g.Messages):len(s.g.Messages)]
	s.note = s.settingsLine()
	s.dirty = true
	return true
}

// settingsLine says the settings in force, shown after a change.
func (s *Session) settingsLine() string {
	set := s.settings
	scale := "fit"
	if set.Scale > 0 {
		scale = string(rune('0'+set.Scale)) + "x"
	}
	pal := "viridis"
	if set.Palette != "" {
		pal = set.Palette
	}
	rep := "on"
	if set.NoKeyRepeat {
		rep = "off"
	}
	return "Settings: scale " + scale + ", palette " + pal + ", speed " +
		trimFloat(set.speed()) + "x, key repeat " + rep
}

func trimFloat(f float64) string {
	if f == 0.5 {
		return "0.5"
	}
	return string(rune('0' + int(f)))
}

// Fit places an img-sized frame in a win-sized window: FitImage, or the
// fixed scale the settings ask for, centred (cropped from the top-left
// when the window is smaller).
func (s *Session) Fit(img, win image.Point) Fit {
	k := s.settings.Scale
	if k <= 0 {
		return FitImage(img, win)
	}
	off := image.Pt(max((win.X-img.X*k)/2, 0), max((win.Y-img.Y*k)/2, 0))
	return Fit{Scale: float32(k), Offset: off}
}
