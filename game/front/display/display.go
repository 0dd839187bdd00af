// Package display ends the game with one clear line when there is no X
// display to open its window on, and lets `downhill -h` print the usage
// there. Ebiten connects to the display in its own package
// initialisation, before main runs, and panics with a C stack trace when
// DISPLAY is unset; this package is initialised before Ebiten's (its
// imports are the game's flags, the store and the rules, never Ebiten,
// and Go initialises ready packages in the order of their paths, where
// downhill/... comes before github.com/...; TestNoDisplay would see a
// panic), so with no display it reads the flags itself: -h prints the
// usage, a wrong flag its one line, and anything else learns what to do.
// Only the game's front end imports it.
package display
