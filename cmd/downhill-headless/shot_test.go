package main

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/gomonobold"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"downhill/game"
	"downhill/render"
	"downhill/world"
)

// shoot runs `downhill-headless shot args -o tmp.png` and decodes the picture.
func shoot(t *testing.T, args ...string) *image.RGBA {
	t.Helper()
	out := filepath.Join(t.TempDir(), "shot.png")
	if code := runShot(append(args, "-o", out)); code != 0 {
		t.Fatalf("shot %v exited %d", args, code)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	rgba := image.NewRGBA(img.Bounds())
	for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
		for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x++ {
			rgba.Set(x, y, img.At(x, y))
		}
	}
	return rgba
}

// cellHas counts the pixels of colour c in map cell p.
func cellHas(img *image.RGBA, p world.Pos, c color.RGBA) int {
	n := 0
	for y := p.Y * render.CellH; y < (p.Y+1)*render.CellH; y++ {
		for x := p.X * render.CellW; x < (p.X+1)*render.CellW; x++ {
			if img.RGBAAt(x, y) == c {
				n++
			}
		}
	}
	return n
}

// openNeighbour is a floor cell next to p.
func openNeighbour(t *testing.T, g *game.Game, p world.Pos) world.Pos {
	for _, d := range []world.Pos{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}, {X: 1, Y: 1}, {X: -1, Y: -1}, {X: 1, Y: -1}, {X: -1, Y: 1}} {
		q := p.Add(d)
		if g.Level.Grid.At(q.X, q.Y) == world.Floor && g.Level.Ents.At(q) == world.NoEntity && g.Level.Gold[q.Y*g.Level.Grid.W+q.X] == 0 {
			return q
		}
	}
	t.Fatal("the player has no free floor neighbour on this seed: pick another seed")
	return p
}

func TestShotHeat(t *testing.T) {
	img := shoot(t, "-seed", "7", "-turns", "3", "-level", "rooms", "-overlay", "heat")
	g := game.New(game.Config{Seed: 7, Level: "rooms"})
	for i := 0; i < 3; i++ {
		g.Do(game.Command{Action: game.ActWait})
	}
	gw, gh := g.Level.Grid.W, g.Level.Grid.H
	if b := img.Bounds(); b.Dx() != gw*render.CellW || b.Dy() != (gh+render.LogLines+2)*render.CellH || b.Dx() < 640 || b.Dy() < 360 {
		t.Fatalf("shot is %v for a %dx%d level", b, gw, gh)
	}
	// The player is a white '@' on its cell.
	p := g.PlayerPos()
	checkGlyph(t, img, p, gomonobold.TTF, '@', white)
	// Next to the player (the goal of the player field) the heat is the
	// palette's low end: dark purple, blue and red above green.
	q := openNeighbour(t, g, p)
	c := img.RGBAAt(q.X*render.CellW, q.Y*render.CellH)
	if !(c.B > c.G+20 && c.R > c.G+10) {
		t.Errorf("cell %v beside the player is %v, want viridis' low (purple) end", q, c)
	}
	// The same cell without the overlay is plain dark floor.
	plain := shoot(t, "-seed", "7", "-turns", "3", "-level", "rooms")
	if d := plain.RGBAAt(q.X*render.CellW, q.Y*render.CellH); d == c || int(d.R)+int(d.G)+int(d.B) > 90 {
		t.Errorf("plain floor %v (heat %v)", d, c)
	}
	// The heat is the player field's value on the palette spread over the
	// values the shot shows (the whole level): exact colours, from the
	// game's field and the palette's published stops, not from the renderer.
	f := g.Fields()[0].Field
	hi := int32(0)
	for y := 0; y < gh; y++ {
		for x := 0; x < gw; x++ {
			if v := f.At(x, y); v < render.Unreached {
				hi = max(hi, v)
			}
		}
	}
	if f.At(p.X, p.Y) != 0 || hi < 10 {
		t.Fatalf("player field: %d at the player, %d at most", f.At(p.X, p.Y), hi)
	}
	far, mid := p, p // a free floor cell at the far end, one half way
	for y := 0; y < gh; y++ {
		for x := 0; x < gw; x++ {
			if g.Level.Grid.At(x, y) != world.Floor || g.Level.Ents.At(world.Pos{X: x, Y: y}) != world.NoEntity {
				continue
			}
			switch v := f.At(x, y); {
			case v == hi:
				far = world.Pos{X: x, Y: y}
			case 3*v > hi && 3*v < 2*hi:
				mid = world.Pos{X: x, Y: y}
			}
		}
	}
	for _, c := range []world.Pos{q, mid, far} {
		pc := render.Viridis[int(f.At(c.X, c.Y))*255/int(hi)]
		want := blend(floorBg, pc, 0.82)
		if got := img.RGBAAt(c.X*render.CellW, c.Y*render.CellH); !near(got, want, 1) {
			t.Errorf("heat at %v (value %d of 0..%d): %v, want %v", c, f.At(c.X, c.Y), hi, got, want)
		}
	}
	if far == p || mid == p {
		t.Error("no free floor cell at the field's far end or half way")
	}
	// Walls: the player field does not reach them, so a wall face keeps
	// its own colour (one of its two shades) under the overlay.
	w := wallFace(t, g)
	if c := img.RGBAAt(w.X*render.CellW, w.Y*render.CellH); c != wallBg && c != wallBgDark {
		t.Errorf("wall at %v is %v, want %v or %v", w, c, wallBg, wallBgDark)
	}
	// The status bar under the map: its background left of the text,
	// which starts with "HP" in the text colour.
	y := gh * render.CellH
	if c := img.RGBAAt(render.CellW/2, y+render.CellH/2); c != barBg {
		t.Errorf("status bar is %v, want %v", c, barBg)
	}
	checkGlyph(t, img, world.Pos{X: 1, Y: gh}, gomono.TTF, 'H', textInk)
	checkGlyph(t, img, world.Pos{X: 2, Y: gh}, gomono.TTF, 'P', textInk)
}

// Colours of the palette (render/draw.go), written down again here so the
// test checks the picture against them, not against the renderer's code.
var (
	white      = color.RGBA{0xff, 0xff, 0xff, 0xff}
	floorBg    = color.RGBA{0x15, 0x19, 0x22, 0xff}
	wallBg     = color.RGBA{0x2a, 0x2f, 0x3b, 0xff}
	wallBgDark = color.RGBA{0x26, 0x2a, 0x35, 0xff} // wallBg x 0.9, every fourth wall
	barLine    = color.RGBA{0x2e, 0x34, 0x44, 0xff}
	barBg      = color.RGBA{0x19, 0x1c, 0x25, 0xff}
	textInk    = color.RGBA{0xd8, 0xde, 0xe9, 0xff}
)

// blend is a + (b-a)*t per channel, rounded.
func blend(a, b color.RGBA, t float64) color.RGBA {
	l := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t + 0.5) }
	return color.RGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), 0xff}
}

// near reports whether a and b differ by at most d in every channel.
func near(a, b color.RGBA, d int) bool {
	for _, p := range [][2]uint8{{a.R, b.R}, {a.G, b.G}, {a.B, b.B}} {
		if int(p[0])-int(p[1]) > d || int(p[1])-int(p[0]) > d {
			return false
		}
	}
	return true
}

// wallFace is a wall cell with a floor cell beside it (a room's wall).
func wallFace(t *testing.T, g *game.Game) world.Pos {
	t.Helper()
	gr := g.Level.Grid
	for y := 1; y < gr.H-1; y++ {
		for x := 1; x < gr.W-1; x++ {
			if gr.At(x, y) == world.Wall && gr.At(x+1, y) == world.Floor {
				return world.Pos{X: x, Y: y}
			}
		}
	}
	t.Fatal("no wall beside a floor")
	return world.Pos{}
}

// glyphPixels are the pixels of a CellW x CellH cell that glyph r of the
// font ttf covers fully, rasterised here as the renderer's atlas says it
// does (x-height 10 pixels, baseline on row 15, centred in the cell). A
// glyph's ink is drawn exactly on those pixels (creatures in bold Go Mono,
// text in the regular face).
func glyphPixels(t *testing.T, ttf []byte, r rune) map[image.Point]bool {
	t.Helper()
	f, err := opentype.Parse(ttf)
	if err != nil {
		t.Fatal(err)
	}
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: 2048.0 * 10 / 1086, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		t.Fatal(err)
	}
	dst := image.NewAlpha(image.Rect(0, 0, render.CellW, render.CellH))
	adv, _ := face.GlyphAdvance(r)
	d := font.Drawer{Dst: dst, Src: image.Opaque, Face: face, Dot: fixed.Point26_6{X: (fixed.I(render.CellW) - adv) / 2, Y: fixed.I(15)}}
	d.DrawString(string(r))
	out := map[image.Point]bool{}
	for y := 0; y < render.CellH; y++ {
		for x := 0; x < render.CellW; x++ {
			if dst.AlphaAt(x, y).A == 255 {
				out[image.Pt(x, y)] = true
			}
		}
	}
	return out
}

// checkGlyph checks that the pixels of colour ink in cell p of the frame
// (a frame whose map starts at its top-left corner) are exactly those
// glyph r of font ttf covers fully.
func checkGlyph(t *testing.T, img *image.RGBA, p world.Pos, ttf []byte, r rune, ink color.RGBA) {
	t.Helper()
	checkGlyphAt(t, img, image.Pt(p.X*render.CellW, p.Y*render.CellH), ttf, r, ink)
}

// checkGlyphAt is checkGlyph for the default cell whose top-left pixel is
// at.
func checkGlyphAt(t *testing.T, img *image.RGBA, at image.Point, ttf []byte, r rune, ink color.RGBA) {
	t.Helper()
	want := glyphPixels(t, ttf, r)
	if len(want) < 8 {
		t.Fatalf("glyph %q covers %d pixels fully", r, len(want))
	}
	bad := 0
	for y := 0; y < render.CellH; y++ {
		for x := 0; x < render.CellW; x++ {
			if (img.RGBAAt(at.X+x, at.Y+y) == ink) != want[image.Pt(x, y)] {
				bad++
			}
		}
	}
	if bad > 0 {
		t.Errorf("cell at %v: %d pixels differ from a %q in %v", at, bad, r, ink)
	}
}

func TestShotDigitsAndFog(t *testing.T) {
	img := shoot(t, "-seed", "7", "-level", "rooms", "-overlay", "digits", "-fog")
	g := game.New(game.Config{Seed: 7, Level: "rooms"})
	gr := g.Level.Grid
	black, unseen := color.RGBA{0, 0, 0, 255}, 0
	for y := 0; y < gr.H; y++ {
		for x := 0; x < gr.W; x++ {
			p := world.Pos{X: x, Y: y}
			if !gr.Seen[y*gr.W+x] {
				unseen++
				if n := cellHas(img, p, black); n != render.CellW*render.CellH {
					t.Fatalf("unseen cell %v is not black", p)
				}
			}
		}
	}
	if unseen == 0 {
		t.Fatal("fogged shot of a fresh game shows every cell")
	}
	// The player's cell shows the player, not a digit.
	checkGlyph(t, img, g.PlayerPos(), gomonobold.TTF, '@', white)
}

func TestShotSmallLevelIsStillLarge(t *testing.T) {
	img := shoot(t, "-seed", "3", "-width", "30", "-height", "12", "-level", "caves")
	if b := img.Bounds(); b.Dx() < 640 || b.Dy() < 360 {
		t.Fatalf("shot of a small level is %v, want at least 640x360", b)
	}
	// Outside the 30x12 level the view is black.
	if c := img.RGBAAt(40*render.CellW+3, 3*render.CellH+3); c != (color.RGBA{0, 0, 0, 255}) {
		t.Errorf("cell outside the level is %v", c)
	}
}

// TestShotBigLevelAroundThePlayer: a scene of a level larger than
// shotMaxW x shotMaxH cells is that much of it around the player, not a
// picture of gigabytes.
func TestShotBigLevelAroundThePlayer(t *testing.T) {
	w, h := shotMaxW+300, shotMaxH+500
	var b strings.Builder
	for y := 0; y < h; y++ {
		row := []byte(strings.Repeat(".", w))
		if y == 0 || y == h-1 {
			row = []byte(strings.Repeat("#", w))
		}
		row[0], row[w-1] = '#', '#'
		if y == h-100 {
			row[w-100] = '@'
		}
		b.Write(row)
		b.WriteByte('\n')
	}
	path := filepath.Join(t.TempDir(), "big.txt")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	g, err := loadScenario(path, game.Config{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	img, msg := sceneFrame(g, &shotOptions{}) // the shot's own frame, without the PNG round trip
	if msg != "" {
		t.Fatal(msg)
	}
	if got, want := img.Bounds().Dx(), shotMaxW*render.CellW; got != want || img.Bounds().Dy() > (shotMaxH+(render.LogLines+2))*render.CellH {
		t.Fatalf("shot of a %dx%d level is %v, want %d wide and at most %d rows", w, h, img.Bounds(), want, shotMaxH+(render.LogLines+2))
	}
	// The view ends at the level's far corner: the player, 100 cells
	// from it, is 100 cells from the view's.
	p := world.Pos{X: shotMaxW - 100, Y: shotMaxH - 100}
	checkGlyph(t, img, p, gomonobold.TTF, '@', white)
}

func TestShotBadInput(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "x.png")
	for _, args := range [][]string{
		{"-seed", "1"},            // no -o
		{"-o", out},               // no -seed
		{"-seed", "x", "-o", out}, // bad seed
		{"-seed", "1", "-overlay", "plasma", "-o", out},
		{"-seed", "1", "-turns", "-4", "-o", out},
		{"-seed", "1", "-level", "moon", "-o", out},
		{"-seed", "1", "-overlay", "heat", "-field", "9", "-o", out},
		{"-seed", "1", "-cursor", "500,2", "-o", out},
		{"-seed", "1", "-cursor", "5,5junk", "-o", out},
		{"-seed", "1", "-cursor", "5", "-o", out},
		{"-seed", "1", "-o", filepath.Join(dir, "missing", "x.png")},
		{"-seed", "1", "-o", out, "extra"},
	} {
		if code := runShot(args); code != 2 {
			t.Errorf("shot %v exited %d, want 2", args, code)
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a failed shot left a file behind")
	}
	// -o on something that is not a regular file (a FIFO here, a device
	// for root) is refused, and the thing is left as it was.
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatalf("mkfifo: %v", err)
	}
	code, _, stderr := runCmd(t, runShot, "-seed", "1", "-o", fifo)
	if st, err := os.Lstat(fifo); code != 2 || err != nil || st.Mode()&os.ModeNamedPipe == 0 || !strings.Contains(stderr, fifo+": not a regular file") {
		t.Errorf("shot -o FIFO: exit %d, %q; the FIFO is now %v", code, stderr, st.Mode())
	}
}

func TestShotCursorPath(t *testing.T) {
	g := game.New(game.Config{Seed: 7, Level: "rooms"})
	q := openNeighbour(t, g, g.PlayerPos())
	img := shoot(t, "-seed", "7", "-level", "rooms", "-cursor", fmt.Sprintf("%d,%d", q.X, q.Y))
	// The cursor frame (over the cell's top-left pixel) is white when the
	// game previews a path to the cell, red when it finds none: a free floor
	// cell beside the player always has one.
	if c := img.RGBAAt(q.X*render.CellW, q.Y*render.CellH); c != (color.RGBA{255, 255, 255, 255}) {
		t.Errorf("cursor frame at %v is %v, want white (g.PreviewPath(%d,%d) = %v)", q, c, q.X, q.Y, g.PreviewPath(q.X, q.Y))
	}
}
