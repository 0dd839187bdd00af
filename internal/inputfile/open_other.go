//go:build !unix

package inputfile

import "os"

// openNoWait opens path for reading (Open has checked it is a regular
// file; these systems have no FIFOs to wait on, or no files at all).
func openNoWait(path string) (*os.File, error) { return os.Open(path) }
