package session

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"downhill/world"
)

// TestJavelinByKeys: `q` and the javelin's letter aim it (the prompt says
// throw); Enter throws it at the cell under the cursor, where it lands;
// walking there puts it back in the pack, under its old letter.
func TestJavelinByKeys(t *testing.T) {
	s := mapSession(t,
		"#########",
		"#@......#",
		"#########")
	g := s.Game()
	g.Inventory = []world.ItemKind{world.Javelin}
	press(s, "qa", t0)
	if info := infoText(s); s.mode != ModeAim || !strings.HasPrefix(info, "Throw the javelin where? Enter or click to throw,") {
		t.Fatalf("after q a: mode %v, prompt %q", s.mode, info)
	}
	press(s, "lll<Enter>", t0)
	land := world.Pos{X: 4, Y: 1}
	if s.mode != ModePlay || len(g.Inventory) != 0 || g.Level.ItemAt(land) < 0 || g.Level.Items[g.Level.ItemAt(land)].Kind != world.Javelin {
		t.Fatalf("after Enter: mode %v, pack %v, items %v: want the javelin lying at %v", s.mode, g.Inventory, g.Level.Items, land)
	}
	if !slices.Contains(g.Messages, "Your javelin flies and lands.") {
		t.Errorf("messages %q", g.Messages)
	}
	press(s, "lll", t0)
	if g.PlayerPos() != land || len(g.Inventory) != 1 || g.Inventory[0] != world.Javelin || g.Level.ItemAt(land) >= 0 {
		t.Errorf("walked to %v: pack %v, items %v: want the javelin picked up again", g.PlayerPos(), g.Inventory, g.Level.Items)
	}
}

// TestJavelinAimSaysItsOdds: aimed at a goblin, the javelin's prompt
// gives the throw's odds (world.KindFacts: the player's Shot), not the
// blow's the look gives.
func TestJavelinAimSaysItsOdds(t *testing.T) {
	s := mapSession(t,
		"#########",
		"#@....g.#",
		"#########")
	g := s.Game()
	g.Inventory = []world.ItemKind{world.Javelin}
	shot, blow := world.Player.Facts().Shot, world.Player.Facts().Blow
	press(s, ";", t0)
	if info := infoText(s); !strings.Contains(info, fmt.Sprintf("You hit it %d%% of the time (%d-%d)", blow.HitPct, blow.MinDamage, blow.MaxDamage)) {
		t.Errorf("the look says %q", info)
	}
	press(s, "<Esc>qa", t0)
	if info := infoText(s); s.mode != ModeAim || !strings.Contains(info, fmt.Sprintf("Your javelin hits it %d%% of the time (%d-%d)", shot.HitPct, shot.MinDamage, shot.MaxDamage)) {
		t.Errorf("aiming the javelin: mode %v, prompt %q", s.mode, info)
	}
	// Aimed past the goblin, the line drawn stops at it, where the
	// javelin would land.
	press(s, "l", t0)
	v := s.view()
	gob := world.Pos{X: 6, Y: 1}
	if v.Aim == nil || !v.Aim.OK || len(v.Aim.Line) == 0 || v.Aim.Line[len(v.Aim.Line)-1] != gob || len(v.Aim.Area) != 1 || v.Aim.Area[0] != gob {
		t.Errorf("aimed at %v past the goblin: %+v, want the flight to stop at %v", s.prompt.at, v.Aim, gob)
	}
}

// TestSpikeByKeys: aiming an iron spike starts on the door beside the
// player, whatever creature is in view; Enter jams it, the look says so,
// and a step into it works the spike loose (a turn, and a message).
func TestSpikeByKeys(t *testing.T) {
	s := mapSession(t,
		"##########",
		"#@+....g.#",
		"##########")
	g := s.Game()
	g.Level.Ents.HP[g.Player], g.Level.Ents.MaxHP[g.Player] = 100, 100
	g.Inventory = []world.ItemKind{world.Spike}
	door := world.Pos{X: 2, Y: 1}
	press(s, "qa", t0)
	if info := infoText(s); s.mode != ModeAim || s.prompt.at != door || !strings.HasPrefix(info, "Spike which door beside you? Enter or click to jam it,") {
		t.Fatalf("after q a: mode %v, cursor %v, prompt %q; want aiming at the door %v", s.mode, s.prompt.at, info, door)
	}
	press(s, "<Enter>", t0)
	if s.mode != ModePlay || len(g.Inventory) != 0 || !slices.Contains(g.Messages, "You drive the iron spike in: the door is jammed shut.") {
		t.Fatalf("after Enter: mode %v, pack %v, messages %q", s.mode, g.Inventory, g.Messages)
	}
	if look := g.LookAt(door); !strings.Contains(look, "spiked shut") {
		t.Errorf("the look at the door says %q", look)
	}
	turn := g.Turn
	press(s, "l", t0)
	if g.Turn != turn+1 || g.Level.Grid.At(door.X, door.Y) != world.OpenDoor || !slices.Contains(g.Messages, "You work the spike loose: the door opens again.") {
		t.Errorf("the step into the door: turn %d (was %d), door %v, messages %q", g.Turn, turn, g.Level.Grid.At(door.X, door.Y), g.Messages)
	}
}

// TestBlinkByKeys: the wand is used at once from the pack (no aim): two
// goblins beside the player at a corridor's end, it lands BlinkRange
// cells down the corridor.
func TestBlinkByKeys(t *testing.T) {
	s := mapSession(t,
		"################",
		"#gg@...........#",
		"################")
	g := s.Game()
	g.Level.Ents.HP[g.Player], g.Level.Ents.MaxHP[g.Player] = 100, 100
	g.Inventory = []world.ItemKind{world.Blink}
	press(s, "qa", t0)
	if p := g.PlayerPos(); s.mode != ModePlay || p != (world.Pos{X: 10, Y: 1}) || len(g.Inventory) != 0 || !slices.Contains(g.Messages, "You blink away.") {
		t.Errorf("after q a: mode %v, at %v, pack %v, messages %q; want at 10,1", s.mode, p, g.Inventory, g.Messages)
	}
}
