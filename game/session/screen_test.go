package session

import (
	"downhill/game/session/screen"
	"fmt"
	"image"
	"math"
	"regexp"
	"slices"
	"strings"
	"testing"

	"downhill/ai"
	"downhill/game"
	"downhill/headless/bot"
	"downhill/render"
	"downhill/world"
)

// hall is a room with goblins of several kinds in view, apart from each
// other (none blocks another's step), items and gold on the floor.
var hall = []string{
	"##################################",
	"#................................#",
	"#...........g..............a.....#",
	"#................................#",
	"#.......~~~~.....................#",
	"#.......~==~........@............#",
	"#.......~~~~.....................#",
	"#...........G.!..$..........t....#",
	"#................................#",
	"#..............w.................#",
	"##################################",
}

// TestIntentsAreTheNextTurn: the arrow of each goblin in view is its
// decision for the next turn if the player waits, from the decision code
// itself (game.Explain: ai.Minds.Think on a copy of the random source):
// the turn then takes the same decision `sim -why` prints (game.SetWhy's
// lines) — the same verb, the same field, a step of the same value on it
// (where several steps are equally good the turn's own draw of the dice
// may take another of them) — and the arrow ends where the preview steps.
func TestIntentsAreTheNextTurn(t *testing.T) {
	s := mapSession(t, hall...)
	g := s.Game()
	g.Level.Ents.HP[g.Player], g.Level.Ents.MaxHP[g.Player] = 200, 200
	coords := regexp.MustCompile(` at -?\d+,-?\d+`)
	for turn := 0; turn < 8; turn++ {
		intents := slices.Clone(s.scene().Intents)
		if turn == 0 && len(intents) < 4 {
			t.Fatalf("%d intents for the goblins in view", len(intents))
		}
		preview := map[world.Pos]string{}
		for _, in := range intents {
			th := g.Explain(g.Level.Ents.At(in.From))
			if th.To != in.To {
				t.Fatalf("turn %d: the arrow from %v ends at %v, the decision at %v", turn, in.From, in.To, th.To)
			}
			preview[in.From] = coords.ReplaceAllString(th.Why, "")
		}
		var why []string
		g.SetWhy(func(l string) { why = append(why, l) })
		press(s, ".", t0)
		g.SetWhy(nil)
		for from, want := range preview {
			at := fmt.Sprintf(" at %d,%d: ", from.X, from.Y)
			i := slices.IndexFunc(why, func(l string) bool { return strings.Contains(l, at) })
			if i < 0 {
				t.Fatalf("turn %d: no creature decided at %v: %q", turn, from, why)
			}
			got := coords.ReplaceAllString(why[i][strings.Index(why[i], at)+len(at):strings.LastIndex(why[i], " -> ")], "")
			if got != want {
				t.Errorf("turn %d: the arrow from %v says %q, the turn %q", turn, from, want, got)
			}
		}
	}
	// The key turns them off and on, and the setting keeps it.
	press(s, "e", t0)
	if sc := s.scene(); len(sc.Intents) != 0 || !s.Settings().NoIntents {
		t.Errorf("e: %d intents drawn, setting %v", len(sc.Intents), s.Settings().NoIntents)
	}
	press(s, "e", t0)
	if len(s.scene().Intents) == 0 {
		t.Error("e again: no intents")
	}
}

// TestSidebarListsWhatIsInView: the sidebar names every creature in view
// with its HP and state, then the items and gold, nearest first; hovering
// an entry frames its creature on the map, and hovering the creature on
// the map highlights its entry.
func TestSidebarListsWhatIsInView(t *testing.T) {
	s := mapSession(t, hall...)
	s.Resize(image.Pt(1366, 768))
	f := &frontEnd{s: s}
	img := f.frame()
	side := readFrame(s, img, func(a render.Arrangement) image.Rectangle { return a.Side })
	for _, want := range []string{"Depth 1", "Health 20/20", "goblin", "hunting", "greedy goblin", "greedy", "goblin archer",
		"tunneler", "healing draught", "10 gold", "? help"} {
		if !strings.Contains(side, want) {
			t.Errorf("the sidebar does not read %q:\n%s", want, side)
		}
	}
	es := s.lastScene.Side.Entries
	for i := 1; i < len(es); i++ {
		a, b := es[i-1], es[i]
		if (a.MaxHP > 0) == (b.MaxHP > 0) && dist(s.g.PlayerPos(), a.At) > dist(s.g.PlayerPos(), b.At) {
			t.Errorf("entry %d (%s at %v) is farther than entry %d (%s at %v)", i-1, a.Name, a.At, i, b.Name, b.At)
		}
	}
	// The mouse over the second entry's rows frames its creature.
	a := render.Arranged(s.lastScene)
	var row int
	for y := a.Side.Min.Y; y < a.Side.Max.Y; y++ {
		if render.SideEntryAt(s.lastScene, image.Pt(a.Cell.X*3, y*a.Cell.Y+a.Cell.Y/2)) == 1 {
			row = y
			break
		}
	}
	s.Pointer(float32(a.Cell.X*3), float32(row*a.Cell.Y+a.Cell.Y/2))
	f.frame()
	if h := s.lastScene.Highlight; len(h) != 1 || h[0] != es[1].At || s.lastScene.Side.Hovered != 1 {
		t.Fatalf("hovering entry 1 (%s at %v): highlight %v, hovered %d", es[1].Name, es[1].At, h, s.lastScene.Side.Hovered)
	}
	// The mouse on the creature on the map highlights its entry.
	x, y := pixelOf(s, es[2].At)
	s.Pointer(x, y)
	f.frame()
	if s.lastScene.Side.Hovered != 2 {
		t.Errorf("hovering %s on the map: entry %d highlighted, want 2", es[2].Name, s.lastScene.Side.Hovered)
	}
}

func dist(a, b world.Pos) int { return ai.Chebyshev(a, b) }

// TestLookCyclesCreatures: `;` starts the look cursor on the nearest
// creature in view (not on the player), and Tab walks it through the
// others, nearest first and round again; the look names the
// kind, what it wants, the field it reads, when it flees, its HP and the
// chances of blows, from the kinds' own table.
func TestLookCyclesCreatures(t *testing.T) {
	s := mapSession(t, hall...)
	press(s, ";", t0)
	seen := []world.Pos{s.prompt.at}
	for range 5 {
		press(s, "<Tab>", t0)
		seen = append(seen, s.prompt.at)
	}
	want := []world.Pos{}
	for _, e := range s.inView() {
		if e.MaxHP > 0 {
			want = append(want, e.At)
		}
	}
	if len(want) != 5 || !slices.Equal(seen[:5], want) || seen[5] != want[0] {
		t.Fatalf("Tab visited %v, want %v and round", seen, want)
	}
	for _, at := range want {
		s.prompt.at = at
		info := infoText(s)
		k := s.g.Level.Ents.Kind[s.g.Level.Ents.At(at)]
		f := k.Facts()
		for _, w := range []string{f.Name, fmt.Sprintf("it hits you %d%%", f.Blow.HitPct), fmt.Sprintf("You hit it %d%%", world.Player.Facts().Blow.HitPct), "Wants", screen.FleesSays(k)} {
			if !strings.Contains(info, w) {
				t.Errorf("the look at the %s lacks %q: %q", f.Name, w, info)
			}
		}
		if k != world.Naive && !strings.Contains(info, "Reads the ") {
			t.Errorf("the look at the %s names no field it reads: %q", f.Name, info)
		}
	}
}

// TestFleeAtAQuarterAsTheLookSays checks the look's "runs for its life
// at 25% of its hit points" against the minds: a hunting goblin at a
// quarter of its HP runs, one a point above does not.
func TestFleeAtAQuarterAsTheLookSays(t *testing.T) {
	if !strings.Contains(screen.FleesSays(world.Goblin), "at 25% of its hit points") {
		t.Fatalf("the look says %q", screen.FleesSays(world.Goblin))
	}
	for _, c := range []struct {
		hp   int
		flee bool
	}{{2, true}, {3, false}} {
		s := mapSession(t, []string{"##########", "#@...g...#", "##########"}...)
		g := s.Game()
		e := g.Level.Ents.At(world.Pos{X: 5, Y: 1})
		g.Level.Ents.HP[e], g.Level.Ents.MaxHP[e] = c.hp, 8
		if th := g.Explain(e); (th.Mind == world.Fleeing) != c.flee {
			t.Errorf("a goblin at %d/8 HP: mind %v, want fleeing %v", c.hp, th.Mind, c.flee)
		}
	}
}

// TestLogStampsFoldsAndFades: the messages under the map carry the turn
// they were said on, a message said again and again is one line with its
// count, each is inked by its tone, and older lines are fainter.
func TestLogStampsFoldsAndFades(t *testing.T) {
	s := mapSession(t, []string{"#####", "#@..#", "#####"}...)
	g := s.Game()
	if sc := s.scene(); len(sc.Log) == 0 || sc.Log[len(sc.Log)-1].Text != Welcome(s.g) || sc.Log[len(sc.Log)-1].Turn != 0 {
		t.Fatalf("the first frame's log %+v, want the welcome at turn 0", sc.Log)
	}
	for range 3 {
		press(s, "q", t0) // "Your pack is empty." three times, on turn 0
	}
	press(s, "...", t0)
	g.Tell("You hit the goblin.")
	log := s.scene().Log
	last, folded := log[len(log)-1], log[len(log)-2]
	if folded.Text != "Your pack is empty." || folded.Count != 3 || folded.Turn != 0 || folded.Age != 3 {
		t.Errorf("the folded line %+v", folded)
	}
	if last.Turn != 3 || last.Age != 0 || last.Ink != screen.ToneInk[game.ToneHit] {
		t.Errorf("the newest line %+v", last)
	}
	s.Resize(image.Pt(1000, 500))
	f := &frontEnd{s: s}
	img := f.frame()
	text := readFrame(s, img, func(a render.Arrangement) image.Rectangle { return a.Log })
	if !strings.Contains(text, "0 Your pack is empty. x3") || !strings.Contains(text, "3 You hit the goblin.") {
		t.Errorf("the log reads:\n%s", text)
	}
}

// TestHelpPagesAndOptions: the help's pages are the goal, the keys of play
// (without the lab's and the sandbox's), the lab's and sandbox's keys, the
// glyphs and the goblin kinds; the options screen lists every setting
// with its value.
func TestHelpPagesAndOptions(t *testing.T) {
	s, _ := newTestSession(t, 3)
	s.Resize(image.Pt(1366, 768))
	pages := s.helpPages()
	var titles []string
	all := map[string]string{}
	for _, p := range pages {
		titles = append(titles, p.Title)
		var b strings.Builder
		for _, l := range p.Lines {
			b.WriteString(l.Text + "\n")
		}
		all[p.Title] += b.String()
	}
	for _, want := range []string{"Downhill - the goal", "Lab, sandbox and replay keys", "What you see", "The goblins"} {
		if !slices.ContainsFunc(titles, func(title string) bool { return strings.HasPrefix(title, want) }) {
			t.Errorf("help pages %q lack %q", titles, want)
		}
	}
	keys, legend := "", ""
	for _, title := range titles { // a topic longer than a page goes on over pages "(1 of 2)", ...
		switch {
		case strings.HasPrefix(title, "Keys"):
			keys += all[title]
		case strings.HasPrefix(title, "What you see"):
			legend += all[title]
		}
	}
	if !strings.Contains(keys, "auto-explore") || strings.Contains(keys, "lab field") || strings.Contains(keys, "brush") {
		t.Errorf("the keys of play:\n%s", keys)
	}
	for k := world.Goblin; k < world.NumKinds; k++ {
		if !strings.Contains(all["The goblins"], k.Facts().Name+": ") {
			t.Errorf("the goblins' page lacks the %s", k.Facts().Name)
		}
	}
	for _, want := range []string{"deep water", "scroll of fear", "javelin", "wand of blinking", "iron spike"} {
		if !strings.Contains(legend, want) {
			t.Errorf("the legend lacks %q:\n%s", want, legend)
		}
	}
	press(s, "o", t0)
	d := strings.Join(dialogLines(s), "\n")
	for _, want := range []string{"Text size", "Palette", "Animation speed", "Key repeat", "Goblins' intent arrows"} {
		if !strings.Contains(d, want) {
			t.Errorf("the options lack %q:\n%s", want, d)
		}
	}
	if len(options) != 5 {
		t.Errorf("%d options: a new setting needs its line on the screen and in this test", len(options))
	}
}

// deutan is how a colour looks to a deuteranope (Machado, Oliveira and
// Fernandes' matrix for full severity, on linear RGB), back in sRGB
// 0..1, where distances are nearer what the eye tells apart.
func deutan(c uint32) [3]float64 {
	lin := func(v uint32) float64 {
		x := float64(v&0xff) / 255
		if x <= 0.04045 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	gamma := func(x float64) float64 {
		x = min(max(x, 0), 1)
		if x <= 0.0031308 {
			return 12.92 * x
		}
		return 1.055*math.Pow(x, 1/2.4) - 0.055
	}
	r, g, b := lin(c>>16), lin(c>>8), lin(c)
	return [3]float64{gamma(0.367322*r + 0.860646*g - 0.227968*b), gamma(0.280085*r + 0.672501*g + 0.047413*b),
		gamma(-0.011820*r + 0.042940*g + 0.968881*b)}
}

// TestWoundedAndGreedyApartAtAGlance: on the map a wounded goblin and a
// greedy goblin differ at a glance in both palettes, also as a
// deuteranope sees them: the wounded one's cell is red ground (the
// cell's commonest colour far from the greedy one's) and their glyphs'
// inks differ too; shallow and deep water differ as well.
func TestWoundedAndGreedyApartAtAGlance(t *testing.T) {
	for _, blind := range []bool{false, true} {
		s := mapSession(t, []string{"########", "#@.w.G.#", "#..~=..#", "########"}...)
		set := Settings{NoIntents: true} // no arrows over the cells
		if blind {
			set.Palette = PaletteBlueYellow
		}
		s.applySettings(set)
		img := s.Draw(nil)
		// ground is the cell's commonest colour; ink its farthest from it.
		cell := func(p world.Pos) (ground, ink uint32) {
			l := s.Layout()
			n := map[uint32]int{}
			for y := 0; y < l.CellH; y++ {
				for x := 0; x < l.CellW; x++ {
					c := img.RGBAAt(l.Origin.X+(p.X-l.Camera.X)*l.CellW+x, l.Origin.Y+(p.Y-l.Camera.Y)*l.CellH+y)
					n[uint32(c.R)<<16|uint32(c.G)<<8|uint32(c.B)]++
				}
			}
			for c, k := range n {
				if k > n[ground] {
					ground = c
				}
			}
			far := -1.0
			for c := range n {
				if d := rgbApart(c, ground); d > far {
					far, ink = d, c
				}
			}
			return ground, ink
		}
		apart := func(a, b uint32) float64 {
			da, db := deutan(a), deutan(b)
			return math.Sqrt((da[0]-db[0])*(da[0]-db[0])+(da[1]-db[1])*(da[1]-db[1])+(da[2]-db[2])*(da[2]-db[2])) * 255
		}
		wg, wi := cell(world.Pos{X: 3, Y: 1})
		gg, gi := cell(world.Pos{X: 5, Y: 1})
		if d := apart(wg, gg); d < 60 {
			t.Errorf("blind %v: a wounded goblin's ground %06x and a greedy one's %06x are %.0f apart to a deuteranope", blind, wg, gg, d)
		}
		// The inks: the colour-blind palette's for a deuteranope, the
		// standard one's for the eyes it is meant for.
		if d := apart(wi, gi); blind && d < 60 || !blind && rgbApart(wi, gi) < 100 {
			t.Errorf("blind %v: a wounded goblin's ink %06x and a greedy one's %06x are too near (%.0f to a deuteranope)", blind, wi, gi, d)
		}
		sg, _ := cell(world.Pos{X: 3, Y: 2})
		dg, _ := cell(world.Pos{X: 4, Y: 2})
		if d := apart(sg, dg); d < 60 {
			t.Errorf("blind %v: shallow water %06x and deep %06x are %.0f apart", blind, sg, dg, d)
		}
	}
}

// rgbApart is the distance between two colours, 0xRRGGBB.
func rgbApart(a, b uint32) float64 {
	d := func(s uint) float64 { return float64(int(a>>s&0xff) - int(b>>s&0xff)) }
	return math.Sqrt(d(16)*d(16) + d(8)*d(8) + d(0)*d(0))
}

// TestPhoneScreens: on a narrow touch screen the frame has the touch
// buttons and a map at least 40 cells wide around the player, glyphs of
// the biggest sizes; a tap on a button does what its key does; a landscape
// phone keeps the sidebar beside the map.
func TestPhoneScreens(t *testing.T) {
	s, _ := newTestSession(t, 7)
	s.Touched()
	s.Resize(image.Pt(1170, 2532)) // a phone held upright, device pixels
	f := &frontEnd{s: s}
	img := f.frame()
	a := render.Arranged(s.lastScene)
	if a.Buttons.Empty() || a.Map.Dx() < 40 || a.Cell.Y < 40 || a.Side.Dy() != 1 {
		t.Fatalf("portrait: buttons %v, map %v, cell %v, sidebar %v", a.Buttons, a.Map, a.Cell, a.Side)
	}
	buttons := readFrame(s, img, func(a render.Arrangement) image.Rectangle { return a.Buttons })
	for _, want := range []string{"explore", "wait", "stairs", "pack", "help"} {
		if !strings.Contains(buttons, want) {
			t.Errorf("the buttons read %q, without %q", buttons, want)
		}
	}
	tap := func(label string) {
		i := slices.Index(s.buttonLabels(), label)
		x0 := a.Buttons.Min.X + i*a.Buttons.Dx()/len(s.buttonLabels())
		s.Press(float32((x0+1)*a.Cell.X), float32((a.Buttons.Min.Y+1)*a.Cell.Y), true, t0)
	}
	turn := s.g.Turn
	tap("wait")
	if s.g.Turn != turn+1 {
		t.Errorf("wait: turn %d, was %d", s.g.Turn, turn)
	}
	tap("help")
	if s.Mode() != ModeHelp {
		t.Errorf("help: mode %v", s.Mode())
	}
	tap("help") // any key closes the help: the tap too
	tap("pack")
	if s.Mode() != ModeInventory {
		t.Errorf("pack: mode %v", s.Mode())
	}
	s.Resize(image.Pt(2532, 1170)) // turned sideways
	f.frame()
	a = render.Arranged(s.lastScene)
	if a.Side.Dx() != render.SideCols || a.Map.Dx() < 50 || a.Buttons.Empty() {
		t.Errorf("landscape: sidebar %v, map %v, buttons %v", a.Side, a.Map, a.Buttons)
	}
}

// TestSharpAtTheLaptopSize: on a 1366x768 window the frame is the
// window's own size, its map glyphs are drawn in cells at least 16 pixels
// tall (the atlas's, 1:1), and the lab's text is the same size.
func TestSharpAtTheLaptopSize(t *testing.T) {
	s, _ := newTestSession(t, 7)
	s.Resize(image.Pt(1366, 768))
	img := s.Draw(nil)
	l := s.Layout()
	if img.Bounds().Size() != image.Pt(1366, 768) || l.CellH < 16 || s.Fit(l.Size, image.Pt(1366, 768)).Scale != 1 {
		t.Fatalf("frame %v, cells %dx%d", img.Bounds(), l.CellW, l.CellH)
	}
	press(s, "<Tab>", t0)
	img = s.Draw(nil)
	a := render.Arranged(s.lastScene)
	title := readFrame(s, img, func(a render.Arrangement) image.Rectangle { return image.Rect(a.Panel.Min.X, 0, a.Panel.Max.X, 1) })
	if a.Cell.Y < 16 || !strings.Contains(title, "DIJKSTRA LAB") {
		t.Errorf("the lab's title in %v cells reads %q", a.Cell, title)
	}
}

// BenchmarkTurnFrame is what a key press costs a window at 1366x768 on a
// default level: a turn (the explore bot's) and the frame after it, drawn
// a change at a time into two images in turn, sidebar, log and intent
// arrows included.
func BenchmarkTurnFrame(b *testing.B) {
	g := game.New(game.Config{Seed: 7})
	s := New(g, nil)
	s.Resize(image.Pt(1366, 768))
	f := &frontEnd{s: s}
	f.frame()
	f.frame()
	for b.Loop() {
		if g.Dead || g.Won {
			b.StopTimer()
			g = game.New(game.Config{Seed: 7})
			s = New(g, nil)
			s.Resize(image.Pt(1366, 768))
			f = &frontEnd{s: s}
			f.frame()
			b.StartTimer()
		}
		bot.Turn(g)
		f.frame()
	}
}

// TestLogTurnsSurviveAReload: a saved game's log reads the same after it
// is loaded into a new session, each message with the turn it was said
// on (they were once all unknown after a reload), and a save from before
// the turns were kept loads with its messages' turns unknown.
func TestLogTurnsSurviveAReload(t *testing.T) {
	s, _ := newTestSession(t, 7)
	for i, keys := range []string{"", "..", "...", "."} {
		press(s, keys, t0)
		s.Game().Tell(fmt.Sprintf("Message %d.", i))
	}
	before := s.logLines()
	if len(before) < 4 || before[len(before)-1].Turn != 6 || before[len(before)-2].Turn != 5 || before[len(before)-3].Turn != 2 {
		t.Fatalf("the log before the reload: %+v", before)
	}
	data, err := s.Game().Save()
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	if after := New(g, nil).logLines(); !slices.Equal(after, before) {
		t.Errorf("after the reload the log is\n%+v\nwant\n%+v", after, before)
	}
	old := regexp.MustCompile(`"messageTurns":\[[-0-9,]*\],`).ReplaceAll(data, nil)
	if len(old) == len(data) {
		t.Fatal("no messageTurns in the save")
	}
	g, err = game.Load(old)
	if err != nil {
		t.Fatalf("a save without turns: %v", err)
	}
	for _, l := range New(g, nil).logLines() {
		if l.Turn != -1 {
			t.Errorf("a save without turns: %+v", l)
		}
	}
}
