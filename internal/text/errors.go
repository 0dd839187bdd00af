package text

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// Cause is err without the *fs.PathError or *os.LinkError around it,
// whose operation and path (perhaps a temporary file's) a line that names
// its file first would only repeat.
func Cause(err error) error {
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		return pe.Err
	case errors.As(err, &le):
		return le.Err
	}
	return err
}

// FileError is err, met reading or writing file, as "FILE: cause": the
// file named once, the one the user named. errors.Is still sees the cause
// (fs.ErrNotExist, say).
func FileError(file string, err error) error {
	return fmt.Errorf("%s: %w", file, Cause(err))
}
