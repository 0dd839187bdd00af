package session

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"downhill/game"
	"downhill/game/store"
	"downhill/world"
)

// TestThrowCaltropsByKeys: `a` then the item's letter enters aiming with
// the cursor on the goblin; the frame shows the line and the 3x3 area;
// Enter throws, and the field and the messages show it.
func TestThrowCaltropsByKeys(t *testing.T) {
	s := mapSession(t,
		"##############",
		"#@.......g...#",
		"##############")
	g := s.Game()
	g.Level.Ents.HP[g.Player], g.Level.Ents.MaxHP[g.Player] = 100, 100
	g.Inventory = []world.ItemKind{world.Healing, world.Caltrops}
	press(s, "qb", t0)
	if s.mode != ModeAim || s.prompt.at != (world.Pos{X: 9, Y: 1}) {
		t.Fatalf("mode %v, cursor %v: want aiming at the goblin", s.mode, s.prompt.at)
	}
	press(s, "hh", t0)
	v := s.view()
	if v.Aim == nil || !v.Aim.OK || len(v.Aim.Area) != 9 || v.Aim.Line[len(v.Aim.Line)-1] != (world.Pos{X: 7, Y: 1}) {
		t.Fatalf("aim %+v", v.Aim)
	}
	if info := infoText(s); !strings.HasPrefix(info, "Scatter the caltrops where? Enter or click to scatter, Tab: next goblin") || !strings.Contains(info, "floor") {
		t.Errorf("info %q", info)
	}
	s.Draw(nil)
	press(s, "<Enter>", t0)
	if s.mode != ModePlay || len(g.Inventory) != 1 || !slices.Contains(g.Messages, "You scatter the caltrops.") {
		t.Fatalf("after Enter: mode %v, pack %v, messages %q", s.mode, g.Inventory, g.Messages)
	}
	if len(g.Level.Effects) != 1 || g.Level.Effects[0].At != (world.Pos{X: 7, Y: 1}) {
		t.Errorf("effects %+v", g.Level.Effects)
	}
	// Esc cancels an aim without a turn.
	g.Inventory = append(g.Inventory, world.Noisemaker)
	turn := g.Turn
	press(s, "qb<Esc>", t0)
	if s.mode != ModePlay || g.Turn != turn || len(g.Inventory) != 2 {
		t.Errorf("Esc: mode %v turn %d pack %v", s.mode, g.Turn, g.Inventory)
	}
	// So does a right click.
	press(s, "qb", t0)
	s.Click(world.Pos{X: 3, Y: 1}, false, t0)
	if s.mode != ModePlay || g.Turn != turn {
		t.Errorf("right click: mode %v turn %d", s.mode, g.Turn)
	}
	// Healing is used at once.
	g.Level.Ents.HP[g.Player] = 50
	press(s, "qa", t0)
	if g.Level.Ents.HP[g.Player] != 50+game.HealAmount {
		t.Errorf("hp %d after drinking", g.Level.Ents.HP[g.Player])
	}
}

// TestClickThrowsGold: `z` aims gold; a click on a cell throws it there.
func TestClickThrowsGold(t *testing.T) {
	s := mapSession(t,
		"##############",
		"#@......G....#",
		"##############")
	g := s.Game()
	g.Gold = 25
	press(s, "$", t0)
	s.Click(world.Pos{X: 9, Y: 1}, true, t0)
	// The greedy goblin next to the pile takes it the same turn.
	if g.Gold != 15 || g.Stats.GoldThrown != 10 || !slices.Contains(g.Acts(), "greedy#1 picks up gold") {
		t.Errorf("gold %d, thrown %d, acts %q", g.Gold, g.Stats.GoldThrown, g.Acts())
	}
}

// TestLookAndLog: the look key starts on the nearest creature and
// describes it; the log key shows the messages and any other key closes
// it.
func TestLookAndLog(t *testing.T) {
	s := mapSession(t,
		"##############",
		"#@..z.!......#",
		"##############")
	press(s, ";", t0)
	if v := infoText(s); s.prompt.at != (world.Pos{X: 4, Y: 1}) || !strings.Contains(v, "goblin (6/6 HP, asleep)") {
		t.Errorf("look starts at %v: %q; want the goblin at 4,1", s.prompt.at, v)
	}
	press(s, "ll", t0)
	if v := infoText(s); !strings.Contains(v, "healing draught: restores") {
		t.Errorf("look at the draught: %q", v)
	}
	press(s, "<Esc>/", t0)
	g := s.Game()
	g.Tell("hello log")
	if d := dialogLines(s); len(d) < 3 || !strings.HasSuffix(d[len(d)-2], "hello log") {
		t.Errorf("log dialog %q", d)
	}
	press(s, "<Esc>", t0)
	if dialogLines(s) != nil {
		t.Error("Esc did not close the log")
	}
}

// TestRecapAndBestRuns: a won run shows the victory recap and goes into the
// best runs table kept in the store; `#` shows the table. The run is on a
// drawn map, not the standard settings: it is marked and ranked under the
// standard runs however high its score.
func TestRecapAndBestRuns(t *testing.T) {
	s := mapSession(t,
		"#########",
		"#<@&....#",
		"#########")
	dir := t.TempDir()
	s.Runs = store.SlotOf(store.Files{Paths: store.Paths{}.WithSave(filepath.Join(dir, "save.json"))}, store.BestRuns)
	store.AddRun(s.Runs, game.Recap{Seed: 8, Score: 400, Deepest: 6, Turns: 5000, Cause: "killed by a goblin on depth 6"})
	press(s, "lhh<lt>", t0)
	g := s.Game()
	if !g.Won {
		t.Fatalf("not won: %q", g.Messages)
	}
	d := strings.Join(dialogLines(s), "\n")
	for _, want := range []string{"Victory!", "Settings: -map (ranked apart", "Standard settings\n 1.   400  depth 6  killed by a goblin\nOther settings (ranked apart)\n->  1.  1050  depth 1  WON with the Heart\n    -map"} {
		if !strings.Contains(d, want) {
			t.Errorf("recap lacks %q:\n%s", want, d)
		}
	}
	data, err := os.ReadFile(filepath.Join(dir, "best-runs.json"))
	if err != nil || !bytes.Contains(data, []byte(`"won": true`)) || !bytes.Contains(data, []byte(`"settings": "-map"`)) {
		t.Errorf("best runs file: %v %s", err, data)
	}
	press(s, "r", t0)
	press(s, "#", t0)
	if d := dialogLines(s); len(d) < 5 || !strings.Contains(d[2], "400") || !strings.Contains(d[4], "WON") || strings.HasPrefix(d[4], "->") {
		t.Errorf("best runs dialog %q", d)
	}
}

// TestFinishedSaveReopens: a save of a run that ended reopens on its
// recap with the best runs as kept, the run marked in them and not
// recorded a second time.
func TestFinishedSaveReopens(t *testing.T) {
	s := mapSession(t,
		"#########",
		"#<@&....#",
		"#########")
	mem := &store.Memory{}
	s.Runs = store.SlotOf(mem, store.BestRuns)
	s.AfterTurn = func(g *game.Game) {
		data, err := g.Save()
		if err != nil {
			t.Fatal(err)
		}
		mem.Save(store.Save, data)
	}
	store.AddRun(s.Runs, game.Recap{Seed: 8, Score: 400, Deepest: 6, Turns: 5000, Cause: "killed by a goblin on depth 6"})
	press(s, "lhh<lt>", t0)
	if !s.Game().Won {
		t.Fatalf("not won: %q", s.Game().Messages)
	}
	before := dialogLines(s)
	sit := store.Open(mem, store.DefaultOptions(), io.Discard)
	if !sit.Game.Won {
		t.Fatalf("the kept game is not the won one: turn %d", sit.Game.Turn)
	}
	again, err := Begin(sit, nil)
	if err != nil {
		t.Fatal(err)
	}
	after := dialogLines(again)
	if again.Mode() != ModeOver || !slices.Equal(before, after) {
		t.Errorf("reopened in %v:\n%s\nwant, as it ended:\n%s", again.Mode(), strings.Join(after, "\n"), strings.Join(before, "\n"))
	}
	if runs, _ := store.LoadBestRuns(again.Runs); len(runs) != 2 {
		t.Errorf("%d runs kept after reopening, want 2", len(runs))
	}
	press(again, "#", t0)
	if d := strings.Join(dialogLines(again), "\n"); !strings.Contains(d, "->  1.  1050") {
		t.Errorf("best runs of the reopened save:\n%s", d)
	}
}

// TestLookStartsOnNearestCreature: `;` puts the cursor on the creature in
// view nearest the player, not the first in reading order (the archer
// above is farther than the goblin beside the player), and on the player
// when no creature is in view.
func TestLookStartsOnNearestCreature(t *testing.T) {
	s := mapSession(t,
		"##########",
		"#......a.#",
		"#@.g.....#",
		"##########")
	press(s, ";", t0)
	if s.mode != ModeLook || s.prompt.at != (world.Pos{X: 3, Y: 2}) {
		t.Errorf("mode %v, look starts at %v; want the goblin at 3,2", s.mode, s.prompt.at)
	}
	s = mapSession(t,
		"#######",
		"#@..$.#",
		"#######")
	press(s, ";", t0)
	if s.prompt.at != s.Game().PlayerPos() {
		t.Errorf("with no creature in view the look starts at %v, not on the player", s.prompt.at)
	}
}

// TestAimPromptWords: the aim's prompt says what is done with each thing
// aimed, in words that read right (the pick digs, it is not thrown), and
// says "tap" to a player on a touch screen, never "click".
func TestAimPromptWords(t *testing.T) {
	s := mapSession(t,
		"##########",
		"#@......g#",
		"##########")
	g := s.Game()
	g.Gold = 20
	g.Inventory = []world.ItemKind{world.Noisemaker, world.Caltrops, world.Pick}
	for _, c := range []struct {
		keys, want string
	}{
		{"q a", "Throw the noisemaker where? Enter or click to throw, Tab: next goblin, Esc: cancel."},
		{"q b", "Scatter the caltrops where? Enter or click to scatter, Tab: next goblin, Esc: cancel."},
		{"q c", "Dig with the pick which way? Enter or click to dig, Tab: next goblin, Esc: cancel."},
		{"$", "Throw gold where? Enter or click to throw, Tab: next goblin, Esc: cancel."},
	} {
		press(s, c.keys, t0)
		if info := infoText(s); s.mode != ModeAim || !strings.HasPrefix(info, c.want) {
			t.Errorf("%s: mode %v, prompt %q; want %q", c.keys, s.mode, info, c.want)
		}
		press(s, "<Esc>", t0)
	}
	s.Touched()
	press(s, "q c", t0)
	if info := infoText(s); !strings.HasPrefix(info, "Dig with the pick which way? Enter or tap to dig,") || strings.Contains(info, "click") {
		t.Errorf("on a touch screen the prompt is %q", info)
	}
}
