package game

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"downhill/world"
)

// whyLine parses "why NAME#ID at X,Y: REASONS -> X,Y".
var whyLine = regexp.MustCompile(`^why (\w+)#(\d+) at (\d+),(\d+): (.+) -> (\d+),(\d+)$`)

// TestWhyPredictsEveryStep plays 200 turns of seeded games on every level
// generator, with every kind of creature (some goblins turned naive), an
// exploring player that fights and descends, and checks each creature's
// why line against what the game then did: the creature stands on the
// cell after the arrow once the turn is over, the action log says it moved
// there when the cell is another, and attacks, shots, digs and doors named
// in the reasons appear in the log. Each line is made as the creature
// decides (having seen the creatures before it act), which is what the
// prediction assumes; every creature alive before its turn gets one.
func TestWhyPredictsEveryStep(t *testing.T) {
	kinds, deeds, minds := map[string]int{}, map[string]int{}, map[string]int{}
	checked := 0
	for _, level := range world.Generators {
		for seed := uint64(1); seed <= 3; seed++ {
			g := New(Config{Seed: seed, Level: level, Goblins: 8, W: 60, H: 30})
			naive(g)
			var lines []string
			g.SetWhy(func(l string) { lines = append(lines, l) })
			depth := g.Depth
			for turn := 0; turn < 200 && !g.Dead; turn++ {
				lines = lines[:0]
				s := g.Level.Ents
				awake := map[world.Entity]bool{}
				for i, alive := range s.Alive {
					if alive && world.Entity(i) != g.Player {
						awake[world.Entity(i)] = true
					}
				}
				used := turn%9 == 4 && throwItem(g, thrown[turn/9%len(thrown)])
				if !used && !botTurn(g) {
					g.Do(Command{Action: ActWait})
				}
				if g.Depth != depth {
					depth = g.Depth
					naive(g)
					continue // a descent: the new level's creatures act from the next turn
				}
				where := fmt.Sprintf("%s seed %d turn %d", level, seed, g.Turn)
				for _, l := range lines {
					m := whyLine.FindStringSubmatch(l)
					if m == nil {
						t.Fatalf("%s: bad why line %q", where, l)
					}
					id, _ := strconv.Atoi(m[2])
					e := world.Entity(id)
					from := world.Pos{X: atoi(m[3]), Y: atoi(m[4])}
					to := world.Pos{X: atoi(m[6]), Y: atoi(m[7])}
					tag := m[1] + "#" + m[2]
					kinds[m[1]]++
					for _, w := range []string{"investigating", "searching", "afraid", "smoke", "loses you"} {
						if strings.Contains(m[5], w) {
							minds[w]++
						}
					}
					checked++
					if !awake[e] {
						t.Fatalf("%s: why line for %s, not a living creature", where, tag)
					}
					delete(awake, e)
					if got := s.Pos[e]; got != to {
						t.Fatalf("%s: %q but %s stands at %d,%d\nacts: %q", where, l, tag, got.X, got.Y, g.Acts())
					}
					move := fmt.Sprintf("%s moved %d,%d->%d,%d", tag, from.X, from.Y, to.X, to.Y)
					if to != from && !slices.Contains(g.Acts(), move) {
						t.Fatalf("%s: %q but the log lacks %q\nacts: %q", where, l, move, g.Acts())
					}
					for word, act := range map[string]string{"attacks": " attacks player", "turns to fight": " attacks player",
						"shoots": " shoots player", "digs": " digs", "opens it": " opens door", "steps in": " digs through"} {
						if !strings.HasSuffix(m[5], word) {
							continue
						}
						deeds[word]++
						if !hasPrefix(g.Acts(), tag+act) {
							t.Fatalf("%s: %q but the log lacks %q\nacts: %q", where, l, tag+act, g.Acts())
						}
					}
				}
				for e := range awake {
					if !s.Alive[e] {
						delete(awake, e) // killed by the player's blow before the creatures acted
					}
				}
				if !g.Dead && len(awake) > 0 {
					t.Fatalf("%s: no why line for %d creatures (%v)", where, len(awake), awake)
				}
			}
		}
	}
	for _, k := range []string{"goblin", "greedy", "archer", "tunneler", "naive"} {
		if kinds[k] == 0 {
			t.Errorf("no %s explained", k)
		}
	}
	for _, d := range []string{"attacks", "shoots", "digs", "opens it", "steps in"} {
		if deeds[d] == 0 {
			t.Errorf("no prediction %q was checked", d)
		}
	}
	for _, w := range []string{"investigating", "searching", "afraid"} {
		if minds[w] == 0 {
			t.Errorf("no %q reason was checked", w)
		}
	}
	t.Logf("%d predictions checked: %v; deeds %v; minds %v", checked, kinds, deeds, minds)
}

// thrown are the items the prediction test has the player throw, so the
// states they bring (investigating a noise, searching, fear, smoke, goblins
// crossing caltrops) are predicted too.
var thrown = []world.ItemKind{world.Noisemaker, world.Fear, world.Smoke, world.Caltrops}

// throwItem gives the player item k and throws it at the farthest
// throwable cell within 5 steps (the player's own cell for the scroll,
// which needs no aim); it reports whether that took the turn.
func throwItem(g *Game, k world.ItemKind) bool {
	p := g.PlayerPos()
	best, bd := p, -1
	for y := p.Y - 5; y <= p.Y+5; y++ {
		for x := p.X - 5; x <= p.X+5; x++ {
			c := world.Pos{X: x, Y: y}
			if ok, _ := g.CanThrow(c, false); ok && max(world.Abs(x-p.X), world.Abs(y-p.Y)) > bd {
				best, bd = c, max(world.Abs(x-p.X), world.Abs(y-p.Y))
			}
		}
	}
	if len(g.Inventory) >= InventorySlots {
		return false
	}
	g.Inventory = append(g.Inventory, k)
	return g.Do(Command{Action: ActUse, Slot: len(g.Inventory) - 1, X: best.X, Y: best.Y})
}

// naive turns every third goblin of the level into the naive chaser, so
// the prediction test covers it too.
func naive(g *Game) {
	s := g.Level.Ents
	for i := range s.Alive {
		if s.Alive[i] && s.Kind[i] == world.Goblin && i%3 == 0 {
			s.Kind[i] = world.Naive
		}
	}
}

func atoi(s string) int { n, _ := strconv.Atoi(s); return n }

// hasPrefix reports whether a line of acts starts with p.
func hasPrefix(acts []string, p string) bool {
	return slices.ContainsFunc(acts, func(a string) bool { return strings.HasPrefix(a, p) })
}
