package world

import (
	"fmt"
	"strings"
	"testing"

	"downhill/internal/repofile"
)

// kindsMarkdown is KindFacts as docs/play.md shows it: every kind the
// player meets, its glyph, its hit points on depth 1 and its attacks.
func kindsMarkdown() string {
	attack := func(a Attack) string {
		if a.HitPct == 0 {
			return "none"
		}
		return fmt.Sprintf("%d%% for %d-%d", a.HitPct, a.MinDamage, a.MaxDamage)
	}
	rows := []string{"| glyph | kind | hit points on depth 1 | blow | shot |", "|---|---|---|---|---|"}
	for k := range NumKinds {
		f := k.Facts()
		rows = append(rows, fmt.Sprintf("| `%c` | %s | %d | %s | %s |", f.Glyph, f.Name, f.HP, attack(f.Blow), attack(f.Shot)))
	}
	return strings.Join(rows, "\n")
}

// TestKindsDoc: docs/play.md's table of creatures is KindFacts (go test
// ./world -update rewrites it).
func TestKindsDoc(t *testing.T) {
	repofile.Block(t, "docs/play.md", "kinds", kindsMarkdown(), *update)
}
