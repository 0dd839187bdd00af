package session

import (
	"fmt"
	"slices"

	"downhill/ai"
	"downhill/game"
	"downhill/game/session/keys"

	"downhill/render"
	"downhill/world"
)

// sidebar is the sidebar of the frame: you, the pack, then what is in view
// nearest first (creatures, then items and gold), and a few keys.
func (s *Session) sidebar(compact bool) *render.Sidebar {
	g := s.g
	st := g.Level.Ents
	sb := &render.Sidebar{Compact: compact, Depth: g.Depth, Turn: g.Turn, HP: st.HP[g.Player], MaxHP: st.MaxHP[g.Player],
		Gold: g.Gold, Heart: g.HasHeart, Pack: g.Inventory, Selected: -1, Hovered: -1,
		Field: s.legend()}
	if s.mode == ModeAim {
		sb.Selected = s.prompt.slot
	}
	if g.Swimming() {
		sb.Note = fmt.Sprintf("Swimming: %d/%d turns left", g.SwimLeft(), g.SwimBudget())
	}
	if compact {
		return sb
	}
	sb.Entries = s.inView()
	sb.Footer = []string{
		keys.First(keys.ActHelp) + " help  " + keys.First(keys.ActInventory) + " pack  " + keys.First(keys.ActOptions) + " options",
		fmt.Sprintf("Seed %d", g.Cfg.Seed),
	}
	return sb
}

// stateOf is creature e's state as the sidebar says it: its state of
// mind, "afraid" under a scroll of fear, "wary" for one hunting again
// after it ran for its life, "greedy" for a greedy goblin hunting (gold
// pulls it).
func (s *Session) stateOf(e world.Entity) string {
	st := s.g.Level.Ents
	m := st.Mind[e]
	switch {
	case st.Fear[e] > 0:
		return "afraid"
	case m == world.Hunting && st.Wary[e]:
		return "wary"
	case m == world.Hunting && st.Kind[e] == world.Greedy:
		return "greedy"
	}
	return m.String()
}

// inView is every creature the player sees, then every item and pile of
// gold in view, each nearest first.
func (s *Session) inView() []render.SideEntry {
	g := s.g
	l := g.Level
	gr, st := l.Grid, l.Ents
	pp := g.PlayerPos()
	dist := func(p world.Pos) int { return ai.Chebyshev(p, pp) }
	var creatures, things []render.SideEntry
	for i, alive := range st.Alive {
		e := world.Entity(i)
		p := st.Pos[e]
		if !alive || e == g.Player || !gr.Visible[gr.Index(p.X, p.Y)] {
			continue
		}
		k := st.Kind[e]
		creatures = append(creatures, render.SideEntry{Glyph: st.Glyph[e], Ink: creatureInk(s.settings, st, e),
			Name: k.Facts().Name, HP: max(st.HP[e], 0), MaxHP: st.MaxHP[e], State: s.stateOf(e), At: p})
	}
	for _, it := range l.Items {
		if !gr.Visible[gr.Index(it.Pos.X, it.Pos.Y)] || it.Kind >= world.NumItems {
			continue
		}
		things = append(things, render.SideEntry{Glyph: world.ItemGlyphs[it.Kind], Ink: render.ItemInk(it.Kind),
			Name: world.ItemNames[it.Kind], At: it.Pos})
	}
	// Gold in view lies within sight of the player: only that square is
	// looked at, however big the level.
	r := game.FOVRadius
	for y := max(pp.Y-r, 0); y <= min(pp.Y+r, gr.H-1); y++ {
		for x := max(pp.X-r, 0); x <= min(pp.X+r, gr.W-1); x++ {
			if i := gr.Index(x, y); l.Gold[i] > 0 && gr.Visible[i] {
				things = append(things, render.SideEntry{Glyph: '$', Ink: render.GoldInk, Name: fmt.Sprintf("%d gold", l.Gold[i]),
					At: world.Pos{X: x, Y: y}})
			}
		}
	}
	near := func(a, b render.SideEntry) int {
		if d := dist(a.At) - dist(b.At); d != 0 {
			return d
		}
		if a.At.Y != b.At.Y {
			return a.At.Y - b.At.Y
		}
		return a.At.X - b.At.X
	}
	slices.SortStableFunc(creatures, near)
	slices.SortStableFunc(things, near)
	return append(creatures, things...)
}

// hoveredEntry is the sidebar entry to highlight: the one under the
// mouse, else the one whose cell the mouse hovers on the map or the look
// cursor is on (-1: none).
func (s *Session) hoveredEntry(sb *render.Sidebar) int {
	if sb == nil || len(sb.Entries) == 0 {
		return -1
	}
	if s.sideHover >= 0 && s.sideHover < len(sb.Entries) {
		return s.sideHover
	}
	var at world.Pos
	switch {
	case s.mode == ModeLook || s.mode == ModeAim:
		at = s.prompt.at
	case s.hovered:
		at = s.hover
	default:
		return -1
	}
	for i, e := range sb.Entries {
		if e.At == at {
			return i
		}
	}
	return -1
}

// creatureInk is creature e's colour as the map draws it in the palette
// of set.
func creatureInk(set Settings, st *world.Store, e world.Entity) uint32 {
	return render.CreatureInk(st, e, set.blind())
}

// legend reports whether the sidebar shows the overlay's legend: an
// overlay is on (the lab's panel has a legend of its own).
func (s *Session) legend() bool { return s.overlay != 0 && !s.lab.Open }
