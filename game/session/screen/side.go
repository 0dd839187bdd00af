package screen

import (
	"fmt"
	"slices"

	"downhill/ai"
	"downhill/game"
	"downhill/game/session/keys"

	"downhill/render"
	"downhill/world"
)

// Sidebar is the sidebar of the frame: you, the pack (side's slot
// selected), then what is in view nearest first (creatures, then items
// and gold), and a few keys; compact, only you and the pack.
func Sidebar(g *game.Game, side Side, compact, blind bool) *render.Sidebar {
	st := g.Level.Ents
	sb := &render.Sidebar{Compact: compact, Depth: g.Depth, Turn: g.Turn, HP: st.HP[g.Player], MaxHP: st.MaxHP[g.Player],
		Gold: g.Gold, Heart: g.HasHeart, Pack: g.Inventory, Selected: side.Selected, Hovered: -1,
		Field: side.Legend}
	if g.Swimming() {
		sb.Note = fmt.Sprintf("Swimming: %d/%d turns left", g.SwimLeft(), g.SwimBudget())
	}
	if compact {
		return sb
	}
	sb.Entries = InView(g, blind)
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
func stateOf(st *world.Store, e world.Entity) string {
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

// InView is every creature the player sees, then every item and pile of
// gold in view, each nearest first (in the palette blind picks).
func InView(g *game.Game, blind bool) []render.SideEntry {
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
		creatures = append(creatures, render.SideEntry{Glyph: st.Glyph[e], Ink: render.CreatureInk(st, e, blind),
			Name: k.Facts().Name, HP: max(st.HP[e], 0), MaxHP: st.MaxHP[e], State: stateOf(st, e), At: p})
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

// HoveredEntry is the entry of sidebar sb to mark: the one under the
// mouse, else the one whose cell side points at on the map (-1: none).
func HoveredEntry(sb *render.Sidebar, side Side) int {
	if sb == nil || len(sb.Entries) == 0 {
		return -1
	}
	if side.Hover >= 0 && side.Hover < len(sb.Entries) {
		return side.Hover
	}
	if side.At == nil {
		return -1
	}
	for i, e := range sb.Entries {
		if e.At == *side.At {
			return i
		}
	}
	return -1
}
