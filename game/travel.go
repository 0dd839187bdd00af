package game

import (
	"downhill/ai"
	"downhill/ai/dijkstra"
	"downhill/world"
)

// TripKind says what a trip is doing, so the window knows which command
// keeps it going and a save restores it.
type TripKind uint8

// The trip kinds. Values are part of the save format.
const (
	NoTrip      TripKind = iota
	TravelTrip           // walking to Trip.Target, continued by ActTravel
	ExploreTrip          // auto-explore, continued by ActExplore
	RestTrip             // resting until healed, continued by ActRest
)

// Trip is a travel or auto-explore trip in progress. It stores the path
// itself, not just the target: the path shown on hover is exactly the path
// walked, even though the player's field changes with every step.
type Trip struct {
	Kind   TripKind
	Target world.Pos
	Path   []world.Pos    // cells still to enter, the next one first
	Known  uint64         // map knowledge (see Game.Knowledge) the path was checked against
	InView []world.Entity // creatures in view after the last step; a new one stops the trip
	Stalls int            // turns in a row that passed without moving (a door opening)
}

// Nav is the player's travel, auto-explore and swimming state: plain
// exported fields that a save stores as they are, plus caches (the route
// and the shore field) that are rebuilt on demand after a load.
type Nav struct {
	Trip Trip
	// SwimSince is the turn the current swim began: the swim budget left
	// is SwimBudget - (Turn - SwimSince) while the player is in deep water.
	SwimSince int
	// Explored is the map knowledge at which "Explored this level." was
	// said; while the knowledge is unchanged, explore walks to the stairs.
	Explored uint64

	cache navCache
}

// navCache holds what is recomputed, never saved: the route (one flood per
// turn, keyed by everything it depends on) and the shore field (one per
// level).
type navCache struct {
	route      *ai.Route
	key        routeKey
	shore      *dijkstra.Field
	shoreLevel *world.Level
	// views are two arrays for the creatures-in-view lists: each step
	// fills the one the trip does not hold (inViewNow), so a trip makes
	// no garbage. path is the array explore plans its paths into.
	views [2][]world.Entity
	path  []world.Pos
	// before is the array of the creatures in view at the start of the
	// player's turn (newsInView), so a turn makes no garbage.
	before []world.Entity
	// wanted is the array exploreWanted marks gold and items in.
	wanted []int
}

type routeKey struct {
	level *world.Level
	from  world.Pos
	known uint64
	left  int
}

// SwimBudget is how many turns in a row the player can spend in deep water.
func (g *Game) SwimBudget() int { return ai.DefaultSwimBudget }

// Swimming reports whether the player is in deep water now (the status line
// then shows SwimLeft).
func (g *Game) Swimming() bool {
	p := g.PlayerPos()
	return g.Level.Grid.At(p.X, p.Y) == world.Deep
}

// SwimLeft is the number of turns the player may still spend in deep water
// (the full budget on land). A move into water farther from the shore than
// this is refused.
func (g *Game) SwimLeft() int {
	b := g.SwimBudget()
	if !g.Swimming() {
		return b
	}
	return min(max(b-(g.Turn-g.Nav.SwimSince), 0), b)
}

// Drowning reports whether the player has stayed in deep water longer than
// the budget (by waiting there: moves never allow it). What that costs is
// the game's rule; travel never leads there.
func (g *Game) Drowning() bool {
	return g.Swimming() && g.SwimBudget()-(g.Turn-g.Nav.SwimSince) < 0
}

// Shore is the level's shore field (distance from dry land over deep
// water), scanned once per level; the overlay may show it.
func (g *Game) Shore() *dijkstra.Field {
	c := &g.Nav.cache
	if c.shore == nil || c.shoreLevel != g.Level {
		c.shore = ai.ShoreField(g.Level.Grid, c.shore)
		c.shoreLevel = g.Level
	}
	return c.shore
}

// swimAllowed reports whether the player may step into p: always onto land,
// into deep water only when p is no farther from the shore than the swim
// turns left, so the player can always swim back out. When the step is
// allowed and starts a swim, the swim clock starts now (the caller moves
// the player and ends the turn).
func (g *Game) swimAllowed(p world.Pos) (bool, string) {
	if g.Level.Grid.At(p.X, p.Y) != world.Deep {
		return true, ""
	}
	left := g.SwimLeft()
	if !ai.SwimOK(g.Shore(), p.X, p.Y, left) {
		if g.Swimming() {
			return false, tooFarLines.line(left)
		}
		return false, tooWideLines.line(left)
	}
	if !g.Swimming() {
		g.Nav.SwimSince = g.Turn
	}
	return true, ""
}

// Knowledge is a checksum of what the player knows of the map: the level,
// and the tile of every seen cell. It changes when new cells are seen, a
// door is opened or closed in memory, or a known wall is dug away, which
// are exactly the events that can change a route, so trips and the explore
// plan are redone only then. The grid keeps its part current as cells are
// seen and tiles change (world.Grid.KnownSum), so it costs nothing a turn.
func (g *Game) Knowledge() uint64 {
	gr := g.Level.Grid
	const prime = 1099511628211
	h := (uint64(14695981039346656037) ^ uint64(g.Depth)<<32 ^ uint64(gr.W)<<16 ^ uint64(gr.H)) * prime
	return (h ^ gr.KnownSum()) | 1 // never 0, the "nothing yet" of Nav.Explored

}

// route returns the travel route flooded from the player, scanning it only
// when the player moved or learned something of the map: hovering over the
// map reads the same route for every cell.
func (g *Game) route() *ai.Route {
	c := &g.Nav.cache
	key := routeKey{g.Level, g.PlayerPos(), g.Knowledge(), g.SwimLeft()}
	if c.route != nil && c.key == key {
		return c.route
	}
	if c.route == nil {
		c.route = ai.NewRoute(g.Level.Grid.W, g.Level.Grid.H, g.SwimBudget())
		c.path = make([]world.Pos, 0, 2*(g.Level.Grid.W+g.Level.Grid.H)) // room for most paths
	}
	c.route.ScanKnown(g.Level.Grid, g.Shore(), key.from, key.left, key.known)
	c.key = key
	return c.route
}

// Route is the player's travel route of this turn (for the overlay, and
// for the window to show a path's cost).
func (g *Game) Route() *ai.Route { return g.route() }

// PreviewPath is the path the player would travel to reach x,y (the cells
// entered, in order, ending at x,y), or nil when there is none. Unseen
// cells count as floor, so it may point into the unknown.
func (g *Game) PreviewPath(x, y int) []world.Pos {
	if g.Dead || !g.Level.Grid.In(x, y) {
		return nil
	}
	return g.route().Path(x, y, nil)
}

// Travelling reports whether a travel or explore trip is under way, so the
// window keeps issuing its steps (about 15-20 a second) until it stops.
func (g *Game) Travelling() bool { return g.Nav.Trip.Kind != NoTrip }

// StopTravel cancels a trip (a key press, right click or Esc).
func (g *Game) StopTravel() { g.Nav.Trip = Trip{} }

// doTravel starts or continues a trip to c.X,c.Y: one step per call, along
// the path PreviewPath showed when the trip started. A target next to the
// player with a creature on it is attacked instead (when a blow can reach).
func (g *Game) doTravel(c Command) bool {
	if g.Dead {
		g.StopTravel()
		return false
	}
	t := &g.Nav.Trip
	target := world.Pos{X: c.X, Y: c.Y}
	if t.Kind != TravelTrip || t.Target != target {
		g.StopTravel()
		p := g.PlayerPos()
		if !g.Level.Grid.In(target.X, target.Y) || target == p {
			return false
		}
		dx, dy := target.X-p.X, target.Y-p.Y
		if e := g.Level.Ents.At(target); e != world.NoEntity && dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1 &&
			g.Do(Command{Action: ActMove, DX: dx, DY: dy}) {
			return true // attacked; a blow the corner rule refuses travels round instead
		}
		path := g.PreviewPath(target.X, target.Y)
		if len(path) == 0 {
			g.tripSay("You know no way there.")
			return false
		}
		*t = Trip{Kind: TravelTrip, Target: target, Path: path, Known: g.Knowledge(), InView: g.tripInView(nil)}
	}
	return g.tripStep(true)
}

// doExplore takes one auto-explore step: towards the nearest unseen cell
// (or visible gold or item), replanned only when the map knowledge
// changed. When nothing is left it says so once; the next explore walks to
// the Heart when it was seen, else to the stairs down. Carrying the Heart,
// explore walks straight to the stairs up.
//
// A careful explore (the player's) neither starts nor goes on while an
// awake creature is in view, and says which one, as DCSS and Brogue do:
// walking on beside a goblin that hunts you is never what the player
// meant. The explore bot explores without care (ExploreWithoutCare): it
// stands for a player who then walks the same way by hand, so the balance
// it measures is the game's, not the key's.
func (g *Game) doExplore(careful bool) bool {
	if g.Dead {
		g.StopTravel()
		return false
	}
	if careful {
		if e := g.awakeInView(); e != world.NoEntity {
			g.StopTravel()
			g.tripSay(inViewLines[g.Level.Ents.Kind[e]])
			return false
		}
	}
	t := &g.Nav.Trip
	known := g.Knowledge()
	if t.Kind == ExploreTrip && t.Known == known && len(t.Path) > 0 && !g.HasHeart {
		return g.tripStep(careful)
	}
	inView := t.InView
	if t.Kind != ExploreTrip {
		inView = g.inViewNow()
	}
	r := g.route()
	gr := g.Level.Grid
	target, ok := world.Pos{}, false
	if !g.HasHeart {
		target, ok = ai.ExploreTarget(r, gr, g.exploreWanted())
	}
	if !ok {
		g.StopTravel()
		if g.Nav.Explored != known && !g.HasHeart {
			g.Nav.Explored = known
			g.tripSay("Explored this level.")
			return false
		}
		st, what := g.Level.Stairs, "down"
		if h := g.heartSeen(); h.X >= 0 {
			st, what = h, "to the Heart"
		}
		if g.HasHeart {
			st, what = g.Level.Up, "up"
		}
		switch {
		case !gr.In(st.X, st.Y) || !gr.Seen[gr.Index(st.X, st.Y)]:
			g.tripSay("You have found no way " + what + ".")
			return false
		case st == g.PlayerPos():
			g.tripSay("You are on the stairs " + what + ".")
			return false
		}
		target = st
	}
	// The old trip's path is replaced: its array takes the new one.
	path := r.Path(target.X, target.Y, g.Nav.cache.path[:0])
	g.Nav.cache.path = path
	if len(path) == 0 {
		g.StopTravel()
		g.tripSay("You know no way to the stairs.")
		return false
	}
	*t = Trip{Kind: ExploreTrip, Target: target, Path: path, Known: known, InView: inView}
	return g.tripStep(careful)
}

// tripStep takes the next step of the trip through Do(ActMove), so a step
// is exactly a move (bump attacks, opening doors, swimming, the goblins'
// turn) and then stops the trip where a player would stop it: no way is
// left (replan), a creature came into view, the player was hurt, a new message
// appeared (any but the step's own "You pick up N gold."), or a travel
// trip arrived (an explore trip plans its next goal instead). A careful
// trip (the player's) stops before a door spiked shut on its way: only a
// travel trip to that very door bumps it, as a bump by hand does (the
// explore bot, walking on by hand, bumps it). Every stop but an arrival
// leaves a message saying why. It reports whether a turn passed.
func (g *Game) tripStep(careful bool) bool {
	t := &g.Nav.Trip
	if len(t.Path) == 0 {
		g.StopTravel()
		return false
	}
	from := g.PlayerPos()
	if known := g.Knowledge(); known != t.Known && !g.replan(known) {
		return false
	}
	next := t.Path[0]
	dx, dy := next.X-from.X, next.Y-from.Y
	if dx < -1 || dx > 1 || dy < -1 || dy > 1 || !g.Level.Grid.In(next.X, next.Y) {
		g.StopTravel() // the player was moved off the path (or a save lied)
		g.tripSay("You have lost your way.")
		return false
	}
	if e := g.Level.Ents.At(next); e != world.NoEntity {
		last := len(t.Path) == 1 && t.Kind == TravelTrip
		g.StopTravel()
		if last {
			return g.Do(Command{Action: ActMove, DX: dx, DY: dy}) // the target: attack it
		}
		g.tripSay(inTheWay[g.Level.Ents.Kind[e]])
		return false
	}
	if careful && g.jammed(next) && (len(t.Path) > 1 || t.Kind != TravelTrip) {
		g.StopTravel() // a spike comes out only by a bump meant for it
		g.tripSay(jamAhead)
		return false
	}
	trip := *t
	hp, msgs, gold := g.Level.Ents.HP[g.Player], g.said, g.Gold
	if !g.Do(Command{Action: ActMove, DX: dx, DY: dy}) {
		g.StopTravel()
		if g.said == msgs { // a refused swim says why itself
			g.tripSay("Your way is blocked.")
		}
		return false
	}
	// Do may reset the trip as it handles a command; a step of the trip
	// continues it, so put it back before judging the step.
	g.Nav.Trip = trip
	t = &g.Nav.Trip
	switch g.PlayerPos() {
	case next:
		t.Path = t.Path[1:]
		t.Stalls = 0
	case from:
		t.Stalls++ // a turn without moving: a door opened, say
	default:
		t.Stalls = 2
	}
	t.InView = g.inViewNow()
	// The step's own news is no interruption: the gold it picked up (said
	// first, before any creature acts). Every other message stops the trip;
	// opening a door says nothing, so it never needs an exception.
	if k := g.said - msgs; g.Gold > gold && k > 0 && k <= len(g.Messages) &&
		g.Messages[len(g.Messages)-k] == pickUpMsg(g.Gold-gold) {
		msgs++
	}
	// Every stop but an arrival says why: the news that stopped it was
	// said already (a blow, a pick-up, a goblin waking, a creature coming
	// into view); a way that stays shut is said here. An explore trip
	// that reached its goal goes on: the next step plans the next goal.
	switch {
	case t.Stalls > 1 && !g.Dead && g.said == msgs:
		g.tripSay("Your way is blocked.")
		g.StopTravel()
	case g.Dead || g.Level.Ents.HP[g.Player] < hp || g.said > msgs || t.Stalls > 1 ||
		len(t.Path) == 0 && t.Kind != ExploreTrip:
		g.StopTravel()
	case t.Kind == TravelTrip:
		// What came into view is planned round at once: the path the
		// window shows from here is the one the next step takes, and a
		// way that closed is said now.
		if known := g.Knowledge(); known != t.Known {
			g.replan(known)
		}
	}
	return true
}

// awakeInView is the nearest creature in view that is awake (every one
// is the player's enemy), or NoEntity: while there is one, a careful
// explore will not walk. A sleeping goblin lets the player explore on, as
// in DCSS; so does one running away out of reach (outOfReach); a
// wandering, hunting or searching one does not.
func (g *Game) awakeInView() world.Entity {
	s, gr := g.Level.Ents, g.Level.Grid
	best := world.NoEntity
	for e := range s.Alive {
		id := world.Entity(e)
		if !s.Alive[e] || id == g.Player || s.Mind[e] == world.Asleep || g.outOfReach(id) {
			continue
		}
		if p := s.Pos[e]; gr.In(p.X, p.Y) && gr.Visible[gr.Index(p.X, p.Y)] && g.nearer(id, best) {
			best = id
		}
	}
	return best
}

// outOfReach reports whether creature e is running away and not beside
// the player: no threat to an explore (a cornered one, beside the player,
// is), and no news when it comes back into view.
func (g *Game) outOfReach(e world.Entity) bool {
	s := g.Level.Ents
	return s.Mind[e] == world.Fleeing && ai.Chebyshev(s.Pos[e], g.PlayerPos()) > 1
}

// nearer reports whether creature e stands nearer the player than other
// (any creature is nearer than NoEntity; a tie goes to the lower id), so
// the creature a message names is the one the player would look at.
func (g *Game) nearer(e, other world.Entity) bool {
	if other == world.NoEntity {
		return true
	}
	s, p := g.Level.Ents, g.PlayerPos()
	de, do := ai.Chebyshev(s.Pos[e], p), ai.Chebyshev(s.Pos[other], p)
	return de < do || de == do && e < other
}

// tripInView appends to dst the living creatures other than the player that
// stand on visible cells.
func (g *Game) tripInView(dst []world.Entity) []world.Entity {
	s, gr := g.Level.Ents, g.Level.Grid
	for e := range s.Alive {
		id := world.Entity(e)
		if !s.Alive[e] || id == g.Player {
			continue
		}
		p := s.Pos[e]
		if gr.In(p.X, p.Y) && gr.Visible[gr.Index(p.X, p.Y)] {
			dst = append(dst, id)
		}
	}
	return dst
}

// inViewNow is tripInView into whichever of the two cached arrays the
// trip does not hold.
func (g *Game) inViewNow() []world.Entity {
	c := &g.Nav.cache
	if cap(c.views[0]) == 0 {
		// Both arrays at once, with room for every creature the player
		// can see (no more than the cells in sight): 4 bytes each.
		n := min(len(g.Level.Ents.Alive), (2*FOVRadius+1)*(2*FOVRadius+1))
		c.views = [2][]world.Entity{make([]world.Entity, 0, n), make([]world.Entity, 0, n)}
	}
	k := 0
	if cur := g.Nav.Trip.InView; cap(cur) > 0 && cap(c.views[0]) > 0 && &cur[:1][0] == &c.views[0][:1][0] {
		k = 1
	}
	c.views[k] = g.tripInView(c.views[k][:0])
	if len(c.views[k]) == 0 {
		return nil // as a loaded game has it: a save says null, not []
	}
	return c.views[k]
}

func tripHas(s []world.Entity, e world.Entity) bool {
	for _, x := range s {
		if x == e {
			return true
		}
	}
	return false
}

// tripSay adds a message for the player.
func (g *Game) tripSay(msg string) { g.say(msg) }

// exploreWanted is what auto-explore picks up on its way, indexed like the
// grid: the gold, and the items while the pack has room.
func (g *Game) exploreWanted() []int {
	l := g.Level
	if len(l.Items) == 0 {
		return l.Gold
	}
	c := &g.Nav.cache
	w := append(c.wanted[:0], l.Gold...)
	c.wanted = w
	for _, it := range l.Items {
		if !g.PackFull() || it.Kind == world.Heart {
			w[l.Grid.Index(it.Pos.X, it.Pos.Y)]++
		}
	}
	return w
}

// heartSeen is where the Heart lies when the player has seen it on this
// level, else -1,-1.
func (g *Game) heartSeen() world.Pos {
	gr := g.Level.Grid
	for _, it := range g.Level.Items {
		if it.Kind == world.Heart && gr.Seen[gr.Index(it.Pos.X, it.Pos.Y)] {
			return it.Pos
		}
	}
	return world.Pos{X: -1, Y: -1}
}

// OnStairs reports whether the player stands on the stairs up (up) or
// down: there the stairs keys take them, elsewhere they travel
// (StairsTrip).
func (g *Game) OnStairs(up bool) bool {
	p := g.PlayerPos()
	return g.Level.Grid.At(p.X, p.Y) == stairsOf(up).tile
}

// StairsTrip is where the stairs keys send a player who is not on the
// stairs of their way (up, or down): the level's stairs that way, when the
// player has seen them, as `>` and `<` travel in DCSS and Brogue.
// Otherwise it says why (never seen; a creature in view stands on them
// next to the player, which the travel would attack) and ok is false.
func (g *Game) StairsTrip(up bool) (st world.Pos, ok bool) {
	gr, s, way := g.Level.Grid, g.Level.Ents, stairsOf(up)
	st = g.Level.Stairs
	if up {
		st = g.Level.Up
	}
	if g.Dead || g.Won || !gr.In(st.X, st.Y) || !gr.Seen[gr.Index(st.X, st.Y)] || gr.At(st.X, st.Y) != way.tile {
		g.say(way.unseen)
		return st, false
	}
	if e := s.At(st); e != world.NoEntity && e != g.Player && g.visible(e) && ai.Chebyshev(st, g.PlayerPos()) == 1 {
		g.say(onTheStairs[s.Kind[e]])
		return st, false
	}
	return st, true
}

// AwakeInView is the nearest creature awake in the player's view, the one
// that stops a careful explore (world.NoEntity: none), for a session's
// bot.
func (g *Game) AwakeInView() world.Entity { return g.awakeInView() }
