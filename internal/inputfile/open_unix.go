//go:build unix

package inputfile

import (
	"os"
	"syscall"
)

// openNoWait opens path for reading with O_NONBLOCK, which makes opening
// a FIFO return at once instead of waiting for a writer (a regular
// file's reads ignore the flag).
func openNoWait(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}
