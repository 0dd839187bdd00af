//go:build !js

package session

// DefaultSettings is where this platform keeps settings: the file
// UserSettingsPath (nil when there is no config directory, which leaves
// the defaults and saves nothing).
func DefaultSettings() Store {
	p, err := UserSettingsPath()
	if err != nil {
		return nil
	}
	return FileStore{Path: p}
}

// DefaultSandbox is where this platform keeps the sandbox's drawing: the
// file named (sandbox.txt when empty).
func DefaultSandbox(file string) Store {
	if file == "" {
		file = "sandbox.txt"
	}
	return FileStore{Path: file}
}
