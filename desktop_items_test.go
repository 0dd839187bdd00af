//go:build linux

package main

import (
	"image"
	"strconv"
	"testing"
	"time"

	"downhill/ai"
	"downhill/game"
	"downhill/game/session"
	"downhill/render"
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
	for _, b := range session.Keys {
		if b.Action != session.ActMove || b.Dir != dir {
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

// logArea is where the message lines are on the screen for a frame drawn
// 1:1 in window geo, and in the frame.
func logArea(geo image.Rectangle, frame image.Point) (screen, inFrame image.Rectangle) {
	inFrame = image.Rect(0, frame.Y-render.LogLines*render.CellH, frame.X, frame.Y)
	off := geo.Min.Add(session.FitImage(frame, geo.Size()).Offset)
	return inFrame.Add(off), inFrame
}

// differing counts the pixels of a (at r) whose colour is more than 32
// levels away from b's pixel at the same place relative to rb.Min.
func differing(a *image.RGBA, r image.Rectangle, b *image.RGBA, rb image.Rectangle) int {
	n := 0
	for y := 0; y < r.Dy(); y++ {
		for x := 0; x < r.Dx(); x++ {
			ca, cb := a.RGBAAt(r.Min.X+x, r.Min.Y+y), b.RGBAAt(rb.Min.X+x, rb.Min.Y+y)
			if abs(int(ca.R)-int(cb.R)) > 32 || abs(int(ca.G)-int(cb.G)) > 32 || abs(int(ca.B)-int(cb.B)) > 32 {
				n++
			}
		}
	}
	return n
}

// TestDesktopItems walks the player onto a healing draught in the real
// window (picked up by stepping on it), then drinks it with q and its
// slot letter a. A copy of the game in the test takes the same commands:
// every turn's event line must agree with it, the copy must have said the
// drinking message, and the window's message lines must show what the
// copy's frame shows (and differ from before the draught was drunk).
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
	frame := image.Pt(render.Size(session.Scene(r.g, session.View{ViewW: 80, ViewH: 45})))
	geo := d.resize(frame)

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
	if len(r.g.Inventory) != 1 || r.g.Inventory[0] != world.Healing {
		t.Fatalf("stepping on the draught: the pack holds %v", r.g.Inventory)
	}
	screenLog, frameLog := logArea(geo, frame)
	before := d.shot("before-use.png")

	// q opens the choice, a drinks slot a: one turn.
	if !r.do(game.Command{Action: game.ActUse, Slot: 0, X: target.X, Y: target.Y}) {
		t.Fatal("the test copy refused to drink the draught")
	}
	if n := len(r.g.Messages); n == 0 || r.g.Messages[n-1] != healMsg {
		t.Fatalf("the copy's newest message is not %q: %q", healMsg, r.g.Messages)
	}
	d.key("q")
	d.key("a")
	if got := d.events.waitTurn(t, r.g.Turn); comparable(got) != comparable(r.g.EventLine()) {
		t.Fatalf("after q a: binary %q, test copy %q", got, r.g.EventLine())
	}
	want := render.Draw(session.Scene(r.g, session.View{ViewW: 80, ViewH: 45}))
	if n := differing(before, screenLog, want, frameLog); n < 100 {
		t.Fatalf("the message lines before drinking already look like after (%d pixels differ)", n)
	}
	var after *image.RGBA
	bad := 0
	for deadline := time.Now().Add(waitFor); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		after = d.shot("after-use.png")
		if bad = differing(after, screenLog, want, frameLog); bad*100 < screenLog.Dx()*screenLog.Dy() {
			break
		}
	}
	if bad*100 >= screenLog.Dx()*screenLog.Dy() {
		saveShot(after, geo, "build/desktop-fail-items.png")
		t.Fatalf("the window's message lines do not show %q: %d of %d pixels differ from the copy's frame (see build/desktop-fail-items.png)",
			healMsg, bad, screenLog.Dx()*screenLog.Dy())
	}
	if err := saveShot(after, geo, "build/desktop-items.png"); err != nil {
		t.Error(err)
	}
	t.Logf("drank the draught at turn %d; %d of %d message-line pixels off the copy's frame", r.g.Turn, bad, screenLog.Dx()*screenLog.Dy())
}
