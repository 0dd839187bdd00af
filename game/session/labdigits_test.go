package session

import (
	"fmt"
	"strings"
	"testing"

	"downhill/game/session/keys"
	"downhill/game/session/lab"
)

// With the lab open, the number keys show the field of that number in
// the panel's list (`1 player field`, `2 greedy field`...): the main
// row's digits and the numpad's, NumLock on (it types the digit) or off
// (the named key KP1..KP9). None moves the player or passes a turn; with
// the lab closed the same keys move as ever. The help and the key table
// say so, from the one key table.
func TestLabNumberKeysPickFields(t *testing.T) {
	if lab.FieldCount > 9 {
		t.Fatalf("the lab lists %d fields: more than the number keys", lab.FieldCount)
	}
	s, _ := newTestSession(t, 3)
	press(s, "<Tab>", t0)
	turn, at := s.Game().Turn, s.Game().PlayerPos()
	for n := 1; n <= lab.FieldCount; n++ {
		for _, k := range []string{fmt.Sprint(n), fmt.Sprintf("<KP%d>", n)} {
			press(s, "]", t0) // another field first
			press(s, k, t0)
			if s.Lab().Field != n-1 {
				t.Errorf("%s in the lab shows field %d, want %d (%s)", k, s.Lab().Field+1, n, s.Lab().FieldName(s.Game(), n-1))
			}
		}
	}
	if s.Game().Turn != turn || s.Game().PlayerPos() != at {
		t.Errorf("the number keys in the lab passed %d turns and moved the player %v -> %v", s.Game().Turn-turn, at, s.Game().PlayerPos())
	}
	sc := s.scene()
	if !strings.Contains(strings.Join(sc.Lab.Keys, " "), "1-9") {
		t.Errorf("the lab's footer does not name the number keys: %q", sc.Lab.Keys)
	}
	help := strings.Join(keys.HelpLines(keys.CtxLab), "\n")
	if !strings.Contains(help, "1, 2, 3, 4, 5, 6, 7, 8, 9") {
		t.Errorf("the lab's help does not list the number keys:\n%s", help)
	}
	press(s, "<Tab>", t0)
	n, _ := freeStep(t, s.Game())
	b, _ := keys.LookupText(n)
	for d := '1'; d <= '9'; d++ {
		if db, _ := keys.LookupText(d); db.Dir == b.Dir && db.Action == keys.ActMove {
			press(s, string(d), t0)
			if s.Game().Turn != turn+1 {
				t.Errorf("with the lab closed, %c passed %d turns, want a step", d, s.Game().Turn-turn)
			}
			return
		}
	}
	t.Fatalf("no digit steps %v", b.Dir)
}
