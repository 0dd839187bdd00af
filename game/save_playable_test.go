package game

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"downhill/world"
)

// playableSaves are saves that pass every check and so must play: kept
// levels with nothing to arrive on, counters at their bounds, a message as
// long as a save holds. Each once crashed on the stairs, or played a turn
// and wrote a save that its next start rejected. The player stands on
// depth 2 of three kept levels, on its up stairs.
func playableSaves(t testing.TB) map[string][]byte {
	g := keptLevels(t)
	up := g.Level.Up
	g.Level.Ents.Move(g.Player, up)
	good, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	edit := func(f func(s *saveFile)) []byte {
		var s saveFile
		if err := json.Unmarshal(good, &s); err != nil {
			t.Fatal(err)
		}
		f(&s)
		b, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	none := world.Pos{X: -1, Y: -1}
	// fill puts a sleeping goblin on every free walkable cell of l.
	fill := func(l *world.Level) {
		gr := l.Grid
		for i, tl := range gr.Tiles {
			p := world.Pos{X: i % gr.W, Y: i / gr.W}
			if tl.Walkable() && l.Ents.At(p) == world.NoEntity {
				e := l.Ents.Add(world.Goblin, p, startHP(world.Goblin, 1))
				l.Ents.Mind[e] = world.Asleep
			}
		}
	}
	return map[string][]byte{
		// Depth 1 kept with neither stairs nor a start: `<` arrives on
		// the free cell nearest its middle.
		"playable-kept-no-stairs": edit(func(s *saveFile) {
			l := s.Levels[0]
			for _, p := range []world.Pos{l.Up, l.Stairs} {
				l.Grid.Set(p.X, p.Y, world.Floor)
			}
			l.Up, l.Stairs, l.Start = none, none, none
		}),
		// Depth 1 kept with a creature on every walkable cell: `<` is
		// refused, and no turn passes.
		"playable-kept-full": edit(func(s *saveFile) { fill(s.Levels[0]) }),
		// The same but for one deep water cell: the player swims there.
		"playable-kept-full-but-water": edit(func(s *saveFile) {
			l := s.Levels[0]
			for i, tl := range l.Grid.Tiles {
				if tl == world.Floor && l.Ents.Occ[i] == world.NoEntity {
					l.Grid.Set(i%l.Grid.W, i/l.Grid.W, world.Deep)
					break
				}
			}
			fill(l)
		}),
		// Every count at its bound, gold at the bound under the player's
		// next step: one turn takes them past, and the save after it
		// must still load.
		"playable-counters-at-bound": edit(func(s *saveFile) {
			s.Turn, s.Gold, s.Scans, s.Stats.GoldThrown = MaxAmount, MaxAmount, MaxAmount, MaxAmount
			s.Memo.Turn, s.Memo.WalkVer, s.Memo.DigVer, s.Memo.GoldVer = MaxAmount, MaxAmount, MaxAmount, MaxAmount
			for i := range s.Stats.Kills {
				s.Stats.Kills[i] = MaxAmount
			}
			l := s.Levels[s.Depth-1]
			p := l.Up
			for _, d := range []world.Pos{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}} {
				q := p.Add(d)
				if l.Grid.At(q.X, q.Y) == world.Floor && l.Ents.At(q) == world.NoEntity {
					l.Gold[l.Grid.Index(q.X, q.Y)] = MaxAmount
				}
			}
		}),
		// The newest message as long as a save may hold.
		"playable-message-at-bound": edit(func(s *saveFile) {
			s.Messages, s.MessageTurns = append(s.Messages, strings.Repeat("m", MaxLine)), append(s.MessageTurns, s.Turn)
		}),
	}
}

// TestPlayableSavesPlay: each playable save loads; `<` from the up stairs
// goes up (or is refused with a message when nothing is free up there),
// the player arrives on a free cell it may stand on at every kept level
// by either stairs, a turn of every kind passes, and each save the game
// then writes loads again.
func TestPlayableSavesPlay(t *testing.T) {
	saves := playableSaves(t)
	for name, data := range saves {
		t.Run(name, func(t *testing.T) {
			g, err := Load(data)
			if err != nil {
				t.Fatalf("Load: %v", err)
			}
			turn := g.Turn
			up := g.Do(Command{Action: ActAscend})
			switch {
			case name == "playable-kept-full" && (up || g.Depth != 2 || g.Turn != turn || lastMessage(g) != "The stairs are blocked."):
				t.Fatalf("`<` to a full level: took a turn %v, depth %d, said %q", up, g.Depth, lastMessage(g))
			case name != "playable-kept-full" && (!up || g.Depth != 1):
				t.Fatalf("`<` did not go up: depth %d, said %q", g.Depth, lastMessage(g))
			}
			p := g.PlayerPos()
			if tl := g.Level.Grid.At(p.X, p.Y); !tl.Walkable() && tl != world.Deep || g.Level.Ents.At(p) != g.Player {
				t.Fatalf("the player stands at %d,%d on tile %d, the cell holds %d", p.X, p.Y, tl, g.Level.Ents.At(p))
			}
			if name == "playable-kept-full-but-water" && g.Level.Grid.At(p.X, p.Y) != world.Deep {
				t.Fatalf("arrived on tile %d, not the only free (deep) cell", g.Level.Grid.At(p.X, p.Y))
			}
			arriveEverywhere(t, g)
			for _, c := range []Command{{Action: ActWait}, {Action: ActMove, DX: 1}, {Action: ActMove, DX: -1},
				{Action: ActMove, DY: 1}, {Action: ActMove, DY: -1}, {Action: ActExplore}} {
				g.Do(c)
				again, err := g.Save()
				if err != nil {
					t.Fatal(err)
				}
				if _, err := Load(again); err != nil {
					t.Fatalf("after %+v the game's own save does not load: %v", c, err)
				}
			}
		})
	}
	if *updateCorpus {
		writeCorpus(t, saves)
	}
}

// TestSayClipsLongMessages: a message longer than a save holds (a bad
// value quoted whole) is clipped where it is said, and the save loads.
func TestSayClipsLongMessages(t *testing.T) {
	g := New(Config{Seed: 2, W: 24, H: 12})
	g.say("The seed " + strings.Repeat("9", 1200) + " is not a number.")
	if n := len(lastMessage(g)); n > MaxLine {
		t.Fatalf("a message of %d bytes was kept", n)
	}
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Load(data); err != nil {
		t.Fatalf("the save does not load: %v", err)
	}
}

// writeCorpus writes saves into the FuzzLoad corpus, one file each.
func writeCorpus(t *testing.T, saves map[string][]byte) {
	dir := filepath.Join("testdata", "fuzz", "FuzzLoad")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, data := range saves {
		body := fmt.Sprintf("go test fuzz v1\n[]byte(%q)\n", data)
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
