package keys

import (
	"fmt"
	"image"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"downhill/internal/text"
	"downhill/world"
)

// KeySyntax explains the key strings of ParseInputs, for `downhill-headless
// sim -h` and docs/headless.md: what `sim -keys` and `shot -keys` play
// (a recording holds the game's commands, not keys: package replay).
const KeySyntax = `A key string is the player's inputs in order, played through the game's
session and key table as the window plays them. A character is typed as
itself: letters (either case), digits and punctuation, e.g. "x" explores,
"l" or "6" steps right, ">" descends, "." waits. Keys that type no
character go by name in angle brackets: <Left> <Right> <Up> <Down> <Home>
<End> <PgUp> <PgDn> <Enter> <KPEnter> <Esc> <Tab> <Backspace> <Delete>
<Insert> <F1>..<F12>, the numpad's <KP0>..<KP9> (NumLock off), <Ctrl+S>
and <Ctrl+Q> (save and quit: the window ends, sim goes on); <Space>,
<lt>, <lbrace> and <rbrace> type " ", "<", "{" and "}". {x,y} is a left
click on map cell x,y (a cell off the level is an error). <Stop N> after
the input that started a trip stops it once it has taken N steps, as a
key pressed during a trip does. <Mouse X,Y> moves the mouse to pixel X,Y
of the last frame drawn (it hovers what is there; shot -keys draws the
frames), <Size WxH> resizes the window. Spaces and line
breaks between inputs are ignored. After each input the game runs until
it waits for the player again (a trip walks to its end), on a clock of
its own, so a seed plus a key string replays a game exactly.`

// textNames are the characters written in angle brackets because they
// are the key string's own syntax or invisible.
var textNames = map[string]rune{"Space": ' ', "lt": '<', "lbrace": '{', "rbrace": '}'}

// bracketed is how FormatInputs writes those characters.
var bracketed = func() map[rune]string {
	m := map[rune]string{}
	for k, v := range textNames {
		m[v] = "<" + k + ">"
	}
	return m
}()

// ParseInputs reads a key string (see KeySyntax). An error names the
// 1-based column (in characters) of the first input it cannot read.
func ParseInputs(s string) ([]Input, error) {
	var out []Input
	col := 0
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		col++
		switch {
		case r == utf8.RuneError && size == 1:
			return nil, fmt.Errorf("column %d: not UTF-8", col)
		case unicode.IsSpace(r):
			i += size
		case r == '<':
			end := strings.IndexByte(s[i:], '>')
			if end < 0 {
				return nil, fmt.Errorf("column %d: %s has no closing >", col, text.Quote(s[i:]))
			}
			name := s[i+1 : i+end]
			if n, ok := strings.CutPrefix(name, "Stop "); ok {
				steps, err := strconv.Atoi(n)
				if err != nil || steps < 1 || steps > MaxSteps {
					return nil, fmt.Errorf("column %d: %s is not <Stop N> with N from 1 to %d", col, text.Quote("<"+name+">"), MaxSteps)
				}
				out = append(out, Input{Stop: steps})
			} else if in, ok, err := parseWindowInput(name); ok || err != nil {
				if err != nil {
					return nil, fmt.Errorf("column %d: %v", col, err)
				}
				out = append(out, in)
			} else if r, ok := textNames[name]; ok {
				out = append(out, Input{Char: r})
			} else if k := Key(name); k.Known() {
				out = append(out, Input{Key: k})
			} else {
				return nil, fmt.Errorf("column %d: unknown key %s", col, text.Quote("<"+name+">"))
			}
			col += utf8.RuneCountInString(s[i+1 : i+end+1])
			i += end + 1
		case r == '{':
			end := strings.IndexByte(s[i:], '}')
			if end < 0 {
				return nil, fmt.Errorf("column %d: %s has no closing }", col, text.Quote(s[i:]))
			}
			xs, ys, ok := strings.Cut(s[i+1:i+end], ",")
			x, errx := strconv.Atoi(strings.TrimSpace(xs))
			y, erry := strconv.Atoi(strings.TrimSpace(ys))
			if !ok || errx != nil || erry != nil {
				return nil, fmt.Errorf("column %d: click %s is not {x,y}", col, text.Quote(s[i:i+end+1]))
			}
			out = append(out, Input{Click: true, Cell: world.Pos{X: x, Y: y}})
			col += utf8.RuneCountInString(s[i+1 : i+end+1])
			i += end + 1
		case r == '}':
			return nil, fmt.Errorf("column %d: unexpected }", col)
		case !unicode.IsPrint(r):
			return nil, fmt.Errorf("column %d: %q is not a character a key types", col, r)
		default:
			out = append(out, Input{Char: r})
			i += size
		}
	}
	return out, nil
}

// FormatInputs writes inputs as a key string that ParseInputs reads back.
func FormatInputs(in []Input) string {
	var b strings.Builder
	for _, x := range in {
		switch {
		case x.Stop > 0:
			fmt.Fprintf(&b, "<Stop %d>", x.Stop)
		case x.Click:
			fmt.Fprintf(&b, "{%d,%d}", x.Cell.X, x.Cell.Y)
		case x.Mouse || x.Size != image.Point{}:
			b.WriteString(formatWindowInput(x))
		case x.Key != "":
			b.WriteString("<" + string(x.Key) + ">")
		case bracketed[x.Char] != "":
			b.WriteString(bracketed[x.Char])
		default:
			b.WriteRune(x.Char)
		}
	}
	return b.String()
}

// MaxSteps bounds the trip steps one input may take in Play, against a
// trip that never ends (none should: each step is a turn and trips stop).
const MaxSteps = 1 << 20
