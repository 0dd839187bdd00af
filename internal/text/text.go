// Package text shapes strings for people: wrapped to a width, clipped to a
// length, quoted in part. Every text the game shows or writes back may have
// come from a file, a link or a flag, so each function here takes time
// linear in its input and returns at most what its caller allows.
package text

import (
	"strconv"
	"unicode/utf8"
)

// Indent is what Wrap puts before each continuation line.
const Indent = "  "

// Wrap breaks s into lines of at most cols runes: at the last space past
// the middle of a line when there is one, else mid-word. Continuation lines
// start with Indent (counted in cols when cols leaves room for it), and
// the spaces at a break are dropped. It runs in time linear in len(s).
func Wrap(s string, cols int) []string {
	cols = max(cols, 1)
	var out []string
	indent := ""
	for s != "" {
		w := cols - len(indent)
		// Scan the line's runes (and the one after it: a space there
		// still lets all w fit), noting the last space past the middle.
		end, space, n := 0, -1, 0
		for end < len(s) && n <= w {
			r, size := utf8.DecodeRuneInString(s[end:])
			if r == ' ' && n > w/2 {
				space = end
			}
			if n == w {
				break
			}
			end += size
			n++
		}
		if end == len(s) {
			out = append(out, indent+s)
			break
		}
		cut := end
		if space > 0 {
			cut = space
		}
		line := s[:cut]
		for line != "" && line[len(line)-1] == ' ' {
			line = line[:len(line)-1]
		}
		out = append(out, indent+line)
		s = s[cut:]
		for s != "" && s[0] == ' ' {
			s = s[1:]
		}
		if cols > len(Indent) {
			indent = Indent
		}
	}
	return out
}

// Ellipsis ends a clipped string.
const Ellipsis = "..."

// Clip is s cut to at most n bytes (n at least len(Ellipsis)), ending
// in Ellipsis when it was cut, never inside a UTF-8 sequence.
func Clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := max(n-len(Ellipsis), 0)
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + Ellipsis
}

// QuoteMax is how many bytes of a bad value Quote shows.
const QuoteMax = 40

// Quote is s Go-quoted for an error line, at most QuoteMax bytes of it:
// a longer value shows its start and its length ("\"aaaa...\" (1200
// bytes)"), so a line never repeats a long or hostile input whole.
func Quote(s string) string {
	if len(s) <= QuoteMax {
		return strconv.Quote(s)
	}
	return strconv.Quote(Clip(s, QuoteMax)) + " (" + strconv.Itoa(len(s)) + " bytes)"
}
