package main

import (
	"flag"
	"fmt"
	"io"
	"strings"
)

// simScenarioHelp documents the scenario file letters, as
// testdata/sim/README.md does.
const simScenarioHelp = `Scenario files (-map): one row per line, all rows the same width.
  #  wall          .  floor         +  door        '  open door
  ~  shallow       =  deep water    ,  snow        1-9 rock (hardness digit x 28)
  >  stairs down   <  stairs up     @  the player  $  gold (10)
Creatures (hunting unless said):
  g  goblin        G  greedy goblin w  wounded goblin (1/3 HP)
  a  archer        t  tunneler      n  naive chaser  z  sleeping goblin
Items (lying on the floor; the player picks them up by walking onto them):
  !  healing draught   *  noisemaker   %  smoke bomb   ?  scroll of fear
  ^  caltrops          (  pick         &  the Heart of the Mountain
`

// simHelp prints the usage of downhill sim: its flags and the
// scenario letters.
func simHelp(w io.Writer, fs *flag.FlagSet) {
	fmt.Fprintln(w, "usage: downhill sim [flags]")
	fs.SetOutput(w)
	fs.PrintDefaults()
	fs.SetOutput(io.Discard)
	fmt.Fprint(w, "\n"+strings.TrimLeft(simScenarioHelp, "\n"))
}
