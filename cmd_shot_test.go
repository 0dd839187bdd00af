package main

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"downhill/game"
	"downhill/game/session"
	"downhill/render"
	"downhill/world"
)

// shoot runs `downhill shot args -o tmp.png` and decodes the picture.
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
	if b := img.Bounds(); b.Dx() != gw*render.CellW || b.Dy() != (gh+render.TextRows)*render.CellH || b.Dx() < 640 || b.Dy() < 360 {
		t.Fatalf("shot is %v for a %dx%d level", b, gw, gh)
	}
	// The player is drawn in white on its cell.
	p := g.PlayerPos()
	if n := cellHas(img, p, color.RGBA{255, 255, 255, 255}); n < 8 {
		t.Errorf("player cell %v has %d white pixels", p, n)
	}
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
	// The file is exactly the renderer's frame for the same game and view.
	want := render.Draw(session.Scene(g, session.View{Overlay: render.OverlayHeat, ViewW: gw, ViewH: gh}))
	if !bytes.Equal(want.Pix, img.Pix) {
		t.Error("shot differs from render.Draw of the same scene")
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
	if cellHas(img, g.PlayerPos(), color.RGBA{255, 255, 255, 255}) < 8 {
		t.Error("player not drawn under fog")
	}
}

func TestShotSmallLevelIsStillLarge(t *testing.T) {
	img := shoot(t, "-seed", "3", "-w", "30", "-h", "12", "-level", "caves")
	if b := img.Bounds(); b.Dx() < 640 || b.Dy() < 360 {
		t.Fatalf("shot of a small level is %v, want at least 640x360", b)
	}
	// Outside the 30x12 level the view is black.
	if c := img.RGBAAt(40*render.CellW+3, 3*render.CellH+3); c != (color.RGBA{0, 0, 0, 255}) {
		t.Errorf("cell outside the level is %v", c)
	}
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
