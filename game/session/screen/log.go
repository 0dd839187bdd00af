package screen

import (
	"fmt"

	"downhill/game"
	"downhill/render"
)

// ToneInk is the colour of each tone of message in the log.
var ToneInk = [game.NumTones]uint32{
	game.ToneInfo:  0xd8dee9,
	game.ToneHurt:  0xff6b5e,
	game.ToneMiss:  0x9aa3b5,
	game.ToneHit:   0xf3f0d0,
	game.ToneKill:  0xffd45e,
	game.ToneItem:  0x8cc8ff,
	game.ToneAlert: 0xffa552,
	game.ToneGood:  0x7ee08a,
	game.ToneDeath: 0xff3b30,
}

// LogShown is how many of the newest messages the log dialog keeps.
const LogShown = 100

// folded is g's messages from index from on with repeats folded: each run
// of the same message in a row is one line with its count and the turn of
// its last.
func folded(g *game.Game, from int) []render.LogLine {
	m := g.Messages
	var out []render.LogLine
	for i := max(from, 0); i < len(m); i++ {
		if n := len(out); n > 0 && out[n-1].Text == m[i] {
			out[n-1].Count++
			out[n-1].Turn = g.MessageTurn(i)
			continue
		}
		out = append(out, render.LogLine{Text: m[i], Count: 1, Turn: g.MessageTurn(i), Ink: ToneInk[game.ToneOf(m[i])]})
	}
	for i := range out {
		out[i].Age = 99
		if out[i].Turn >= 0 {
			out[i].Age = g.Turn - out[i].Turn
		}
	}
	return out
}

// LogView is the newest messages for the lines under the map: enough to
// fill them even when each is one line, folded.
func LogView(g *game.Game) []render.LogLine {
	out := folded(g, len(g.Messages)-3*render.LogLines)
	return out[max(0, len(out)-render.LogLines):]
}

// LogLines are the newest LogShown messages for the log dialog, folded,
// oldest first.
func LogLines(g *game.Game) []render.LogLine {
	out := folded(g, len(g.Messages)-2*LogShown)
	return out[max(0, len(out)-LogShown):]
}

// LogDialog is the message log scrolled top lines up from its end, as
// many lines as fit in rows: each with its turn, its colour, and its
// count when repeated.
func LogDialog(g *game.Game, top, rows int, touch bool) *render.Dialog {
	lines := LogLines(g)
	fit := max(rows-10, 5)
	end := len(lines) - top
	start := max(0, end-fit)
	d := &render.Dialog{Title: fmt.Sprintf("Messages %d-%d of %d", start+1, end, len(lines)),
		Footer: say(touch, "up/down scroll, any other key closes", "drag: scroll   tap: close"), Width: 60}
	for _, l := range lines[start:end] {
		t := l.Text
		if l.Count > 1 {
			t += fmt.Sprintf(" x%d", l.Count)
		}
		if l.Turn >= 0 {
			t = fmt.Sprintf("%5d  %s", l.Turn, t)
		} else {
			t = "       " + t
		}
		d.Lines = append(d.Lines, render.DialogLine{Text: t, Ink: l.Ink})
	}
	if len(lines) == 0 {
		d.Lines = append(d.Lines, render.DialogLine{Text: "No messages yet."})
	}
	return d
}
