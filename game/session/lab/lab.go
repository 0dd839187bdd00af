// Package lab is the Dijkstra lab's state and what it adds to a frame:
// the fields it lists (the game's, plus the explore, route, shore and
// search fields it scans into its own buffers), how it draws the one
// shown (heat, digits, arrows), the playback of its last scan and the
// inspector of a creature's decision. It reads the game and never
// changes it; the session turns keys and clicks into its changes.
package lab

import (
	"fmt"
	"strings"

	"downhill/ai"
	"downhill/ai/dijkstra"
	"downhill/game"
	"downhill/render"
	"downhill/world"
)

// Lab is the state of the Dijkstra lab: whether its panel is open, which
// of the level's fields it shows and how, the playback in progress and the
// creature selected for the inspector. It is plain data driven by keys and
// the mouse; Decorate turns it into the render.Lab of a frame. The lab
// never takes a turn and never changes the game (fields it shows that the
// creatures have not needed are scanned into its own buffers, uncounted).
type Lab struct {
	Open   bool
	Field  int  // index into LabFields of the field shown
	Heat   bool // heat (true) or digits
	Hex    bool // digits as value mod 16 in hex
	Arrows bool // the step a reader takes, on every visible cell
	// Selected is the creature the inspector follows (world.NoEntity:
	// the hovered cell's creature, if any).
	Selected world.Entity
	Playback Playback
	Palette  render.Palette

	bufs [ai.NumFields]*dijkstra.Field // scans of fields the creatures did not need

	exField  *dijkstra.Field // the explore field, for exKey
	noSearch *dijkstra.Field // the search field when no goblin investigates
	exCosts  *dijkstra.Costs
	exGoals  []dijkstra.Goal
	exKey    [2]uint64 // the game's Knowledge and turn it was flooded for

	selLevel *world.Level // the level Selected belongs to
}

// Select makes the inspector follow creature e of g's level (NoEntity:
// follow the mouse again).
func (l *Lab) Select(g *game.Game, e world.Entity) {
	l.Selected, l.selLevel = e, g.Level
}

// explore is the auto-explore Dijkstra map as the explorer sees it, in
// half steps like the travel route: every unseen cell a goal at 0, every
// visible pile of gold one at ai.GoldPull, flooded over what the player
// knows (unseen cells as floor, doors dearer, deep water as shallow: the
// swim budget is the route's business). Auto-explore reads the same map
// from the other end (ai.ExploreTarget on the route), so walking downhill
// here from the player heads for the goal it picks, up to the swim rule.
// It is flooded again only when the map knowledge or the turn changed.
func (l *Lab) explore(g *game.Game) *dijkstra.Field {
	gr := g.Level.Grid
	key := [2]uint64{g.Knowledge(), uint64(g.Turn)}
	if l.exField != nil && l.exKey == key && l.exField.W == gr.W && l.exField.H == gr.H {
		return l.exField
	}
	if l.exCosts == nil || l.exCosts.W != gr.W || l.exCosts.H != gr.H {
		l.exCosts = dijkstra.NewCosts(gr.W, gr.H)
		l.exField = dijkstra.NewField(gr.W, gr.H)
	}
	l.exGoals = l.exGoals[:0]
	for y := 0; y < gr.H; y++ {
		for x := 0; x < gr.W; x++ {
			c, _ := ai.KnownCost(gr, x, y)
			l.exCosts.Set(x, y, c)
			i := gr.Index(x, y)
			switch {
			case !gr.Seen[i]:
				l.exGoals = append(l.exGoals, dijkstra.Goal{X: x, Y: y})
			case g.Level.Gold[i] > 0 && gr.Visible[i]:
				l.exGoals = append(l.exGoals, dijkstra.Goal{X: x, Y: y, Start: ai.GoldPull})
			}
		}
	}
	l.exField.Scan(l.exGoals, l.exCosts, dijkstra.Rules{})
	l.exKey = key
	return l.exField
}

// NewLab returns a closed lab showing the player field as heat.
func NewLab() *Lab { return &Lab{Heat: true, Selected: world.NoEntity} }

// LabField is one field the lab can show.
type LabField struct {
	Name   string
	Values render.Values
	// Field is the engine's field (nil for the travel route, which is a
	// layered route rather than one field): the arrows read it with the
	// engine's own Downhill, and the playback walks its settle order.
	Field *dijkstra.Field
	// ID is the minds' field, or ai.NoField.
	ID ai.FieldID
}

// The lab's fields, in the order it shows them: the shared fields the
// creatures read (their ai.FieldID is their index), then these.
const (
	labExplore = int(ai.NumFields) + iota // the explore field
	labRoute                              // the player's travel route, in half steps
	labShore                              // the shore field that bounds swimming
	labSearch                             // the search field of an investigating goblin
	FieldCount                            // how many fields the lab shows
)

// Fields lists every field of the level the lab shows (field).
func (l *Lab) Fields(g *game.Game) []LabField {
	out := make([]LabField, 0, FieldCount)
	for i := range FieldCount {
		out = append(out, l.field(g, i))
	}
	return out
}

// field is the lab's field i, made (scanned into the lab's own buffers
// when the creatures did not need it whole) only when asked for: a frame
// makes the field it shows and the one its inspector reads, so a big
// level's first frame costs one field, not all.
func (l *Lab) field(g *game.Game, i int) LabField {
	switch i {
	case labExplore:
		ex := l.explore(g)
		return LabField{Name: l.FieldName(g, i), Values: ex, Field: ex, ID: ai.NoField}
	case labRoute:
		return LabField{Name: l.FieldName(g, i), Values: g.Route(), ID: ai.NoField}
	case labShore:
		return LabField{Name: l.FieldName(g, i), Values: g.Shore(), Field: g.Shore(), ID: ai.NoField}
	case labSearch:
		sf := l.search(g)
		return LabField{Name: l.FieldName(g, i), Values: sf, Field: sf, ID: ai.NoField}
	}
	m, id := g.Minds(), ai.FieldID(i)
	f := m.Look(id, l.bufs[id])
	if f != m.Peek(id) {
		l.bufs[id] = f
	}
	return LabField{Name: l.FieldName(g, i), Values: f, Field: f, ID: id}
}

// FieldName is the on-screen name of the lab's field i, made without
// making the field.
func (l *Lab) FieldName(g *game.Game, i int) string {
	switch i {
	case labExplore:
		return "explore field"
	case labRoute:
		return "travel route"
	case labShore:
		return "shore (swim)"
	case labSearch:
		if e := l.searcher(g); e != world.NoEntity {
			return "search field (" + g.Tag(e) + ")"
		}
		return "search field"
	}
	return ai.FieldID(i).String()
}

// search is the field an investigating or searching goblin walks to its
// target on (ai.Minds.TargetField: over the walkers' costs, so caltrops
// show as steep slopes): the searcher's; with none, a field without a
// goal. The goblin's own thinking already brought the field up to date
// this turn, so showing it changes nothing in the game.
func (l *Lab) search(g *game.Game) *dijkstra.Field {
	if e := l.searcher(g); e != world.NoEntity {
		return g.Minds().TargetField(g.Level.Ents.Target[e])
	}
	gr := g.Level.Grid
	if l.noSearch == nil || l.noSearch.W != gr.W || l.noSearch.H != gr.H {
		l.noSearch = dijkstra.NewField(gr.W, gr.H)
	}
	return l.noSearch
}

// searcher is the goblin whose search field the lab shows: the selected
// creature when it investigates or searches, else the first that does, else
// world.NoEntity.
func (l *Lab) searcher(g *game.Game) world.Entity {
	s := g.Level.Ents
	looks := func(e world.Entity) bool {
		return e != world.NoEntity && int(e) < len(s.Alive) && s.Alive[e] &&
			(s.Mind[e] == world.Investigating || s.Mind[e] == world.Searching)
	}
	e := world.NoEntity
	if l.selLevel == g.Level && looks(l.Selected) {
		e = l.Selected
	}
	for i := range s.Alive {
		if e == world.NoEntity && looks(world.Entity(i)) {
			e = world.Entity(i)
		}
	}
	return e
}

// Decorate adds the lab to scene sc of game g: the shown field as the
// overlay, the panel, the arrows, the playback frame and the inspector of
// the hovered cell (hover may be nil) or the selected creature.
func (l *Lab) Decorate(g *game.Game, sc *render.Scene, hover *world.Pos, keys []string) {
	if !l.Open {
		return
	}
	l.Field = min(max(l.Field, 0), FieldCount-1)
	shown := l.field(g, l.Field)
	kind := render.OverlayDigits
	if l.Heat {
		kind = render.OverlayHeat
	}
	sc.Overlay = render.Overlay{Kind: kind, Name: shown.Name, Values: shown.Values, Hex: l.Hex, Palette: l.Palette}
	lab := &render.Lab{Shown: l.Field, Keys: keys}
	for i := range FieldCount {
		lab.Fields = append(lab.Fields, l.FieldName(g, i))
	}
	if l.Arrows {
		lab.Arrows = arrows(g, shown)
	}
	if l.Playback.On {
		var player LabField // the safety map's playback plays the player field's scan first
		if shown.ID == ai.FieldFlee {
			player = l.field(g, int(ai.FieldApproach))
		}
		lab.Playback = l.Playback.frame(g, shown, player, sc)
	}
	lab.Inspect = l.inspect(g, hover, sc.Fog)
	sc.Lab = lab
}

// arrows is the Steps of field f: the engine's Downhill for an engine
// field (its rules, its corner rule), ties broken by a choice seeded from
// the game's seed, the turn and the cell, so the arrows hold still within
// a turn; for the route, the first step of its path read backwards.
func arrows(g *game.Game, f LabField) render.Steps {
	return steps{g: g, f: f}
}

type steps struct {
	g *game.Game
	f LabField
}

// Step implements render.Steps.
func (s steps) Step(x, y int) (int, int, bool) {
	if s.f.Field != nil {
		pick := cellPick(s.g.Cfg.Seed ^ uint64(s.g.Turn)<<32 ^ uint64(y*s.f.Field.W+x))
		nx, ny, ok := s.f.Field.Downhill(x, y, nil, &pick)
		return nx - x, ny - y, ok
	}
	// The route: the path from the player to x,y ends ...,prev,x,y; a
	// reader going back to the player steps to prev.
	r := s.g.Route()
	path := r.Path(x, y, nil)
	switch len(path) {
	case 0:
		return 0, 0, false
	case 1:
		p := r.From()
		return p.X - x, p.Y - y, true
	}
	p := path[len(path)-2]
	return p.X - x, p.Y - y, true
}

// cellPick is a tiny seeded Picker (splitmix64) for the arrows' ties.
type cellPick uint64

// IntN implements dijkstra.Picker.
func (c *cellPick) IntN(n int) int {
	*c += 0x9e3779b97f4a7c15
	z := uint64(*c)
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	z ^= z >> 31
	return int(z % uint64(n))
}

// inspect builds the inspector for the selected creature, else the
// creature on the hovered cell, else the hovered cell itself. Under fog it
// tells nothing of cells the player has not seen, nor of creatures out of
// sight.
func (l *Lab) inspect(g *game.Game, hover *world.Pos, fog bool) *render.Inspect {
	s, gr := g.Level.Ents, g.Level.Grid
	if hover != nil && (!gr.In(hover.X, hover.Y) || fog && !gr.Seen[gr.Index(hover.X, hover.Y)]) {
		hover = nil
	}
	e := l.Selected
	if l.selLevel != g.Level { // ids start again on a new level
		e, l.Selected = world.NoEntity, world.NoEntity
	}
	if e != world.NoEntity && (int(e) >= len(s.Alive) || !s.Alive[e] ||
		fog && !gr.Visible[gr.Index(s.Pos[e].X, s.Pos[e].Y)]) {
		e, l.Selected = world.NoEntity, world.NoEntity // dead, or out of sight
	}
	if e == world.NoEntity && hover != nil && (!fog || gr.Visible[gr.Index(hover.X, hover.Y)]) {
		if o := s.At(*hover); o != world.NoEntity && o != g.Player && s.Alive[o] {
			e = o
		}
	}
	if e != world.NoEntity {
		return l.creature(g, e)
	}
	if hover == nil {
		return nil
	}
	in := &render.Inspect{Title: fmt.Sprintf("cell %d,%d  %s", hover.X, hover.Y, g.Level.Grid.At(hover.X, hover.Y))}
	for _, f := range l.Fields(g) {
		in.Lines = append(in.Lines, fmt.Sprintf("%-15s %s", f.Name, valueText(f.Values.At(hover.X, hover.Y))))
	}
	return in
}

// creature is the inspector of creature e: kind, state, hit points, the
// fields it reads with their weights, its neighbourhood on the field it
// follows, and its next step with the reasons, from the decision code
// itself (game.Explain), assuming the player waits.
func (l *Lab) creature(g *game.Game, e world.Entity) *render.Inspect {
	s := g.Level.Ents
	m := g.Minds()
	t := g.Explain(e)
	p := s.Pos[e]
	next := g.Destination(e, t.Intent)
	in := &render.Inspect{
		Title: fmt.Sprintf("%s  %s%s  HP %d/%d", g.Tag(e), s.Mind[e], waryText(s.Wary[e]), s.HP[e], s.MaxHP[e]),
		Mark:  &p, Next: &next,
	}
	in.Lines = append(in.Lines, "reads: "+reads(m, s.Kind[e]))
	follows := t.Follows
	if follows == ai.NoField {
		follows = ai.FieldApproach
	}
	read := l.field(g, int(follows))
	f := read.Values
	var around [9]int32
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			around[(dy+1)*3+dx+1] = f.At(p.X+dx, p.Y+dy)
		}
	}
	in.Around, in.AroundName = &around, read.Name
	verb := [...]string{ai.Wait: "stays", ai.Move: "moves", ai.Attack: "attacks", ai.Shoot: "shoots", ai.Dig: "digs"}[t.Verb]
	in.Lines = append(in.Lines, fmt.Sprintf("next: %s -> %d,%d", verb, next.X, next.Y))
	why := t.Why
	if why == "" {
		why = "waits"
	}
	in.Lines = append(in.Lines, "why: "+why)
	return in
}

// reads lists the fields a kind reads while hunting, with their weights.
func reads(m *ai.Minds, k world.Kind) string {
	var parts []string
	for id, w := range m.Weights[k] {
		if w != 0 {
			parts = append(parts, fmt.Sprintf("%s x%g", ai.FieldID(id), w))
		}
	}
	switch {
	case k == world.Naive:
		return "no field: the straight line to you"
	case len(parts) == 0:
		return "no field"
	}
	return strings.Join(parts, " + ") + "; the safety map when running for its life"
}

// waryText is what the inspector's title adds for a wary creature.
func waryText(wary bool) string {
	if wary {
		return ", wary"
	}
	return ""
}

// valueText prints a field value, "-" where unreached.
func valueText(v int32) string {
	if v >= render.Unreached {
		return "-"
	}
	return fmt.Sprint(v)
}
