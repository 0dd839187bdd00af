package game

import (
	"fmt"
	"strconv"
)

// The command code is how a recording writes the commands the game was
// told (Do), a few characters each, so that a recording holds what the
// game did and nothing of the keys, clicks or taps that asked for it. A
// command is its action's letter and the arguments that action reads; a
// run of n equal commands is written once, followed by *n (a long
// auto-explore is x*140):
//
//	h j k l y u b n  a step or a blow: west, south, north, east, NW, NE, SW, SE
//	.                wait a turn
//	> <              take the stairs down, up
//	x                one step of auto-explore
//	tX,Y             one step of travel to cell X,Y
//	$X,Y             throw gold at cell X,Y
//	qS  qS@X,Y       use the pack's slot S (a letter, a = the first), at X,Y
//	c.  cD           close the only open door beside the player, or the one
//	                 in direction D (one of h j k l y u b n)
//	,                pick up what lies underfoot
//	s                stop the trip under way
//	Z                one turn of resting until healed
//
// Spaces and line breaks between commands mean nothing. ActRestart is
// never written: a restart begins a new game, with a recording of its own.

// codeDirs are the direction letters, in the order of codeSteps.
const codeDirs = "hjklyubn"

// codeSteps are the steps codeDirs name.
var codeSteps = [len(codeDirs)][2]int{{-1, 0}, {0, 1}, {0, -1}, {1, 0}, {-1, -1}, {1, -1}, {-1, 1}, {1, 1}}

// actionCodes is the letter of each action in the code (0: written
// otherwise, a move by its direction, or never, a restart).
var actionCodes = [...]byte{
	ActNone: 0, ActMove: 0, ActWait: '.', ActDescend: '>', ActTravel: 't', ActExplore: 'x', ActRestart: 0,
	ActAscend: '<', ActUse: 'q', ActThrowGold: '$', ActClose: 'c', ActPickUp: ',', ActStop: 's', ActRest: 'Z',
}

var _ [0]struct{} = [len(actionCodes) - int(numActions)]struct{}{}

// Run is a command given n times in a row: a recording's unit.
type Run struct {
	Cmd Command
	N   int
}

// maxCodeNumber bounds a number in the code (a cell's coordinate, a
// run's count): far beyond any level or recording, and within an int.
const maxCodeNumber = 1 << 40

// dirCode is the direction letter of a step by dx,dy (0: none).
func dirCode(dx, dy int) byte {
	for i, d := range codeSteps {
		if d == [2]int{dx, dy} {
			return codeDirs[i]
		}
	}
	return 0
}

// codeOf is c as a recording holds it: only the fields its action reads
// (so that equal commands are equal), and whether the code can write it at
// all (a step of more than one cell, a slot past z, a restart: no).
func codeOf(c Command) (Command, bool) {
	switch c.Action {
	case ActMove:
		return Command{Action: ActMove, DX: c.DX, DY: c.DY}, dirCode(c.DX, c.DY) != 0
	case ActWait, ActDescend, ActAscend, ActExplore, ActPickUp, ActStop, ActRest:
		return Command{Action: c.Action}, true
	case ActTravel, ActThrowGold:
		return Command{Action: c.Action, X: c.X, Y: c.Y}, codeNumber(c.X) && codeNumber(c.Y)
	case ActUse:
		return Command{Action: ActUse, Slot: c.Slot, X: c.X, Y: c.Y}, c.Slot >= 0 && c.Slot < 26 && codeNumber(c.X) && codeNumber(c.Y)
	case ActClose:
		return Command{Action: ActClose, DX: c.DX, DY: c.DY}, c.DX == 0 && c.DY == 0 || dirCode(c.DX, c.DY) != 0
	}
	return Command{}, false
}

// codeNumber reports whether the code writes n.
func codeNumber(n int) bool { return n > -maxCodeNumber && n < maxCodeNumber }

// appendCommand appends c (as codeOf gives it) in the code.
func appendCommand(b []byte, c Command) []byte {
	cell := func(b []byte) []byte {
		b = strconv.AppendInt(b, int64(c.X), 10)
		b = append(b, ',')
		return strconv.AppendInt(b, int64(c.Y), 10)
	}
	switch c.Action {
	case ActMove:
		return append(b, dirCode(c.DX, c.DY))
	case ActTravel, ActThrowGold:
		return cell(append(b, actionCodes[c.Action]))
	case ActUse:
		b = append(b, 'q', byte('a'+c.Slot))
		if c.X != 0 || c.Y != 0 {
			b = cell(append(b, '@'))
		}
		return b
	case ActClose:
		if c.DX == 0 && c.DY == 0 {
			return append(b, 'c', '.')
		}
		return append(b, 'c', dirCode(c.DX, c.DY))
	}
	return append(b, actionCodes[c.Action])
}

// appendRun appends run r in the code: the command, then *N, or the
// command written N times when that is no longer (a few steps).
func appendRun(b []byte, r Run) []byte {
	start := len(b)
	b = appendCommand(b, r.Cmd)
	one := len(b) - start
	count := len(strconv.Itoa(r.N)) + 1
	if r.N > 1 && one*(r.N-1) <= count {
		for i := 1; i < r.N; i++ {
			b = append(b, b[start:start+one]...)
		}
		return b
	}
	if r.N > 1 {
		b = append(b, '*')
		b = strconv.AppendInt(b, int64(r.N), 10)
	}
	return b
}

// scanCode reads commands in the code from text, calling each with every
// run read and where it starts and ends in text (a byte offset, the code
// being ASCII). A run is what one token says: equal neighbours are not
// merged. An error names the 1-based column of what it cannot read.
func scanCode(text string, each func(r Run, start, end int) error) error {
	for i := 0; i < len(text); {
		c := text[i]
		if c == ' ' || c == '\n' || c == '\r' || c == '\t' {
			i++
			continue
		}
		start := i
		cmd, n, err := scanCommand(text, i)
		if err != nil {
			return err
		}
		i = n
		r := Run{Cmd: cmd, N: 1}
		if i < len(text) && text[i] == '*' {
			count, n, ok := scanNumber(text, i+1)
			if !ok || count < 2 {
				return fmt.Errorf("column %d: a run's count is *N with N from 2 to %d", i+1, maxCodeNumber-1)
			}
			r.N, i = count, n
		}
		if err := each(r, start, i); err != nil {
			return err
		}
	}
	return nil
}

// scanCommand reads the command at text[i:]: the command and where it
// ends.
func scanCommand(text string, i int) (Command, int, error) {
	c := text[i]
	cell := func(a Action, at int) (Command, int, error) {
		x, n, okx := scanNumber(text, at)
		if okx && n < len(text) && text[n] == ',' {
			if y, m, oky := scanNumber(text, n+1); oky {
				return Command{Action: a, X: x, Y: y}, m, nil
			}
		}
		return Command{}, 0, fmt.Errorf("column %d: %c wants a cell X,Y", i+1, c)
	}
	switch c {
	case 't':
		return cell(ActTravel, i+1)
	case '$':
		return cell(ActThrowGold, i+1)
	case 'q':
		if i+1 >= len(text) || text[i+1] < 'a' || text[i+1] > 'z' {
			return Command{}, 0, fmt.Errorf("column %d: q wants a pack slot, a letter a to z", i+1)
		}
		use := Command{Action: ActUse, Slot: int(text[i+1] - 'a')}
		if i+2 < len(text) && text[i+2] == '@' {
			at, n, err := cell(ActUse, i+3)
			if err != nil {
				return Command{}, 0, fmt.Errorf("column %d: q%c@ wants a cell X,Y", i+1, text[i+1])
			}
			use.X, use.Y = at.X, at.Y
			return use, n, nil
		}
		return use, i + 2, nil
	case 'c':
		switch {
		case i+1 < len(text) && text[i+1] == '.':
			return Command{Action: ActClose}, i + 2, nil
		case i+1 < len(text) && dirIndex(text[i+1]) >= 0:
			d := codeSteps[dirIndex(text[i+1])]
			return Command{Action: ActClose, DX: d[0], DY: d[1]}, i + 2, nil
		}
		return Command{}, 0, fmt.Errorf("column %d: c wants . or a direction (one of %s)", i+1, codeDirs)
	}
	if k := dirIndex(c); k >= 0 {
		return Command{Action: ActMove, DX: codeSteps[k][0], DY: codeSteps[k][1]}, i + 1, nil
	}
	for a, code := range actionCodes {
		if code != 0 && code == c {
			return Command{Action: Action(a)}, i + 1, nil
		}
	}
	if c >= ' ' && c < 0x7f {
		return Command{}, 0, fmt.Errorf("column %d: %q is no command", i+1, c)
	}
	return Command{}, 0, fmt.Errorf("column %d: byte %#02x is no command", i+1, c)
}

// scanNumber reads a decimal number (an optional minus, at most 13
// digits) at text[i:]: it and where it ends.
func scanNumber(text string, i int) (n, end int, ok bool) {
	j := i
	if j < len(text) && text[j] == '-' {
		j++
	}
	k := j
	for k < len(text) && text[k] >= '0' && text[k] <= '9' && k-j < 14 {
		k++
	}
	if k == j || k-j > 13 {
		return 0, i, false
	}
	v, err := strconv.Atoi(text[i:k])
	if err != nil || !codeNumber(v) {
		return 0, i, false
	}
	return v, k, true
}

// dirIndex is c's index in codeDirs (-1: not a direction).
func dirIndex(c byte) int {
	for i := range len(codeDirs) {
		if codeDirs[i] == c {
			return i
		}
	}
	return -1
}
