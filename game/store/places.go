package store

import (
	"fmt"

	"downhill/internal/atomicfile"
	"downhill/internal/text"
)

// CheckPlaces refuses, before anything is read or written, a place among
// items that the game must never write: one that is there and is not a
// regular file (or a link to one), such as a directory, a FIFO or a
// device given as -save. Such a thing is the player's, so it is neither
// moved aside nor replaced: the game stops with this one line instead
// ("docs: not a regular file (a directory); Downhill writes its saved
// game only to a regular file"). A place not there yet is fine.
func (f Files) CheckPlaces(items ...Item) error {
	for _, it := range items {
		p := f.path(it)
		if p == "" {
			continue
		}
		if err := atomicfile.Check(p); err != nil {
			return fmt.Errorf("%s: %v; Downhill writes its %s only to a regular file", p, text.Cause(err), it)
		}
	}
	return nil
}
