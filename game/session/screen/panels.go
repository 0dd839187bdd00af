package screen

import (
	"fmt"

	"downhill/game"
	"downhill/game/session/keys"
	"downhill/render"
	"downhill/world"
)

// Options is the options screen's state: every setting in its words, the
// one picked, where they are kept.
type Options struct {
	Rows  []Option
	Sel   int
	Where string // "kept in ...", or "could not be saved: ..."
}

// Option is one setting on the options screen and its value in words.
type Option struct{ Name, Value string }

// OptionsDialog lists every setting with its value, the one picked
// highlighted.
func OptionsDialog(o Options, touch bool) *render.Dialog {
	d := &render.Dialog{Title: "Options", Width: 60, Footer: say(touch, "up/down: pick   left/right, Enter: change   Esc: close",
		"tap a line: pick (again: change)   tap outside: close")}
	for i, r := range o.Rows {
		d.Lines = append(d.Lines, render.DialogLine{Text: fmt.Sprintf("%-24s %s", r.Name, r.Value), Selected: i == o.Sel})
	}
	d.Lines = append(d.Lines, render.DialogLine{}, render.DialogLine{Text: "Settings are " + o.Where + ".", Ink: 0x8a93a6})
	return d
}

// Elsewhere is the state of a save open in another window or tab.
type Elsewhere struct {
	Where       string // the other window, in words
	CanTakeOver bool   // the other can be asked to let go (the browser's tabs)
	Waiting     bool   // waiting for the other to close
}

// ElsewhereDialog says the save is open elsewhere and offers to wait, to
// take it over (where that can be done) or to play a one-off game.
func ElsewhereDialog(e Elsewhere) *render.Dialog {
	lines := []string{
		"Your saved game is open in " + e.Where + ". One window at a time keeps a game, so that neither writes over the other's turns.",
		"",
		"w    wait: it continues here when the other closes",
	}
	if e.CanTakeOver {
		lines = append(lines, "t    take it over: the other saves it and lets go")
	}
	lines = append(lines, "Esc  play a one-off game meanwhile (not saved)")
	footer := "w: wait   Esc: one-off game"
	if e.Waiting {
		footer = "Waiting for the other to close...   Esc: one-off game"
	}
	d := render.Lines("Your game is open elsewhere", lines, footer)
	d.Width = 60
	return d
}

// InventoryDialog lists g's pack by its letters, the item in slot pick
// highlighted, and under it what the item does and how it acts on the
// fields the goblins read.
func InventoryDialog(g *game.Game, pick int, touch bool) *render.Dialog {
	n := 0
	d := &render.Dialog{Width: 66, Footer: say(touch, "letter: pick (again: use)   Enter or u: use or throw   Esc: close",
		"tap an item: pick (again: use)   tap outside: close")}
	for i, k := range g.Inventory {
		if k == world.NoItem || k >= world.NumItems {
			continue
		}
		n++
		how := "used at once"
		if game.Targeted(k) {
			how = "thrown: aimed first"
		}
		d.Lines = append(d.Lines, render.DialogLine{Glyph: world.ItemGlyphs[k], GlyphInk: render.ItemInk(k),
			Text: fmt.Sprintf("%c - %s (%s)", 'a'+i, world.ItemNames[k], how), Selected: i == pick})
	}
	d.Title = fmt.Sprintf("Pack: %d of %d slots", n, game.InventorySlots)
	if g.HasHeart {
		d.Lines = append(d.Lines, render.DialogLine{Glyph: world.ItemGlyphs[world.Heart], GlyphInk: render.ItemInk(world.Heart),
			Text: "the Heart of the Mountain (carried apart)"})
	}
	if n == 0 {
		d.Lines = append(d.Lines, render.DialogLine{Text: game.PackEmpty + " Walk onto an item or press " + keys.First(keys.ActPickUp) + " to pick it up."})
	}
	if i := pick; i >= 0 && i < len(g.Inventory) && g.Inventory[i] != world.NoItem {
		k := g.Inventory[i]
		d.Lines = append(d.Lines, render.DialogLine{},
			render.DialogLine{Text: fmt.Sprintf("%c - %s", 'a'+i, world.ItemNames[k]), Heading: true},
			render.DialogLine{Text: "What it does: " + game.ItemHelp[k] + "."},
			render.DialogLine{Text: "Through the fields: " + game.ItemFields[k]})
	}
	return d
}
