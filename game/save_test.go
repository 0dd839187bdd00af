package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// script returns n commands drawn from seed: moves in all eight directions,
// waits, descents, travel and explore, so a round trip covers every kind of
// state a turn can touch.
func script(seed uint64, n int) []Command {
	r := rand.New(rand.NewPCG(seed, 1))
	cmds := make([]Command, n)
	for i := range cmds {
		switch k := r.IntN(20); {
		case k < 14:
			cmds[i] = Command{Action: ActMove, DX: r.IntN(3) - 1, DY: r.IntN(3) - 1}
		case k < 16:
			cmds[i] = Command{Action: ActWait}
		case k < 17:
			cmds[i] = Command{Action: ActDescend}
		case k < 19:
			cmds[i] = Command{Action: ActTravel, X: r.IntN(80), Y: r.IntN(45)}
		default:
			cmds[i] = Command{Action: ActExplore}
		}
	}
	return cmds
}

func mustLoad(t *testing.T, data []byte) *Game {
	t.Helper()
	g, err := Load(data)
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	return g
}

// TestSaveRoundTrip plays a game, saves it mid-way, loads it and plays the
// same commands in both: every event line must match, and so must the
// final saves byte for byte. Any state Save forgets (a counter, the random
// stream, a travel target) makes the two games drift apart.
func TestSaveRoundTrip(t *testing.T) {
	for _, seed := range []uint64{1, 42, 977} {
		for _, level := range []string{"", "rooms", "caves", "maze", "wilds"} {
			cfg := Config{Seed: seed, Level: level, Goblins: 8}
			a := New(cfg)
			for _, c := range script(seed, 150) {
				a.Do(c)
			}
			data, err := a.Save()
			if err != nil {
				t.Fatal(err)
			}
			b := mustLoad(t, data)
			if got, want := b.EventLine(), a.EventLine(); got != want {
				t.Fatalf("seed %d %q: after load %q, want %q", seed, level, got, want)
			}
			if !reflect.DeepEqual(a.Level, b.Level) {
				t.Fatalf("seed %d %q: level differs after load", seed, level)
			}
			if again, _ := b.Save(); !bytes.Equal(again, data) {
				t.Fatalf("seed %d %q: saving the loaded game gives other bytes", seed, level)
			}
			for i, c := range script(seed+1000, 300) {
				ta, tb := a.Do(c), b.Do(c)
				if ta != tb || a.EventLine() != b.EventLine() {
					t.Fatalf("seed %d %q: command %d %+v: original %v %q, loaded %v %q",
						seed, level, i, c, ta, a.EventLine(), tb, b.EventLine())
				}
			}
			sa, _ := a.Save()
			sb, _ := b.Save()
			if !bytes.Equal(sa, sb) {
				t.Fatalf("seed %d %q: saves differ after playing on", seed, level)
			}
		}
	}
}

// TestSaveCoversEveryField fails when Game gains a field that save.go does
// not know about: each field must be saved or rebuilt by Rebuild. When it
// fails, add the field to saveFile (and bump SaveVersion if a saved field
// changed meaning) or to Rebuild, then list it here.
func TestSaveCoversEveryField(t *testing.T) {
	known := map[string]string{
		"Cfg": "saved", "Src": "saved", "RNG": "rebuilt from Src", "Level": "saved",
		"Player": "saved", "Depth": "saved", "Turn": "saved", "Gold": "saved",
		"Dead": "saved", "Messages": "saved", "scans": "saved", "Nav": "saved (cache rebuilt on demand)",
		"Acts": "saved", "Memo": "saved",
		"walk": "rebuilt", "approach": "rebuilt", "minds": "rebuilt",
		"why": "not saved: a hook the caller sets (SetWhy)", "Tally": "not saved: -compare's count for this sitting",
		"last": "not saved: the last turn's command, for -compare's mirror",
	}
	typ := reflect.TypeFor[Game]()
	for i := 0; i < typ.NumField(); i++ {
		if name := typ.Field(i).Name; known[name] == "" {
			t.Errorf("Game.%s is neither saved nor rebuilt after Load: add it to game/save.go", name)
		}
	}
}

// TestLoadRejectsBadData checks that every kind of damage gives an error,
// never a panic or a game that crashes on its first turn.
func TestLoadRejectsBadData(t *testing.T) {
	good, err := New(Config{Seed: 5}).Save()
	if err != nil {
		t.Fatal(err)
	}
	edit := func(f func(m map[string]any)) []byte {
		var m map[string]any
		if err := json.Unmarshal(good, &m); err != nil {
			t.Fatal(err)
		}
		f(m)
		b, _ := json.Marshal(m)
		return b
	}
	level := func(m map[string]any) map[string]any { return m["level"].(map[string]any) }
	cases := map[string][]byte{
		"empty":        nil,
		"garbage":      []byte("\x00\x01 not json"),
		"truncated":    good[:len(good)/2],
		"other json":   []byte(`{"hello":"world"}`),
		"array":        []byte(`[1,2,3]`),
		"no level":     edit(func(m map[string]any) { delete(m, "level") }),
		"bad pcg":      edit(func(m map[string]any) { m["pcg"] = "AAAA" }),
		"player index": edit(func(m map[string]any) { m["player"] = 99 }),
		"negative pl":  edit(func(m map[string]any) { m["player"] = -3 }),
		"unknown key":  edit(func(m map[string]any) { m["wizard"] = true }),
		"seed differs": edit(func(m map[string]any) { m["seed"] = 6 }),
		"short tiles": edit(func(m map[string]any) {
			level(m)["Grid"].(map[string]any)["Tiles"] = "AAAA"
		}),
		"wider grid": edit(func(m map[string]any) {
			level(m)["Grid"].(map[string]any)["W"] = 81
		}),
		"huge grid": edit(func(m map[string]any) {
			level(m)["Grid"].(map[string]any)["W"] = 1 << 30
		}),
		"pos off map": edit(func(m map[string]any) {
			level(m)["Ents"].(map[string]any)["Pos"].([]any)[0] = map[string]any{"X": 500, "Y": 2}
		}),
		"short hp": edit(func(m map[string]any) {
			level(m)["Ents"].(map[string]any)["HP"] = []any{}
		}),
		"wrong type": edit(func(m map[string]any) { m["turn"] = "seven" }),
		"trip off map": edit(func(m map[string]any) {
			m["nav"].(map[string]any)["Trip"].(map[string]any)["Path"] = []any{map[string]any{"X": -4, "Y": 1}}
		}),
		"trip entity": edit(func(m map[string]any) {
			m["nav"].(map[string]any)["Trip"].(map[string]any)["InView"] = []any{1000}
		}),
	}
	for name, data := range cases {
		g, err := Load(data)
		if err == nil || g != nil {
			t.Errorf("%s: Load gave %v, %v; want an error", name, g != nil, err)
		}
	}
	for _, v := range []int{0, SaveVersion + 1} {
		data := edit(func(m map[string]any) { m["version"] = v })
		if _, err := Load(data); !errors.Is(err, ErrOldSave) {
			t.Errorf("version %d: got %v, want ErrOldSave", v, err)
		}
	}
	if _, err := Load(good); err != nil {
		t.Fatalf("the unedited save fails: %v", err)
	}
}

// TestSaveFileReplacesAtomically checks the desktop path: the save lands
// under its name, no temporary file stays behind, and a second save
// replaces the first.
func TestSaveFileReplacesAtomically(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "downhill.save")
	g := New(Config{Seed: 9})
	if err := g.SaveFile(path); err != nil {
		t.Fatal(err)
	}
	g.Do(Command{Action: ActWait})
	if err := g.SaveFile(path); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Fatalf("directory holds %d files, want only the save", len(entries))
	}
	h, err := LoadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if h.EventLine() != g.EventLine() {
		t.Fatalf("loaded %q, want %q", h.EventLine(), g.EventLine())
	}
	if err := g.SaveFile(filepath.Join(dir, "missing", "x.save")); err == nil {
		t.Fatal("saving into a missing directory succeeded")
	}
	if _, err := LoadFile(filepath.Join(dir, "nothing")); err == nil || !strings.Contains(err.Error(), "nothing") {
		t.Fatalf("loading a missing file: %v", err)
	}
}

// FuzzLoad feeds Load damaged saves: it must return an error or a game that
// can take a turn, never panic.
func FuzzLoad(f *testing.F) {
	good, _ := New(Config{Seed: 3}).Save()
	f.Add(good)
	f.Add([]byte(`{"format":"downhill-save","version":1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := Load(data)
		if err != nil {
			return
		}
		g.Do(Command{Action: ActWait})
		_ = g.EventLine()
	})
}
