package render

import (
	"bytes"
	"downhill/internal/golden"
	"flag"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"downhill/world"
)

var update = flag.Bool("update", false, "rewrite testdata/golden/*.png from the current renderer")

// testMap is a hand-drawn level: two rooms joined by a door, a pool with
// deep water, rock of several hardnesses, snow, gold, stairs and one
// creature of each kind ('w' a wounded goblin, 'z' a sleeping one).
var testMap = []string{
	"################################",
	"#..........#......~~~~.........#",
	"#..@.......#.....~~==~~...g....#",
	"#..........+.....~~==~~........#",
	"#....$.....#......~~~~.....$...#",
	"#..........#...................#",
	"######'#####.......w.......a...#",
	"#..........#..G..........z.....#",
	"#..,,,,....#############+#######",
	"#..,,,,....#111222333444.556667#",
	"#..........#.......n....t.....>#",
	"################################",
}

// testLevel reads testMap as a world.Level, every creature (the player
// among them, in reading order) with 10 hit points in its variant, and
// returns the player's cell.
func testLevel(t testing.TB) (*world.Level, world.Pos) {
	t.Helper()
	mf, err := world.ParseMap("testMap", []byte(strings.Join(testMap, "\n")+"\n"), world.CreatureLetters)
	if err != nil {
		t.Fatal(err)
	}
	l := mf.Level
	crs := append([]world.Placed{{Pos: mf.Player, Kind: world.Player}}, mf.Creatures...)
	slices.SortFunc(crs, func(a, b world.Placed) int { return l.Grid.Index(a.Pos.X, a.Pos.Y) - l.Grid.Index(b.Pos.X, b.Pos.Y) })
	for _, c := range crs {
		l.Ents.SetVariant(l.Ents.Add(c.Kind, c.Pos, 10), c.Variant)
	}
	if len(crs) != 8 {
		t.Fatalf("test map has %d creatures, want 8", len(crs))
	}
	return l, mf.Player
}

// numbers is a Values for tests: a plain slice of numbers.
type numbers struct {
	w, h int
	v    []int32
}

func (g numbers) At(x, y int) int32 {
	if x < 0 || y < 0 || x >= g.w || y >= g.h {
		return Unreached
	}
	return g.v[y*g.w+x]
}

// distances is an 8-way breadth-first distance field from the goals over
// walkable cells (deep water included): the shape of the game's player
// field, computed here so render's tests do not depend on ai. Each goal
// starts at its own value.
func distances(l *world.Level, goals map[world.Pos]int32) numbers {
	g := l.Grid
	d := numbers{g.W, g.H, make([]int32, g.W*g.H)}
	for i := range d.v {
		d.v[i] = Unreached
	}
	var q []world.Pos
	for p, v := range goals {
		d.v[p.Y*g.W+p.X] = v
		q = append(q, p)
	}
	// Relax until stable: goals may start at different values.
	for changed := true; changed; {
		changed = false
		for y := 0; y < g.H; y++ {
			for x := 0; x < g.W; x++ {
				t := g.At(x, y)
				if !t.Walkable() && t != world.Deep {
					continue
				}
				best := d.v[y*g.W+x]
				for dy := -1; dy <= 1; dy++ {
					for dx := -1; dx <= 1; dx++ {
						n := d.At(x+dx, y+dy)
						if n < Unreached && n+1 < best {
							best = n + 1
						}
					}
				}
				if best < d.v[y*g.W+x] {
					d.v[y*g.W+x], changed = best, true
				}
			}
		}
	}
	return d
}

// scenes are the golden frames: each overlay kind, fog and the path
// preview, all on testMap. The death dialog's golden is drawn over "heat"
// by death_test.go, with the lines of a game that really ended.
func scenes(t testing.TB) map[string]*Scene {
	l, pl := testLevel(t)
	field := distances(l, map[world.Pos]int32{pl: 0})
	greedy := distances(l, map[world.Pos]int32{pl: 0, {X: 5, Y: 4}: -4, {X: 27, Y: 4}: -4})
	status := "HP 20/20  Depth 1  Gold 0  Turn 12  Seed 42"
	logs := []LogLine{{Text: "Welcome to Downhill.", Turn: -1}, {Text: "A goblin sees you.", Turn: 11, Ink: 0xffa552},
		{Text: "You hear digging.", Turn: 12, Count: 3}}
	base := func() *Scene {
		return &Scene{Level: l, Status: status, Log: logs}
	}
	out := map[string]*Scene{}
	out["plain"] = base()

	s := base()
	s.Overlay = Overlay{Kind: OverlayHeat, Name: "player field", Values: field}
	out["heat"] = s

	s = base()
	s.Overlay = Overlay{Kind: OverlayDigits, Name: "player field", Values: field}
	out["digits"] = s

	s = base()
	s.Overlay = Overlay{Kind: OverlayDigits, Name: "greedy field", Values: greedy}
	out["digits-greedy"] = s

	// Fog: the left rooms seen, the top-left room visible.
	fl, _ := testLevel(t)
	g := fl.Grid
	for y := 0; y < g.H; y++ {
		for x := 0; x < g.W; x++ {
			i := y*g.W + x
			g.Seen[i] = x <= 16
			g.Visible[i] = x <= 11 && y <= 6
		}
	}
	s = base()
	s.Level, s.Fog = fl, true
	s.Overlay = Overlay{Kind: OverlayHeat, Name: "player field", Values: field}
	out["fog"] = s

	s = base()
	target := world.Pos{X: 9, Y: 9}
	s.Path = []world.Pos{{X: 4, Y: 3}, {X: 5, Y: 4}, {X: 6, Y: 5}, {X: 6, Y: 6}, {X: 7, Y: 7}, {X: 8, Y: 8}, {X: 9, Y: 9}}
	s.Cursor = &target
	out["path"] = s

	out["run"] = runScene(t)
	return out
}

// runScene is a frame of a run: items, up stairs, smoke and caltrops on
// the map, the panel with the Heart carried and a pack, a throw of
// caltrops being aimed and a look line.
func runScene(t testing.TB) *Scene {
	l, pl := testLevel(t)
	l.Grid.Set(pl.X+1, pl.Y, world.UpStairs)
	for i, k := range []world.ItemKind{world.Healing, world.Noisemaker, world.Smoke, world.Fear, world.Caltrops, world.Pick, world.Heart} {
		l.Items = append(l.Items, world.Item{Kind: k, Pos: world.Pos{X: 2 + 2*i, Y: 8}})
	}
	l.Effects = []world.Effect{{Kind: world.SmokeCloud, At: pl, R: 1, Turns: 5}, {Kind: world.CaltropArea, At: world.Pos{X: 24, Y: 4}, R: 1, Turns: 9}}
	target := world.Pos{X: 9, Y: 4}
	return &Scene{Level: l, Log: []LogLine{{Text: "You pick up the caltrops.", Turn: 4240, Ink: 0x8cc8ff}, {Text: "The goblin archer wakes up.", Turn: 4242, Ink: 0xffa552}},
		Side: &Sidebar{HP: 6, MaxHP: 20, Depth: 8, Gold: 120, Turn: 4242, Heart: true, Hovered: 0,
			Pack: []world.ItemKind{world.Healing, world.Caltrops, world.Smoke, world.Fear}, Selected: 1,
			Entries: []SideEntry{{Glyph: 'g', Ink: 0x7fd85c, Name: "goblin", HP: 4, MaxHP: 10, State: "hunting", At: world.Pos{X: 26, Y: 2}},
				{Glyph: 'a', Ink: 0x62c9ec, Name: "goblin archer", HP: 10, MaxHP: 10, State: "asleep", At: world.Pos{X: 27, Y: 6}},
				{Glyph: '!', Ink: ItemInk(world.Healing), Name: "healing draught", At: world.Pos{X: 2, Y: 8}}},
			Footer: []string{"? help  i pack  o options", "Seed 42"}},
		Highlight: []world.Pos{{X: 26, Y: 2}},
		Intents:   []Intent{{From: world.Pos{X: 26, Y: 2}, To: world.Pos{X: 25, Y: 3}, Ink: 0x7fd85c}, {From: world.Pos{X: 27, Y: 6}, To: pl, Verb: IntentShoot}},
		Aim:       &Aim{Line: []world.Pos{{X: 5, Y: 4}, {X: 6, Y: 4}, {X: 7, Y: 4}, {X: 8, Y: 4}, {X: 9, Y: 4}}, Area: []world.Pos{{X: 8, Y: 3}, {X: 9, Y: 3}, {X: 10, Y: 3}, {X: 8, Y: 4}, {X: 9, Y: 4}, {X: 10, Y: 4}, {X: 8, Y: 5}, {X: 9, Y: 5}, {X: 10, Y: 5}}, OK: true},
		Cursor:    &target, Plain: true,
		Info: "You see floor.",
	}
}

func TestGolden(t *testing.T) {
	all := scenes(t)
	for name, s := range labScenes(t) {
		all[name] = s
	}
	for name, s := range all {
		t.Run(name, func(t *testing.T) { checkGolden(t, name, Draw(s)) })
	}
}

// checkGolden compares img with testdata/golden/NAME.png pixel for pixel
// (with -update it rewrites the file instead).
func checkGolden(t *testing.T, name string, img *image.RGBA) {
	t.Helper()
	golden.Check(t, filepath.Join("testdata", "golden", name+".png"), img, *update, CellW, CellH)
}

// cellPixels returns the distinct colours inside map cell x,y.
func cellPixels(img *image.RGBA, x, y int) map[color.RGBA]int {
	m := map[color.RGBA]int{}
	for py := y * CellH; py < (y+1)*CellH; py++ {
		for px := x * CellW; px < (x+1)*CellW; px++ {
			m[img.RGBAAt(px, py)]++
		}
	}
	return m
}

// countColour counts the pixels of colour c inside r.
func countColour(img *image.RGBA, r image.Rectangle, c color.RGBA) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if img.RGBAAt(x, y) == c {
				n++
			}
		}
	}
	return n
}

func toRGBA(c rgb) color.RGBA { return color.RGBA{c.r, c.g, c.b, 255} }

func TestFrameSize(t *testing.T) {
	s := scenes(t)["plain"]
	img := Draw(s)
	w, h := Size(s)
	if img.Bounds() != image.Rect(0, 0, w, h) {
		t.Fatalf("Draw made %v, Size says %dx%d", img.Bounds(), w, h)
	}
	const textRows = LogLines + 2 // the status row, the info row, the messages
	if w != 32*CellW || h != (12+textRows)*CellH {
		t.Fatalf("frame %dx%d, want the 32x12 level plus %d text rows", w, h, textRows)
	}
	s.ViewW, s.ViewH, s.Camera = 10, 5, world.Pos{X: 20, Y: 6}
	if w, h := Size(s); w != 10*CellW || h != (5+textRows)*CellH {
		t.Fatalf("view 10x5 gives %dx%d", w, h)
	}
}

func TestPlayerCellShowsPlayer(t *testing.T) {
	img := Draw(scenes(t)["plain"])
	px := cellPixels(img, 3, 2)
	if px[toRGBA(hex(KindInk(world.Player, false)))] < 8 {
		t.Errorf("player cell has %d pixels of the player's colour, want its glyph", px[toRGBA(hex(KindInk(world.Player, false)))])
	}
	// The '@' mask covers the cell where the glyph is: the pixels of the
	// player's colour must be exactly the fully covered pixels of the mask.
	m := GlyphMask('@', true)
	for y := 0; y < CellH; y++ {
		for x := 0; x < CellW; x++ {
			got := img.RGBAAt(3*CellW+x, 2*CellH+y) == toRGBA(hex(KindInk(world.Player, false)))
			if want := m.AlphaAt(x, y).A == 255; got != want {
				t.Fatalf("player cell pixel %d,%d: player colour %v, full glyph coverage %v", x, y, got, want)
			}
		}
	}
	// A goblin is green, not white.
	gp := cellPixels(img, 26, 2)
	if gp[toRGBA(hex(KindInk(world.Goblin, false)))] < 8 || gp[toRGBA(hex(KindInk(world.Player, false)))] != 0 {
		t.Errorf("goblin cell colours %v", gp)
	}
	// Gold is drawn in gold.
	if cellPixels(img, 5, 4)[toRGBA(colGold)] < 8 {
		t.Errorf("gold cell lacks the gold colour")
	}
}

func TestHeatPalette(t *testing.T) {
	s := scenes(t)["heat"]
	img := Draw(s)
	// A cell next to the player (value 1 of 0..max) is the palette's low end,
	// blended over the floor: its background is the most common colour.
	low := Viridis[255*1/int(maxValue(s))]
	want := toRGBA(mix(colFloorBg, rgb{low.R, low.G, low.B}, 0.82))
	if got := img.RGBAAt(4*CellW, 3*CellH); got != want {
		t.Errorf("cell beside the player: background %v, want %v (low end of viridis)", got, want)
	}
	// The farthest floor cell is the high end (yellow).
	fx, fy := farthest(s)
	top := Viridis[255]
	if got, want := img.RGBAAt(fx*CellW, fy*CellH), toRGBA(mix(colFloorBg, rgb{top.R, top.G, top.B}, 0.82)); got != want {
		t.Errorf("farthest cell %d,%d: background %v, want %v (high end of viridis)", fx, fy, got, want)
	}
	// Walls carry no value and stay wall-coloured.
	if got := img.RGBAAt(0, 0); got != toRGBA(colWallBg) && got != toRGBA(scale(colWallBg, 0.9)) {
		t.Errorf("wall pixel %v took the overlay colour", got)
	}
	// Viridis itself: ends as published, and lightness grows monotonically.
	if Viridis[0] != (color.RGBA{68, 1, 84, 255}) || Viridis[255] != (color.RGBA{253, 231, 37, 255}) {
		t.Errorf("viridis ends %v %v", Viridis[0], Viridis[255])
	}
	for i := 1; i < 256; i++ {
		a, b := Viridis[i-1], Viridis[i]
		if luma(rgb{b.R, b.G, b.B}) < luma(rgb{a.R, a.G, a.B})-0.002 {
			t.Fatalf("viridis lightness drops at %d", i)
		}
	}
}

// farthest is the floor cell with the highest overlay value.
func farthest(s *Scene) (fx, fy int) {
	hi := int32(-1)
	for y := 0; y < s.Level.Grid.H; y++ {
		for x := 0; x < s.Level.Grid.W; x++ {
			if v := s.Overlay.Values.At(x, y); v < Unreached && v > hi && s.Level.Grid.At(x, y) == world.Floor {
				hi, fx, fy = v, x, y
			}
		}
	}
	return fx, fy
}

func maxValue(s *Scene) int32 {
	hi := int32(0)
	for y := 0; y < s.Level.Grid.H; y++ {
		for x := 0; x < s.Level.Grid.W; x++ {
			if v := s.Overlay.Values.At(x, y); v < Unreached && v > hi {
				hi = v
			}
		}
	}
	return hi
}

func TestDigits(t *testing.T) {
	img := Draw(scenes(t)["digits"])
	// The cell at 9,2 is 6 steps from the player at 3,2: it shows a '6'.
	want := GlyphMask('6', false)
	other := GlyphMask('5', false)
	if !sameShape(img, 9, 2, want) || sameShape(img, 9, 2, other) {
		t.Errorf("cell 6 steps away does not show the digit 6")
	}
	// Negative values (gold on the greedy field) read inverted: the cell is
	// filled with the palette colour itself, here the low end (-4 is the
	// lowest value on screen), and the digit is drawn over it.
	g := Draw(scenes(t)["digits-greedy"])
	if bg := g.RGBAAt(5*CellW, 4*CellH); bg != Viridis[0] {
		t.Errorf("gold cell on the greedy field: background %v, want viridis' low end %v", bg, Viridis[0])
	}
	if !sameShape(g, 5, 4, GlyphMask('4', true)) {
		t.Errorf("gold cell at -4 does not show a 4")
	}
}

// sameShape reports whether cell x,y is inked where mask m is: pixels the
// mask leaves empty keep the cell's background (its top-left corner) and
// pixels it covers well differ from it.
func sameShape(img *image.RGBA, x, y int, m *image.Alpha) bool {
	bg := img.RGBAAt(x*CellW, y*CellH)
	for py := 0; py < CellH; py++ {
		for px := 0; px < CellW; px++ {
			inked := img.RGBAAt(x*CellW+px, y*CellH+py) != bg
			a := m.AlphaAt(px, py).A
			if (a == 0 && inked) || (a >= 64 && !inked) {
				return false
			}
		}
	}
	return true
}

func TestFog(t *testing.T) {
	s := scenes(t)["fog"]
	img := Draw(s)
	// Unseen cells (x > 16) are black, overlay or not.
	for _, c := range [][2]int{{20, 3}, {26, 2}, {30, 10}} {
		if px := cellPixels(img, c[0], c[1]); len(px) != 1 || px[color.RGBA{0, 0, 0, 255}] == 0 {
			t.Errorf("unseen cell %v is not black: %v", c, px)
		}
	}
	// The goblin at 14,7 is remembered ground, not visible: not drawn.
	if cellPixels(img, 14, 7)[toRGBA(hex(KindInk(world.Greedy, false)))] != 0 {
		t.Errorf("greedy goblin drawn outside the field of view")
	}
	// A remembered cell is darker than the same cell in view.
	lit := Draw(scenes(t)["heat"])
	a, b := img.RGBAAt(14*CellW, 5*CellH), lit.RGBAAt(14*CellW, 5*CellH)
	if int(a.R)+int(a.G)+int(a.B) >= int(b.R)+int(b.G)+int(b.B) {
		t.Errorf("remembered cell %v not dimmer than lit %v", a, b)
	}
	// The visible player is drawn.
	if cellPixels(img, 3, 2)[toRGBA(hex(KindInk(world.Player, false)))] == 0 {
		t.Errorf("visible player not drawn under fog")
	}
}

func TestPathAndCursor(t *testing.T) {
	s := scenes(t)["path"]
	img := Draw(s)
	// The cursor frame: white pixels just inside the target cell's corners.
	if got := img.RGBAAt(9*CellW, 9*CellH); got != toRGBA(colCursor) {
		t.Errorf("cursor frame pixel %v, want white", got)
	}
	// Path cells are tinted: the floor at 6,5 is warmer than plain floor.
	plain := Draw(scenes(t)["plain"])
	a, b := img.RGBAAt(6*CellW, 5*CellH), plain.RGBAAt(6*CellW, 5*CellH)
	if a.R <= b.R+40 {
		t.Errorf("path cell %v not tinted (plain %v)", a, b)
	}
	// A label beside the cursor says "7 steps" in the path colour: its '7'
	// sits in the label box above and right of the cursor.
	if n := countColour(img, image.Rect(0, 0, img.Bounds().Dx(), 12*CellH), toRGBA(colPath)); n < 60 {
		t.Errorf("map has %d path-coloured pixels, want the label's text and frame", n)
	}
	if n := countColour(plain, plain.Bounds(), toRGBA(colPath)); n != 0 {
		t.Errorf("frame without a path has %d path-coloured pixels", n)
	}
	// Without a path the frame turns red.
	s.Path = nil
	if got := Draw(s).RGBAAt(9*CellW, 9*CellH); got != toRGBA(colNoPath) {
		t.Errorf("unreachable cursor frame %v, want red", got)
	}
}

func TestDrawIntoReuses(t *testing.T) {
	sc := scenes(t)
	w, h := Size(sc["heat"])
	buf := image.NewRGBA(image.Rect(0, 0, w, h))
	DrawInto(buf, sc["plain"])
	DrawInto(buf, sc["heat"]) // every pixel rewritten: no trace of the previous frame
	if !bytes.Equal(buf.Pix, Draw(sc["heat"]).Pix) {
		t.Fatal("DrawInto over an old frame differs from a fresh Draw")
	}
	// A smaller buffer is drawn clipped, without a panic.
	DrawInto(image.NewRGBA(image.Rect(5, 5, 50, 40)), withDialog(t))
}

// withDialog is the heat scene with a dialog over it, for the tests of how
// a dialog is laid out (the death dialog the game shows has its golden in
// death_test.go).
func withDialog(t testing.TB) *Scene {
	s := scenes(t)["heat"]
	s.Dialog = Lines("A dialog", []string{"drawn centred over the map", "whatever its lines say"}, "any key: close")
	return s
}

func TestDialogCentred(t *testing.T) {
	s := withDialog(t)
	img := Draw(s)
	w, _ := Size(s)
	// The accent border crosses the middle row at symmetric columns.
	row := 6 * CellH
	left, right := -1, -1
	for x := 0; x < w; x++ {
		if img.RGBAAt(x, row) == toRGBA(colAccent) {
			if left < 0 {
				left = x
			}
			right = x
		}
	}
	if left < 0 || world.Abs(left+right+1-w) > CellW {
		t.Errorf("dialog border at %d..%d, not centred in %d", left, right, w)
	}
}

func TestUnknownRunesFallBack(t *testing.T) {
	q := GlyphMask('?', false)
	if !bytes.Equal(GlyphMask('\u4e2d', false).Pix, q.Pix) {
		t.Error("a rune missing from the atlas should draw as '?'")
	}
	for _, r := range []rune{'≈', '·', '@', 'g'} {
		if bytes.Equal(GlyphMask(r, false).Pix, q.Pix) {
			t.Errorf("%q missing from the atlas", r)
		}
	}
}

// BenchmarkDraw measures a full 80x45 frame with the heat overlay and a
// path, into a reused buffer (what the window does every frame).
func BenchmarkDraw(b *testing.B) {
	l, pl := bigLevel(b)
	field := distances(l, map[world.Pos]int32{pl: 0})
	s := &Scene{Level: l, Overlay: Overlay{Kind: OverlayHeat, Name: "player field", Values: field},
		Status: "HP 20/20  Depth 1  Gold 0  Turn 12  Seed 42", Log: []LogLine{{Text: "a"}, {Text: "b"}, {Text: "c"}}}
	w, h := Size(s)
	buf := image.NewRGBA(image.Rect(0, 0, w, h))
	DrawInto(buf, s) // builds the atlas, once per process
	b.ReportAllocs()
	for b.Loop() {
		DrawInto(buf, s)
	}
}

// bigLevel tiles testMap into an 80x45 level (walls where copies meet).
func bigLevel(tb testing.TB) (*world.Level, world.Pos) {
	small, pl := testLevel(tb)
	g := world.NewGrid(80, 45)
	l := world.NewLevel(g)
	for y := 0; y < 45; y++ {
		for x := 0; x < 80; x++ {
			sx, sy := x%small.Grid.W, y%small.Grid.H
			i := sy*small.Grid.W + sx
			g.Tiles[y*80+x], g.Hard[y*80+x] = small.Grid.Tiles[i], small.Grid.Hard[i]
			l.Gold[y*80+x] = small.Gold[i]
			if e := small.Ents.At(world.Pos{X: sx, Y: sy}); e != world.NoEntity {
				l.Ents.Add(small.Ents.Kind[e], world.Pos{X: x, Y: y}, 10)
			}
		}
	}
	return l, pl
}

func TestMain(m *testing.M) {
	flag.Parse()
	if *update {
		os.RemoveAll(filepath.Join("testdata", "golden"))
	}
	code := m.Run()
	os.Exit(code)
}

// TestExtremeValues: a field spanning the whole int32 range maps its ends
// to the palette's ends without overflow and prints their last digits.
func TestExtremeValues(t *testing.T) {
	l, _ := testLevel(t)
	g := numbers{l.Grid.W, l.Grid.H, make([]int32, l.Grid.W*l.Grid.H)}
	for i := range g.v {
		g.v[i] = Unreached
	}
	g.v[1*g.w+1] = -1 << 31 // floor at 1,1
	g.v[1*g.w+2] = Unreached - 1
	s := &Scene{Level: l, Overlay: Overlay{Kind: OverlayHeat, Name: "extreme", Values: g}}
	img := Draw(s)
	lo, hi := Viridis[0], Viridis[255]
	if got := img.RGBAAt(1*CellW, 1*CellH); got != toRGBA(mix(colFloorBg, rgb{lo.R, lo.G, lo.B}, 0.82)) {
		t.Errorf("minimum cell %v, want the low end", got)
	}
	if got := img.RGBAAt(2*CellW, 1*CellH); got != toRGBA(mix(colFloorBg, rgb{hi.R, hi.G, hi.B}, 0.82)) {
		t.Errorf("maximum cell %v, want the high end", got)
	}
	s.Overlay.Kind = OverlayDigits
	img = Draw(s)
	if !sameShape(img, 1, 1, GlyphMask('8', true)) || !sameShape(img, 2, 1, GlyphMask('6', false)) {
		t.Error("digits of -2147483648 and 2147483646 are not 8 and 6")
	}
}
