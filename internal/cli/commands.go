package cli

// HeadlessCommands are the sub-commands of downhill-headless. The game
// names them when it is given one by mistake, and downhill-headless's own
// test checks its command table against this list.
var HeadlessCommands = []string{"field", "maps", "sim", "shot", "soak"}
