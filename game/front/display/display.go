// Package display ends the game with one clear line when there is no X
// display to open its window on. Ebiten connects to the display in its
// own package initialisation, before main runs, and panics with a C stack
// trace when DISPLAY is unset; this package is initialised before Ebiten
// (it depends on syscall alone and its import path sorts before
// Ebiten's, which is the order Go initialises ready packages in), so a
// player without a display reads what to do instead. Only the game's
// front end imports it.
package display
