// Command downhill-headless is Downhill without a window: the commands
// that show and check the field engine, the rules and the screens as text
// and PNG files. It links no window or graphics toolkit, so it runs with
// no display (on CI, over ssh); the game itself is the top-level package.
//
//	downhill-headless field [flags] MAPFILE   print a field for a map file
//	downhill-headless maps [-seed N] [-width 80 -height 21]
//	downhill-headless sim [-map FILE | -load SAVE] [-turns N] [-seed S] [-keys STRING] ...
//	downhill-headless shot [-seed N | -map FILE] [-keys STRING] ... -o FILE.png
//	downhill-headless soak [-seeds S] [-turns T] [-seed FIRST] [-j WORKERS]
//
// Each prints its usage and every flag with -h (exit status 0), and reads
// its flags as the game does (internal/cli). Bad input of any kind gives
// one line on stderr, "downhill-headless: what is wrong", and exit status 2.
package main

import (
	"fmt"
	"io"
	"maps"
	"os"
	"slices"
	"strings"

	"downhill/internal/text"
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

// usage is the program's one-line usage; its help lists the commands.
const usage = "usage: downhill-headless COMMAND [flags]; COMMAND is one of %s (downhill-headless COMMAND -h for its flags)"

func main() { os.Exit(run(os.Args[1:], os.Stdout)) }

// run runs the command args name, with its own args; -h, -help and --help
// print the usage on stdout (exit status 0), no command or an unknown one
// is one line on stderr (exit status 2).
func run(args []string, stdout io.Writer) int {
	names := slices.Sorted(maps.Keys(commands))
	switch {
	case len(args) == 0:
		return fail(usage, strings.Join(names, ", "))
	case args[0] == "-h" || args[0] == "-help" || args[0] == "--help":
		fmt.Fprintf(stdout, usage+"\n", strings.Join(names, ", "))
		return 0
	}
	if cmd, ok := commands[args[0]]; ok {
		return cmd(args[1:])
	}
	return fail("unknown command %s; "+usage, text.Quote(args[0]), strings.Join(names, ", "))
}

// program is this program's name, first on every line it prints to stderr.
const program = "downhill-headless"

// fail prints the one-line error every sub-command uses and returns 2.
func fail(format string, a ...any) int {
	fmt.Fprintf(os.Stderr, program+": "+format+"\n", a...)
	return 2
}
