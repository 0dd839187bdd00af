package store

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"

	"downhill/internal/atomicfile"
	"downhill/internal/inputfile"
)

// Paths are where the desktop keeps each item; "" keeps none.
type Paths [NumItems]string

// DefaultPaths are the desktop's places: the save and the best runs in
// $XDG_DATA_HOME/downhill (else ~/.local/share/downhill), the settings in
// os.UserConfigDir()/downhill, the sandbox's drawing in sandbox.txt in
// the working directory. A place whose directory cannot be found is "".
func DefaultPaths() Paths {
	var p Paths
	data := os.Getenv("XDG_DATA_HOME")
	if data == "" {
		if home, err := os.UserHomeDir(); err == nil {
			data = filepath.Join(home, ".local", "share")
		}
	}
	if data != "" {
		p[Save] = filepath.Join(data, "downhill", "save.json")
		p[BestRuns] = filepath.Join(data, "downhill", "best-runs.json")
		p[Morgue] = filepath.Join(data, "downhill", "morgue.txt")
	}
	if conf, err := os.UserConfigDir(); err == nil {
		p[Settings] = filepath.Join(conf, "downhill", "settings.json")
	}
	p[Sandbox] = "sandbox.txt"
	return p
}

// WithSave is p with the save at path (the -save flag) and the best runs
// beside it; "none" keeps neither.
func (p Paths) WithSave(path string) Paths {
	if path == "none" {
		p[Save], p[BestRuns], p[Morgue] = "", "", ""
		return p
	}
	p[Save] = path
	p[BestRuns] = filepath.Join(filepath.Dir(path), "best-runs.json")
	p[Morgue] = filepath.Join(filepath.Dir(path), "morgue.txt")
	return p
}

// Files is the desktop's Storage: each item a file at its path, written
// atomically (atomicfile: a crash keeps the old file or the new, a
// symbolic link is written through), made with its directory.
type Files struct{ Paths Paths }

// perms are the items' file permissions: the save and the runs are the
// player's own; settings and drawings may be shared.
var perms = [NumItems]os.FileMode{Save: 0o600, Settings: 0o644, BestRuns: 0o600, Sandbox: 0o644, Morgue: 0o600}

func (f Files) path(it Item) string {
	if it >= NumItems {
		return ""
	}
	return f.Paths[it]
}

// Where implements Storage: the item's path.
func (f Files) Where(it Item) string { return f.path(it) }

// Load implements Storage: only a regular file (or a link to one) is read,
// and only up to the item's Limit (inputfile.Read).
func (f Files) Load(it Item) ([]byte, error) {
	p := f.path(it)
	if p == "" {
		return nil, fs.ErrNotExist
	}
	data, err := inputfile.Read(p, it.Limit())
	var big *inputfile.TooLargeError
	if errors.As(err, &big) {
		return nil, tooLarge(it, big.Size)
	}
	return data, err
}

// Save implements Storage.
func (f Files) Save(it Item, data []byte) error {
	p := f.path(it)
	if p == "" {
		return ErrNotKept
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	return atomicfile.WriteFile(p, data, perms[it])
}

// KeepAside implements Storage by renaming the file (a link is moved
// itself, not its target) to the first free AsideName beside it. Only a
// regular file (or a link to one) is ever moved: a directory, a FIFO or a
// device where the item should be is the player's, not the game's, and is
// left as it is (an error wrapping atomicfile.ErrNotRegular).
func (f Files) KeepAside(it Item) (string, error) {
	p := f.path(it)
	if p == "" {
		return "", ErrNotKept
	}
	if err := atomicfile.Check(p); err != nil {
		return "", err
	}
	taken := func(name string) (bool, error) {
		_, err := os.Lstat(name)
		if errors.Is(err, fs.ErrNotExist) {
			return false, nil
		}
		return err == nil, err
	}
	return keepAside(p, taken, func(to string) error { return os.Rename(p, to) })
}
