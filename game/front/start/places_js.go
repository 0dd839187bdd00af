//go:build js

package start

import (
	"os"

	"downhill/game/store"
)

// logTo gets the sitting's lines: the console (tests read them there).
var logTo = os.Stdout

// storage is the browser's: the page's localStorage.
func storage(store.Options) store.Storage { return store.Local{} }

// checkPlaces has nothing to check in the browser: localStorage holds
// only the game's own keys.
func checkPlaces(store.Options) error { return nil }
