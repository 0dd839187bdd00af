//go:build !js

package main

// commands maps each sub-command to its entry point, which returns the
// process exit code (2 for bad input, with one line on stderr).
var commands = map[string]func(args []string) int{
	"field": runField,
	"maps":  runMaps,
	"sim":   runSim,
	"shot":  runShot,
	"soak":  runSoak,
}
