package dijkstra

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
