//go:build !js

package start

// takeEarly finds nothing: only the browser begins a game as the program
// initialises.
func takeEarly([]string) (early, bool) { return early{}, false }
