package session

import (
	"bytes"
	"downhill/game/session/screen"
	goldenimg "downhill/internal/golden"
	"flag"
	"image"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"downhill/ai"
	"downhill/ai/dijkstra"
	"downhill/game"
	"downhill/game/session/lab"
	"downhill/headless/bot"
	"downhill/render"
	"downhill/world"
)

var update = flag.Bool("update", false, "rewrite testdata/*.png")

// labGame is a seeded game a few turns in, with goblins awake.
func labGame(t *testing.T) *game.Game {
	t.Helper()
	g := game.New(game.Config{Seed: 7, Level: "rooms", Goblins: 6})
	for i := 0; i < 12; i++ {
		bot.Turn(g)
	}
	return g
}

// firstCreature is the living creature that acts first next turn.
func firstCreature(g *game.Game) world.Entity {
	s := g.Level.Ents
	for i, alive := range s.Alive {
		if alive && world.Entity(i) != g.Player && s.Mind[i] != world.Asleep {
			return world.Entity(i)
		}
	}
	return world.NoEntity
}

// TestInspectorIsTheDecision checks the inspector's "next" and "why" for
// the creature that acts first are exactly the why line the game prints
// when the player then waits, and that inspecting changes nothing in the
// game (its save is byte-identical before and after).
func TestInspectorIsTheDecision(t *testing.T) {
	g := labGame(t)
	e := firstCreature(g)
	if e == world.NoEntity {
		t.Fatal("no awake creature")
	}
	before, _ := g.Save()
	lb := lab.NewLab()
	lb.Open = true
	lb.Select(g, e)
	for f := 0; f < 7; f++ {
		lb.Field, lb.Arrows = f, true
		sc := screen.Scene(g, screen.View{})
		lb.Decorate(g, sc, nil, nil)
		render.Draw(sc)
	}
	sc := screen.Scene(g, screen.View{})
	lb.Field = 0
	lb.Decorate(g, sc, nil, nil)
	after, _ := g.Save()
	if !bytes.Equal(before, after) {
		t.Fatal("the lab changed the game")
	}
	in := sc.Lab.Inspect
	var lines []string
	g.SetWhy(func(l string) { lines = append(lines, l) })
	g.Do(game.Command{Action: game.ActWait})
	var got string
	for _, l := range lines {
		if strings.HasPrefix(l, "why "+g.Tag(e)+" ") {
			got = l
		}
	}
	want := ""
	for _, l := range in.Lines {
		if why, ok := strings.CutPrefix(l, "why: "); ok {
			want = why
		}
	}
	if got == "" || want == "" || !strings.Contains(got, ": "+want+" -> ") {
		t.Fatalf("inspector says %q\ngame says %q", want, got)
	}
	if p := g.Level.Ents.Pos[e]; p != *in.Next {
		t.Errorf("inspector's next step %v, creature went to %v", *in.Next, p)
	}
}

// TestPlaybackRanksFollowEach checks the playback lights cells in the order
// the engine's Each reports them, and that a flee playback plays the player
// field's scan first, then the safety map's.
func TestPlaybackRanksFollowEach(t *testing.T) {
	g := labGame(t)
	lb := lab.NewLab()
	lb.Open, lb.Field = true, int(ai.FieldFlee)
	lb.Playback.Start()
	fs := lb.Fields(g)
	ap, fl := fs[ai.FieldApproach].Field, fs[ai.FieldFlee].Field
	for _, c := range []struct {
		step  int
		name  string
		field *dijkstra.Field
		base  int
	}{{ap.Reached() / 2, "player field", ap, 0}, {ap.Reached() + fl.Reached()/2, "safety map", fl, ap.Reached()}} {
		lb.Playback.Step = c.step
		sc := screen.Scene(g, screen.View{})
		lb.Decorate(g, sc, nil, nil)
		rp := sc.Lab.Playback
		if sc.Overlay.Name != c.name {
			t.Fatalf("step %d shows %s, want %s", c.step, sc.Overlay.Name, c.name)
		}
		n := c.base
		c.field.Each(func(x, y int, v int32) {
			if got := rp.Rank.At(x, y); got != int32(n) {
				t.Fatalf("%s: cell %d,%d settled %d-th, playback ranks it %d", c.name, x, y, n, got)
			}
			n++
		})
	}
	// StepWave ends on a wave boundary: every cell of one value or none.
	lb.Playback.Step = 0
	lb.Playback.StepWave()
	sc := screen.Scene(g, screen.View{})
	lb.Decorate(g, sc, nil, nil)
	if lb.Playback.Step != 1 {
		t.Errorf("the first wave of the player field is its goal, 1 cell; stepped to %d", lb.Playback.Step)
	}
}

// TestLabGolden draws the lab on a real game: the player field as heat
// with arrows and a goblin inspected; the flee field mid-playback.
func TestLabGolden(t *testing.T) {
	g := labGame(t)
	e := firstCreature(g)
	s := g.Level.Ents
	// A hunting goblin tells the better story: the plain goblin nearest the
	// player, woken.
	best := -1
	for i, alive := range s.Alive {
		if alive && s.Kind[i] == world.Goblin && (best < 0 ||
			ai.Chebyshev(s.Pos[i], g.PlayerPos()) < ai.Chebyshev(s.Pos[best], g.PlayerPos())) {
			best = i
		}
	}
	if best >= 0 {
		e = world.Entity(best)
		s.Mind[e], s.Memory[e] = world.Hunting, ai.ForgetTurns
	}
	keys := labKeys()
	lb := lab.NewLab()
	lb.Open, lb.Arrows = true, true
	lb.Select(g, e)
	sc := screen.Scene(g, screen.View{})
	lb.Decorate(g, sc, nil, keys)
	golden(t, "lab-game", render.Draw(sc))

	lb = lab.NewLab()
	lb.Open, lb.Field = true, int(ai.FieldFlee)
	lb.Playback.Start()
	sc = screen.Scene(g, screen.View{})
	lb.Decorate(g, sc, nil, keys)
	lb.Playback.Step = lb.Playback.Total() * 3 / 4
	sc = screen.Scene(g, screen.View{})
	lb.Decorate(g, sc, nil, keys)
	golden(t, "lab-flee-playback", render.Draw(sc))
}

// golden compares img with testdata/NAME.png (rewritten with -update).
func golden(t *testing.T, name string, img *image.RGBA) {
	t.Helper()
	goldenimg.Check(t, filepath.Join("testdata", name+".png"), img, *update, render.CellW, render.CellH)
}

// BenchmarkLabDraw is one frame with the lab open (arrows, the explore
// field, a goblin inspected) on a 256 x 256 level, the view 80 x 45.
func BenchmarkLabDraw(b *testing.B) {
	g := game.New(game.Config{Seed: 5, W: 256, H: 256, Goblins: 200, Level: "caves"})
	s := New(g, nil)
	press(s, "<Tab>", time.Time{})
	press(s, "a", time.Time{})
	img := s.Draw(nil)
	for b.Loop() {
		s.dirty = true
		img = s.Draw(img)
	}
}

// TestLabSearchField: the lab's last field is the search field of an
// investigating goblin, the very field it walks to its target on (0 at the
// target); with no goblin investigating it has no goal.
func TestLabSearchField(t *testing.T) {
	g := game.New(game.Config{Seed: 3})
	lb := lab.NewLab()
	fs := lb.Fields(g)
	if len(fs) != lab.FieldCount {
		t.Fatalf("%d fields, lab.FieldCount %d", len(fs), lab.FieldCount)
	}
	if last := fs[len(fs)-1]; last.Name != "search field" || last.Field.Reached() != 0 {
		t.Fatalf("no investigator: %q with %d cells reached", last.Name, last.Field.Reached())
	}
	s := g.Level.Ents
	e := world.NoEntity
	for i := range s.Alive {
		if s.Alive[i] && world.Entity(i) != g.Player {
			e = world.Entity(i)
			break
		}
	}
	if e == world.NoEntity {
		t.Fatal("no goblin")
	}
	target := g.PlayerPos()
	g.Minds().Investigate(e, target)
	last := lb.Fields(g)[lab.FieldCount-1]
	if last.Name != "search field ("+g.Tag(e)+")" || last.Field != g.Minds().TargetField(target) || last.Field.At(target.X, target.Y) != 0 {
		t.Fatalf("investigating %s: %q, %d at the target", g.Tag(e), last.Name, last.Field.At(target.X, target.Y))
	}
}
