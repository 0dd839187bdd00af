package session

import (
	"encoding/json"
	"time"

	"downhill/game/session/lab"
	"downhill/game/store"
	"downhill/render"
)

// Settings are the player's preferences, kept between games in a small
// JSON file (desktop) or localStorage (browser), in a store.Slot.
// The zero value is the defaults.
type Settings struct {
	// TextSize is the cell height in pixels the frame is drawn with (the
	// atlas's nearest): 0 picks it from the window.
	TextSize int `json:"text_size,omitempty"`
	// Scale is the frame scale of older settings files (1..4 times the
	// 20-pixel cell): read into TextSize, never written.
	Scale int `json:"scale,omitempty"`
	// Palette is the colours: "" (viridis heat, the goblins' own colours)
	// or "blue-yellow" (colour-blind safe: a blue-yellow heat map and
	// goblins in the Okabe-Ito colours).
	Palette string `json:"palette,omitempty"`
	// Speed is the animation speed of travel and playback, as a factor:
	// 0 (1), 0.5, 2 or 4.
	Speed float64 `json:"speed,omitempty"`
	// NoKeyRepeat ignores a held key's repeats (one step per press).
	NoKeyRepeat bool `json:"no_key_repeat,omitempty"`
	// NoIntents hides the goblins' intent arrows.
	NoIntents bool `json:"no_intents,omitempty"`
	// Lab is the lab's last choice of field and drawing.
	Lab LabChoice `json:"lab"`
}

// LabChoice is the part of the lab's state kept with the settings.
type LabChoice struct {
	Field  int  `json:"field"`
	Digits bool `json:"digits,omitempty"`
	Hex    bool `json:"hex,omitempty"`
	Arrows bool `json:"arrows,omitempty"`
}

// PaletteBlueYellow is the Settings.Palette value of render.PaletteBlueYellow.
const PaletteBlueYellow = "blue-yellow"

// LoadSettings reads the settings kept in sl: the defaults when none are
// kept. Settings that cannot be read are moved aside (store.Slot.Read),
// the defaults are used and note says so for the player; held is true
// when they could not be moved, and then nothing may be saved over them.
// Values out of range are put back in range (clean), not refused.
func LoadSettings(sl store.Slot) (set Settings, note string, held bool) {
	_, note, held = sl.Read(func(b []byte) error { return json.Unmarshal(b, &set) })
	if note != "" {
		set = Settings{}
		note += "The default settings are used."
	}
	return set.clean(), note, held
}

// clean puts every setting back in its range.
func (s Settings) clean() Settings {
	if s.TextSize == 0 && s.Scale > 0 {
		s.TextSize = 20 * min(s.Scale, 4)
	}
	s.Scale = 0
	if sizes := render.CellSizes(); s.TextSize != 0 {
		s.TextSize = min(max(s.TextSize, sizes[0].Y), sizes[len(sizes)-1].Y)
	}
	switch s.Speed {
	case 0.5, 1, 2, 4:
	default:
		s.Speed = 0
	}
	if s.Palette != PaletteBlueYellow {
		s.Palette = ""
	}
	s.Lab.Field = min(max(s.Lab.Field, 0), lab.FieldCount-1)
	return s
}

// speed is the animation factor (1 by default).
func (s Settings) speed() float64 {
	if s.Speed == 0 {
		return 1
	}
	return s.Speed
}

// pace scales an animation interval by the speed setting.
func (s Settings) pace(d time.Duration) time.Duration {
	return time.Duration(float64(d) / s.speed())
}

// blind reports whether the colour-blind palette is chosen.
func (s Settings) blind() bool { return s.Palette == PaletteBlueYellow }

// palette is the render palette of the setting.
func (s Settings) palette() render.Palette {
	if s.Palette == PaletteBlueYellow {
		return render.PaletteBlueYellow
	}
	return render.PaletteViridis
}
