// Command downhill is a roguelike whose goblins think with Dijkstra maps.
//
// With no sub-command it opens the game window. The sub-commands show and
// check the field engine without a window:
//
//	downhill [-seed N] [-goblins N] [-w W -h H] [-level KIND] [-greed G]
//	         [-save FILE|none] [-new] [-events]
//	downhill field [flags] MAPFILE   print a field for a map file
//	downhill maps [-seed N] [-w 80 -h 21]
//	downhill sim [-map FILE] [-turns N] [-seed S] [-player wait|explore|random] [-print every|last|none] [-why]
//	downhill shot -seed N [-turns T] [-overlay none|heat|digits] [-fog] -o FILE.png
//	downhill soak [-seeds S] [-turns T] [-seed FIRST] [-j WORKERS]
//
// In the browser (GOOS=js) the same program reads its seed from the page's
// address and keeps its save in localStorage; see web/.
package main

import (
	"fmt"
	"os"
)

func main() {
	if len(os.Args) > 1 {
		if run, ok := commands[os.Args[1]]; ok {
			os.Exit(run(os.Args[2:]))
		}
	}
	os.Exit(runGame(os.Args[1:]))
}

// fail prints the one-line error every sub-command uses and returns 2.
func fail(format string, a ...any) int {
	fmt.Fprintf(os.Stderr, "downhill: "+format+"\n", a...)
	return 2
}
