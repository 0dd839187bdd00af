package start

import (
	"fmt"
	"os"

	"downhill/game/flags"
	"downhill/game/store"
)

// Options reads the game's flags (flags.Game, which the display package
// reads too, before Ebiten starts), takes a page's replay link (the
// browser's address, not its flags) and checks the places the game would
// write; ok is false when the process should end with code (-h and -help:
// 0, the help on stdout; a mistake: 2, one line on stderr).
func Options(args []string) (o store.Options, code int, ok bool) {
	if o, code, ok = flags.Game(args); !ok {
		return o, code, false
	}
	pageReplay(&o)
	if err := o.Check(); err != nil {
		fmt.Fprintln(os.Stderr, "downhill:", err)
		return o, 2, false
	}
	if err := checkPlaces(o); err != nil {
		fmt.Fprintln(os.Stderr, "downhill:", err)
		return o, 2, false
	}
	return o, 0, true
}
