//go:build !js

package flags

import "downhill/game/store"

// defaultSave is where the game keeps its save without -save, for the
// usage.
func defaultSave() string {
	if p := store.DefaultPaths()[store.Save]; p != "" {
		return p
	}
	return "none"
}
