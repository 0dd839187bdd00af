package cli

import (
	"flag"
	"fmt"

	"downhill/game"
	"downhill/world"
)

// HeadlessCommands are the sub-commands of downhill-headless. The game
// names them when it is given one by mistake, and downhill-headless's own
// test checks its command table against this list.
var HeadlessCommands = []string{"field", "maps", "sim", "shot", "soak"}

// GreedUsage is the -greed flag's help, the same for the game and sim.
const GreedUsage = "start value of gold on the greedy goblins' field, -100 to 0 " +
	"(negative: gold wanted more than you; 0: as much)"

// CheckGreed refuses a -greed outside -100..0 (0 is legal: gold as strong
// as the player): the range a save may hold (game.MaxGreed), so every game
// the flags start saves and loads back.
func CheckGreed(v int) error {
	if v > 0 || v < -game.MaxGreed {
		return fmt.Errorf("bad -greed %d: want %d to 0", v, -game.MaxGreed)
	}
	return nil
}

// ValidKind reports whether k names a level generator.
func ValidKind(k string) bool {
	for _, n := range world.Generators {
		if n == k {
			return true
		}
	}
	return false
}

// Given reports whether flag name was on the command line, so a flag whose
// default is also a legal value (-greed 0 is not "the default") and one
// whose mere presence matters (-save) can be told apart from absent ones.
func Given(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}
