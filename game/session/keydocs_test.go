package session

import (
	"strings"
	"testing"

	"downhill/game/session/keys"
	"downhill/internal/repofile"
)

// TestControlsKeyTable checks docs/controls.md's key table is exactly
// KeyTable, so the page, the help dialog and the keys the game reads
// cannot drift (-update rewrites the page's table).
func TestControlsKeyTable(t *testing.T) {
	repofile.Block(t, "docs/controls.md", "keys", strings.Join(keys.KeyTable(), "\n"), *update)
}

// startKeys are what the README's short table shows, by KeyTable's "does"
// column: the keys a new player needs for a whole run.
var startKeys = []string{"move, attack", "wait", "auto-explore", "go down stairs", "go up stairs",
	"inventory", "look", "field overlay", "Dijkstra lab", "help"}

// TestStartKeyTable checks the README's ten keys are KeyTable's rows for
// startKeys, in that order (-update rewrites them): a key moved in Keys
// moves in the README too, and a row renamed fails here.
func TestStartKeyTable(t *testing.T) {
	table := keys.KeyTable()
	lines := table[:2:2]
	for _, does := range startKeys {
		found := false
		for _, row := range table[2:] {
			if strings.HasSuffix(row, "` | "+does+" |") {
				lines, found = append(lines, row), true
				break
			}
		}
		if !found {
			t.Errorf("keys.KeyTable has no row that does %q", does)
		}
	}
	repofile.Block(t, "README.md", "keys-start", strings.Join(lines, "\n"), *update)
}
