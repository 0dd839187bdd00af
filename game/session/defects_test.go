package session

import (
	"bytes"
	"image"
	"strings"
	"testing"

	"downhill/game"
	"downhill/render"
	"downhill/world"
)

// frontEnd draws s the way a window does: into the one image it keeps,
// only the cells that changed painted again, at the window's size.
type frontEnd struct {
	s   *Session
	img *image.RGBA
}

// frame draws the next frame and returns it.
func (f *frontEnd) frame() *image.RGBA {
	f.img = f.s.Draw(f.img)
	return f.img
}

// TestIncrementalDrawIsTheWholeFrame is the regression test of the aim the
// window never drew: the front ends draw a frame by painting only what
// changed (Session.Draw into the image it drew before), and that path once left
// out the aim, which only the whole redraw drew. With every overlay on in
// turn (the hover's path preview, the travel cursor, the look cursor, a
// throw's aim, the intents, every dialog, the lab with its arrows,
// inspector and replay, a comparison), each frame the window would show
// must be pixel for pixel the frame drawn whole from the same scene, and
// the aim must be on it.
func TestIncrementalDrawIsTheWholeFrame(t *testing.T) {
	s := mapSession(t,
		"##############################",
		"#............................#",
		"#.@.......g..................#",
		"#.......................a....#",
		"#.......~~~~.................#",
		"#.......~==~.......G.........#",
		"##############################")
	g := s.Game()
	g.Level.Ents.HP[g.Player], g.Level.Ents.MaxHP[g.Player] = 100, 100
	g.Inventory = []world.ItemKind{world.Healing, world.Caltrops, world.Noisemaker}
	g.Gold = 30
	s.Resize(image.Pt(1000, 600))
	f := &frontEnd{s: s}
	plain := bytes.Clone(f.frame().Pix)
	check := func(step string) *image.RGBA {
		t.Helper()
		img := f.frame()
		whole := render.Draw(s.lastScene)
		if !bytes.Equal(img.Pix, whole.Pix) {
			t.Fatalf("%s: the frame drawn a change at a time differs from the frame drawn whole", step)
		}
		return img
	}
	px, py := pixelOf(s, world.Pos{X: 6, Y: 3})
	steps := []struct {
		name string
		do   func()
	}{
		{"hover", func() { s.Pointer(px, py) }},
		{"hover moves", func() { s.Pointer(px+float32(s.Layout().CellW), py) }},
		{"travel cursor", func() { press(s, "tll", t0) }},
		{"travel cursor ends", func() { press(s, "<Esc>", t0) }},
		{"look", func() { press(s, ";ll", t0) }},
		{"look next creature", func() { press(s, "<Tab>", t0) }},
		{"look ends", func() { press(s, "<Esc>", t0) }},
		{"aim caltrops", func() { press(s, "qb", t0) }},
		{"aim moves", func() { press(s, "hh", t0) }},
		{"aim out of range", func() { press(s, "llllllllllllllll", t0) }},
		{"aim ends", func() { press(s, "<Esc>", t0) }},
		{"aim gold", func() { press(s, "$", t0) }},
		{"aim ends", func() { press(s, "<Esc>", t0) }},
		{"intents off", func() { press(s, "e", t0) }},
		{"intents on", func() { press(s, "e", t0) }},
		{"help", func() { press(s, "?", t0) }},
		{"help page", func() { press(s, "<Right>", t0) }},
		{"help closes", func() { press(s, "<Esc>", t0) }},
		{"inventory", func() { press(s, "i", t0) }},
		{"inventory pick", func() { press(s, "c", t0) }},
		{"inventory closes", func() { press(s, "<Esc>", t0) }},
		{"options", func() { press(s, "o<Down>", t0) }},
		{"options close", func() { press(s, "<Esc>", t0) }},
		{"log", func() { press(s, "/", t0) }},
		{"log closes", func() { press(s, "<Esc>", t0) }},
		{"overlay", func() { press(s, "f", t0) }},
		{"overlay digits", func() { press(s, "f", t0) }},
		{"lab", func() { press(s, "<Tab>", t0) }},
		{"lab arrows", func() { press(s, "a", t0) }},
		{"lab inspector", func() { x, y := pixelOf(s, world.Pos{X: 10, Y: 2}); s.Pointer(x, y) }},
		{"lab next field", func() { press(s, "]", t0) }},
		{"lab replay", func() { press(s, "p", t0); s.Update(t0.Add(playbackEvery)) }},
		{"lab aim", func() { press(s, "qb", t0) }},
		{"lab aim ends", func() { press(s, "<Esc>", t0) }},
		{"lab closes", func() { press(s, "<Tab>", t0) }},
		{"compare", func() { press(s, "c", t0) }},
		{"compare turn", func() { press(s, ".", t0) }},
		{"compare ends", func() { press(s, "c", t0) }},
		{"a turn", func() { press(s, ".", t0) }},
	}
	for _, st := range steps {
		st.do()
		img := check(st.name)
		if st.name == "aim caltrops" {
			// The aim is on the window's frame: the target's cell and the
			// line differ from the frame before aiming.
			a := render.Arranged(s.lastScene)
			at := s.prompt.at
			cell := image.Rect(0, 0, a.Cell.X, a.Cell.Y).Add(a.Pixels(a.Map).Min).Add(
				image.Pt((at.X-s.lastScene.Camera.X)*a.Cell.X, (at.Y-s.lastScene.Camera.Y)*a.Cell.Y))
			if differ(img.Pix, plain, img, cell) == 0 {
				t.Errorf("aiming: the target's cell %v is drawn as before the aim", cell)
			}
		}
	}
	// The recap of a run that ended, over the last frame.
	g.Dead = true
	g.Level.Ents.HP[g.Player] = 0
	check("recap")
}

// differ counts the pixels in r where a and b (the Pix of img-shaped
// frames) differ.
func differ(a, b []byte, img *image.RGBA, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			i := img.PixOffset(x, y)
			if !bytes.Equal(a[i:i+4], b[i:i+4]) {
				n++
			}
		}
	}
	return n
}

// readFrame reads the text of part r of the last frame s drew into img.
func readFrame(s *Session, img *image.RGBA, r func(render.Arrangement) image.Rectangle) string {
	return strings.Join(render.Text(img, s.lastScene, r), "\n")
}

// words is s with its runs of spaces and line breaks as one space (text
// that wrapped, read as one line).
func words(s string) string { return strings.Join(strings.Fields(s), " ") }

// TestCompareAndSandboxShowTheirStatus is the regression test of the
// status lines the run panel covered: a comparison says DIJKSTRA and NAIVE
// with their stuck and damage counts over their maps, and the sandbox its
// brush and whether it runs, read from the frame's pixels.
func TestCompareAndSandboxShowTheirStatus(t *testing.T) {
	s, _ := newTestSession(t, 5)
	s.Resize(image.Pt(1366, 768))
	f := &frontEnd{s: s}
	press(s, "c..", t0)
	img := f.frame()
	title := readFrame(s, img, func(a render.Arrangement) image.Rectangle { return a.Title })
	for _, want := range []string{"DIJKSTRA  stuck", "NAIVE  stuck", "damage"} {
		if !strings.Contains(title, want) {
			t.Errorf("the comparison's title row reads %q, without %q", title, want)
		}
	}
	sb := New(game.New(game.Config{Seed: 1}), nil)
	if err := sb.StartSandbox(drawing(corridors)); err != nil {
		t.Fatal(err)
	}
	sb.Resize(image.Pt(1366, 768))
	f = &frontEnd{s: sb}
	press(sb, "gr", t0)
	img = f.frame()
	title = readFrame(sb, img, func(a render.Arrangement) image.Rectangle { return a.Title })
	if !strings.Contains(title, "SANDBOX  brush floor") || !strings.Contains(title, "autoplay") {
		t.Errorf("the sandbox's title row reads %q", title)
	}
}

// TestKeyHidesTheHover is the regression test of the hover that never went
// away: with the mouse resting on the map, a key press hides the path
// preview, its label and the look line until the mouse moves again; the
// mouse leaving the window hides them too.
func TestKeyHidesTheHover(t *testing.T) {
	s := mapSession(t,
		"####################",
		"#..................#",
		"#.@................#",
		"#..................#",
		"####################")
	s.Resize(image.Pt(800, 500))
	f := &frontEnd{s: s}
	f.frame()
	x, y := pixelOf(s, world.Pos{X: 12, Y: 2})
	s.Pointer(x, y)
	f.frame()
	if v := s.view(); v.Cursor == nil || len(v.Path) == 0 || infoText(s) == "" {
		t.Fatalf("hovering: cursor %v, path %v, look %q", v.Cursor, v.Path, infoText(s))
	}
	press(s, "l", t0) // a step by keyboard, the mouse still
	img := f.frame()
	if v := s.view(); v.Cursor != nil || len(v.Path) != 0 || infoText(s) != "" {
		t.Fatalf("after a key: cursor %v, path %v, look %q", v.Cursor, v.Path, infoText(s))
	}
	if info := readFrame(s, img, func(a render.Arrangement) image.Rectangle { return a.Info }); strings.TrimSpace(info) != "" {
		t.Errorf("after a key the info row still reads %q", info)
	}
	f.frame() // the window redraws with the mouse where it was
	if v := s.view(); v.Cursor != nil {
		t.Fatalf("a redraw under the still mouse brought the hover back")
	}
	s.Pointer(x+1, y) // the mouse moves
	if v := s.view(); v.Cursor == nil || *v.Cursor != (world.Pos{X: 12, Y: 2}) {
		t.Fatalf("the mouse moved: cursor %v", v.Cursor)
	}
	s.PointerGone()
	if v := s.view(); v.Cursor != nil {
		t.Fatalf("the mouse left the window: cursor %v", v.Cursor)
	}
}

// TestNarrowFramesWrapText is the regression test of text cut mid-word on
// narrow frames: on a narrow window every message, the prompt, the look
// and the recap's lines are read back from the pixels whole, word for
// word, wrapped (or shortened at a word with "…"), never cut inside a
// word.
func TestNarrowFramesWrapText(t *testing.T) {
	s := mapSession(t,
		"##########",
		"#.@....g.#",
		"##########")
	g := s.Game()
	s.Resize(image.Pt(300, 420)) // a narrow window: the smallest cells, no sidebar beside the map
	f := &frontEnd{s: s}
	long := "You climb out of the mountain with its Heart. You win! Score 1234. Your run joins the best ten."
	g.Tell(long)
	img := f.frame()
	a := render.Arranged(s.lastScene)
	read := words(readFrame(s, img, func(a render.Arrangement) image.Rectangle { return a.Info.Union(a.Log) }))
	if !strings.Contains(read, long) {
		t.Errorf("a %d-column frame reads the message as %q, want %q whole", a.Cols, read, long)
	}
	g.Inventory = []world.ItemKind{world.Healing}
	press(s, "q", t0)
	img = f.frame()
	read = words(readFrame(s, img, func(a render.Arrangement) image.Rectangle { return a.Info.Union(a.Log) }))
	if !strings.Contains(read, "Use which item? Press its letter") {
		t.Errorf("the prompt reads %q", read)
	}
	press(s, "<Esc>;", t0) // the look starts on the goblin
	img = f.frame()
	// The look's description is longer than the rows under the map: it
	// grows over the map's lower half, whole.
	read = words(readFrame(s, img, func(a render.Arrangement) image.Rectangle {
		r := a.Info.Union(a.Log)
		r.Min.Y -= (r.Min.Y - a.Map.Min.Y) / 2
		return r
	}))
	if i := strings.Index(read, "A goblin (6/6 HP, hunting), on floor."); i < 0 || !strings.Contains(read, "(Tab next creature, Esc ends)") {
		t.Errorf("the look reads %q, want its first and last sentences", read)
	} else {
		read = read[i:] // the map's rows above it are not text
	}
	said := " " + infoText(s) + " " + strings.Join(g.Messages, " ") + " "
	for _, w := range strings.Fields(read) {
		if !strings.HasSuffix(w, "…") && !strings.Contains(said, " "+w+" ") {
			t.Errorf("the rows under the map hold %q, a word cut from what they say", w)
		}
	}
}

// TestPointerLeavingTheWindowHidesTheHover is the regression test of the
// hover that stayed after the mouse left the window,
// driven through Mouse.Tick, the front end's own path: PointerOff takes a
// cursor outside the window on any side, or a window without the focus,
// as the mouse gone; the session then shows no cursor, path or look line,
// a redraw does not bring them back, and the mouse coming back (even to
// the same pixel) does.
func TestPointerLeavingTheWindowHidesTheHover(t *testing.T) {
	win := image.Pt(800, 500)
	for _, c := range []struct {
		at      image.Point
		focused bool
		off     bool
	}{
		{image.Pt(0, 0), true, false}, {image.Pt(799, 499), true, false}, {image.Pt(400, 250), true, false},
		{image.Pt(-1, 250), true, true}, {image.Pt(800, 250), true, true},
		{image.Pt(400, -3), true, true}, {image.Pt(400, 500), true, true},
		{image.Pt(400, 250), false, true},
	} {
		if got := PointerOff(c.at, win, c.focused); got != c.off {
			t.Errorf("PointerOff(%v, %v, focused %v) = %v, want %v", c.at, win, c.focused, got, c.off)
		}
	}

	s := mapSession(t,
		"####################",
		"#..................#",
		"#.@................#",
		"#..................#",
		"####################")
	s.Resize(win)
	f := &frontEnd{s: s}
	img := f.frame()
	fit := s.Fit(img.Bounds().Size(), win)
	if fit.Scale != 1 || fit.Offset != (image.Point{}) {
		t.Fatalf("the frame is not drawn 1:1 at the window's corner: %+v", fit)
	}
	x, y := pixelOf(s, world.Pos{X: 12, Y: 2})
	var mouse Mouse
	// tick is a front end's tick with the mouse at window pixel x,y.
	tick := func(x, y float32, focused bool) {
		mouse.Tick(s, MouseTick{At: image.Pt(int(x), int(y)), Win: win, Focused: focused}, fit, t0)
		f.frame()
	}
	hovering := func() bool {
		v := s.view()
		return v.Cursor != nil && len(v.Path) > 0 && infoText(s) != ""
	}
	tick(x, y, true)
	if !hovering() {
		t.Fatalf("hovering: cursor %v, look %q", s.view().Cursor, infoText(s))
	}
	for _, leave := range []struct {
		x, y    float32
		focused bool
	}{{x, -5, true}, {900, y, true}, {x, y, false}} {
		tick(leave.x, leave.y, leave.focused)
		if v := s.view(); v.Cursor != nil || len(v.Path) != 0 || infoText(s) != "" {
			t.Fatalf("the mouse left (%v,%v focused %v): cursor %v, path %v, look %q", leave.x, leave.y, leave.focused, v.Cursor, v.Path, infoText(s))
		}
		f.frame()
		if s.view().Cursor != nil {
			t.Fatal("a redraw after the mouse left brought the hover back")
		}
		tick(x, y, true) // back where it was
		if !hovering() {
			t.Fatalf("the mouse came back: cursor %v", s.view().Cursor)
		}
	}
}
