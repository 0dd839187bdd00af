package store

import (
	"fmt"
	"io/fs"
	"syscall/js"
)

// localKeys are the browser's localStorage keys of the items (the names
// saves of earlier builds used, so a player's game carries over).
var localKeys = [NumItems]string{Save: "downhill.save", Settings: "downhill.settings",
	BestRuns: "downhill-best-runs", Sandbox: "downhill.sandbox", Morgue: "downhill.morgue"}

// LocalKey is the item's localStorage key.
func LocalKey(it Item) string {
	if it >= NumItems {
		return ""
	}
	return localKeys[it]
}

// Local is the browser's Storage: each item under its key in the page's
// localStorage, kept-aside copies under KEY.bad, KEY.bad.2, ... A full
// or forbidden storage (some private modes) is an error, never a panic.
type Local struct{}

// Where implements Storage: "localStorage KEY".
func (Local) Where(it Item) string {
	if it >= NumItems {
		return ""
	}
	return "localStorage " + localKeys[it]
}

// Load implements Storage.
func (Local) Load(it Item) (data []byte, err error) {
	v, err := getItem(localKeys[it])
	if err != nil {
		return nil, err
	}
	if int64(len(v)) > it.Limit() {
		return nil, tooLarge(it, int64(len(v)))
	}
	return []byte(v), nil
}

// Save implements Storage. The kept picture is a copy that can be drawn
// again and the save is not: when an item does not fit beside the
// picture, the picture goes and the item is written again.
func (Local) Save(it Item, data []byte) error {
	err := setItem(localKeys[it], string(data))
	if err != nil {
		if _, kept := getItem(PictureKey); kept == nil {
			if storage(func(ls js.Value) { ls.Call("removeItem", PictureKey) }) == nil {
				err = setItem(localKeys[it], string(data))
			}
		}
	}
	return err
}

// KeepAside implements Storage by copying the item to the first free
// AsideName of its key, then removing it.
func (Local) KeepAside(it Item) (string, error) {
	key := localKeys[it]
	taken := func(name string) (bool, error) {
		_, err := getItem(name)
		if missing(err) {
			return false, nil
		}
		return err == nil, err
	}
	move := func(to string) error {
		v, err := getItem(key)
		if err == nil {
			err = setItem(to, v)
		}
		if err == nil {
			err = storage(func(ls js.Value) { ls.Call("removeItem", key) })
		}
		return err
	}
	to, err := keepAside(key, taken, move)
	return "localStorage " + to, err
}

// getItem reads key (fs.ErrNotExist when it is not there).
func getItem(key string) (v string, err error) {
	found := false
	err = storage(func(ls js.Value) {
		if r := ls.Call("getItem", key); !r.IsNull() && !r.IsUndefined() {
			v, found = r.String(), true
		}
	})
	if err == nil && !found {
		err = fmt.Errorf("localStorage %s: %w", key, fs.ErrNotExist)
	}
	return v, err
}

// setItem writes key.
func setItem(key, v string) error {
	return storage(func(ls js.Value) { ls.Call("setItem", key, v) })
}

// storage runs f on the page's localStorage, turning its absence or an
// exception (full, forbidden) into an error.
func storage(f func(ls js.Value)) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage: %v", r)
		}
	}()
	ls := js.Global().Get("localStorage")
	if !ls.Truthy() {
		return fmt.Errorf("localStorage is not available")
	}
	f(ls)
	return err
}
