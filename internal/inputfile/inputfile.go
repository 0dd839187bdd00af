// Package inputfile reads the files a player or a tool names as input (a
// map, a save, a recording, a drawing) the one safe way: only a regular
// file is opened for reading (a FIFO would wait for ever for a writer, a
// device such as /dev/zero never ends), and never more than the caller's
// limit is read, so no input of unknown size is ever read whole. Every
// reader of such a file goes through Read, so they all refuse alike. It
// imports only the standard library, atomicfile (for the one
// ErrNotRegular reading and writing share) and text.
package inputfile

import (
	"fmt"
	"io"
	"io/fs"
	"os"

	"downhill/internal/atomicfile"
	"downhill/internal/text"
)

// TooLargeError is Read's error for a file longer than the limit: it is
// not read past the limit. Callers word it as their input's ("more than
// a save may hold") from Size and Limit.
type TooLargeError struct {
	Path        string
	Size, Limit int64 // Size: the file's size, or what was read of it
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("%s: %d bytes, more than the %d this input may take", e.Path, e.Size, e.Limit)
}

// Read returns the contents of the regular file at path (or of the
// regular file a symbolic link there names), at most limit bytes. A
// directory, FIFO, device or socket is refused unopened with an error
// wrapping atomicfile.ErrNotRegular, and one longer than limit with one
// *TooLargeError (a file still growing stops being read there).
// The error names path once: "PATH: cause".
func Read(path string, limit int64) ([]byte, error) {
	f, err := Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.Size() > limit {
		return nil, tooLarge(path, st.Size(), limit)
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, text.Cause(err))
	}
	if int64(len(data)) > limit {
		return nil, tooLarge(path, int64(len(data)), limit)
	}
	return data, nil
}

// Open opens the regular file at path for reading, refusing anything
// else without waiting (see Read); the caller bounds what it reads.
func Open(path string) (*os.File, error) {
	// Stat first: most refusals need no open at all.
	st, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, text.Cause(err))
	}
	if !st.Mode().IsRegular() {
		return nil, notRegular(path, st.Mode())
	}
	// The path may change between the two: open without waiting (a FIFO
	// put there since opens at once) and look again at what was opened.
	f, err := openNoWait(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, text.Cause(err))
	}
	if st, err = f.Stat(); err != nil || !st.Mode().IsRegular() {
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, text.Cause(err))
		}
		return nil, notRegular(path, st.Mode())
	}
	return f, nil
}

// notRegular is the refusal of path, which is a mode, not a regular file.
func notRegular(path string, mode fs.FileMode) error {
	return fmt.Errorf("%s: %w", path, atomicfile.NotRegular(mode))
}

// tooLarge is the refusal of n bytes at path, past limit.
func tooLarge(path string, n, limit int64) error { return &TooLargeError{path, n, limit} }
