//go:build !js

package start

import (
	"os"

	"downhill/game/store"
)

// logTo gets the sitting's lines (a save kept aside, a continued game).
var logTo = os.Stderr

// storage is the desktop's: files in the default places, the save (and
// the best runs beside it) where -save says, the drawing where
// -sandbox-file says.
func storage(o store.Options) store.Storage { return files(o) }

// files is storage's Files.
func files(o store.Options) store.Files {
	p := store.DefaultPaths()
	if o.SavePath != "" {
		p = p.WithSave(o.SavePath)
	}
	if o.SandboxFile != "" {
		p[store.Sandbox] = o.SandboxFile
	}
	return store.Files{Paths: p}
}

// checkPlaces refuses, as the game starts, a place it would write that is
// not a regular file (-save DIR, -save /dev/null, a FIFO as the sandbox's
// drawing): one line, and nothing is touched (store.Files.CheckPlaces).
func checkPlaces(o store.Options) error {
	items := []store.Item{store.Save, store.BestRuns, store.Morgue, store.Settings}
	if o.Sandbox {
		items = append(items, store.Sandbox)
	}
	return files(o).CheckPlaces(items...)
}
