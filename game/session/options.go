package session

import (
	"fmt"

	"downhill/game/session/keys"
	"downhill/game/session/screen"
	"downhill/render"
)

// option is one line of the options screen: a setting, its value in
// words, and the setting stepped to its next (dir 1) or previous (-1)
// value.
type option struct {
	name  string
	value func(Settings) string
	step  func(Settings, int) Settings
}

// options are every setting, in the order the options screen lists them.
var options = []option{
	{"Text size", func(s Settings) string {
		if s.TextSize == 0 {
			return "auto (from the window)"
		}
		return fmt.Sprintf("%d px cells", s.TextSize)
	}, func(s Settings, dir int) Settings {
		sizes := render.CellSizes()
		i := -1 // auto
		for j, c := range sizes {
			if c.Y == s.TextSize {
				i = j
			}
		}
		i = (i+1+dir+len(sizes)+1)%(len(sizes)+1) - 1
		s.TextSize = 0
		if i >= 0 {
			s.TextSize = sizes[i].Y
		}
		return s
	}},
	{"Palette", func(s Settings) string {
		if s.blind() {
			return "colour-blind (blue-yellow heat, Okabe-Ito goblins)"
		}
		return "standard (viridis heat)"
	}, func(s Settings, _ int) Settings {
		if s.blind() {
			s.Palette = ""
		} else {
			s.Palette = PaletteBlueYellow
		}
		return s
	}},
	{"Animation speed", func(s Settings) string { return trimFloat(s.speed()) + "x" }, func(s Settings, dir int) Settings {
		speeds := []float64{0.5, 1, 2, 4}
		i := 1
		for j, v := range speeds {
			if v == s.speed() {
				i = j
			}
		}
		s.Speed = speeds[(i+dir+len(speeds))%len(speeds)]
		if s.Speed == 1 {
			s.Speed = 0
		}
		return s
	}},
	{"Key repeat", func(s Settings) string { return onOff(!s.NoKeyRepeat) }, func(s Settings, _ int) Settings {
		s.NoKeyRepeat = !s.NoKeyRepeat
		return s
	}},
	{"Goblins' intent arrows", func(s Settings) string { return onOff(!s.NoIntents) }, func(s Settings, _ int) Settings {
		s.NoIntents = !s.NoIntents
		return s
	}},
}

// onOff words a switch.
func onOff(on bool) string {
	if on {
		return "on"
	}
	return "off"
}

// optionsKey is a press in ModeOptions: up and down pick a setting, left
// and right (or Enter) change it, saved at once; anything else closes the
// screen.
func (s *Session) optionsKey(in keys.Input, b keys.Binding) {
	switch {
	case b.Action == keys.ActMove && b.Dir.X == 0:
		s.prompt.opt = (s.prompt.opt + b.Dir.Y + len(options)) % len(options)
	case b.Action == keys.ActMove && b.Dir.Y == 0:
		s.changeSetting(options[s.prompt.opt].step(s.settings, b.Dir.X))
	case b.Action == keys.ActConfirm:
		s.changeSetting(options[s.prompt.opt].step(s.settings, 1))
	default:
		s.closeMode()
		return
	}
	s.dirty = true
}

// optionsState is the options screen as the screen shows it: every
// setting's value in words (the text size with the cell size now), the
// one picked, where the settings are kept.
func (s *Session) optionsState() screen.Options {
	o := screen.Options{Sel: s.prompt.opt, Where: "kept in " + s.storeName()}
	for i, op := range options {
		v := op.value(s.settings)
		if i == 0 && s.cell.Y > 0 {
			v += fmt.Sprintf(": %dx%d now", s.cell.X, s.cell.Y)
		}
		o.Rows = append(o.Rows, screen.Option{Name: op.name, Value: v})
	}
	if s.settingsErr != nil {
		o.Where = "could not be saved: " + s.settingsErr.Error()
	}
	return o
}

// storeName says where the settings are kept.
func (s *Session) storeName() string {
	if !s.store.Kept() {
		return "memory only (this game)"
	}
	return s.store.Where()
}
