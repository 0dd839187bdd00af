// Command downhill is the game: a roguelike whose goblins think with
// Dijkstra maps, in a window (or, built for GOOS=js, a browser tab).
//
//	downhill [-seed N] [-goblins N] [-w W -h H] [-level KIND] [-greed G]
//	         [-save FILE|none] [-new] [-events] [-compare] [-sandbox]
//
// The commands that need no window (field, maps, sim, shot, soak) are a
// program of their own, cmd/downhill-headless: this one opens a display as
// it starts, that one never does.
//
// In the browser the same program reads its seed from the page's address
// and keeps its save in localStorage; see web/.
package main

import (
	"fmt"
	"os"
)

func main() {
	os.Exit(runGame(os.Args[1:]))
}

// fail prints the one-line error the game's flags use and returns 2.
func fail(format string, a ...any) int {
	fmt.Fprintf(os.Stderr, "downhill: "+format+"\n", a...)
	return 2
}
