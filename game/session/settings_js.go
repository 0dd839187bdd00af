package session

import (
	"fmt"
	"io/fs"
	"syscall/js"
)

// settingsKey is the localStorage key of the browser's settings.
const settingsKey = "downhill.settings"

// LocalStorage keeps the settings in the browser's localStorage.
type LocalStorage struct{}

// Load implements SettingsStore.
func (LocalStorage) Load() (data []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage: %v", r)
		}
	}()
	v := js.Global().Get("localStorage").Call("getItem", settingsKey)
	if v.IsNull() || v.IsUndefined() {
		return nil, fs.ErrNotExist
	}
	return []byte(v.String()), nil
}

// Save implements SettingsStore (a full or forbidden storage is an error,
// not a panic).
func (LocalStorage) Save(data []byte) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage: %v", r)
		}
	}()
	js.Global().Get("localStorage").Call("setItem", settingsKey, string(data))
	return nil
}

// DefaultSettings is where this platform keeps settings: localStorage.
func DefaultSettings() SettingsStore { return LocalStorage{} }
