package screen

import (
	"bytes"
	"testing"

	"downhill/game"
	"downhill/render"
	"downhill/world"
)

// TestComposeChangesNothing: composing every panel and info row of a
// game twice draws the same pixels both times and leaves the game's save
// as it was.
func TestComposeChangesNothing(t *testing.T) {
	g := game.New(game.Config{Seed: 7})
	for range 5 {
		g.Do(game.Command{Action: game.ActWait})
	}
	before, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	at := g.PlayerPos().Add(world.Pos{X: 1})
	for p := PanelNone; p <= PanelElsewhere; p++ {
		for r := RowNone; r <= RowHover; r++ {
			f := Frame{Game: g, View: View{Fog: true, ViewW: 40, ViewH: 20, Cursor: &at}, Cell: render.DefaultCell,
				Parts: render.Parts{Side: true}, Rows: 40, Panel: p,
				Side: Side{Selected: -1, Hover: -1, At: &at}, Info: Info{Row: r, At: at, Aim: "Throw where?", Watch: "Turn 3 of 9"},
				Open: Open{Pick: 0, Options: Options{Rows: []Option{{"Text size", "auto"}}, Where: "kept in memory"},
					Elsewhere: Elsewhere{Where: "another window"}}}
			first := render.Draw(Compose(f))
			second := render.Draw(Compose(f))
			if !bytes.Equal(first.Pix, second.Pix) || first.Bounds() != second.Bounds() {
				t.Errorf("panel %d, row %d: a second Compose drew another frame", p, r)
			}
			if p != PanelNone && Compose(f).Dialog == nil {
				t.Errorf("panel %d: no dialog", p)
			}
			if got, _ := InfoRow(g, f.Info); (r == RowNone) != (got == "") {
				t.Errorf("row %d: info row %q", r, got)
			}
		}
	}
	after, _ := g.Save()
	if !bytes.Equal(before, after) {
		t.Error("composing frames changed the game's save")
	}
}
