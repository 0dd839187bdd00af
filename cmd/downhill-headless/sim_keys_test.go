package main

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode"

	"downhill/game"
	"downhill/game/session"
	"downhill/game/session/keys"
	"downhill/world"
)

// TestReplayKeys records a game played through the window's session as a
// window plays it (key presses and clicks, Update called every frame of a
// 60 Hz clock until each trip ends) and replays the recording headless with
// `sim -keys`: the same final state, to the scan count, the map and the
// last turn's actions.
func TestReplayKeys(t *testing.T) {
	const seed = 10 // a game that lasts: the goblins' kinds on depth 1 come from goblinKinds
	g := game.New(game.Config{Seed: seed})
	s := session.New(g, nil)
	r := rand.New(rand.NewPCG(seed, 99))
	var presses []keys.Input // every key and character the table binds, letters in both cases, once
	add := func(in keys.Input) {
		if !slices.Contains(presses, in) {
			presses = append(presses, in)
		}
	}
	for _, b := range keys.Keys {
		for _, k := range b.Keys {
			add(keys.Input{Key: k})
		}
		for _, c := range b.Text {
			add(keys.Input{Char: c})
			add(keys.Input{Char: unicode.ToUpper(c)})
		}
	}
	now := time.Date(2030, 5, 6, 7, 8, 9, 0, time.UTC)
	var rec []keys.Input
	trips, turns, longest := 0, 0, 0 // longest: the most turns one game (of those a death restarted) reached
	s.AfterTurn = func(g *game.Game) { turns++; longest = max(longest, g.Turn) }
	// 1000 inputs (700 were too few turns once explore refused with a
	// goblin in view): the key table's mode keys (use, look, log, best runs)
	// spend some presses without a turn.
	for i := 0; i < 1000; i++ {
		var in keys.Input
		gr := g.Level.Grid
		switch k := r.IntN(100); {
		case g.Dead:
			in.Char = 'R'
		case k < 12:
			in = keys.Input{Click: true, Cell: world.Pos{X: r.IntN(gr.W), Y: r.IntN(gr.H)}}
		case k < 16:
			in.Char = 'x'
		default:
			in = presses[r.IntN(len(presses))]
		}
		rec = append(rec, in)
		if in.Click {
			s.Hover(in.Cell, true) // the mouse moves there, then presses
			s.Click(in.Cell, true, now)
		} else if in.Key != "" {
			s.Key(in.Key, now)
		} else {
			s.Text(in.Char, now)
		}
		for frames := 0; g.Travelling(); frames++ {
			if frames == 0 {
				trips++
			}
			if frames > 100000 {
				t.Fatal("a trip never ends")
			}
			now = now.Add(time.Second / 60)
			s.Update(now)
		}
		now = now.Add(200 * time.Millisecond) // the player thinks
	}
	if turns < 150 || trips < 10 || longest < 100 {
		t.Fatalf("the recorded game is too plain to prove much: %d turns, %d trips, the longest game %d turns", turns, trips, longest)
	}
	var want bytes.Buffer
	writeBlock(&want, g)

	keys := keys.FormatInputs(rec)
	var got bytes.Buffer
	if code := sim([]string{"-seed", strconv.Itoa(seed), "-keys", keys, "-print", "last"}, &got); code != 0 {
		t.Fatalf("sim -keys: exit %d", code)
	}
	if got.String() != want.String() {
		t.Fatalf("the replay of %q ends at\n%s\nthe recorded game at\n%s", keys, got.String(), want.String())
	}
	t.Logf("%d inputs, %d turns, %d trips: %s", len(rec), turns, trips, strings.SplitN(want.String(), "\n", 2)[0])
}
