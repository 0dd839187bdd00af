// Package cli is how Downhill's two programs, the game (the top-level
// package, which opens a window) and downhill-headless (the commands that
// run without a display), read their command lines, so that they all read
// alike: the standard flag package, flags and arguments in any order,
// every numeric flag with its range (said in its help and checked as it
// is parsed), a choice flag with its choices, -h and -help printing the
// usage and every flag on stdout with exit status 0, and every mistake one
// line on stderr, "PROGRAM: CMD: what is wrong", with exit status 2. It knows
// nothing of the game: the game's flags both programs have are package
// game/flags.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"downhill/internal/text"
)

// Command is one command's command line.
type Command struct {
	// Program is the program ("downhill", "downhill-headless").
	Program string
	// Name is the sub-command ("sim"), "" for the program itself.
	Name string
	// Usage is the synopsis after "usage: downhill [NAME] ".
	Usage string
	// About says what the command does, under the usage in -h.
	About string
	// More, when set, prints more help after the flags (sim's key syntax).
	More func(w io.Writer)
	// Stdout gets -h's help, Stderr the error lines (os.Stdout and
	// os.Stderr unless set).
	Stdout, Stderr io.Writer

	fs   *flag.FlagSet
	bad  string   // the line a flag's value check left
	args []string // the arguments that are not flags
}

// New is the sub-command name ("" for none) of program, with the usage
// synopsis usage and what it does, about.
func New(program, name, usage, about string) *Command {
	fs := flag.NewFlagSet(strings.TrimSpace(program+" "+name), flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return &Command{Program: program, Name: name, Usage: usage, About: about, fs: fs}
}

// Bool is a flag that is on when given.
func (c *Command) Bool(name string, help string) *bool { return c.fs.Bool(name, false, help) }

// String is a free string flag (a file name: see also File).
func (c *Command) String(name, def, help string) *string { return c.fs.String(name, def, help) }

// File is a file name flag: given, it must not be empty.
func (c *Command) File(name, help string) *string {
	p := new(string)
	c.fs.Func(name, help, func(s string) error {
		if s == "" {
			return c.refuse(name, s, "want a file name")
		}
		*p = s
		return nil
	})
	return p
}

// Int is a flag holding an integer from lo to hi (def when not given);
// its help ends with the range.
func (c *Command) Int(name string, def, lo, hi int, help string) *int {
	p := &def
	c.fs.Var(&intValue{p, lo, hi, c, name}, name, fmt.Sprintf("%s (%d to %d)", help, lo, hi))
	return p
}

// Uint64 is a flag holding any integer from 0 to 2^64-1 (a seed).
func (c *Command) Uint64(name string, def uint64, help string) *uint64 {
	p := &def
	c.fs.Func(name, help+fmt.Sprintf(" (0 to %d)", uint64(1<<64-1))+defaultNote(def != 0, strconv.FormatUint(def, 10)), func(s string) error {
		v, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			return c.refuse(name, s, "want a whole number from 0 to 18446744073709551615")
		}
		*p = v
		return nil
	})
	return p
}

// Float is a flag holding a number from lo to hi.
func (c *Command) Float(name string, def, lo, hi float64, help string) *float64 {
	p := &def
	c.fs.Func(name, fmt.Sprintf("%s (%g to %g)", help, lo, hi), func(s string) error {
		v, err := strconv.ParseFloat(s, 64)
		if err != nil || !(v >= lo && v <= hi) {
			return c.refuse(name, s, fmt.Sprintf("want a number from %g to %g", lo, hi))
		}
		*p = v
		return nil
	})
	return p
}

// Parsed is a flag whose value parse reads (false: not a value; the line
// then says "bad -NAME VALUE: want").
func (c *Command) Parsed(name, help, want string, parse func(string) bool) {
	c.fs.Func(name, help, func(s string) error {
		if !parse(s) {
			return c.refuse(name, s, want)
		}
		return nil
	})
}

// Choice is a flag holding one of choices (def when not given).
func (c *Command) Choice(name, def string, choices []string, help string) *string {
	p := &def
	want := strings.Join(choices, ", ")
	if n := len(choices); n > 1 {
		want = strings.Join(choices[:n-1], ", ") + " or " + choices[n-1]
	}
	c.fs.Func(name, fmt.Sprintf("%s: %s", help, strings.Join(choices, "|"))+defaultNote(def != "", def), func(s string) error {
		if !slices.Contains(choices, s) {
			return c.refuse(name, s, "want "+want)
		}
		*p = s
		return nil
	})
	return p
}

// defaultNote is " (default: v)" when show.
func defaultNote(show bool, v string) string {
	if !show {
		return ""
	}
	return " (default " + v + ")"
}

// intValue is an Int flag's value.
type intValue struct {
	p      *int
	lo, hi int
	c      *Command
	name   string
}

func (v *intValue) String() string {
	if v == nil || v.p == nil {
		return "0"
	}
	return strconv.Itoa(*v.p)
}

func (v *intValue) Set(s string) error {
	n, err := strconv.Atoi(s)
	if err != nil || n < v.lo || n > v.hi {
		return v.c.refuse(v.name, s, fmt.Sprintf("want %d to %d", v.lo, v.hi))
	}
	*v.p = n
	return nil
}

// refuse notes the line for a bad value of flag name and returns an error
// for the flag package (Parse prints the line, not the package's words).
func (c *Command) refuse(name, value, want string) error {
	c.bad = fmt.Sprintf("bad -%s %s: %s", name, text.Quote(value), want)
	return errors.New(c.bad)
}

// Parse reads args: flags and arguments in any order ("--" ends the
// flags). ok is false when the command should end with code: 0 after
// -h or -help (the help on Stdout), 2 after a mistake (one line on
// Stderr).
func (c *Command) Parse(args []string) (code int, ok bool) {
	c.args = nil
	for {
		err := c.fs.Parse(args)
		if errors.Is(err, flag.ErrHelp) {
			c.Help(c.stdout())
			return 0, false
		}
		if err != nil {
			if c.bad != "" {
				return c.Fail("%s", c.bad), false
			}
			return c.Fail("%v; %s", err, c.seeHelp()), false
		}
		rest := c.fs.Args()
		if used := len(args) - len(rest); used > 0 && args[used-1] == "--" {
			c.args = append(c.args, rest...) // after "--" every one is an argument
			return 0, true
		}
		if len(rest) == 0 {
			return 0, true
		}
		c.args = append(c.args, rest[0])
		args = rest[1:]
	}
}

// Args are the arguments that were not flags.
func (c *Command) Args() []string { return c.args }

// NoArgs is Fail for a command that takes no arguments and got some; ok
// when it got none.
func (c *Command) NoArgs() (code int, ok bool) {
	if len(c.args) > 0 {
		return c.Fail("unexpected argument %s; %s", text.Quote(c.args[0]), c.seeHelp()), false
	}
	return 0, true
}

// Given reports whether flag name was on the command line (a flag whose
// default is also a value, or whose presence matters).
func (c *Command) Given(name string) bool {
	set := false
	c.fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// Help writes the usage, what the command does, every flag and More.
func (c *Command) Help(w io.Writer) {
	fmt.Fprintln(w, c.usageLine())
	if c.About != "" {
		fmt.Fprintln(w, "\n"+c.About)
	}
	fmt.Fprintln(w)
	c.fs.SetOutput(w)
	c.fs.PrintDefaults()
	c.fs.SetOutput(io.Discard)
	if c.More != nil {
		fmt.Fprintln(w)
		c.More(w)
	}
}

// seeHelp is where an error line sends the reader: "see PROGRAM NAME -h".
func (c *Command) seeHelp() string { return "see " + c.command() + " -h" }

// usageLine is "usage: PROGRAM [NAME ]USAGE".
func (c *Command) usageLine() string { return "usage: " + c.command() + " " + c.Usage }

// command is "PROGRAM NAME", or the program alone.
func (c *Command) command() string { return strings.TrimSpace(c.Program + " " + c.Name) }

// Fail prints one line about the command line, "PROGRAM: NAME: what",
// on Stderr and returns 2, the exit status of a mistake.
func (c *Command) Fail(format string, a ...any) int {
	msg := fmt.Sprintf(format, a...)
	if c.Name != "" {
		msg = c.Name + ": " + msg
	}
	fmt.Fprintln(c.stderr(), c.Program+": "+msg)
	return 2
}

// FailInput prints one line about an input file, "PROGRAM: FILE:LINE:COL:
// what" (the file first, as compilers do, so editors can jump there), on
// Stderr and returns 2.
func (c *Command) FailInput(format string, a ...any) int {
	fmt.Fprintln(c.stderr(), c.Program+": "+fmt.Sprintf(format, a...))
	return 2
}

func (c *Command) stdout() io.Writer {
	if c.Stdout != nil {
		return c.Stdout
	}
	return os.Stdout
}

func (c *Command) stderr() io.Writer {
	if c.Stderr != nil {
		return c.Stderr
	}
	return os.Stderr
}
