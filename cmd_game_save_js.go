//go:build js

package main

import "downhill/game/front"

// defaultSavePath: the browser keeps its save in localStorage, not a file.
func defaultSavePath() string { return "none" }

// gameStorage is where the tab keeps its game: localStorage, continued on
// a reload (a seeded address plays that seed, continuing the save only
// when it is of that seed).
func gameStorage(_ string, _, seeded, _ bool) front.Storage { return front.NewPageStorage(seeded) }
