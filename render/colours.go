package render

import "downhill/world"

// blindKinds are the creatures' inks in the colour-blind palette: the
// Okabe-Ito colours, which stay apart for the common colour-vision
// deficiencies, lightened to read on the dark ground. The goblin (bluish
// green) and the greedy goblin (yellow) differ in lightness as well as
// hue.
var blindKinds = [world.NumKinds]uint32{
	world.Player:   0xffffff,
	world.Goblin:   0x3fd0a4,
	world.Greedy:   0xf5e960,
	world.Archer:   0x7cc4f0,
	world.Tunneler: 0xf0a830,
	world.Naive:    0xe08fc0,
}

// KindInk is kind k's colour, 0xRRGGBB: its own (world.KindFacts) or, with
// blind, the colour-blind palette's.
func KindInk(k world.Kind, blind bool) uint32 {
	if k >= world.NumKinds {
		return 0xd8dee9
	}
	if blind {
		return blindKinds[k]
	}
	return world.KindFacts[k].Colour
}

// CreatureInk is creature e's glyph colour: its kind's, dimmed while it
// sleeps. A wound does not change it (the kind stays readable); the
// ground under a wounded creature turns red instead (woundGround).
func CreatureInk(st *world.Store, e world.Entity, blind bool) uint32 {
	c := hex(KindInk(st.Kind[e], blind))
	if st.Mind != nil && st.Mind[e] == world.Asleep {
		c = scale(c, 0.6)
	}
	return uint32(c.r)<<16 | uint32(c.g)<<8 | uint32(c.b)
}

// colWound is the ground under a creature near death: a red that stands
// out from every tile by lightness too, so a wounded goblin is told from
// a greedy one (gold ink) at a glance in either palette.
var colWound = hex(0xb3261e)

// woundGround is the ground bg under creature e: redder the more it is
// wounded (unchanged at full health, and for the player, whose health is
// in the sidebar).
func woundGround(st *world.Store, e world.Entity, bg rgb) rgb {
	if st.Kind[e] == world.Player || st.MaxHP[e] <= 0 || st.HP[e] >= st.MaxHP[e] {
		return bg
	}
	hurt := 1 - float64(max(st.HP[e], 0))/float64(st.MaxHP[e])
	return mix(bg, colWound, 0.35+0.55*hurt)
}

// GoldInk is the colour of gold, 0xRRGGBB.
const GoldInk = 0xffd23f

// ItemInk is item k's colour, 0xRRGGBB.
func ItemInk(k world.ItemKind) uint32 {
	c := colItem
	if k < world.NumItems && itemInk[k] != (rgb{}) {
		c = itemInk[k]
	}
	return uint32(c.r)<<16 | uint32(c.g)<<8 | uint32(c.b)
}

// Legend is one line of the glyph legend: a tile as the map draws it.
type Legend struct {
	Glyph rune
	Ink   uint32
	Name  string
}

// TileLegend is every tile as the map draws it, for the help's legend.
func TileLegend() []Legend {
	g := world.NewGrid(3, 3)
	var out []Legend
	for _, t := range []struct {
		tile world.Tile
		name string
	}{
		{world.Floor, "floor"}, {world.Wall, "wall"}, {world.Door, "closed door (a goblin spends a turn opening it)"},
		{world.OpenDoor, "open door (' closes it)"}, {world.Shallow, "shallow water: wade through"},
		{world.Deep, "deep water: swim, a few turns from the shore at most"},
		{world.Rock, "rock: the darker, the harder to dig"}, {world.Snow, "snow"},
		{world.Stairs, "stairs down"}, {world.UpStairs, "stairs up (on depth 1: the way out)"},
	} {
		g.Set(1, 1, t.tile)
		lk := tileLook(g, 1, 1, false)
		out = append(out, Legend{Glyph: lk.glyph, Ink: uint32(lk.fg.r)<<16 | uint32(lk.fg.g)<<8 | uint32(lk.fg.b), Name: t.name})
	}
	return out
}
