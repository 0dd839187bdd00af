// Package atomicfile writes files so that a crash or a full disk never
// leaves half of one: saves and screenshots both go through WriteFile. It
// imports only the standard library, so any package may use it.
package atomicfile

import (
	"os"
	"path/filepath"
)

// WriteFile writes data to path with permissions perm, all or nothing: it
// writes a temporary file in path's directory (so the rename cannot cross
// file systems), syncs it to disk, and renames it over path. A reader, or
// a crash at any moment, sees either the old file or the new one; on error
// the temporary file is removed and path is untouched.
func WriteFile(path string, data []byte, perm os.FileMode) error {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
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
	return err
}
