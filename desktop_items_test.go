//go:build linux

package main

import (
	"image"
	"slices"
	"strconv"
	"strings"
	"testing"

	"downhill/ai"
	"downhill/game"
	"downhill/game/session/keys"
	"downhill/world"
)

// itemSeed starts a game with a healing draught three steps from the
// player, reached by a straight walk that nothing blocks.
const itemSeed = 855

// healMsg is what drinking a healing draught says (game/items.go).
const healMsg = "You drink the healing draught and feel better."

// moveKey is the letter xdotool sends for a step by dir: the one-letter
// name of the step's row in the key table, lower case.
func moveKey(t *testing.T, dir world.Pos) string {
	t.Helper()
	for _, b := range keys.Keys {
		if b.Action != keys.ActMove || b.Dir != dir {
			continue
		}
		for _, c := range b.Text {
			if c >= 'a' && c <= 'z' {
				return string(c)
			}
		}
	}
	t.Fatalf("no letter key steps by %v", dir)
	return ""
}

// TestDesktopItems walks the player onto a healing draught in the real
// window (picked up by stepping on it), then drinks it with q and its
// slot's letter (after the javelins a run starts with). A copy of the game in the test takes the same commands:
// every turn's event line must agree with it, the copy must have said the
// drinking message, and the window's message lines must say it (read from
// the window's pixels), as they did not before.
func TestDesktopItems(t *testing.T) {
	d := startDesktop(t, "-seed", strconv.Itoa(itemSeed))
	r := &replay{g: game.New(game.Config{Seed: itemSeed, W: 80, H: 45})}
	if got, want := comparable(d.events.waitTurn(t, 0)), comparable(r.g.EventLine()); got != want {
		t.Fatalf("start: binary %q, test copy %q", got, want)
	}
	target := world.Pos{X: -1}
	for _, it := range r.g.Level.Items {
		if it.Kind == world.Healing {
			if target.X < 0 || ai.Chebyshev(it.Pos, r.g.PlayerPos()) < ai.Chebyshev(target, r.g.PlayerPos()) {
				target = it.Pos
			}
		}
	}
	if target.X < 0 {
		t.Fatalf("seed %d: no healing draught on the first level", itemSeed)
	}
	geo := d.geometry()
	cell := func() image.Point { l := copyLayout(r.g, "", geo.Size()); return image.Pt(l.CellW, l.CellH) }()

	// Walk there: each step must pass the same turn in both games.
	for step := 0; r.g.PlayerPos() != target; step++ {
		if step >= 10 {
			t.Fatalf("seed %d: the player did not reach the draught at %v (at %v)", itemSeed, target, r.g.PlayerPos())
		}
		dir := r.g.PlayerPos().Toward(target)
		if !r.do(game.Command{Action: game.ActMove, DX: dir.X, DY: dir.Y}) {
			t.Fatalf("seed %d: the step %v from %v is refused", itemSeed, dir, r.g.PlayerPos())
		}
		key := moveKey(t, dir)
		d.key(key)
		if got := d.events.waitTurn(t, r.g.Turn); comparable(got) != comparable(r.g.EventLine()) {
			t.Fatalf("after key %s: binary %q, test copy %q", key, got, r.g.EventLine())
		}
	}
	slot := slices.Index(r.g.Inventory, world.Healing)
	if slot < 0 {
		t.Fatalf("stepping on the draught: the pack holds %v", r.g.Inventory)
	}
	letter := string(rune('a' + slot))
	if said := strings.Join(screenText(d.shot("before-use.png"), geo, cell), " "); strings.Contains(said, "You drink") {
		t.Fatalf("the window says the draught was drunk before it was: %s", said)
	}

	// q opens the choice, the draught's letter drinks it: one turn.
	if !r.do(game.Command{Action: game.ActUse, Slot: slot, X: target.X, Y: target.Y}) {
		t.Fatal("the test copy refused to drink the draught")
	}
	if n := len(r.g.Messages); n == 0 || r.g.Messages[n-1] != healMsg {
		t.Fatalf("the copy's newest message is not %q: %q", healMsg, r.g.Messages)
	}
	d.key("q")
	d.key(letter)
	if got := d.events.waitTurn(t, r.g.Turn); comparable(got) != comparable(r.g.EventLine()) {
		t.Fatalf("after q %s: binary %q, test copy %q", letter, got, r.g.EventLine())
	}
	after := d.waitText("after-use.png", geo, cell, "You drink the healing draught")
	if err := saveShot(after, geo, "build/desktop-items.png"); err != nil {
		t.Error(err)
	}
	t.Logf("drank the draught at turn %d; the window says so", r.g.Turn)
}
