package main

import (
	"fmt"
	"os"

	"downhill/game/front"
	"downhill/game/front/start"
)

// runGame opens the game window (no sub-command). Flags are checked before
// the window opens, so a typo gives one line and exit status 2 instead of
// a window playing something else. The game to play, and whether it is
// kept, is the store's policy (start.Begin). In the browser the game was
// begun, and its first frame shown, as the program initialised.
func runGame(args []string) int {
	g, code, ok := start.Begin(args)
	if !ok {
		return code
	}
	if err := front.Run(g); err != nil {
		fmt.Fprintln(os.Stderr, "downhill:", err)
		return 1
	}
	return 0
}
