//go:build js

package main

import (
	"os"

	"downhill/game/store"
	"downhill/game/web"
)

// The browser's front end: a 2D canvas on the same session as the window
// (game/web), which links no Gio.
var runFront = web.Run

// logTo gets the sitting's lines: the console (tests read them there).
var logTo = os.Stdout

// storage is the browser's: the page's localStorage.
func storage(store.Options) store.Storage { return store.Local{} }

// defaultSave names the browser's save place for the usage.
func defaultSave() string { return store.Local{}.Where(store.Save) }
