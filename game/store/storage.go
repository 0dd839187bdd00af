package store

import (
	"errors"
	"fmt"
	"io/fs"
	"strconv"
)

// Storage keeps each Item as bytes. Implementations: Files (desktop),
// Local (browser), Memory (tests). They are used from one goroutine at a
// time (see Sitting.Lock).
type Storage interface {
	// Load returns the item's bytes: an error wrapping fs.ErrNotExist
	// when none are kept (or the storage has no place for the item),
	// one wrapping ErrTooLarge past the item's Limit.
	Load(it Item) ([]byte, error)
	// Save replaces the item's bytes, all or nothing (ErrNotKept when the
	// storage has no place for it).
	Save(it Item, data []byte) error
	// KeepAside moves the item's bytes to a name of their own, the first
	// free of NAME.bad, NAME.bad.2, ... (AsideName), and returns that
	// name; the item is then missing. Any error leaves them where they
	// are.
	KeepAside(it Item) (string, error)
	// Where names the item's place for messages (a path, a localStorage
	// key), or "" when the storage keeps no such item.
	Where(it Item) string
}

// ErrTooLarge is wrapped by Load's error when the bytes are more than the
// item's Limit: they are not read, and were not written by this game.
var ErrTooLarge = errors.New("larger than the game ever writes")

// ErrNotKept is Save's error for an item the storage has no place for.
var ErrNotKept = errors.New("not kept")

// maxAside is how many kept-aside copies of one item there may be: past
// that, KeepAside fails and the bad bytes stay where they are.
const maxAside = 100

// AsideName is the nth name (1, 2, ...) KeepAside tries for name:
// name.bad, then name.bad.2, name.bad.3, ...
func AsideName(name string, n int) string {
	if n <= 1 {
		return name + ".bad"
	}
	return name + ".bad." + strconv.Itoa(n)
}

// keepAside finds the first free AsideName of name (taken reports whether
// one is used; any error but "not there" ends the search, so a name too
// long or a directory without permission never loops) and moves the item
// there with move.
func keepAside(name string, taken func(string) (bool, error), move func(to string) error) (string, error) {
	for n := 1; n <= maxAside; n++ {
		to := AsideName(name, n)
		used, err := taken(to)
		if err != nil {
			return "", err
		}
		if !used {
			return to, move(to)
		}
	}
	return "", fmt.Errorf("%s to %s are all taken", AsideName(name, 1), AsideName(name, maxAside))
}

// tooLarge is Load's error for n bytes of item it.
func tooLarge(it Item, n int64) error {
	return fmt.Errorf("%d bytes, %w (%d)", n, ErrTooLarge, it.Limit())
}

// missing reports whether err says nothing is kept.
func missing(err error) bool { return errors.Is(err, fs.ErrNotExist) }
