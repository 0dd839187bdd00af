// Command downhill is the game: a roguelike whose goblins think with
// Dijkstra maps, in a window (or, built for GOOS=js, a browser tab).
//
//	downhill [-seed N] [-goblins N] [-width W -height H] [-level KIND] [-greed G]
//	         [-save FILE|none] [-new] [-events] [-compare] [-sandbox]
//
// `downhill -h` lists every flag with its range (internal/cli, as the
// headless commands read theirs).
//
// The commands that need no window (field, maps, sim, shot, soak) are a
// program of their own, cmd/downhill-headless: this one opens a display as
// it starts, that one never does.
//
// In the browser the same program reads its seed from the page's address
// and keeps its save in localStorage; see web/.
package main

import (
	"os"

	"downhill/game/front/boot"
)

func main() {
	boot.Add("go-main")
	os.Exit(runGame(os.Args[1:]))
}
