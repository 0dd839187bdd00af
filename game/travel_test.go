package game

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"downhill/ai"
	"downhill/ai/dijkstra"
	"downhill/world"
)

// mapGame starts a game on a hand-drawn map (world.CreatureLetters for creatures).
func mapGame(t *testing.T, rows ...string) *Game {
	t.Helper()
	g, err := NewFromMapText("test.map", []byte(strings.Join(rows, "\n")+"\n"), Config{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// quietGame is a generated game with its goblins removed, so trips end only
// by arriving or by what the map reveals.
func quietGame(t *testing.T, seed uint64, level string) *Game {
	t.Helper()
	g := New(Config{Seed: seed, Level: level})
	s := g.Level.Ents
	for e := range s.Alive {
		if s.Alive[e] && world.Entity(e) != g.Player {
			s.Kill(world.Entity(e))
		}
	}
	return g
}

// travel sends ActTravel to x,y until the trip ends and returns the cells
// the player entered, in order.
func travel(t *testing.T, g *Game, x, y int) []world.Pos {
	t.Helper()
	var entered []world.Pos
	last := g.PlayerPos()
	for i := 0; ; i++ {
		if i > 10*g.Level.Grid.W*g.Level.Grid.H {
			t.Fatalf("travel to %d,%d never ends", x, y)
		}
		g.Do(Command{Action: ActTravel, X: x, Y: y})
		if p := g.PlayerPos(); p != last {
			entered = append(entered, p)
			last = p
		}
		if !g.Travelling() {
			return entered
		}
	}
}

func lastMessage(g *Game) string {
	if len(g.Messages) == 0 {
		return ""
	}
	return g.Messages[len(g.Messages)-1]
}

// The path shown on hover is the path walked, for many targets across
// levels of every kind, and hovering floods at most once per turn: each
// step enters the next cell of the path shown when the trip started, or,
// once the map knowledge changed, of the path planned again then, which
// is the path the window shows from there (PreviewPath). A trip ends at
// its target, or saying its way is blocked where no way is left.
func TestPreviewIsThePathTravelled(t *testing.T) {
	arrived, cut := 0, 0
	for _, kind := range world.Generators {
		g := quietGame(t, 7, kind)
		rng := rand.New(rand.NewPCG(42, 1))
		gr := g.Level.Grid
		for try := 0; try < 60; try++ {
			x, y := rng.IntN(gr.W), rng.IntN(gr.H)
			want := g.PreviewPath(x, y)
			before := g.Nav.cache.route.Scans
			for k := 0; k < 20; k++ { // the mouse wanders over the map
				g.PreviewPath(rng.IntN(gr.W), rng.IntN(gr.H))
			}
			if again := g.PreviewPath(x, y); !slices.Equal(again, want) {
				t.Fatalf("%s: two previews in one turn differ", kind)
			}
			if n := g.Nav.cache.route.Scans - before; n != 0 {
				t.Fatalf("%s: %d extra floods for hovering in one turn", kind, n)
			}
			if len(want) == 0 {
				continue
			}
			plan, known := want, g.Knowledge()
			for i := 0; ; i++ {
				if i > 10*gr.W*gr.H {
					t.Fatalf("%s: travel to %d,%d never ends", kind, x, y)
				}
				from := g.PlayerPos()
				g.Do(Command{Action: ActTravel, X: x, Y: y})
				switch p := g.PlayerPos(); {
				case len(plan) > 0 && p == plan[0]:
					plan = plan[1:]
				case p != from: // staying is opening a door
					t.Fatalf("%s: to %d,%d the trip stepped to %v off the path shown %v", kind, x, y, p, plan)
				}
				if !g.Travelling() {
					break
				}
				if k := g.Knowledge(); k != known {
					known, plan = k, g.PreviewPath(x, y)
					if !slices.Equal(g.Nav.Trip.Path, plan) {
						t.Fatalf("%s: to %d,%d re-planned %v, shown %v", kind, x, y, g.Nav.Trip.Path, plan)
					}
				}
			}
			if g.PlayerPos() == (world.Pos{X: x, Y: y}) {
				arrived++
			} else if m := lastMessage(g); m == "Your way is blocked." && len(g.PreviewPath(x, y)) == 0 {
				cut++ // the unknown turned out to be walled off
			} else {
				t.Fatalf("%s: trip to %d,%d stopped at %v: %q", kind, x, y, g.PlayerPos(), m)
			}
		}
	}
	t.Logf("%d trips arrived, %d stopped where no way was left", arrived, cut)
	if arrived < 60 {
		t.Fatalf("only %d trips arrived", arrived)
	}
}

// A goblin coming into view stops the trip, which says so ("You see a
// goblin."); the same trip without the
// goblin arrives; a goblin already in view at the start does not stop it.
func TestTravelStopsWhenAGoblinComesIntoView(t *testing.T) {
	rows := []string{
		"##############",
		"#@...........#",
		"########.#####",
		"########.#####",
		"########z#####",
		"##############",
	}
	g := mapGame(t, rows...)
	gob := g.Level.Ents.At(world.Pos{X: 8, Y: 4})
	gr := g.Level.Grid
	seen := func() bool {
		p := g.Level.Ents.Pos[gob]
		return gr.Visible[gr.Index(p.X, p.Y)]
	}
	if seen() {
		t.Fatal("the goblin is in view at the start")
	}
	for step := 1; ; step++ {
		msgs, hp := len(g.Messages), g.Level.Ents.HP[g.Player]
		g.Do(Command{Action: ActTravel, X: 12, Y: 1})
		if !seen() {
			if !g.Travelling() {
				t.Fatalf("step %d: stopped at %v before the goblin came into view", step, g.PlayerPos())
			}
			continue
		}
		// The stop says why, and that is the only news of the step.
		news := g.Messages[msgs:]
		if g.Level.Ents.HP[g.Player] < hp || len(news) != 1 || news[0] != "You see a goblin." && news[0] != "You see a sleeping goblin." {
			t.Fatalf("step %d: the news %q came with the goblin: want only the sighting", step, news)
		}
		if g.Travelling() {
			t.Fatalf("step %d: the goblin came into view at %v and the trip goes on", step, g.Level.Ents.Pos[gob])
		}
		if g.PlayerPos().X >= 12 || step < 3 {
			t.Fatalf("step %d at %v: the map does not test what it should", step, g.PlayerPos())
		}
		break
	}

	clear := slices.Clone(rows)
	clear[4] = "########.#####"
	if got := travel(t, mapGame(t, clear...), 12, 1); len(got) != 11 {
		t.Fatalf("without the goblin the trip should arrive: %v", got)
	}

	// The sleeper lies beyond earshot of the whole trip: its waking up in
	// view would be news ("The goblin wakes up.") and stop the trip.
	inView := mapGame(t,
		"############",
		"#@........z#",
		"############",
	)
	if gr := inView.Level.Grid; !gr.Visible[gr.Index(10, 1)] {
		t.Fatal("the sleeping goblin should be in view from the start")
	}
	if got := travel(t, inView, 3, 1); len(got) != 2 {
		t.Fatalf("a sleeping goblin in view from the start stopped the trip: %v", got)
	}
}

// News during a step stops the trip: a goblin in view from the start (so
// not one coming into view) meets the traveller and swings at it, and the
// trip ends on the step whose turn brought the message, hit or miss;
// StopTravel stops a trip too.
func TestTravelStopsOnAMessage(t *testing.T) {
	g := mapGame(t,
		"############",
		"#@.........#",
		"#........g.#",
		"############",
	)
	if gr := g.Level.Grid; !gr.Visible[gr.Index(9, 2)] {
		t.Fatal("the goblin should be in view from the start")
	}
	var last []string
	passed := false
	for i := 0; i < 40; i++ {
		msgs := len(g.Messages)
		passed = g.Do(Command{Action: ActTravel, X: 10, Y: 1})
		last = g.Messages[msgs:]
		if !g.Travelling() {
			break
		}
	}
	if g.PlayerPos() == (world.Pos{X: 10, Y: 1}) {
		t.Fatal("the trip arrived: the goblin never attacked, the test proves nothing")
	}
	if len(last) == 0 || !passed {
		t.Fatalf("the trip stopped at %v without news in a turn (turn passed %v, news %q)", g.PlayerPos(), passed, last)
	}
	t.Logf("stopped at %v by %q", g.PlayerPos(), last)

	g = mapGame(t,
		"############",
		"#@.........#",
		"############",
	)
	g.Do(Command{Action: ActTravel, X: 10, Y: 1})
	if !g.Travelling() {
		t.Fatal("trip did not start")
	}
	g.StopTravel()
	if g.Travelling() {
		t.Fatal("StopTravel did not stop")
	}
}

// Clicking an adjacent goblin attacks it instead of travelling.
func TestTravelToAnAdjacentGoblinAttacks(t *testing.T) {
	g := mapGame(t,
		"#######",
		"#@g...#",
		"#######",
	)
	gob := g.Level.Ents.At(world.Pos{X: 2, Y: 1})
	hp := g.Level.Ents.HP[gob]
	for i := 0; i < 20 && g.Level.Ents.HP[gob] == hp && g.Level.Ents.Alive[gob]; i++ {
		if !g.Do(Command{Action: ActTravel, X: 2, Y: 1}) {
			t.Fatal("the attack took no turn")
		}
		if g.Travelling() {
			t.Fatal("an attack started a trip")
		}
	}
	if g.Level.Ents.HP[gob] == hp {
		t.Fatal("twenty attacks never hit")
	}
	if g.PlayerPos() != (world.Pos{X: 1, Y: 1}) {
		t.Fatal("the player moved")
	}
}

// Auto-explore on a fixed seed sees every cell the player can reach,
// replans only when the map knowledge changed, says so when done, and the
// next explore walks to the stairs.
func TestAutoExploreSeesTheLevelThenTakesTheStairs(t *testing.T) {
	for _, kind := range world.Generators {
		g := quietGame(t, 3, kind)
		gr := g.Level.Grid
		calls, plans := 0, 0
		done := false
		for !done {
			if calls++; calls > 20*gr.W*gr.H {
				t.Fatalf("%s: explore never ends", kind)
			}
			k, trip := g.Knowledge(), g.Nav.Trip
			scans := 0
			if g.Nav.cache.route != nil {
				scans = g.Nav.cache.route.Scans
			}
			msgs := len(g.Messages)
			g.Do(Command{Action: ActExplore})
			if g.Nav.cache.route.Scans != scans {
				plans++
				if trip.Kind == ExploreTrip && trip.Known == k && len(trip.Path) > 0 {
					t.Fatalf("%s: replanned with the map knowledge unchanged", kind)
				}
			}
			for _, m := range g.Messages[msgs:] {
				if m == "Explored this level." {
					done = true
				}
			}
		}
		// Everything the player could reach (walking and swimming) is seen.
		truth := *gr
		truth.Seen = make([]bool, len(gr.Seen))
		for i := range truth.Seen {
			truth.Seen[i] = true
		}
		r := ai.NewRoute(gr.W, gr.H, g.SwimBudget())
		r.Scan(&truth, g.Shore(), g.Level.Start, g.SwimBudget())
		reach, unseen := 0, 0
		for y := 0; y < gr.H; y++ {
			for x := 0; x < gr.W; x++ {
				if r.At(x, y) != dijkstra.Unreached {
					reach++
					if !gr.Seen[gr.Index(x, y)] {
						unseen++
					}
				}
			}
		}
		if unseen > 0 {
			t.Fatalf("%s: %d of %d reachable cells never seen", kind, unseen, reach)
		}
		turns := g.Turn
		for i := 0; ; i++ {
			if i > gr.W*gr.H {
				t.Fatalf("%s: the walk to the stairs never ends", kind)
			}
			g.Do(Command{Action: ActExplore})
			if !g.Travelling() {
				break
			}
		}
		if g.PlayerPos() != g.Level.Stairs {
			t.Fatalf("%s: explore ended at %v, the stairs are at %v", kind, g.PlayerPos(), g.Level.Stairs)
		}
		t.Logf("%s: %d reachable cells seen in %d turns with %d plans; stairs %d turns later",
			kind, reach, turns, plans, g.Turn-turns)
	}
}

// Explore (here its walk to the stairs) goes around by the floor when the
// way through the door is only one step shorter, and never opens it.
func TestExplorePrefersFloorToADoorOneStepShorter(t *testing.T) {
	g := mapGame(t,
		"#########",
		"#.@.+..>#",
		"#...#...#",
		"#.......#",
		"#########",
	)
	var entered []world.Pos
	for i := 0; i < 200 && g.PlayerPos() != g.Level.Stairs; i++ {
		before := g.PlayerPos()
		g.Do(Command{Action: ActExplore})
		if p := g.PlayerPos(); p != before {
			entered = append(entered, p)
		}
	}
	if g.PlayerPos() != g.Level.Stairs {
		t.Fatalf("never reached the stairs: %v", entered)
	}
	if g.Level.Grid.At(4, 1) != world.Door || slices.Contains(entered, world.Pos{X: 4, Y: 1}) {
		t.Fatalf("went through the door: %v", entered)
	}
}

// The swim budget: a crossing of six deep cells is refused at the first
// cell farther from shore than the turns left, with a warning, and the
// path preview never offers it; a crossing of three is swum, by hand and
// by travel, with SwimLeft counting down.
func TestSwimBudget(t *testing.T) {
	wide := mapGame(t,
		"############",
		"#@.======.>#",
		"############",
	)
	if p := wide.PreviewPath(10, 1); p != nil {
		t.Fatalf("preview offers a drowning crossing: %v", p)
	}
	var left []int
	for i := 0; i < 8; i++ {
		msgs := len(wide.Messages)
		if !wide.Do(Command{Action: ActMove, DX: 1}) {
			if wide.PlayerPos() != (world.Pos{X: 5, Y: 1}) {
				t.Fatalf("refused at %v, want 5,1 (next cell 3 from shore, 2 turns left)", wide.PlayerPos())
			}
			if len(wide.Messages) == msgs || !strings.Contains(wide.Messages[len(wide.Messages)-1], "swim") {
				t.Fatalf("no warning: %v", wide.Messages[msgs:])
			}
			break
		}
		left = append(left, wide.SwimLeft())
	}
	if !slices.Equal(left, []int{5, 4, 3, 2}) || !wide.Swimming() {
		t.Fatalf("swim turns left after each move: %v", left)
	}
	// Back to shore, the budget is full again.
	for wide.PlayerPos().X > 2 {
		wide.Do(Command{Action: ActMove, DX: -1})
	}
	if wide.Swimming() || wide.SwimLeft() != 5 {
		t.Fatalf("on land: swimming %v, %d left", wide.Swimming(), wide.SwimLeft())
	}

	narrow := mapGame(t,
		"#########",
		"#@.===.>#",
		"#########",
	)
	want := narrow.PreviewPath(7, 1)
	if len(want) != 6 {
		t.Fatalf("preview over the narrow crossing: %v", want)
	}
	if got := travel(t, narrow, 7, 1); !slices.Equal(got, want) {
		t.Fatalf("travelled %v, shown %v", got, want)
	}
}

// A path into the unknown is shown straight (unseen cells count as floor);
// when the wall across it comes into view, the trip stops and says so.
func TestTravelStopsWhenTheUnknownIsBlocked(t *testing.T) {
	g := mapGame(t,
		"######################",
		"#@...........#.......#",
		"######################",
	)
	gr := g.Level.Grid
	if gr.Seen[gr.Index(13, 1)] {
		t.Fatal("the wall is seen from the start: the test proves nothing")
	}
	want := g.PreviewPath(18, 1)
	if len(want) != 17 || !slices.Contains(want, world.Pos{X: 13, Y: 1}) {
		t.Fatalf("preview into the unknown: %v", want)
	}
	got := travel(t, g, 18, 1)
	if len(got) == 0 || len(got) > 11 || !slices.Equal(got, want[:len(got)]) {
		t.Fatalf("walked %v", got)
	}
	if m := lastMessage(g); m != "Your way is blocked." {
		t.Fatalf("last message %q", m)
	}
	if p := g.PreviewPath(18, 1); slices.Contains(p, world.Pos{X: 13, Y: 1}) {
		t.Fatalf("the new preview still goes through the seen wall: %v", p)
	}
}

// A game saved in the middle of a trip carries on after loading exactly as
// the original does, step for step.
func TestTripSurvivesSaveAndLoad(t *testing.T) {
	g := quietGame(t, 5, "rooms")
	for i := 0; i < 5; i++ {
		g.Do(Command{Action: ActExplore})
	}
	if !g.Travelling() {
		t.Fatal("explore stopped within five steps: pick another seed")
	}
	h := reload(t, g)
	if !h.Travelling() || h.Nav.Trip.Kind != ExploreTrip || !slices.Equal(h.Nav.Trip.Path, g.Nav.Trip.Path) {
		t.Fatalf("trip lost in the save: %+v", h.Nav.Trip)
	}
	for i := 0; i < 50 && g.Travelling(); i++ {
		g.Do(Command{Action: ActExplore})
		h.Do(Command{Action: ActExplore})
		if g.PlayerPos() != h.PlayerPos() || g.Travelling() != h.Travelling() {
			t.Fatalf("step %d: original at %v, loaded at %v", i, g.PlayerPos(), h.PlayerPos())
		}
	}
}

// A trip stops on every new message, also on the turn its step opens a
// door: opening a door says nothing, so an archer's miss in that turn (from
// an archer already in view, so no newcomer stops the trip) must stop it.
// The old trip counted an unsaid "You open the door." and walked on.
func TestTripStopsOnAMessageWhileOpeningADoor(t *testing.T) {
	tried := 0
	for seed := uint64(1); seed <= 40; seed++ {
		mf, err := world.ParseMap("door.map", []byte(strings.Join([]string{
			"#######",
			"#....a#",
			"#.....#",
			"#.....#",
			"#@#####",
			"#+#####",
			"#.#####",
			"#.#####",
			"#######",
		}, "\n")+"\n"), world.CreatureLetters)
		if err != nil {
			t.Fatal(err)
		}
		g, err := NewFromMap(mf, Config{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		unbreakable(g)
		msgs := len(g.Messages)
		if !g.Do(Command{Action: ActTravel, X: 1, Y: 7}) {
			t.Fatal("the trip took no turn")
		}
		if g.Level.Grid.At(1, 5) != world.OpenDoor || g.PlayerPos() != (world.Pos{X: 1, Y: 4}) {
			t.Fatalf("seed %d: the first step did not open the door", seed)
		}
		news := g.Messages[msgs:]
		if !slices.Contains(news, "The goblin archer misses you.") {
			continue
		}
		tried++
		if g.Travelling() {
			t.Fatalf("seed %d: the trip walks on past the news %q", seed, news)
		}
	}
	if tried == 0 {
		t.Fatal("the archer never missed on the door turn: the test proves nothing")
	}
}
