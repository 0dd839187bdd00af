package input

import (
	"image"
	"testing"

	"downhill/game/session/keys"
	"downhill/game/session/layout"
	"downhill/world"
)

// TestFingerStep: on a map of 10x20-pixel cells from pixel 5,7 with the
// camera at 2,3, a tap a cell and a half from the player's centre in each
// of eight directions means the cell beside it that way; on its own cell
// and beyond reach the tap means no step.
func TestFingerStep(t *testing.T) {
	l := layout.Layout{Origin: image.Pt(5, 7), CellW: 10, CellH: 20, Camera: world.Pos{X: 2, Y: 3}}
	p := world.Pos{X: 6, Y: 8}
	cx, cy := float32(5+(6-2)*10+5), float32(7+(8-3)*20+10) // the player's centre: 50, 117
	for _, d := range []world.Pos{{X: 1}, {X: 1, Y: 1}, {Y: 1}, {X: -1, Y: 1}, {X: -1}, {X: -1, Y: -1}, {Y: -1}, {X: 1, Y: -1}} {
		x, y := cx+float32(d.X)*15, cy+float32(d.Y)*30
		if got, near := FingerStep(l, p, x, y); !near || got != p.Add(d) {
			t.Errorf("a tap at %v,%v (toward %v): %v %v, want %v", x, y, d, got, near, p.Add(d))
		}
	}
	for _, at := range [][2]float32{{cx + 2, cy + 3}, {cx + 40, cy}, {cx, cy - 80}} {
		if got, near := FingerStep(l, p, at[0], at[1]); near {
			t.Errorf("a tap at %v: a step to %v", at, got)
		}
	}
	if _, near := FingerStep(layout.Layout{}, p, cx+15, cy); near {
		t.Error("a step on a frame not drawn yet")
	}
}

// TestPress: each touch button presses a key of play bound to its
// action, the stairs button the up stairs' key when up.
func TestPress(t *testing.T) {
	for _, over := range []bool{false, true} {
		for _, b := range Buttons(over) {
			for _, up := range []bool{false, true} {
				in, ok := Press(b, up)
				want := b.Action
				if want == keys.ActDescend && up {
					want = keys.ActAscend
				}
				if got, found := keys.Lookup(in, keys.CtxPlay); !ok || !found || got.Action != want {
					t.Errorf("%q (up %v): %+v is %v, want %v", b.Label, up, in, got.Action, want)
				}
			}
		}
	}
	if got := Labels(Buttons(true)); len(got) != 3 || got[0] != "new game" {
		t.Errorf("the buttons of a run over: %q", got)
	}
}

// TestScroll: the wheel towards the player scrolls down, away up, and a
// fling of thousands of notches scrolls at most maxNotches lines.
func TestScroll(t *testing.T) {
	if in, n := Scroll(3); in.Key != keys.KeyDown || n != 3 {
		t.Errorf("3 notches: %+v x%d", in, n)
	}
	if in, n := Scroll(-5000); in.Key != keys.KeyUp || n != maxNotches {
		t.Errorf("-5000 notches: %+v x%d", in, n)
	}
}
