package dijkstra

import "testing"

// testPath is the scan path the fields the tests make with newField take
// (pathAuto, pathCells or pathBits): a test sets it to check each path
// against the reference. Only tests force a path; a Field in use picks.
var testPath = pathAuto

// newField is NewField taking testPath.
func newField(w, h int) *Field {
	f := NewField(w, h)
	f.path = testPath
	return f
}

// scanPaths are the paths tests force in turn, and their names.
var (
	scanPaths = []uint8{pathCells, pathBits, pathValues}
	pathNames = []string{pathCells: "cells", pathBits: "bits", pathValues: "values"}
)

// onEachPath runs fn as a subtest on each scan path ("cells", "bits",
// "values"), the fields it makes with newField taking that path.
func onEachPath(t *testing.T, fn func(t *testing.T)) {
	for _, p := range scanPaths {
		t.Run(pathNames[p], func(t *testing.T) {
			testPath = p
			defer func() { testPath = pathAuto }()
			fn(t)
		})
	}
}
