package game

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"downhill/ai"
	"downhill/world"
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

// mustLoad loads a save that must load.
func mustLoad(t *testing.T, data []byte) *Game {
	t.Helper()
	g, err := Load(data)
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	return g
}

// reload is g saved and loaded again, both of which must work.
func reload(t *testing.T, g *Game) *Game {
	t.Helper()
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	return mustLoad(t, data)
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
		"Dead": "saved", "Messages": "saved", "MessageTurns": "saved", "turnRoom": "rebuilt (empty room for the log's turns)", "scans": "saved", "Nav": "saved (cache rebuilt on demand)",
		"log": "saved (as the text of Acts)", "Memo": "saved", "said": "not needed: compared within one step only",
		"Levels": "saved (Level is Levels[Depth-1])",
		"Won":    "saved", "Inventory": "saved", "HasHeart": "saved", "Stats": "saved",
		"walk": "rebuilt", "approach": "rebuilt", "minds": "rebuilt",
		"why": "not saved: a hook the caller sets (SetWhy)", "Tally": "not saved: -compare's count for this sitting",
		"last":    "not saved: the last turn's command, for -compare's mirror",
		"msgRoom": "rebuilt (empty room for the log)", "invRoom": "rebuilt (empty room for the pack)",
		"effRoom": "rebuilt (empty room for the level's effects)",
		"Rec":     "saved (the recording)",
		"doing":   "not saved: set only within Do",
		"line":    "not saved: scratch of a throw or a blink", "threats": "not saved: scratch of a blink",
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
	level := func(m map[string]any) map[string]any { return m["levels"].([]any)[0].(map[string]any) }
	cases := map[string][]byte{
		"empty":      nil,
		"garbage":    []byte("\x00\x01 not json"),
		"truncated":  good[:len(good)/2],
		"trailing":   append(append([]byte{}, good...), " {}"...),
		"other json": []byte(`{"hello":"world"}`),
		"array":      []byte(`[1,2,3]`),
		"no level":   edit(func(m map[string]any) { delete(m, "levels") }),
		"depth past": edit(func(m map[string]any) { m["depth"] = 2 }),
		"pack item":  edit(func(m map[string]any) { m["inventory"] = []any{99} }),
		"pack heart": edit(func(m map[string]any) { m["inventory"] = []any{int(world.Heart)} }),
		"item off map": edit(func(m map[string]any) {
			level(m)["Items"] = []any{map[string]any{"Kind": 1, "Pos": map[string]any{"X": 500, "Y": 1}}}
		}),
		"effect kind": edit(func(m map[string]any) {
			level(m)["Effects"] = []any{map[string]any{"Kind": 9, "At": map[string]any{"X": 5, "Y": 5}, "R": 1, "Turns": 3}}
		}),
		"target off map": edit(func(m map[string]any) {
			level(m)["Ents"].(map[string]any)["Target"].([]any)[0] = map[string]any{"X": 5, "Y": -9}
		}),
		"short fear": edit(func(m map[string]any) {
			level(m)["Ents"].(map[string]any)["Fear"] = []any{}
		}),
		"mind": edit(func(m map[string]any) {
			ents := level(m)["Ents"].(map[string]any)
			b, _ := base64.StdEncoding.DecodeString(ents["Mind"].(string))
			b[len(b)-1] = 77
			ents["Mind"] = base64.StdEncoding.EncodeToString(b)
		}),
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

// FuzzLoad feeds Load damaged saves: it must return an error or a game
// that plays on, never panic. Every game that loads plays several turns of
// every kind (the explore bot, moves, travel), says a message of a length
// taken from the input, arrives by `<` and by `>` on every level it keeps,
// then goes down a level (or, dead, starts a new game) and plays on there;
// whatever it then saves must load again. Its corpus
// (testdata/fuzz/FuzzLoad, written by TestLoadRejectsHostileValues with
// -update-corpus) holds the hostile saves that once loaded and crashed.
func FuzzLoad(f *testing.F) {
	good, _ := New(Config{Seed: 3}).Save()
	f.Add(good)
	deep, _ := keptLevels(f).Save()
	f.Add(deep)
	f.Add([]byte(`{"format":"downhill-save","version":1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := Load(data)
		if err != nil {
			return
		}
		gr := g.Level.Grid
		for i, c := range script(uint64(len(data)), 8) {
			if c.Action == ActTravel {
				c.X, c.Y = c.X%gr.W, c.Y%gr.H
			}
			g.Do(c)
			if i%2 == 0 {
				botTurn(g)
			}
		}
		g.say(strings.Repeat("m", len(data)%(3*MaxLine)))
		arriveEverywhere(t, g)
		if g.Dead {
			g.Do(Command{Action: ActRestart})
		} else {
			g.changeLevel(false)
		}
		for i := 0; i < 3; i++ {
			botTurn(g)
		}
		_ = g.EventLine()
		saved, err := g.Save()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Load(saved); err != nil {
			t.Fatalf("the game's own save does not load: %v", err)
		}
	})
}

// keptLevels is a small game that went down two levels and back up one:
// three kept levels, the player on the middle one.
func keptLevels(t testing.TB) *Game {
	g := New(Config{Seed: 5, W: 24, H: 12, Goblins: 2})
	g.changeLevel(false)
	g.changeLevel(false)
	if !g.enter(2, true) || len(g.Levels) != 3 {
		t.Fatalf("could not make three levels: depth %d of %d", g.Depth, len(g.Levels))
	}
	return g
}

// arriveEverywhere takes the player to every kept level by `>` and by `<`
// (arriving on its up stairs, then its down stairs) and back to where it
// was: each arrival must put the player on a free cell it may stand on,
// and the game must save and load after each.
func arriveEverywhere(t *testing.T, g *Game) {
	t.Helper()
	home := g.Depth
	for d := 1; d <= len(g.Levels); d++ {
		for _, up := range []bool{false, true} {
			if !g.enter(d, up) {
				continue // no room: the stairs are blocked
			}
			p, s := g.PlayerPos(), g.Level.Ents
			if tl := g.Level.Grid.At(p.X, p.Y); !tl.Walkable() && tl != world.Deep || s.At(p) != g.Player {
				t.Fatalf("arrived on depth %d at %d,%d on tile %d holding %d", d, p.X, p.Y, tl, s.At(p))
			}
			data, err := g.Save()
			if err != nil {
				t.Fatal(err)
			}
			if _, err := Load(data); err != nil {
				t.Fatalf("after arriving on depth %d (up %v): %v", d, up, err)
			}
		}
	}
	g.enter(home, false)
}

// TestMessagesBounded: the message log keeps only the newest MaxMessages
// lines, in order, and a save holds only those, so a long game's saves do
// not grow without bound.
func TestMessagesBounded(t *testing.T) {
	g := New(Config{Seed: 4})
	g.Level.Grid.Set(g.PlayerPos().X, g.PlayerPos().Y, world.Floor)
	for i := 0; i < 3*MaxMessages; i++ {
		g.say(fmt.Sprintf("line %d", i))
	}
	if len(g.Messages) != MaxMessages {
		t.Fatalf("%d messages kept, want %d", len(g.Messages), MaxMessages)
	}
	if first, last := g.Messages[0], g.Messages[len(g.Messages)-1]; first != fmt.Sprintf("line %d", 2*MaxMessages) || last != fmt.Sprintf("line %d", 3*MaxMessages-1) {
		t.Fatalf("kept %q .. %q, want the newest in order", first, last)
	}
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	var m struct{ Messages []string }
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	if len(m.Messages) != MaxMessages {
		t.Fatalf("the save holds %d messages, want %d", len(m.Messages), MaxMessages)
	}
	// Messages said through play are bounded as well.
	for i := 0; i < MaxMessages+10; i++ {
		g.Do(Command{Action: ActDescend}) // "There are no stairs here."
	}
	if len(g.Messages) != MaxMessages || lastMessage(g) != "There are no stairs here." {
		t.Fatalf("%d messages after play, last %q", len(g.Messages), lastMessage(g))
	}
}

// TestSaveWithAStaleField: a goblin opens a door after the player field was
// computed in its turn, so the field (and its key) lag behind the map until
// the next turn. A save of that moment must load to the same game: the
// same bytes when saved again, and the same turns after (the scan counts
// included). Found by the soak: the loaded game rebuilt the field with a
// fresh key, so it skipped the rescan the original made next turn.
func TestSaveWithAStaleField(t *testing.T) {
	g := mapGame(t,
		"##########",
		"#@.....+g#",
		"##########",
	)
	unbreakable(g)
	for i := 0; !slices.Contains(g.Acts(), "goblin#1 opens door 7,1"); i++ {
		if i > 10 {
			t.Fatal("the goblin never opened the door")
		}
		g.Do(Command{Action: ActWait})
	}
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	h := mustLoad(t, data)
	if again, _ := h.Save(); !bytes.Equal(again, data) {
		t.Fatal("the loaded game saves to other bytes: " + saveDiff(data, again))
	}
	for i := 0; i < 5; i++ {
		g.Do(Command{Action: ActWait})
		h.Do(Command{Action: ActWait})
		if g.EventLine() != h.EventLine() {
			t.Fatalf("turn %d: original %q, loaded %q", g.Turn, g.EventLine(), h.EventLine())
		}
	}
}

// TestRestoredFieldIsForItsKeysPlayer: a field computed with the player at
// P and not needed since the player stepped to Q is reused unchanged when
// the player comes back to P (same map). Minds restored from the saved memo
// while the player stands at Q must rebuild it for P too, or the loaded
// game steers its tunnelers by a field the original never had. Found by
// the soak (a tunneler that had only attacked since, dug elsewhere after a
// load).
func TestRestoredFieldIsForItsKeysPlayer(t *testing.T) {
	g := mapGame(t,
		"##########",
		"#@.......#",
		"#.....5..#",
		"#........#",
		"##########",
	)
	l, pl := g.Level, g.Player
	memo := ai.Memo{}
	m := ai.NewMinds(l, pl, &memo)
	m.BeginTurn(1)
	m.Field(ai.FieldTunnel) // the player at P = 1,1
	l.Ents.Move(pl, world.Pos{X: 8, Y: 3})
	m.BeginTurn(2)
	m.Field(ai.FieldApproach) // at Q; nobody needs the tunnelers' field

	saved := memo // the save: a copy of the memo, minds rebuilt
	r := ai.NewMinds(l, pl, &saved)
	r.Restore()

	l.Ents.Move(pl, world.Pos{X: 1, Y: 1}) // back at P
	m.BeginTurn(3)
	r.BeginTurn(3)
	a, b := m.Field(ai.FieldTunnel), r.Field(ai.FieldTunnel)
	if m.TakeScans() != 2 || r.TakeScans() != 0 {
		t.Fatal("the field was rescanned: the test proves nothing")
	}
	for y := 0; y < l.Grid.H; y++ {
		for x := 0; x < l.Grid.W; x++ {
			if a.At(x, y) != b.At(x, y) {
				t.Fatalf("at %d,%d the original holds %d, the restored %d", x, y, a.At(x, y), b.At(x, y))
			}
		}
	}
}

// TestLoadErrorsArePlaced: a save's JSON error names its line and column
// (FILE:LINE:COL from LoadFile), a save cut short says "truncated", a file
// past MaxSaveBytes is refused, and errors of checked values name the
// file once, with no doubled prefix.
func TestLoadErrorsArePlaced(t *testing.T) {
	good, err := New(Config{Seed: 3, W: 24, H: 12}).Save()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	bad := bytes.Replace(good, []byte(`"turn":`), []byte(`"turn":x`), 1)
	col := bytes.Index(good, []byte(`"turn":`)) + len(`"turn":`) + 1
	typed := bytes.Replace(good, []byte(`"turn":0`), []byte(`"turn":"zero"`), 1)
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"syntax", bad, fmt.Sprintf("load: line 1, column %d: corrupt save: invalid character 'x'", col)},
		{"type", typed, fmt.Sprintf("load: line 1, column %d: corrupt save: a string where turn holds a whole number", col+5)},
		{"array", []byte("[]"), "load: line 1, column 1: not a Downhill save: an array where a save should be (a JSON object)"},
		{"empty", nil, "load: line 1, column 1: not a Downhill save: empty"},
		{"blank", []byte("\n\n  "), "load: line 1, column 1: not a Downhill save: empty"},
		{"number", []byte("\n42"), "load: line 2, column 2: not a Downhill save: a number where a save should be (a JSON object)"},
		{"truncated", good[:len(good)/2], fmt.Sprintf("load: line 1, column %d: corrupt save: truncated after %d bytes", len(good)/2, len(good)/2)},
		{"trailing", append(append([]byte{}, good...), " {}"...), "load: line 1, column"},
		{"foreign", []byte("hello"), "load: line 1, column 1: not a Downhill save: invalid character 'h'"},
	} {
		_, err := Load(c.data)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%s: %v, want it to start %q", c.name, err, c.want)
		}
		path := filepath.Join(dir, c.name+".json")
		os.WriteFile(path, c.data, 0o600)
		_, ferr := LoadFile(path)
		var le *LoadError
		if le == nil && !errors.As(ferr, &le) || !strings.HasPrefix(ferr.Error(), fmt.Sprintf("%s:%d:%d: ", path, le.Line, le.Col)) || strings.Contains(ferr.Error(), "load:") {
			t.Errorf("%s: LoadFile says %v, want FILE:LINE:COL: and no load: prefix", c.name, ferr)
		}
	}
	checked := bytes.Replace(good, []byte(`"depth":1,"turn"`), []byte(`"depth":-1,"turn"`), 1)
	path := filepath.Join(dir, "checked.json")
	os.WriteFile(path, checked, 0o600)
	if _, err := LoadFile(path); err == nil || err.Error() != path+": corrupt save: depth -1 out of 1..100000" {
		t.Errorf("a checked value: %v", err)
	}
	huge := filepath.Join(dir, "huge.json")
	if err := os.WriteFile(huge, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(huge, MaxSaveBytes+10); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadFile(huge); err == nil || !strings.Contains(err.Error(), "more than a save may hold") {
		t.Errorf("a save past MaxSaveBytes: %v", err)
	}
}
