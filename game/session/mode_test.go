package session

import (
	"slices"
	"strings"
	"testing"

	"downhill/game/session/keys"
	"downhill/world"
)

// roomMap is an empty room with the player in the middle: every step is
// free, nothing is in view.
var roomMap = []string{
	"###########",
	"#.........#",
	"#.........#",
	"#....@....#",
	"#.........#",
	"#.........#",
	"###########",
}

// fullPack is ten items, a to j, of kinds that differ from their
// neighbours', so which slot went is plain.
var fullPack = []world.ItemKind{world.Healing, world.Noisemaker, world.Fear, world.Caltrops, world.Healing,
	world.Pick, world.Smoke, world.Noisemaker, world.Healing, world.Caltrops}

// modeState is what a press can change, for TestLettersInEveryMode.
type modeState struct {
	mode     Mode
	turn     int
	player   world.Pos
	cursor   world.Pos
	at       world.Pos
	pack     []world.ItemKind
	slot     int
	settings Settings
	lab      [4]int // open, field, arrows, heat
	overlay  int
	twin     bool
	sand     [3]int // brush, digit, running
	pick     [3]int // the inventory's item, the options' line, the help's page
}

func stateOf(s *Session) modeState {
	b := func(v bool) int {
		if v {
			return 1
		}
		return 0
	}
	st := modeState{mode: s.mode, turn: s.g.Turn, player: s.g.PlayerPos(), cursor: s.cursor, at: s.prompt.at,
		pack: slices.Clone(s.g.Inventory), slot: s.prompt.slot, settings: s.settings, overlay: s.overlay, twin: s.twin != nil,
		lab:  [4]int{b(s.lab.Open), s.lab.Field, b(s.lab.Arrows), b(s.lab.Heat)},
		pick: [3]int{s.prompt.sel, s.prompt.opt, s.prompt.page}}
	if s.sand != nil {
		st.sand = [3]int{int(s.sand.brush), s.sand.digit, b(s.sand.autoplay)}
	}
	return st
}

// outcome names what a press of letter (slot i) did, going from a to b:
//
//	u  used pack slot i (aiming it, or used at once), and the prompt or
//	   the inventory closed
//	m  the player stepped the letter's way
//	c  the mode's cursor moved the letter's way, the mode still open
//	x  the mode closed, nothing else changed
//	M  another mode opened, nothing else changed
//	p  the mode's own choice moved (the inventory's item, the options'
//	   line, the help's page), nothing else changed
//	.  nothing changed
//	s  a setting changed    l  the lab changed    C  the comparison toggled
//	o  the overlay changed  b  the sandbox's brush or run changed
//	?  anything else
func outcome(a, b modeState, letter rune) string {
	i := int(letter - 'a')
	dir := world.Pos{}
	if bd, ok := keys.LookupText(letter); ok && bd.Action == keys.ActMove {
		dir = bd.Dir
	}
	same := func(x modeState) bool {
		return x.mode == b.mode && x.turn == b.turn && x.player == b.player && x.cursor == b.cursor && x.at == b.at &&
			slices.Equal(x.pack, b.pack) && x.settings == b.settings && x.lab == b.lab && x.overlay == b.overlay &&
			x.twin == b.twin && x.sand == b.sand && x.pick == b.pick
	}
	used := slices.Clone(a.pack) // the slot empties; the others keep their letters
	if i < len(used) {
		used[i] = world.NoItem
	}
	for len(used) > 0 && used[len(used)-1] == world.NoItem {
		used = used[:len(used)-1]
	}
	switch {
	case (a.mode == ModeChoose || a.mode == ModeInventory) && b.mode == ModeAim && b.slot == i && slices.Equal(a.pack, b.pack),
		(a.mode == ModeChoose || a.mode == ModeInventory) && b.mode == ModePlay && slices.Equal(b.pack, used):
		return "u"
	case same(a):
		return "."
	}
	x := a
	x.mode = b.mode
	if same(x) && b.mode != a.mode && (b.mode == ModePlay || b.mode == ModeOver) {
		return "x"
	}
	x.pick = b.pick
	if same(x) && b.mode != a.mode {
		return "M"
	}
	if x = a; true {
		x.pick = b.pick
		if same(x) {
			return "p"
		}
	}
	if x = a; dir != (world.Pos{}) {
		x.player, x.turn = a.player.Add(dir), b.turn
		if same(x) && b.turn == a.turn+1 {
			return "m"
		}
		x = a
		x.cursor, x.at = a.cursor.Add(dir), a.at.Add(dir)
		if a.mode == ModeTravel {
			x.at = a.at
		} else {
			x.cursor = a.cursor
		}
		if same(x) {
			return "c"
		}
	}
	for _, f := range []struct {
		code string
		set  func(*modeState)
	}{
		{"s", func(m *modeState) { m.settings = b.settings }},
		{"l", func(m *modeState) { m.lab = b.lab; m.settings.Lab = b.settings.Lab }},
		{"C", func(m *modeState) { m.twin = b.twin }},
		{"o", func(m *modeState) { m.overlay = b.overlay }},
		{"b", func(m *modeState) { m.sand = b.sand }},
	} {
		x = a
		f.set(&x)
		if same(x) {
			return f.code
		}
	}
	return "?"
}

// TestLettersInEveryMode presses each letter a-j in every mode, over
// every context the map can be in (the lab open, a comparison, the
// sandbox), and checks what it did against a table. Above all, a prompt
// waiting for a letter gets the letter: `q` then any of a-j uses that
// slot, whatever the letter does elsewhere.
func TestLettersInEveryMode(t *testing.T) {
	type context struct {
		name  string
		setUp func(t *testing.T, s *Session)
	}
	contexts := []context{
		{"plain", func(t *testing.T, s *Session) {}},
		{"lab", func(t *testing.T, s *Session) { press(s, "<Tab>", t0) }},
		{"compare", func(t *testing.T, s *Session) {
			if err := s.StartCompare(); err != nil {
				t.Fatal(err)
			}
		}},
		{"lab+compare", func(t *testing.T, s *Session) {
			press(s, "<Tab>", t0)
			if err := s.StartCompare(); err != nil {
				t.Fatal(err)
			}
		}},
		{"sandbox", func(t *testing.T, s *Session) {
			st := drawing(strings.Join(roomMap, "\n") + "\n")
			if err := s.StartSandbox(st); err != nil {
				t.Fatal(err)
			}
		}},
	}
	type mode struct {
		name  string
		enter func(s *Session)
		want  map[string]string // by context ("" for every context not listed)
	}
	modes := []mode{
		{"play", func(s *Session) {}, map[string]string{
			"":            ".mC.so.mMm",
			"lab":         "lmC.sl.mMm",
			"lab+compare": "lmC.sl.mMm",
			"sandbox":     "lmCbslbmMm",
		}},
		{"pack prompt", func(s *Session) { press(s, "q", t0) }, map[string]string{"": "uuuuuuuuuu"}},
		{"aim", func(s *Session) { press(s, "$", t0) }, map[string]string{"": ".c.....c.c"}},
		{"look", func(s *Session) { press(s, ";", t0) }, map[string]string{"": ".c.....c.c"}},
		{"travel cursor", func(s *Session) { press(s, "t", t0) }, map[string]string{"": ".c...o.c.c"}},
		{"door prompt", func(s *Session) { s.setMode(ModeClose) }, map[string]string{"": "xxxxxxxxxx"}},
		{"help", func(s *Session) { press(s, "?", t0) }, map[string]string{"": "xxxxxxxpxp"}},
		{"inventory", func(s *Session) { press(s, "i", t0) }, map[string]string{"": "uppppppppp"}},
		{"options", func(s *Session) { press(s, "o", t0) }, map[string]string{"": "xxxxxxxsxp"}},
		{"message log", func(s *Session) { press(s, "/", t0) }, map[string]string{"": "xxxxxxxxx."}},
		{"best runs", func(s *Session) { press(s, "#", t0) }, map[string]string{"": "xxxxxxxxxx"}},
		{"end of run", func(s *Session) {
			s.g.Dead = true
			s.g.Level.Ents.HP[s.g.Player] = 0
			s.scene()
		}, map[string]string{"": "..........", "sandbox": ".........."}},
	}
	for _, m := range modes {
		for _, c := range contexts {
			want, ok := m.want[c.name]
			if !ok {
				want = m.want[""]
			}
			var got strings.Builder
			var modeIn Mode
			for letter := 'a'; letter <= 'j'; letter++ {
				s := mapSession(t, roomMap...)
				c.setUp(t, s)
				g := s.Game()
				g.Inventory = slices.Clone(fullPack)
				g.Gold = 50
				g.Level.Ents.HP[g.Player] = 1 // so a draught is drunk
				m.enter(s)
				modeIn = s.Mode()
				before := stateOf(s)
				press(s, string(letter), t0)
				got.WriteString(outcome(before, stateOf(s), letter))
			}
			if got.String() != want {
				t.Errorf("%s mode (%v) with %s: letters a-j did %q, want %q", m.name, modeIn, c.name, got.String(), want)
			}
		}
	}
}

// TestModeNames: every mode has a name of its own.
func TestModeNames(t *testing.T) {
	seen := map[string]bool{}
	for m := Mode(0); m < NumModes; m++ {
		if n := m.String(); n == "" || n == "mode?" || seen[n] {
			t.Errorf("mode %d: name %q missing or repeated", m, n)
		}
		seen[m.String()] = true
	}
	if n := NumModes.String(); n != "mode?" {
		t.Errorf("an out-of-range mode is %q", n)
	}
}
