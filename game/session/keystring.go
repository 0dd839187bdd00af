package session

import (
	"fmt"
	"image"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"downhill/game/session/keys"
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
func ParseInputs(s string) ([]keys.Input, error) {
	var out []keys.Input
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
				if err != nil || steps < 1 || steps > maxSteps {
					return nil, fmt.Errorf("column %d: %s is not <Stop N> with N from 1 to %d", col, text.Quote("<"+name+">"), maxSteps)
				}
				out = append(out, keys.Input{Stop: steps})
			} else if in, ok, err := parseWindowInput(name); ok || err != nil {
				if err != nil {
					return nil, fmt.Errorf("column %d: %v", col, err)
				}
				out = append(out, in)
			} else if r, ok := textNames[name]; ok {
				out = append(out, keys.Input{Char: r})
			} else if k := keys.Key(name); k.Known() {
				out = append(out, keys.Input{Key: k})
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
			out = append(out, keys.Input{Click: true, Cell: world.Pos{X: x, Y: y}})
			col += utf8.RuneCountInString(s[i+1 : i+end+1])
			i += end + 1
		case r == '}':
			return nil, fmt.Errorf("column %d: unexpected }", col)
		case !unicode.IsPrint(r):
			return nil, fmt.Errorf("column %d: %q is not a character a key types", col, r)
		default:
			out = append(out, keys.Input{Char: r})
			i += size
		}
	}
	return out, nil
}

// FormatInputs writes inputs as a key string that ParseInputs reads back.
func FormatInputs(in []keys.Input) string {
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

// maxSteps bounds the trip steps one input may take in Play, against a
// trip that never ends (none should: each step is a turn and trips stop).
const maxSteps = 1 << 20

// Play feeds inputs to s as the window would, on a clock of its own that
// starts at now: each key press, or the mouse moved onto a cell and
// clicked (so it hovers there after, as a window's mouse does), then the
// clock jumps to each step the session asks for until it waits for input
// again (a trip walks to its end). When frame is not nil it is called
// where a window runs a frame: after each input and after each step. It
// returns the clock after the last input. A click off the level is an
// error: a window never sends one, so in a written key string it is a
// mistake, not an input to ignore.
func Play(s *Session, inputs []keys.Input, now time.Time, frame func()) (time.Time, error) {
	if frame == nil {
		frame = func() {}
	}
	p := &stepper{s: s, inputs: inputs, now: now}
	for {
		more, err := p.next()
		if err != nil || !more {
			return p.now, err
		}
		if p.acted {
			frame()
		}
	}
}

// stepper plays a key string on a session one thing at a time (Play, and
// a replay watched turn by turn): an input, or one update of the trip it
// started, stopped where a <Stop N> says.
type stepper struct {
	s      *Session
	inputs []keys.Input
	i      int       // the next input
	now    time.Time // the session's clock
	busy   bool      // the last input's trip (or its updates) under way
	stop   int       // the steps after which that trip is stopped (0: never)
	n      int       // the updates since the last input
	acted  bool      // the last next did something a window would frame
}

// next does the next thing and reports whether there was one; an error
// ends the play (a click off the level, a trip that never ends).
func (p *stepper) next() (bool, error) {
	s := p.s
	p.acted = true
	if p.busy {
		if p.stop > 0 && s.trip != tripNone && s.steps >= p.stop {
			s.stopTrip()
			p.i++ // the <Stop N> is spent
			p.busy = false
			return true, nil
		}
		next := s.Update(p.now)
		switch {
		case next.IsZero():
			p.busy = false
		case p.n == maxSteps:
			return false, fmt.Errorf("input %d: the trip never ends", p.i)
		default:
			p.n++
			p.now = next
		}
		return true, nil
	}
	if p.i >= len(p.inputs) {
		return false, nil
	}
	in := p.inputs[p.i]
	p.i++
	if gr := s.g.Level.Grid; in.Click && !gr.In(in.Cell.X, in.Cell.Y) {
		return false, fmt.Errorf("input %d: click {%d,%d} is off the %dx%d level", p.i, in.Cell.X, in.Cell.Y, gr.W, gr.H)
	}
	if in.Stop > 0 {
		p.acted = false // after an input that started no trip, or one that ended first
		return true, nil
	}
	p.stop = 0 // the steps after which a press stops the trip in starts
	if p.i < len(p.inputs) && p.inputs[p.i].Stop > 0 {
		p.stop = p.inputs[p.i].Stop
	}
	if in.Mouse || in.Size != (image.Point{}) {
		playWindowInput(s, in)
		return true, nil // p.acted: a window draws the frame
	}
	if in.Click {
		s.Hover(in.Cell, true)
		s.Click(in.Cell, true, p.now)
	} else {
		s.press(in, p.now)
	}
	p.busy, p.n, p.acted = true, 0, false
	return true, nil
}
