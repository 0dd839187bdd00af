// Package atomicfile writes files so that a crash or a full disk never
// leaves half of one: saves and screenshots both go through WriteFile. It
// imports only the standard library, so any package may use it.
package atomicfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"downhill/internal/text"
)

// WriteFile writes data to path with permissions perm, all or nothing: it
// writes a temporary file in path's directory (so the rename cannot cross
// file systems), syncs it to disk, and renames it over path. A reader, or
// a crash at any moment, sees either the old file or the new one; on error
// the temporary file is removed and path is untouched, and the error (an
// *fs.PathError) names path, not the temporary file the user never asked
// for. A process killed mid-write cannot remove its temporary file: each
// successful write removes those of path that their writers left (see
// sweep).
//
// A symbolic link at path is followed: the file it points to is replaced
// and the link stays a link. Anything else that is not a regular file (a
// directory, a device, a FIFO, a socket) is refused with ErrNotRegular
// and left as it is, so a mistyped -o or -save can never replace
// /dev/sda or a pipe a program is reading.
func WriteFile(path string, data []byte, perm os.FileMode) error {
	target, err := resolve(path)
	if err != nil {
		return named(path, err)
	}
	f, err := createTemp(target)
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
		err = os.Rename(tmp, target)
	}
	if err != nil {
		os.Remove(tmp)
	} else {
		sweep(target)
	}
	return named(path, err)
}

// ErrNotRegular is the cause WriteFile gives when path names something
// other than a regular file (or a link to one, or nothing yet).
var ErrNotRegular = errors.New("not a regular file")

// NotRegular is the error of a file of mode that is not a regular file:
// "not a regular file (a directory)", wrapping ErrNotRegular.
func NotRegular(mode fs.FileMode) error {
	return fmt.Errorf("%w (%s)", ErrNotRegular, Kind(mode))
}

// Kind names what a file of mode is, for a refusal: "a directory", "a
// FIFO", "a device", "a socket", "a regular file".
func Kind(mode fs.FileMode) string {
	switch {
	case mode.IsDir():
		return "a directory"
	case mode&fs.ModeNamedPipe != 0:
		return "a FIFO"
	case mode&fs.ModeDevice != 0:
		return "a device"
	case mode&fs.ModeSocket != 0:
		return "a socket"
	case mode&fs.ModeSymlink != 0:
		return "a symbolic link"
	case mode.IsRegular():
		return "a regular file"
	}
	return "a special file"
}

// Check reports whether WriteFile could write path, without writing: nil
// for a regular file, a link to one, or nothing yet (a missing directory
// is WriteFile's to make or fail on); else the error WriteFile would
// give, naming path ("write PATH: not a regular file (a directory)").
// Nothing is touched. A program checks the places it will write as it
// starts, so that a mistyped path is refused before anything is played.
func Check(path string) error {
	_, err := resolve(path)
	return named(path, err)
}

// maxLinks is how many symbolic links resolve follows before it calls the
// chain a loop, as the kernel's own limit (40 on Linux).
const maxLinks = 40

// resolve follows the symbolic links at path to the file they name (which
// need not exist yet: a dangling link is written through, making its
// target) and checks that it is a regular file or nothing.
func resolve(path string) (string, error) {
	for range maxLinks {
		st, err := os.Lstat(path)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			return path, nil
		case err != nil:
			return "", err
		case st.Mode().IsRegular():
			return path, nil
		case st.Mode()&fs.ModeSymlink == 0:
			return "", NotRegular(st.Mode())
		}
		link, err := os.Readlink(path)
		if err != nil {
			return "", err
		}
		if !filepath.IsAbs(link) {
			link = filepath.Join(filepath.Dir(path), link)
		}
		path = link
	}
	return "", errors.New("too many levels of symbolic links")
}

// named is err (nil stays nil) as a write to path: the cause without the
// temporary file's name, which an *fs.PathError or *os.LinkError carries.
func named(path string, err error) error {
	if err == nil {
		return nil
	}
	return &fs.PathError{Op: "write", Path: path, Err: text.Cause(err)}
}
