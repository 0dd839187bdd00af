package start

import (
	"bytes"
	"strings"
	"testing"
)

// TestBeginHeldLines: the browser's early start holds the game's console
// lines (the seed's, the first turn's event) until the first picture is on
// screen, then writes them in the order they were said, and later lines
// straight through.
func TestBeginHeldLines(t *testing.T) {
	var out bytes.Buffer
	held := &heldLines{to: &writes{&out, 0}}
	g, code, ok := begin([]string{"-seed", "7", "-save", "none", "-events"}, held)
	if !ok {
		t.Fatalf("begin refused (%d)", code)
	}
	if g.Sitting.Game.Cfg.Seed != 7 {
		t.Fatalf("seed %d, want 7", g.Sitting.Game.Cfg.Seed)
	}
	if out.Len() != 0 {
		t.Fatalf("written before the release: %q", out.String())
	}
	held.release()
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if n := held.to.(*writes).n; n != len(lines) {
		t.Errorf("%d lines in %d writes, want a write a line", len(lines), n)
	}
	if len(lines) < 2 || lines[0] != "seed=7" || !strings.HasPrefix(lines[1], "turn=0 ") {
		t.Fatalf("after the release: %q, want the seed, then the first turn", out.String())
	}
	out.Reset()
	held.Write([]byte("later\n"))
	if out.String() != "later\n" {
		t.Errorf("after the release a line is %q, want it written through", out.String())
	}
}

// writes counts the writes to a buffer.
type writes struct {
	*bytes.Buffer
	n int
}

func (w *writes) Write(p []byte) (int, error) {
	w.n++
	return w.Buffer.Write(p)
}
