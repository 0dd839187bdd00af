package session

import (
	"image"
	"strings"
	"testing"

	"downhill/game/session/layout"
	"downhill/render"
	"downhill/world"
)

// A click's result shows at once: with the mouse resting on a goblin
// next to the player (its look, a long description, in the info row over
// the messages), a click attacks it, and every message of that turn (the
// blow, the goblin's answer) is on the frame drawn next, read from its
// pixels, however many rows the look would like; the look keeps what
// room is left. Checked at a desktop window and a small one, and again
// after a second click.
func TestClickResultShowsAtOnce(t *testing.T) {
	for _, size := range []image.Point{layout.WindowSize, image.Pt(800, 600), image.Pt(640, 400)} {
		s := mapSession(t,
			"##############################",
			"#............................#",
			"#.@g.........................#",
			"#............................#",
			"##############################")
		g := s.Game()
		g.Level.Ents.HP[g.Player], g.Level.Ents.MaxHP[g.Player] = 100, 100
		gob := g.Level.Ents.At(world.Pos{X: 3, Y: 2})
		g.Level.Ents.HP[gob], g.Level.Ents.MaxHP[gob] = 100, 100 // it stays for both clicks
		s.Resize(size)
		img := s.Draw(nil)
		x, y := pixelOf(s, world.Pos{X: 3, Y: 2})
		s.Pointer(x, y)
		img = s.Draw(img)
		if !strings.Contains(infoText(s), "goblin") {
			t.Fatalf("%v: hovering the goblin says %q", size, infoText(s))
		}
		for click := 1; click <= 2; click++ {
			said := g.Said()
			turn := g.Turn
			s.Press(x, y, true, t0)
			if g.Turn != turn+1 {
				t.Fatalf("%v: click %d on the goblin passed %d turns", size, click, g.Turn-turn)
			}
			img = s.Draw(img)
			a := render.Arranged(s.lastScene)
			bottom := image.Rect(a.Map.Min.X, a.Map.Min.Y, a.Cols, a.Rows)
			text := strings.Join(strings.Fields(strings.Join(render.ReadText(img, image.Point{}, a.Cell, bottom), " ")), " ")
			news := g.Messages[len(g.Messages)-(g.Said()-said):]
			if len(news) == 0 {
				t.Fatalf("%v: click %d said nothing", size, click)
			}
			for _, m := range news {
				if !strings.Contains(text, m) {
					t.Errorf("%v: click %d said %q, not on the frame; it reads:\n%s", size, click, m, text)
				}
			}
			if !strings.Contains(text, "goblin (") {
				t.Errorf("%v: click %d: the look at the goblin is gone from the frame:\n%s", size, click, text)
			}
		}
	}
}
