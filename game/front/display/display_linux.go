//go:build linux

package display

import (
	"io"
	"os"

	"github.com/jezek/xgb"

	"downhill/game/flags"
)

// message is what a game started with no display says, on one line.
const message = "downhill: no display to open the game's window on (DISPLAY is not set): " +
	"run it on a desktop, or under xvfb-run; the commands that need no display are " +
	"downhill-headless's (field, maps, sim, shot, soak)\n"

func init() {
	// xgb (Ebiten's and the front end's X connections) logs to stderr as it
	// connects ("Could not get authority info" wherever there is no
	// ~/.Xauthority, as under Xvfb) and as the server goes; the game says
	// itself what it makes of either, so the terminal shows the game's
	// lines only. This package initialises before Ebiten's.
	xgb.Logger.SetOutput(io.Discard)
	if os.Getenv("DISPLAY") != "" || len(os.Args) == 0 {
		return
	}
	if _, code, ok := flags.Game(os.Args[1:]); !ok {
		os.Exit(code) // the usage (-h), or what is wrong with a flag
	}
	os.Stderr.WriteString(message)
	os.Exit(2)
}
