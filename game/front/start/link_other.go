//go:build !js

package start

import "downhill/game/store"

// pageReplay is the browser's reading of its address's ?replay= (see
// link_js.go); a window has no page: -replay gives its link.
func pageReplay(*store.Options) {}
