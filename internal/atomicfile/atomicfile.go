// Package atomicfile writes files so that a crash or a full disk never
// leaves half of one: saves and screenshots both go through WriteFile. It
// imports only the standard library, so any package may use it.
package atomicfile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// WriteFile writes data to path with permissions perm, all or nothing: it
// writes a temporary file in path's directory (so the rename cannot cross
// file systems), syncs it to disk, and renames it over path. A reader, or
// a crash at any moment, sees either the old file or the new one; on error
// the temporary file is removed and path is untouched, and the error (an
// *fs.PathError) names path, not the temporary file the user never asked
// for.
func WriteFile(path string, data []byte, perm os.FileMode) error {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return named(path, err)
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Chmod(perm) // CreateTemp makes 0600
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
	}
	return named(path, err)
}

// named is err (nil stays nil) as a write to path: the cause without the
// temporary file's name, which an *fs.PathError or *os.LinkError carries.
func named(path string, err error) error {
	if err == nil {
		return nil
	}
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		err = pe.Err
	case errors.As(err, &le):
		err = le.Err
	}
	return &fs.PathError{Op: "write", Path: path, Err: err}
}
