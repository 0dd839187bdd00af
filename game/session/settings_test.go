package session

import (
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"downhill/game"
	"downhill/game/store"
	"downhill/render"
)

// TestSettingsKeptInAFile changes every setting and the lab's choice with
// keys, then starts a new session on the same file and finds them all
// back; the file is the only one in its directory (written atomically).
func TestSettingsKeptInAFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "downhill", "settings.json")
	s, _ := newTestSession(t, 3)
	if note := s.UseSettings(fileSlot(path)); note != "" {
		t.Fatal(note)
	}
	for _, k := range []string{"Z", "Z", "O", "E", "W", "Tab", "]", "]", "V", "A"} {
		s.Key(k, t0)
	}
	want := Settings{Scale: 2, Palette: PaletteBlueYellow, Speed: 2, NoKeyRepeat: true,
		Lab: LabChoice{Field: 2, Digits: true, Arrows: true}}
	if s.Settings() != want {
		t.Fatalf("settings after the keys: %+v, want %+v", s.Settings(), want)
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Errorf("settings directory holds %d entries, want the one file", len(entries))
	}
	s2 := New(game.New(game.Config{Seed: 4}), nil)
	if note := s2.UseSettings(fileSlot(path)); note != "" {
		t.Fatal(note)
	}
	if s2.Settings() != want {
		t.Errorf("reloaded %+v, want %+v", s2.Settings(), want)
	}
	l := s2.Lab()
	if l.Field != 2 || l.Heat || !l.Arrows || l.Palette != render.PaletteBlueYellow {
		t.Errorf("the lab did not take the saved choice: %+v", l)
	}
	if f := s2.Fit(image.Pt(100, 50), image.Pt(400, 300)); f.Scale != 2 || f.Offset != image.Pt(100, 100) {
		t.Errorf("scale 2 fit: %+v", f)
	}
	if got := s2.settings.pace(stepEvery); got != stepEvery/2 {
		t.Errorf("speed 2 paces travel at %v, want %v", got, stepEvery/2)
	}
}

// TestBadSettingsFile falls back to the defaults with one line for the
// player, and keeps the bad file aside (settings.json.bad), never writing
// over it: the next change saves a new file.
func TestBadSettingsFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	os.WriteFile(path, []byte("{not json"), 0o644)
	s, _ := newTestSession(t, 3)
	note := s.UseSettings(fileSlot(path))
	if want := "Your settings could not be read (invalid character 'n' looking for beginning of object key string): it is kept as " +
		path + ".bad. The default settings are used."; note != want {
		t.Errorf("bad file: note %q, want %q", note, want)
	}
	if s.Settings() != (Settings{}) {
		t.Errorf("bad file: settings %+v, want the defaults", s.Settings())
	}
	if b, err := os.ReadFile(path + ".bad"); err != nil || string(b) != "{not json" {
		t.Errorf("the bad file was not kept aside: %q %v", b, err)
	}
	s.Key("Z", t0)
	if b, err := os.ReadFile(path); err != nil || !strings.Contains(string(b), `"scale": 1`) {
		t.Errorf("the next change saved %q %v", b, err)
	}
	os.WriteFile(path, []byte(`{"scale": 99, "speed": 3, "palette": "neon"}`), 0o644)
	if note := s.UseSettings(fileSlot(path)); note != "" || s.Settings() != (Settings{Scale: 4}) {
		t.Errorf("out-of-range settings: %+v, %q", s.Settings(), note)
	}
	// A settings file larger than settings ever are is not read at all.
	os.WriteFile(path, []byte(strings.Repeat(" ", 1<<20)+"{}"), 0o644)
	if note := s.UseSettings(fileSlot(path)); !strings.Contains(note, "larger than the game ever writes") {
		t.Errorf("a 1 MB settings file: %q", note)
	}
}

// fileSlot is the settings file at path, as the desktop keeps it.
func fileSlot(path string) store.Slot {
	var p store.Paths
	p[store.Settings] = path
	return store.SlotOf(store.Files{Paths: p}, store.Settings)
}

// TestKeyRepeatOff ignores a held key's repeats once the front end reports
// releases: presses without a release between (a browser) and a release
// and press in the same frame (X11's repeat), but not a new press later.
func TestKeyRepeatOff(t *testing.T) {
	s, _ := newTestSession(t, 3)
	s.Key("W", t0) // repeat off
	s.KeyRelease("W", t0)
	turn := s.Game().Turn
	at := func(ms int) time.Time { return t0.Add(time.Duration(ms) * time.Millisecond) }
	s.Key(".", at(100))
	s.Key(".", at(130)) // held: a browser's repeat
	if got := s.Game().Turn - turn; got != 1 {
		t.Errorf("held wait key played %d turns, want 1", got)
	}
	s.KeyRelease(".", at(160)) // X11's repeat: release and press in one frame
	s.Key(".", at(160))
	if got := s.Game().Turn - turn; got != 1 {
		t.Errorf("an X11 repeat played a turn (%d in all)", got)
	}
	s.KeyRelease(".", at(300))
	s.Key(".", at(400))
	if got := s.Game().Turn - turn; got != 2 {
		t.Errorf("after a real release: %d turns, want 2", got)
	}
	s.Key("W", at(500)) // repeat on again
	s.KeyRelease("W", at(500))
	s.Key(".", at(600))
	s.Key(".", at(630))
	if got := s.Game().Turn - turn; got != 4 {
		t.Errorf("with repeat on a held key played %d turns in all, want 4", got)
	}
}
