//go:build !js

package session

// DefaultSettings is where this platform keeps settings: the file
// UserSettingsPath (nil when there is no config directory, which leaves
// the defaults and saves nothing).
func DefaultSettings() SettingsStore {
	p, err := UserSettingsPath()
	if err != nil {
		return nil
	}
	return FileStore{Path: p}
}
