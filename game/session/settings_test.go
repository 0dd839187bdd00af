package session

import (
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"downhill/game"
	"downhill/game/session/keys"
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
	// The options screen: every setting one step on, then the lab.
	press(s, "o<Right><Down><Right><Down><Right><Down><Right><Down><Right><Esc><Tab>]]va", t0)
	want := Settings{TextSize: render.CellSizes()[0].Y, Palette: PaletteBlueYellow, Speed: 2, NoKeyRepeat: true, NoIntents: true,
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
	s2.Resize(image.Pt(1366, 768))
	if img := s2.Draw(nil); img.Bounds().Size() != image.Pt(1366, 768) || s2.Layout().CellH != render.CellSizes()[0].Y {
		t.Errorf("the text size setting: frame %v, cells %dx%d", img.Bounds(), s2.Layout().CellW, s2.Layout().CellH)
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
	press(s, "e", t0) // the intent arrows off: a change
	if b, err := os.ReadFile(path); err != nil || !strings.Contains(string(b), `"no_intents": true`) {
		t.Errorf("the next change saved %q %v", b, err)
	}
	os.WriteFile(path, []byte(`{"scale": 99, "speed": 3, "palette": "neon"}`), 0o644)
	if note := s.UseSettings(fileSlot(path)); note != "" || s.Settings() != (Settings{TextSize: render.CellSizes()[len(render.CellSizes())-1].Y}) {
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

// TestKeyRepeat checks the session's key repeat: a held key that steps
// or waits repeats after repeatDelay, then every repeatEvery, on the
// session's clock (Update says when it is due) until it is let go; the
// platform's own repeats are ignored; a key whose action does not repeat
// (or stops making sense) does not; and the setting turns it off.
func TestKeyRepeat(t *testing.T) {
	at := func(ms int) time.Time { return t0.Add(time.Duration(ms) * time.Millisecond) }
	s, _ := newTestSession(t, 3)
	s.ReportsReleases()
	turns := func() int { return s.Game().Turn }
	s.Text('.', at(100))
	if turns() != 1 {
		t.Fatalf("a press played %d turns", turns())
	}
	s.Text('.', at(130)) // the platform repeating: presses without releases
	s.Text('.', at(160))
	if turns() != 1 {
		t.Fatalf("the platform's repeats played turns: %d in all", turns())
	}
	if next := s.Update(at(200)); !next.Equal(at(400)) || turns() != 1 {
		t.Fatalf("Update before the delay: next %v, %d turns", next.Sub(t0), turns())
	}
	if next := s.Update(at(400)); !next.Equal(at(475)) || turns() != 2 {
		t.Fatalf("Update at the delay: next %v, %d turns", next.Sub(t0), turns())
	}
	s.Update(at(475))
	s.Update(at(1000)) // a late frame: one repeat, no burst
	if turns() != 4 {
		t.Fatalf("after two more repeats and a late frame: %d turns, want 4", turns())
	}
	if next := s.Update(at(1040)); !next.Equal(at(1075)) {
		t.Fatalf("after a late frame the next repeat is at %v", next.Sub(t0))
	}
	s.TextUp('.', at(1050))
	if next := s.Update(at(2000)); !next.IsZero() || turns() != 4 {
		t.Fatalf("a let-go key repeated: next %v, %d turns", next, turns())
	}
	s.Text('.', at(2100)) // a new press after a release
	if turns() != 5 {
		t.Fatalf("a new press: %d turns, want 5", turns())
	}
	s.TextUp('.', at(2150))

	// A key whose action does not repeat: ? opens the help, h turns its
	// page, and holding h must neither turn more pages nor walk.
	s.Text('?', at(3000))
	s.TextUp('?', at(3050))
	s.Text('h', at(3100))
	if next := s.Update(at(3500)); !next.IsZero() || turns() != 5 {
		t.Fatalf("a held key that turned a page repeated: next %v, %d turns", next, turns())
	}
	s.TextUp('h', at(3600))
	s.Key(keys.KeyEsc, at(3700))
	s.KeyUp(keys.KeyEsc, at(3710))

	// Repeat off (the options screen's fourth line): held keys play once.
	for i, k := range []keys.Key{keys.KeyDown, keys.KeyDown, keys.KeyDown, keys.KeyRight, keys.KeyEsc} {
		if i == 0 {
			s.Text('o', at(3800))
			s.TextUp('o', at(3810))
		}
		s.Key(k, at(3900+20*i))
		s.KeyUp(k, at(3910+20*i))
	}
	s.Key(keys.KeyKP(5), at(4100))
	s.Update(at(5000))
	if turns() != 6 || !s.Settings().NoKeyRepeat {
		t.Fatalf("with repeat off: %d turns, want 6", turns())
	}
	s.KeyUp(keys.KeyKP(5), at(5100))

	// A front end that reports no releases (sim -keys) gets every press.
	s2, _ := newTestSession(t, 3)
	s2.Text('.', t0)
	s2.Text('.', t0)
	if s2.Game().Turn != 2 || !s2.Update(at(1000)).IsZero() || s2.Game().Turn != 2 {
		t.Fatalf("without releases: %d turns", s2.Game().Turn)
	}
}
