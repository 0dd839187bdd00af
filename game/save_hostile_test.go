package game

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"downhill/world"
)

var updateCorpus = flag.Bool("update-corpus", false, "rewrite game/testdata/fuzz/FuzzLoad from the hostile saves")

// hostileSaves are saves whose every part is well formed JSON of the right
// shape but whose values break the rules' ranges: each once passed Load and
// panicked on the first turn or on the stairs (or played a game the rules
// can never make). Each is named for its fuzz corpus file.
func hostileSaves(t testing.TB) map[string][]byte {
	g := New(Config{Seed: 5, Goblins: 6, W: 24, H: 12}) // small: the corpus is checked in
	for i := 0; i < 30; i++ {
		botTurn(g)
	}
	good, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	edit := func(f func(s *saveFile)) []byte {
		var s saveFile
		if err := json.Unmarshal(good, &s); err != nil {
			t.Fatal(err)
		}
		s.Level = s.Levels[s.Depth-1] // the player's level, which the cases edit
		f(&s)
		b, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	goblin := func(s *saveFile) world.Entity {
		for e := range s.Level.Ents.Alive {
			if s.Level.Ents.Alive[e] && world.Entity(e) != s.Player {
				return world.Entity(e)
			}
		}
		t.Fatal("no goblin alive")
		return 0
	}
	floor := func(s *saveFile) world.Pos { // a free floor cell
		gr := s.Level.Grid
		for i, tl := range gr.Tiles {
			if tl == world.Floor && s.Level.Ents.Occ[i] == world.NoEntity {
				return world.Pos{X: i % gr.W, Y: i / gr.W}
			}
		}
		t.Fatal("no free floor")
		return world.Pos{}
	}
	cases := map[string]func(s *saveFile){
		"kind-past-last":   func(s *saveFile) { s.Level.Ents.Kind[goblin(s)] = world.NumKinds },
		"kind-255":         func(s *saveFile) { s.Level.Ents.Kind[goblin(s)] = 255 },
		"second-player":    func(s *saveFile) { s.Level.Ents.Kind[goblin(s)] = world.Player },
		"depth-negative":   func(s *saveFile) { s.Depth = -3 },
		"depth-zero":       func(s *saveFile) { s.Depth = 0 },
		"depth-huge":       func(s *saveFile) { s.Depth = 1 << 60 },
		"level-depth":      func(s *saveFile) { s.Level.Depth = s.Depth + 1 },
		"width-zero":       func(s *saveFile) { s.Cfg.W = 0 },
		"width-negative":   func(s *saveFile) { s.Cfg.W = -80 },
		"width-huge":       func(s *saveFile) { s.Cfg.W = 1 << 40 },
		"height-zero":      func(s *saveFile) { s.Cfg.H = 0 },
		"height-negative":  func(s *saveFile) { s.Cfg.H = -45 },
		"height-huge":      func(s *saveFile) { s.Cfg.H = 1 << 40 },
		"width-other":      func(s *saveFile) { s.Cfg.W = 120 },
		"goblins-huge":     func(s *saveFile) { s.Cfg.Goblins = 1 << 40 },
		"goblins-negative": func(s *saveFile) { s.Cfg.Goblins = -1 },
		"level-kind":       func(s *saveFile) { s.Cfg.Level = "swamp" },
		"greed-positive":   func(s *saveFile) { s.Cfg.Greed, s.Cfg.GreedSet = 50, true },
		"greed-huge":       func(s *saveFile) { s.Cfg.Greed = -1 << 40 },
		"tile-unknown":     func(s *saveFile) { s.Level.Grid.Tiles[s.Level.Grid.W+1] = world.UpStairs + 1 },
		"wall-soft":        func(s *saveFile) { s.Level.Grid.Hard[0] = 3 },
		"floor-hard":       func(s *saveFile) { p := floor(s); s.Level.Grid.Hard[s.Level.Grid.Index(p.X, p.Y)] = 200 },
		"stairs-moved":     func(s *saveFile) { s.Level.Stairs = floor(s) },
		"gold-negative":    func(s *saveFile) { s.Gold = -5 },
		"gold-huge":        func(s *saveFile) { s.Gold = 1 << 62 },
		"cell-gold-negative": func(s *saveFile) {
			p := floor(s)
			s.Level.Gold[s.Level.Grid.Index(p.X, p.Y)] = -10
		},
		"cell-gold-in-wall": func(s *saveFile) { s.Level.Gold[0] = 10 },
		"carried-negative":  func(s *saveFile) { s.Level.Ents.Gold[goblin(s)] = -1 },
		"hp-zero-alive":     func(s *saveFile) { s.Level.Ents.HP[goblin(s)] = 0 },
		"hp-over-max":       func(s *saveFile) { e := goblin(s); s.Level.Ents.HP[e] = s.Level.Ents.MaxHP[e] + 1 },
		"maxhp-huge":        func(s *saveFile) { e := goblin(s); s.Level.Ents.MaxHP[e] = 1 << 50 },
		"player-hp-dead":    func(s *saveFile) { s.Level.Ents.HP[s.Player] = 0 },
		"dead-with-hp":      func(s *saveFile) { s.Dead = true },
		"player-not-alive":  func(s *saveFile) { s.Level.Ents.Alive[s.Player] = false },
		"mind-unknown":      func(s *saveFile) { s.Level.Ents.Mind[goblin(s)] = world.Searching + 1 },
		"memory-negative":   func(s *saveFile) { s.Level.Ents.Memory[goblin(s)] = -1 },
		"memory-huge":       func(s *saveFile) { s.Level.Ents.Memory[goblin(s)] = 1 << 40 },
		"regen-negative":    func(s *saveFile) { s.Level.Ents.Regen[s.Player] = -9 },
		"glyph":             func(s *saveFile) { s.Level.Ents.Glyph[goblin(s)] = 0x10FFFF },
		"creature-in-wall": func(s *saveFile) {
			e, st := goblin(s), s.Level.Ents
			p := st.Pos[e]
			s.Level.Grid.Set(p.X, p.Y, world.Wall)
		},
		"occupancy-stale": func(s *saveFile) {
			e, st := goblin(s), s.Level.Ents
			p := st.Pos[e]
			st.Occ[p.Y*st.W+p.X] = world.NoEntity
		},
		"two-in-one-cell": func(s *saveFile) {
			e, st := goblin(s), s.Level.Ents
			st.Pos[e] = st.Pos[s.Player]
		},
		"occupied-by-dead": func(s *saveFile) {
			e, st := goblin(s), s.Level.Ents
			st.Alive[e] = false
		},
		"turn-negative": func(s *saveFile) { s.Turn = -1 },
		"swim-future":   func(s *saveFile) { s.Nav.SwimSince = s.Turn + 5 },
		"trip-kind":     func(s *saveFile) { s.Nav.Trip.Kind = RestTrip + 1 },
		"trip-stalls": func(s *saveFile) {
			s.Nav.Trip = Trip{Kind: TravelTrip, Target: floor(s), Path: []world.Pos{floor(s)}, Stalls: -4}
		},
		"trip-none-path": func(s *saveFile) { s.Nav.Trip = Trip{Path: []world.Pos{floor(s)}} },
		"trip-long-path": func(s *saveFile) {
			s.Nav.Trip = Trip{Kind: TravelTrip, Target: floor(s), Path: make([]world.Pos, len(s.Level.Grid.Tiles)+1)}
		},
		"memo-turn-future": func(s *saveFile) { s.Memo.Turn = s.Turn + 1 },
		"memo-negative":    func(s *saveFile) { s.Memo.WalkVer = -1 },
		"memo-key-version": func(s *saveFile) { s.Memo.Keys[0].WalkVer = s.Memo.WalkVer + 1 },
		"memo-key-player":  func(s *saveFile) { s.Memo.Keys[0].Player = world.Pos{X: -7, Y: 3} },
		"scans-negative":   func(s *saveFile) { s.Scans = -1 },
		"pack-ends-empty":  func(s *saveFile) { s.Inventory = []world.ItemKind{world.Healing, world.NoItem} },
		"message-huge":     func(s *saveFile) { s.Messages = append(s.Messages, strings.Repeat("x", 5000)) },
		"act-huge":         func(s *saveFile) { s.Acts = append(s.Acts, strings.Repeat("x", 5000)) },
		"level-kind-name":  func(s *saveFile) { s.Level.Generator = "swamp" },
		"record-version-0": func(s *saveFile) { s.Record.Version = 0 },
		"record-control":   func(s *saveFile) { s.Record.Commands = "hjk\x00l" },
		"record-not-code":  func(s *saveFile) { s.Record.Commands = "x*3lW" },
		"record-run-of-1":  func(s *saveFile) { s.Record.Commands = "x*1" },
		"record-cell":      func(s *saveFile) { s.Record.Commands = "t12" },
		"record-count":     func(s *saveFile) { s.Record.Commands = "x*2000000.*2000000" },
		"record-width":     func(s *saveFile) { s.Record.Cfg.W = 1 << 40 },
		"record-cells":     func(s *saveFile) { s.Record.Cfg.W, s.Record.Cfg.H, s.Record.Cfg.Heart = 4000, 4000, 100 },
		"record-sandbox":   func(s *saveFile) { s.Record.Cfg.Sandbox = true },
		"descents-future":  func(s *saveFile) { s.Stats.Descents = []int{s.Turn + 1} },
		"descents-many":    func(s *saveFile) { s.Stats.Descents = make([]int, len(s.Levels)) },
	}
	out := map[string][]byte{}
	for name, f := range cases {
		out[name] = edit(f)
	}
	return out
}

// TestLoadRejectsHostileValues: every hostile save gives one line of error,
// never a game; the unedited save loads.
func TestLoadRejectsHostileValues(t *testing.T) {
	saves := hostileSaves(t)
	for name, data := range saves {
		var g *Game
		var err error
		func() {
			defer func() {
				if r := recover(); r != nil {
					err = fmt.Errorf("panic: %v", r)
				}
			}()
			g, err = Load(data)
		}()
		switch {
		case err == nil:
			t.Errorf("%s: Load accepted it", name)
		case g != nil:
			t.Errorf("%s: Load gave a game and %v", name, err)
		case strings.HasPrefix(err.Error(), "panic"):
			t.Errorf("%s: %v", name, err)
		case strings.Contains(err.Error(), "\n") || !strings.HasPrefix(err.Error(), "load: corrupt save: "):
			t.Errorf("%s: error %q, want one line starting load: corrupt save:", name, err)
		}
	}
	if *updateCorpus {
		writeCorpus(t, saves)
	}
}

// TestFuzzLoadCorpusIsHostile: the checked-in FuzzLoad corpus holds every
// hostile save by name, and each file still reaches the checks (a change
// to the save layout would otherwise turn the corpus into "not a Downhill
// save" cases that test nothing; `go test ./game -run Hostile
// -update-corpus` rewrites it).
func TestFuzzLoadCorpusIsHostile(t *testing.T) {
	dir := filepath.Join("testdata", "fuzz", "FuzzLoad")
	for name := range hostileSaves(t) {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Errorf("%s: not in the corpus (%v)", name, err)
			continue
		}
		head, body, _ := strings.Cut(strings.TrimSpace(string(b)), "\n")
		q, ok := strings.CutPrefix(body, "[]byte(")
		q, ok2 := strings.CutSuffix(q, ")")
		data, err := strconv.Unquote(q)
		if head != "go test fuzz v1" || !ok || !ok2 || err != nil {
			t.Errorf("%s: not a corpus file of one []byte (%v)", name, err)
			continue
		}
		if _, err := Load([]byte(data)); err == nil || !strings.HasPrefix(err.Error(), "load: corrupt save: ") {
			t.Errorf("%s: Load says %v, want a value the checks reject", name, err)
		}
	}
}
