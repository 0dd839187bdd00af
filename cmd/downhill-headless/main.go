// Command downhill-headless is Downhill without a window: the commands
// that show and check the field engine, the rules and the screens as text
// and PNG files. It links no window or graphics toolkit, so it runs with
// no display (on CI, over ssh); the game itself is the top-level package.
//
//	downhill-headless field [flags] MAPFILE   print a field for a map file
//	downhill-headless maps [-seed N] [-w 80 -h 21]
//	downhill-headless sim [-map FILE | -load SAVE] [-turns N] [-seed S] [-keys STRING] ...
//	downhill-headless shot [-seed N | -map FILE] [-keys STRING] ... -o FILE.png
//	downhill-headless soak [-seeds S] [-turns T] [-seed FIRST] [-j WORKERS]
//
// Each prints its usage with -h. Bad input of any kind gives one line on
// stderr, "downhill-headless: what is wrong", and exit status 2.
package main

import (
	"fmt"
	"os"
	"sort"
	"strings"
)

// commands maps each sub-command to its entry point, which returns the
// process exit code (2 for bad input, with one line on stderr). Its keys
// are cli.HeadlessCommands (a test keeps the two in step).
var commands = map[string]func(args []string) int{
	"field": runField,
	"maps":  runMaps,
	"sim":   runSim,
	"shot":  runShot,
	"soak":  runSoak,
}

const usage = "usage: downhill-headless COMMAND [flags]; COMMAND is one of %s (COMMAND -h for its flags)"

func main() {
	if len(os.Args) > 1 {
		if run, ok := commands[os.Args[1]]; ok {
			os.Exit(run(os.Args[2:]))
		}
	}
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	if len(os.Args) < 2 {
		os.Exit(fail(usage, strings.Join(names, ", ")))
	}
	os.Exit(fail("unknown command %q; "+usage, os.Args[1], strings.Join(names, ", ")))
}

// program is this program's name, first on every line it prints to stderr.
const program = "downhill-headless"

// fail prints the one-line error every sub-command uses and returns 2.
func fail(format string, a ...any) int {
	fmt.Fprintf(os.Stderr, program+": "+format+"\n", a...)
	return 2
}
