//go:build linux

package display

import (
	"os"

	"downhill/game/flags"
)

// message is what a game started with no display says, on one line.
const message = "downhill: no display to open the game's window on (DISPLAY is not set): " +
	"run it on a desktop, or under xvfb-run; the commands that need no display are " +
	"downhill-headless's (field, maps, sim, shot, soak)\n"

func init() {
	if os.Getenv("DISPLAY") != "" || len(os.Args) == 0 {
		return
	}
	if _, code, ok := flags.Game(os.Args[1:]); !ok {
		os.Exit(code) // the usage (-h), or what is wrong with a flag
	}
	os.Stderr.WriteString(message)
	os.Exit(2)
}
