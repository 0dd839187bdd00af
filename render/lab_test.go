package render

import (
	"image"
	"slices"
	"testing"

	"downhill/world"
)

// downSteps is a Steps over a test grid: the lowest strictly lower 8-way
// neighbour, first in the engine's order N, E, S, W, NE, SE, SW, NW.
type downSteps struct{ g numbers }

func (d downSteps) Step(x, y int) (int, int, bool) {
	own := d.g.At(x, y)
	best, bx, by := own, 0, 0
	for _, s := range [8][2]int{{0, -1}, {1, 0}, {0, 1}, {-1, 0}, {1, -1}, {1, 1}, {-1, 1}, {-1, -1}} {
		if v := d.g.At(x+s[0], y+s[1]); v < best {
			best, bx, by = v, s[0], s[1]
		}
	}
	return bx, by, best < own
}

// settleRanks orders the reached cells of g by value, then row-major: a
// settle order a Dijkstra scan could have produced.
func settleRanks(g numbers) numbers {
	var cells []int
	for i, v := range g.v {
		if v < Unreached {
			cells = append(cells, i)
		}
	}
	slices.SortStableFunc(cells, func(a, b int) int { return int(g.v[a]) - int(g.v[b]) })
	r := numbers{g.w, g.h, make([]int32, len(g.v))}
	for i := range r.v {
		r.v[i] = Unreached
	}
	for k, i := range cells {
		r.v[i] = int32(k)
	}
	return r
}

// labScenes are the lab's golden frames on testMap.
func labScenes(t testing.TB) map[string]*Scene {
	l, pl := testLevel(t)
	field := distances(l, map[world.Pos]int32{pl: 0})
	status := "HP 20/20  Depth 1  Gold 0  Turn 12  Seed 42"
	names := []string{"player field", "greedy field", "flee field", "archer field", "tunneler field"}
	keys := []string{"Tab close  [] or click: field", "v heat/digits  a arrows  p playback"}
	base := func() *Scene {
		return &Scene{Level: l, Status: status, Log: []LogLine{{Text: "The lab is open.", Turn: -1}},
			Overlay: Overlay{Kind: OverlayHeat, Name: "player field", Values: field},
			Lab:     &Lab{Fields: names, Keys: keys}}
	}
	out := map[string]*Scene{}
	out["lab-panel"] = base()

	s := base()
	s.Overlay.Kind, s.Overlay.Hex = OverlayDigits, true
	out["lab-hex"] = s

	s = base()
	s.Lab.Arrows = downSteps{field}
	out["lab-arrows"] = s

	s = base()
	gob := world.Pos{X: 19, Y: 6}
	next := world.Pos{X: 18, Y: 5}
	var around [9]int32
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			around[(dy+1)*3+dx+1] = field.At(gob.X+dx, gob.Y+dy)
		}
	}
	s.Cursor = &gob
	s.Lab.Inspect = &Inspect{
		Title: "goblin#5  hunting  HP 3/10", Around: &around, AroundName: "player field",
		Mark: &gob, Next: &next,
		Lines: []string{"reads: player field x1", "next: 18,5",
			"why: hunting: lowest neighbour 15 at 18,5 on the player field; 18,6 taken by a goblin",
			"here: player field 16  greedy field 12"},
	}
	out["lab-inspector"] = s

	s = base()
	ranks := settleRanks(field)
	s.Lab.Playback = &Playback{Rank: ranks, Step: 140, Total: int32(len(slices.DeleteFunc(slices.Clone(ranks.v), func(v int32) bool { return v == Unreached }))), Phase: "scan"}
	out["lab-playback"] = s

	s = base()
	s.Overlay.Palette = PaletteBlueYellow
	out["lab-blueyellow"] = s
	return out
}

// TestPlaybackShowsSettleOrder checks a playback frame draws exactly the cells
// settled before its step: a cell settled later shows no overlay colour,
// one settled earlier does, and the newest wave is lit.
func TestPlaybackShowsSettleOrder(t *testing.T) {
	s := labScenes(t)["lab-playback"]
	ranks := s.Lab.Playback.Rank.(numbers)
	step := s.Lab.Playback.Step
	plain := Draw(&Scene{Level: s.Level, Status: s.Status, Log: s.Log, Lab: &Lab{Fields: s.Lab.Fields, Keys: s.Lab.Keys}})
	img := Draw(s)
	shown, hidden := 0, 0
	for y := 0; y < ranks.h; y++ {
		for x := 0; x < ranks.w; x++ {
			k := ranks.At(x, y)
			if k == Unreached || s.Level.Ents.At(world.Pos{X: x, Y: y}) != world.NoEntity {
				continue
			}
			same := samePixels(img, plain, x, y)
			switch {
			case k < step && same:
				t.Errorf("cell %d,%d settled %d-th (before step %d) but drawn without its colour", x, y, k, step)
			case k >= step && !same:
				t.Errorf("cell %d,%d settled %d-th (at or after step %d) but drawn coloured", x, y, k, step)
			case k < step:
				shown++
			default:
				hidden++
			}
		}
	}
	if shown == 0 || hidden == 0 {
		t.Fatalf("playback frame shows %d cells and hides %d: the test needs both", shown, hidden)
	}
}

// samePixels reports whether map cell x,y is drawn identically in a and b.
func samePixels(a, b *image.RGBA, x, y int) bool {
	for py := y * CellH; py < (y+1)*CellH; py++ {
		for px := x * CellW; px < (x+1)*CellW; px++ {
			if a.RGBAAt(px, py) != b.RGBAAt(px, py) {
				return false
			}
		}
	}
	return true
}

// TestLabFieldAt checks the mouse finds each field's row in the panel.
func TestLabFieldAt(t *testing.T) {
	s := labScenes(t)["lab-panel"]
	vw, _ := viewCells(s)
	for i := range s.Lab.Fields {
		pt := image.Pt(vw*CellW+3*CellW, (panelFieldsRow+i)*CellH+CellH/2)
		if got := LabFieldAt(s, pt); got != i {
			t.Errorf("row of field %d: LabFieldAt = %d", i, got)
		}
	}
	if got := LabFieldAt(s, image.Pt(5, (panelFieldsRow)*CellH+3)); got != -1 {
		t.Errorf("a click on the map picked field %d", got)
	}
}

// TestWrap checks the word wrap every text of the frame goes through:
// lines break at spaces, continuations indented; only a word longer
// than a line is ever split; abbrev ends on a whole word and "…".
func TestWrap(t *testing.T) {
	cases := []struct {
		s      string
		cols   int
		indent int
		want   []string
	}{
		{"hunting: lowest neighbour 12 at 31,9", 16, 2, []string{"hunting: lowest", "  neighbour 12", "  at 31,9"}},
		{"short", 16, 2, []string{"short"}},
		{"", 16, 2, []string{""}},
		{"a /very/long/path/that/does/not/fit here", 10, 0, []string{"a", "/very/long", "/path/that", "/does/not/", "fit here"}},
	}
	for _, c := range cases {
		if got := wrapWords(c.s, c.cols, c.indent); !slices.Equal(got, c.want) {
			t.Errorf("wrapWords(%q, %d) = %q, want %q", c.s, c.cols, got, c.want)
		}
	}
	for _, c := range []struct {
		s    string
		cols int
		want string
	}{{"Scatter the caltrops where? Enter or click to scatter", 20, "Scatter the…"}, {"fits", 4, "fits"}, {"toolongword", 5, "tool…"}} {
		if got := abbrev(c.s, c.cols); got != c.want {
			t.Errorf("abbrev(%q, %d) = %q, want %q", c.s, c.cols, got, c.want)
		}
	}
}
