//go:build js

package start

import (
	"syscall/js"

	"downhill/game/store"
)

// pageReplay puts the address's ?replay= value into o. The game reads it
// from the page itself: the page can pass the program no argument longer
// than wasm_exec.js's room for a command line (8 KB, which a long run's
// link outgrows: a 56,179-turn run's is 12 KB). A replay is watched
// alone: with ?compare or ?sandbox the page says why it is not (one line
// over the game, Notice), and the comparison or the sandbox plays.
func pageReplay(o *store.Options) {
	q := js.Global().Get("URLSearchParams").New(js.Global().Get("location").Get("search"))
	v := q.Call("get", "replay")
	switch {
	case v.IsNull():
	case o.Compare || o.Sandbox:
		what := "?compare"
		if o.Sandbox {
			what = "?sandbox"
		}
		Notice("A replay link is watched alone, not with " + what + ": the link's run is not shown.")
	default:
		o.Replay = v.String()
	}
}

// Notice puts msg, one line, in the page over the game (index.html's
// downhillNotice), with the page's offer of a plain game: what the page
// was asked for and cannot give (a replay link that cannot be played, a
// replay with ?compare or ?sandbox) is said where the player looks, not
// only in the console.
func Notice(msg string) {
	if fn := js.Global().Get("downhillNotice"); fn.Type() == js.TypeFunction {
		fn.Invoke(msg)
	}
}
