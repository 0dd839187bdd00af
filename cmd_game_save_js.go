//go:build js

package main

import (
	"downhill/game"
	"downhill/game/web"
)

// The browser's front end: a 2D canvas on the same session as the window
// (game/web), which links no Gio.
type frontOptions = web.Options

var runFront = web.Run

// defaultSavePath: the browser keeps its save in localStorage (see
// game/web), so the desktop's file save is off.
func defaultSavePath() string { return "none" }

// keepSaved is never called in the browser (the save path is "none").
func keepSaved(string, bool, *frontOptions) *game.Game { return nil }
