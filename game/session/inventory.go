package session

import (
	"downhill/game"
	"downhill/game/session/keys"
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
