//go:build js

package flags

import "downhill/game/store"

// defaultSave names the browser's save place for the usage.
func defaultSave() string { return store.Local{}.Where(store.Save) }
