package session

import (
	"encoding/json"
	"time"

	"downhill/game/store"
	"downhill/render"
)

// Settings are the player's preferences, kept between games in a small
// JSON file (desktop) or localStorage (browser), in a store.Slot.
// The zero value is the defaults.
type Settings struct {
	// Scale is the frame's scale in the window: 0 fits it to the window,
	// 1..4 draws each frame pixel as that many window pixels.
	Scale int `json:"scale"`
	// Palette is the heat maps' colour map: "" (viridis) or "blue-yellow"
	// (colour-blind safe without the greens).
	Palette string `json:"palette,omitempty"`
	// Speed is the animation speed of travel and playback, as a factor:
	// 0 (1), 0.5, 2 or 4.
	Speed float64 `json:"speed,omitempty"`
	// NoKeyRepeat ignores a held key's repeats (one step per press).
	NoKeyRepeat bool `json:"no_key_repeat,omitempty"`
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
	s.Scale = min(max(s.Scale, 0), 4)
	switch s.Speed {
	case 0.5, 1, 2, 4:
	default:
		s.Speed = 0
	}
	if s.Palette != PaletteBlueYellow {
		s.Palette = ""
	}
	s.Lab.Field = min(max(s.Lab.Field, 0), labFieldCount-1)
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

// palette is the render palette of the setting.
func (s Settings) palette() render.Palette {
	if s.Palette == PaletteBlueYellow {
		return render.PaletteBlueYellow
	}
	return render.PaletteViridis
}
