//go:build linux

package main

import (
	"fmt"
	"image"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"downhill/game"
	"downhill/render"
	"downhill/world"
)

// The quick-click tests click as a touchpad's tap-to-click does: the
// button's press and release back to back (`xdotool click 1`, real XTEST
// input), with no pause after moving the pointer there. Every click must
// pass its turn: the binary's event line after it equals the test's copy
// of the game after the same command.
//
// DOWNHILL_COUNT_CLICKS=1 counts instead of failing at the first lost
// click (a click is lost when its turn has not come 2 s after it), to
// measure a build that loses them.
var countClicks = os.Getenv("DOWNHILL_COUNT_CLICKS") != ""

// clicker plays the window by clicks, with the test's copy of the game.
type clicker struct {
	d          *desktop
	r          *replay
	g          *game.Game // r.g
	pl         placement
	tried, won int // quick clicks sent, and those that passed their turn
}

// newClicker starts the game on a screen of dpi (96 or 192) in cells of
// cell pixels (device pixels), the window big enough for the whole level
// (the camera never moves), and the slowest animation (a trip takes
// long enough to be clicked during).
func newClicker(t *testing.T, dpi, cell int) *clicker {
	settings := fmt.Sprintf(`{"text_size":%d,"speed":0.5}`, cell)
	level := image.Pt((80+render.SideCols)*cell*3/5, (45+render.LogLines+1)*cell)
	screen := level.Add(image.Pt(100, 100))
	d := startDesktopWith(t, screen, dpi, settings, "-seed", strconv.Itoa(desktopSeed))
	d.events.waitTurn(t, 0)
	geo := d.resize(level)
	r := &replay{g: game.New(game.Config{Seed: desktopSeed, W: 80, H: 45})}
	l := copyLayout(r.g, settings, geo.Size())
	if l.ViewW < 80 || l.ViewH < 45 {
		t.Fatalf("a %v window shows %dx%d cells of the 80x45 level", geo.Size(), l.ViewW, l.ViewH)
	}
	return &clicker{d: d, r: r, g: r.g, pl: placementOf(geo, l)}
}

// at is the screen pixel at the centre of cell p.
func (c *clicker) at(p world.Pos) image.Point {
	return c.pl.screenCell(p, c.pl.cell.X/2, c.pl.cell.Y/2)
}

// neighbour is a floor cell beside the player with nothing on it,
// preferring from (the cell it came from), for clicks back and forth.
func (c *clicker) neighbour(from world.Pos) world.Pos {
	p := c.g.PlayerPos()
	if dx, dy := from.X-p.X, from.Y-p.Y; max(world.Abs(dx), world.Abs(dy)) == 1 && c.g.Level.Grid.At(from.X, from.Y) == world.Floor && c.g.Level.Ents.At(from) == world.NoEntity {
		return from
	}
	q, ok := freeNeighbour(c.g, p)
	if !ok {
		c.d.t.Fatalf("the player at %v has no free floor beside it", p)
	}
	return q
}

// step is what a click on cell q beside the player does, in the copy.
func (c *clicker) step(q world.Pos) {
	p := c.g.PlayerPos()
	c.r.do(game.Command{Action: game.ActMove, DX: q.X - p.X, DY: q.Y - p.Y})
}

// expect waits for the copy's turn in the binary's lines (at most wait)
// and checks it is the copy's; it reports whether it came.
func (c *clicker) expect(what string, wait time.Duration) bool {
	c.d.t.Helper()
	prefix := fmt.Sprintf("turn=%d ", c.g.Turn)
	for deadline := time.Now().Add(wait); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		for _, s := range c.d.events.all() {
			if strings.HasPrefix(s, prefix) {
				if comparable(s) != comparable(c.g.EventLine()) {
					c.d.t.Fatalf("%s: binary %q, test copy %q", what, s, c.g.EventLine())
				}
				return true
			}
		}
	}
	return false
}

// quickClicks clicks n times on a free cell beside the player, back and
// forth, moving the pointer there and clicking in one xdotool command.
func (c *clicker) quickClicks(n int, what string) {
	c.d.t.Helper()
	from := c.g.PlayerPos()
	for i := 0; i < n; i++ {
		q := c.neighbour(from)
		from = c.g.PlayerPos()
		p := c.at(q)
		c.tried++
		c.d.xdotool("mousemove", strconv.Itoa(p.X), strconv.Itoa(p.Y), "click", "1")
		c.step(q)
		if c.expect(fmt.Sprintf("%s: quick click %d on %v", what, i+1, q), c.clickWait()) {
			c.won++
			continue
		}
		if !countClicks {
			c.d.t.Fatalf("%s: quick click %d on %v passed no turn; lines:\n%s", what, i+1, q, strings.Join(c.d.events.all(), "\n"))
		}
		// Counting: a lost click may act when the mouse next moves; the
		// copy follows whatever the binary did.
		c.d.xdotool("mousemove_relative", "1", "0")
		if !c.expect("a lost click acting late", 2*time.Second) {
			c.r.cmd = c.r.cmd[:len(c.r.cmd)-1]
			c.r.g = c.r.clone()
			c.g = c.r.g
		}
	}
}

// clickWait is how long a click's turn may take: the deadlock guard, or 2 s
// when counting.
func (c *clicker) clickWait() time.Duration {
	if countClicks {
		return 2 * time.Second
	}
	return waitFor
}

// busy runs a busy loop on every core until the returned stop is called:
// the machine as loaded as a shared one gets.
func busy() (stop func()) {
	var done atomic.Bool
	for range runtime.NumCPU() {
		go func() {
			for x := 0; !done.Load(); x++ {
			}
		}()
	}
	return func() { done.Store(true) }
}

// TestDesktopQuickClicks clicks on a free cell beside the player as a
// touchpad's tap-to-click does (press and release back to back), quietly
// and beside a busy loop on every core, at 1x and on a HiDPI screen (a
// device scale factor of 2); then a click right after a key, and a click
// during a trip, which stops it. Every click passes its turn.
func TestDesktopQuickClicks(t *testing.T) {
	for _, c := range []struct {
		name      string
		dpi, cell int
	}{{"1x", 96, 20}, {"2x", 192, 40}} {
		t.Run(c.name, func(t *testing.T) {
			k := newClicker(t, c.dpi, c.cell)
			k.quickClicks(12, c.name+" quiet")
			stop := busy()
			k.quickClicks(12, c.name+" busy")
			stop()
			if countClicks {
				t.Logf("%s: %d of %d quick clicks passed their turn", c.name, k.won, k.tried)
				return
			}
			t.Logf("%s: %d of %d quick clicks passed their turn", c.name, k.won, k.tried)

			// A click right after a key: both pass, in order.
			q := k.neighbour(k.g.PlayerPos())
			p := k.at(q)
			k.d.move(p)
			k.d.xdotool("key", "period", "click", "1")
			k.r.do(game.Command{Action: game.ActWait})
			if !k.expect("the key before the click", waitFor) {
				t.Fatal("a key typed before a click passed no turn")
			}
			k.step(q)
			if !k.expect("a click right after a key", waitFor) {
				t.Fatal("a click right after a key passed no turn")
			}

			k.tripStopped()
		})
	}
}

// tripStopped clicks a cell far from the player (a trip of many steps,
// at the slowest pace) and clicks again at once: the second click stops
// the trip well before its end.
func (c *clicker) tripStopped() {
	t := c.d.t
	t.Helper()
	gr := c.g.Level.Grid
	var target world.Pos
	var steps int
	for y := 0; y < gr.H; y++ {
		for x := 0; x < gr.W; x++ {
			if !gr.Visible[gr.Index(x, y)] || gr.At(x, y) != world.Floor {
				continue
			}
			try := c.r.clone()
			n := 0
			for n < 200 && try.Do(game.Command{Action: game.ActTravel, X: x, Y: y}) && try.Travelling() {
				n++
			}
			if try.PlayerPos() == (world.Pos{X: x, Y: y}) && n > steps {
				target, steps = world.Pos{X: x, Y: y}, n
			}
		}
	}
	if steps < 8 {
		t.Fatalf("no cell in view far enough for a trip from %v (%d steps)", c.g.PlayerPos(), steps)
	}
	base := c.g.Turn
	c.d.move(c.at(target))
	// Two clicks back to back: the first sets off (its first step at
	// once), the second comes during the trip, whatever the machine's
	// speed (a trip's steps come 120 ms apart at this pace).
	c.d.xdotool("click", "--repeat", "2", "--delay", "1", "1")
	c.d.events.waitTurn(t, base+1)
	last := c.d.events.settle(t, time.Second)
	if last >= base+steps {
		t.Fatalf("a click during a trip of %d steps to %v did not stop it (turns %d..%d)", steps, target, base, last)
	}
	t.Logf("a click during a trip of %d steps stopped it after %d", steps+1, last-base)
}
