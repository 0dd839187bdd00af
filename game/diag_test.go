package game

import (
	"bytes"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"downhill/ai"
	"downhill/world"
)

func TestDiag(t *testing.T) {
	seed, _ := strconv.ParseUint(os.Getenv("DSEED"), 10, 64)
	turns, _ := strconv.Atoi(os.Getenv("DTURN"))
	if turns == 0 {
		t.Skip()
	}
	k := uint64(len(world.Kinds))
	cfg := Config{Seed: seed, Level: world.Kinds[seed%k], Goblins: 8,
		W: 36 + int(seed%3)*6, H: 18 + int(seed%2)*4}
	s := &soaker{explore: seed/k%2 == 0, r: rand.New(rand.NewPCG(seed, 0x736f616b))}
	g := New(cfg)
	s.levelStart(g)
	data, _ := g.Save()
	for turn := 1; turn <= turns; turn++ {
		h, _ := Load(data)
		c := s.command(g)
		m := g.Minds()
		t.Logf("turn %d before: keys %+v memo walk %d", turn, g.Memo.Keys, g.Memo.WalkVer)
		_ = m
		s.play(g, c)
		s.play(h, c)
		t.Logf("turn %d: %s acts %q", turn, commandText(c), g.Acts)
		data, _ = g.Save()
		hs, _ := h.Save()
		if !bytes.Equal(hs, data) {
			t.Fatalf("played: %s\nloaded acts %q", saveDiff(data, hs), h.Acts)
		}
		if w := s.check(g); w != "" {
			t.Logf("keys %+v memo %+v current flee %v approach %v", g.Memo.Keys, g.Memo.WalkVer, g.Minds().Current(ai.FieldFlee), g.Minds().Current(ai.FieldApproach))
			t.Fatal(w)
		}
		if g.Level != s.level {
			s.levelStart(g)
			data, _ = g.Save()
		}
	}
}
