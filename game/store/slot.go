package store

import (
	"fmt"
	"io/fs"
)

// Slot is one item of a storage: what a part of the game that keeps one
// thing (the settings, the best runs, the sandbox) is handed. The zero
// Slot keeps nothing: Load finds nothing, Save refuses.
type Slot struct {
	st Storage
	it Item
}

// SlotOf is item it of st (the zero Slot when st is nil or has no place
// for it).
func SlotOf(st Storage, it Item) Slot {
	if st == nil || st.Where(it) == "" {
		return Slot{}
	}
	return Slot{st, it}
}

// Kept reports whether the slot has a place to keep its bytes.
func (s Slot) Kept() bool { return s.st != nil }

// Where names the slot's place for messages ("" when not kept).
func (s Slot) Where() string {
	if s.st == nil {
		return ""
	}
	return s.st.Where(s.it)
}

// Load returns the bytes kept (an error wrapping fs.ErrNotExist when none).
func (s Slot) Load() ([]byte, error) {
	if s.st == nil {
		return nil, fs.ErrNotExist
	}
	return s.st.Load(s.it)
}

// Save keeps data in the slot.
func (s Slot) Save(data []byte) error {
	if s.st == nil {
		return ErrNotKept
	}
	return s.st.Save(s.it, data)
}

// Read hands the slot's bytes to parse. found is false when nothing is
// kept (parse is not called). Bytes that cannot be read (past the item's
// Limit, say) or that parse refuses are moved aside (KeepAside), so that
// nothing ever writes over them, and note says so in one line for the
// player, ending with a space for the caller's consequence ("A new game
// starts."). held is true when they could not be moved: they stay where
// they are, and the caller must not save to the slot.
func (s Slot) Read(parse func([]byte) error) (found bool, note string, held bool) {
	data, err := s.Load()
	if missing(err) {
		return false, "", false
	}
	if err == nil {
		if err = parse(data); err == nil {
			return true, "", false
		}
	}
	note = fmt.Sprintf("Your %s could not be read (%v): ", s.it, err)
	to, aerr := s.st.KeepAside(s.it)
	if aerr != nil {
		return false, note + fmt.Sprintf("it stays in %s, and nothing is saved over it (%v). ", s.Where(), aerr), true
	}
	return false, note + "it is kept as " + to + ". ", false
}
