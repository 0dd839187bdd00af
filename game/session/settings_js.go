package session

import (
	"fmt"
	"io/fs"
	"syscall/js"
)

// LocalStorage keeps its bytes in the browser's localStorage under Key.
type LocalStorage struct{ Key string }

// Load implements Store.
func (ls LocalStorage) Load() (data []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage: %v", r)
		}
	}()
	v := js.Global().Get("localStorage").Call("getItem", ls.Key)
	if v.IsNull() || v.IsUndefined() {
		return nil, fs.ErrNotExist
	}
	return []byte(v.String()), nil
}

// Save implements Store (a full or forbidden storage is an error,
// not a panic).
func (ls LocalStorage) Save(data []byte) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage: %v", r)
		}
	}()
	js.Global().Get("localStorage").Call("setItem", ls.Key, string(data))
	return nil
}

// DefaultSettings is where this platform keeps settings: localStorage.
func DefaultSettings() Store { return LocalStorage{Key: "downhill.settings"} }

// DefaultSandbox is where this platform keeps the sandbox's drawing
// (localStorage; file is ignored).
func DefaultSandbox(file string) Store { return LocalStorage{Key: "downhill.sandbox"} }
