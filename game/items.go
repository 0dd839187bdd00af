package game

import (
	"fmt"
	"slices"

	"downhill/ai"
	"downhill/world"
)

// The numbers of the items.
const (
	// InventorySlots is how many items the player carries (the Heart and
	// gold aside).
	InventorySlots = 10
	// ThrowRange is how far (8-way steps) the player throws, at a cell in
	// view.
	ThrowRange = 8
	// ThrowGold is the gold thrown by ActThrowGold (all that is left when
	// less).
	ThrowGold = 10
	// HealAmount is the hit points a healing draught restores.
	HealAmount = 12
	// NoiseReach is how far a noisemaker carries, in walking cost: walls
	// and doors muffle it as they lengthen a walk.
	NoiseReach = 20
	// SmokeRadius and SmokeTurns are the size and life of a smoke cloud.
	SmokeRadius, SmokeTurns = 2, 10
	// FearTurns is how long a scroll of fear makes goblins flee.
	FearTurns = 10
	// CaltropRadius and CaltropTurns are the size and life of scattered
	// caltrops; CaltropDamage is what a goblin stepping on them loses.
	CaltropRadius, CaltropTurns, CaltropDamage = 1, 25, 1
	// PickLength is the longest tunnel a pick bores.
	PickLength = 5
)

// ItemHelp says what each item does, for the look command and the help.
var ItemHelp = [world.NumItems]string{
	world.Healing:    "restores " + fmt.Sprint(HealAmount) + " hit points",
	world.Noisemaker: "thrown: goblins within earshot (walking distance) go to look, then search around it",
	world.Smoke:      "a cloud around you; goblins lose you and go to where they last noticed you",
	world.Fear:       "every goblin in view flees for " + fmt.Sprint(FearTurns) + " turns",
	world.Caltrops:   "thrown: a 3x3 patch that goblins avoid and that hurts them, for " + fmt.Sprint(CaltropTurns) + " turns",
	world.Pick:       "bores a tunnel up to " + fmt.Sprint(PickLength) + " cells through rock towards the target",
	world.Heart:      "the Heart of the Mountain: carry it out by the up stairs of depth 1",
	world.Javelin: fmt.Sprintf("thrown: strikes the first creature on its line (%d%% for %d-%d) and lands there, to pick up again",
		world.Player.Facts().Shot.HitPct, world.Player.Facts().Shot.MinDamage, world.Player.Facts().Shot.MaxDamage),
	world.Blink: fmt.Sprintf("one charge: you blink up to %d cells, to the cell in view the goblins awake in view would find safest to run to", BlinkRange),
	world.Spike: fmt.Sprintf("aimed at a door next to you: jams it shut for %d turns; walkers must go round, a tunneler smashes it; bump it to work the spike loose", JamTurns),
}

// Targeted reports whether item k is used at a target cell (thrown, or
// the direction of a pick) rather than on the spot.
func Targeted(k world.ItemKind) bool {
	return k == world.Noisemaker || k == world.Caltrops || k == world.Pick || k == world.Javelin || k == world.Spike
}

// Area is the radius of the area item k covers at its target (0 for one
// cell), so the targeting view shows it before the player commits.
func Area(k world.ItemKind) int {
	switch k {
	case world.Caltrops:
		return CaltropRadius
	case world.Smoke:
		return SmokeRadius
	}
	return 0
}

// doItem carries out the item commands; it reports whether a turn passed.
func (g *Game) doItem(c Command) bool {
	switch c.Action {
	case ActPickUp:
		return g.pickUp(true)
	case ActClose:
		return g.closeDoor(c.DX, c.DY)
	case ActThrowGold:
		return g.throwGold(world.Pos{X: c.X, Y: c.Y})
	}
	if c.Slot < 0 || c.Slot >= len(g.Inventory) || g.Inventory[c.Slot] == world.NoItem {
		g.say("You have no such item.")
		return false
	}
	k := g.Inventory[c.Slot]
	at := world.Pos{X: c.X, Y: c.Y}
	if Targeted(k) {
		if ok, why := g.CanThrow(at, k == world.Pick); !ok {
			g.say(why)
			return false
		}
	}
	if !g.useItem(k, at) {
		return false
	}
	// The slot empties and the other items keep their letters; empty
	// slots at the end go.
	g.Inventory[c.Slot] = world.NoItem
	for n := len(g.Inventory); n > 0 && g.Inventory[n-1] == world.NoItem; n-- {
		g.Inventory = g.Inventory[:n-1]
	}
	g.Stats.Used[k]++
	return true
}

// PackFull reports whether every slot of the pack holds an item.
func (g *Game) PackFull() bool {
	n := 0
	for _, k := range g.Inventory {
		if k != world.NoItem {
			n++
		}
	}
	return n >= InventorySlots
}

// CanThrow reports whether the player can throw at p (or, for a pick, aim
// at it): a cell in view within ThrowRange that is not solid; a pick may
// aim at rock in any direction. The reason is the message when not.
func (g *Game) CanThrow(p world.Pos, pick bool) (bool, string) {
	gr, pp := g.Level.Grid, g.PlayerPos()
	switch {
	case !gr.In(p.X, p.Y):
		return false, "That is off the map."
	case p == pp:
		if pick {
			return false, "Aim the pick at the rock to dig."
		}
		return true, ""
	case pick:
		return true, ""
	case !gr.Visible[gr.Index(p.X, p.Y)]:
		return false, "You cannot see there."
	case ai.Chebyshev(p, pp) > ThrowRange:
		return false, "That is too far to throw."
	case !g.playerCanEnter(p.X, p.Y):
		return false, "You cannot throw into solid rock."
	}
	return true, ""
}

// useItem applies item k (at p when it is thrown) and reports whether it
// was used up.
func (g *Game) useItem(k world.ItemKind, p world.Pos) bool {
	s, m := g.Level.Ents, g.mindsFor()
	g.act(g.Player, usesItemAt[k], p.X, p.Y)
	switch k {
	case world.Healing:
		s.HP[g.Player] = min(s.MaxHP[g.Player], s.HP[g.Player]+HealAmount)
		g.say(healLine)
	case world.Noisemaker:
		_, heard := m.Noise(p, NoiseReach)
		g.say(noiseLine)
		for _, e := range heard {
			g.act(e, "investigates the noise")
			g.tell(e, "investigates the noise")
		}
	case world.Smoke:
		g.addEffect(world.Effect{Kind: world.SmokeCloud, At: g.PlayerPos(), R: SmokeRadius, Turns: SmokeTurns})
		g.say(smokeLine)
	case world.Fear:
		g.say(fearLine)
		for i := range s.Alive {
			e := world.Entity(i)
			q := s.Pos[e]
			if !s.Alive[i] || e == g.Player || !g.Level.Grid.Visible[g.Level.Grid.Index(q.X, q.Y)] {
				continue
			}
			s.Mind[e], s.Fear[e], s.Memory[e] = world.Fleeing, FearTurns, ai.ForgetTurns
			g.act(e, "flees in fear")
			g.tell(e, "flees")
		}
	case world.Caltrops:
		g.addEffect(world.Effect{Kind: world.CaltropArea, At: p, R: CaltropRadius, Turns: CaltropTurns})
		m.EffectsChanged()
		g.say(caltropsLine)
	case world.Pick:
		return g.bore(p)
	case world.Javelin:
		return g.throwJavelin(p)
	case world.Blink:
		return g.blink()
	case world.Spike:
		return g.jamDoor(p)
	}
	return true
}

// bore digs a tunnel from the player towards p: up to PickLength cells of
// rock in that 8-way direction become floor, stopping at the first cell
// that is not rock once it has dug. Every field changes at once.
func (g *Game) bore(p world.Pos) bool {
	pp := g.PlayerPos()
	d := pp.Toward(p)
	gr, m := g.Level.Grid, g.mindsFor()
	n := 0
	for q := pp.Add(d); n < PickLength && gr.At(q.X, q.Y) == world.Rock; q = q.Add(d) {
		gr.Set(q.X, q.Y, world.Floor)
		m.MapChanged(q)
		n++
	}
	if n == 0 {
		g.say("There is no rock to dig there (walls are too hard).")
		return false
	}
	gr.ComputeFOV(pp, FOVRadius)
	g.act(g.Player, "digs %d cells", n)
	g.say(boreLines.line(n))
	return true
}

// throwGold throws ThrowGold gold at p: a new pile, a new goal of the
// greedy field at the greed strength.
func (g *Game) throwGold(p world.Pos) bool {
	if g.Gold <= 0 {
		g.say("You have no gold to throw.")
		return false
	}
	if ok, why := g.CanThrow(p, false); !ok {
		g.say(why)
		return false
	}
	n := min(ThrowGold, g.Gold)
	g.Gold -= n
	g.Stats.GoldThrown += n
	g.Level.Gold[g.Level.Grid.Index(p.X, p.Y)] += n
	g.mindsFor().GoldChanged()
	g.act(g.Player, "throws %d gold at %d,%d", n, p.X, p.Y)
	g.say(throwLines.line(n))
	return true
}

// pickUp takes the item under the player into the pack (the Heart into the
// player's arms). Walking onto an item calls it quietly; ActPickUp
// (explicit) says when there is nothing. It reports whether it took one.
func (g *Game) pickUp(explicit bool) bool {
	l := g.Level
	i := l.ItemAt(g.PlayerPos())
	if i < 0 {
		if explicit {
			g.say("There is nothing here to pick up.")
		}
		return false
	}
	k := l.Items[i].Kind
	if k != world.Heart && g.PackFull() {
		g.say(packFull[k])
		return false
	}
	l.Items = append(l.Items[:i], l.Items[i+1:]...)
	g.act(g.Player, picksUpItem[k])
	if k == world.Heart {
		g.HasHeart = true
		g.stirMountain()
		g.say("You take the Heart of the Mountain! It throbs: every goblin hears you now, and the levels above stir. Climb!")
		return true
	}
	if cap(g.Inventory) < InventorySlots { // room for a full pack, once
		room := g.invRoom
		if room == nil {
			room = make([]world.ItemKind, 0, InventorySlots)
		}
		g.Inventory, g.invRoom = append(room[:0], g.Inventory...), nil
	}
	// The first empty slot (an item used from the middle of the pack left
	// it), else a new one at the end: every item keeps its letter.
	if i := slices.Index(g.Inventory, world.NoItem); i >= 0 {
		g.Inventory[i] = k
	} else {
		g.Inventory = append(g.Inventory, k)
	}
	g.say(youPickUpItem[k])
	return true
}

// closeDoor closes the open door at dx,dy from the player (0,0: the only
// open door next to the player). Goblins must then open it, a turn, and
// their fields price it at once.
func (g *Game) closeDoor(dx, dy int) bool {
	pp, gr := g.PlayerPos(), g.Level.Grid
	if dx == 0 && dy == 0 {
		n := 0
		for _, d := range world.Dirs8 {
			if gr.At(pp.X+d.X, pp.Y+d.Y) == world.OpenDoor {
				dx, dy = d.X, d.Y
				n++
			}
		}
		if n != 1 {
			if n == 0 {
				g.say("There is no open door next to you.")
			} else {
				g.say("Which door? Several are open next to you.")
			}
			return false
		}
	}
	p := world.Pos{X: pp.X + dx, Y: pp.Y + dy}
	switch {
	case max(world.Abs(dx), world.Abs(dy)) != 1 || gr.At(p.X, p.Y) != world.OpenDoor:
		g.say("There is no open door there.")
		return false
	case g.Level.Ents.At(p) != world.NoEntity || g.Level.ItemAt(p) >= 0 || g.Level.Gold[gr.Index(p.X, p.Y)] > 0:
		g.say("Something is in the way of the door.")
		return false
	}
	gr.Set(p.X, p.Y, world.Door)
	g.mindsFor().MapChanged(p)
	gr.ComputeFOV(pp, FOVRadius)
	g.act(g.Player, "closes door %d,%d", p.X, p.Y)
	g.say("You close the door.")
	return true
}

// tickEffects ages the level's smoke and caltrops by a turn (ended
// caltrops give walkers their old costs back) and tells the minds whether
// the player is hidden in smoke and how far the player is heard.
func (g *Game) tickEffects(m *ai.Minds) {
	l := g.Level
	kept, changed := l.Effects[:0], false
	for _, ef := range l.Effects {
		if ef.Turns--; ef.Turns > 0 {
			kept = append(kept, ef)
		} else if ef.Kind == world.CaltropArea || ef.Kind == world.JammedDoor {
			changed = true // walkers pay again what they paid before
		}
	}
	l.Effects = kept
	if changed {
		m.EffectsChanged()
	}
	m.Hidden = l.EffectAt(world.SmokeCloud, g.PlayerPos())
	m.Hearing = g.hearing()
}

// hearing is how far goblins hear the player: everywhere while the player
// carries the Heart.
func (g *Game) hearing() int32 {
	if g.HasHeart {
		return ai.EverywhereHearing
	}
	return ai.DefaultHearing
}

// caltrops hurts creature e when it stands on caltrops.
func (g *Game) caltrops(e world.Entity) {
	s := g.Level.Ents
	if !g.Level.EffectAt(world.CaltropArea, s.Pos[e]) {
		return
	}
	s.HP[e] -= CaltropDamage
	g.act(e, "steps on caltrops")
	if s.HP[e] > 0 {
		if g.visible(e) {
			g.say(caltropHurts[s.Kind[e]])
		}
		return
	}
	if g.visible(e) {
		g.say(caltropKills[s.Kind[e]])
	}
	g.Stats.Kills[s.Kind[e]]++
	g.kill(e)
}

// visible reports whether the player sees creature e.
func (g *Game) visible(e world.Entity) bool {
	p, gr := g.Level.Ents.Pos[e], g.Level.Grid
	return gr.Visible[gr.Index(p.X, p.Y)]
}

// tell turns a visible creature's change of mind into a message.
func (g *Game) tell(e world.Entity, note string) {
	if lines, ok := noteMessages[note]; ok && g.visible(e) {
		g.say(lines[g.Level.Ents.Kind[e]])
	}
}

// article puts "a" or "an" before a name.
func article(name string) string {
	if name != "" && (name[0] == 'a' || name[0] == 'e' || name[0] == 'i' || name[0] == 'o' || name[0] == 'u') {
		return "an " + name
	}
	return "a " + name
}

// effectRoom is how many effects at once a level holds before its array
// grows (effRoom): 40 bytes each.
const effectRoom = 16

// addEffect adds effect e to the level, in the array made for it when the
// level was entered (effRoom), so that a steady turn's smoke or caltrops
// allocate nothing until more than effectRoom are about at once.
func (g *Game) addEffect(e world.Effect) {
	l := g.Level
	if len(l.Effects) == cap(l.Effects) && cap(g.effRoom) > len(l.Effects) {
		l.Effects, g.effRoom = append(g.effRoom[:0], l.Effects...), nil
	}
	l.Effects = append(l.Effects, e)
}
