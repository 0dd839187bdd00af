//go:build linux

package display

import "syscall"

// message is what a game started with no display says, on one line.
const message = "downhill: no display to open the game's window on (DISPLAY is not set): " +
	"run it on a desktop, or under xvfb-run; the commands that need no display are " +
	"downhill-headless's (field, maps, sim, shot, soak)\n"

func init() {
	if v, ok := syscall.Getenv("DISPLAY"); ok && v != "" {
		return
	}
	syscall.Write(2, []byte(message))
	syscall.Exit(2)
}
