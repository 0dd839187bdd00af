package session

import (
	"fmt"

	"downhill/game"
	"downhill/game/session/keys"
	"downhill/render"
	"downhill/world"
)

// openInventory opens the inventory on its first item.
func (s *Session) openInventory() {
	s.prompt.sel = -1
	for i, k := range s.g.Inventory {
		if k != world.NoItem {
			s.prompt.sel = i
			break
		}
	}
	s.setMode(ModeInventory)
}

// inventoryKey is a press in ModeInventory: a slot's letter picks its item
// (again: uses it), up and down move along the pack, Enter or `u` uses or
// throws the item picked, anything else closes the inventory.
func (s *Session) inventoryKey(in keys.Input, b keys.Binding) {
	inv := s.g.Inventory
	has := func(i int) bool { return i >= 0 && i < len(inv) && inv[i] != world.NoItem }
	c := keys.Fold(in.Char)
	switch {
	case c >= 'a' && c < 'a'+game.InventorySlots:
		i := int(c - 'a')
		if !has(i) {
			return
		}
		if i == s.prompt.sel {
			s.useFromInventory()
			return
		}
		s.prompt.sel = i
	case in.Key != "" && b.Action == keys.ActMove && b.Dir.X == 0:
		for i := s.prompt.sel + b.Dir.Y; i >= 0 && i < len(inv); i += b.Dir.Y {
			if has(i) {
				s.prompt.sel = i
				break
			}
		}
	case b.Action == keys.ActConfirm || c == 'u':
		s.useFromInventory()
		return
	default:
		s.closeMode()
		return
	}
	s.dirty = true
}

// useFromInventory uses (or aims) the item picked in the inventory.
func (s *Session) useFromInventory() {
	i := s.prompt.sel
	s.setMode(ModePlay)
	if i >= 0 && i < len(s.g.Inventory) && s.g.Inventory[i] != world.NoItem {
		s.choose(i)
	}
}

// inventoryDialog lists the pack by its letters, the item picked
// highlighted, and under it what the item does and how it acts on the
// fields the goblins read.
func (s *Session) inventoryDialog() *render.Dialog {
	g := s.g
	n := 0
	d := &render.Dialog{Width: 66, Footer: s.say("letter: pick (again: use)   Enter or u: use or throw   Esc: close",
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
			Text: fmt.Sprintf("%c - %s (%s)", 'a'+i, world.ItemNames[k], how), Selected: i == s.prompt.sel})
	}
	d.Title = fmt.Sprintf("Pack: %d of %d slots", n, game.InventorySlots)
	if g.HasHeart {
		d.Lines = append(d.Lines, render.DialogLine{Glyph: world.ItemGlyphs[world.Heart], GlyphInk: render.ItemInk(world.Heart),
			Text: "the Heart of the Mountain (carried apart)"})
	}
	if n == 0 {
		d.Lines = append(d.Lines, render.DialogLine{Text: game.PackEmpty + " Walk onto an item or press " + keys.First(keys.ActPickUp) + " to pick it up."})
	}
	if i := s.prompt.sel; i >= 0 && i < len(g.Inventory) && g.Inventory[i] != world.NoItem {
		k := g.Inventory[i]
		d.Lines = append(d.Lines, render.DialogLine{},
			render.DialogLine{Text: fmt.Sprintf("%c - %s", 'a'+i, world.ItemNames[k]), Heading: true},
			render.DialogLine{Text: "What it does: " + game.ItemHelp[k] + "."},
			render.DialogLine{Text: "Through the fields: " + game.ItemFields[k]})
	}
	return d
}
