package session

import (
	"encoding/json"
	"image"

	"downhill/game/session/layout"
	"downhill/game/store"
)

// UseSettings loads the settings kept in sl and applies them (text size,
// palette, speed, key repeat, intent arrows, the lab's last choice); every
// later change is saved back to sl. Settings that cannot be read leave the
// defaults (kept aside, see LoadSettings) and note says so; the game plays
// on.
func (s *Session) UseSettings(sl store.Slot) (note string) {
	set, note, held := LoadSettings(sl)
	s.store = sl
	if held {
		s.store = store.Slot{}
	}
	s.applySettings(set)
	return note
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
	if !s.store.Kept() {
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

// changeSetting makes set the settings in force and saves them, the
// lab kept as it is now.
func (s *Session) changeSetting(set Settings) {
	set.Lab = s.labChoice() // a setting changes nothing of the lab as it is now
	s.applySettings(set)
	s.saveSettings()
	s.dirty = true
}

func trimFloat(f float64) string {
	if f == 0.5 {
		return "0.5"
	}
	return string(rune('0' + int(f)))
}

// Fit places an img-sized frame in a win-sized window (FitImage): the
// frame is drawn at the window's size, so this is 1:1 once the session
// has seen the window's size, and fits the first frames until then.
func (s *Session) Fit(img, win image.Point) layout.Fit { return layout.FitImage(img, win) }
