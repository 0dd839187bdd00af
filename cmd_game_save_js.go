//go:build js

package main

import (
	"downhill/game"
	"downhill/game/ui"
)

// defaultSavePath: the browser keeps its save in localStorage (see
// game/ui/web_js.go), so the desktop's file save is off.
func defaultSavePath() string { return "none" }

// keepSaved is never called in the browser (the save path is "none").
func keepSaved(string, bool, *ui.Options) *game.Game { return nil }
