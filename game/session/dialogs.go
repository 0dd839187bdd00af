package session

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"downhill/game"
	"downhill/game/session/keys"
	"downhill/render"
	"downhill/world"
)

// dialog is the dialog of the mode in force, or nil.
func (s *Session) dialog() *render.Dialog {
	switch s.mode {
	case ModeOver:
		return s.recapDialog()
	case ModeHelp:
		return s.helpDialog()
	case ModeLog:
		return s.logDialog()
	case ModeBest:
		return s.bestDialog()
	case ModeReplay:
		return nil
	case ModeInventory:
		return s.inventoryDialog()
	case ModeOptions:
		return s.optionsDialog()
	case ModeElsewhere:
		return s.elsewhereDialog()
	}
	return nil
}

// infoLine is the row over the messages: the prompt of a mode waiting for
// an answer (prompt true), else what the look, aim or mouse points at.
func (s *Session) infoLine() (string, bool) {
	switch s.mode {
	case ModeChoose:
		return "Use which item? Press its letter (" + keys.First(keys.ActInventory) + " to see them, Esc cancels).", true
	case ModeClose:
		return "Close which door? Press its direction.", true
	case ModeAim:
		line := s.aimPrompt()
		if ok, why := s.aimOK(); !ok && why != "" {
			line = why + " " + line
		}
		return line + " " + s.lookAt(s.prompt.at), true
	case ModeLook:
		return s.lookAt(s.prompt.at) + " (Tab next creature, Esc ends)", false
	case ModeReplay:
		return s.watchLine(), false
	case ModeTravel:
		return "Travel: move the cursor, Enter goes there, Esc cancels. " + s.lookAt(s.cursor), true
	}
	if s.hovered && s.mode == ModePlay {
		return s.lookAt(s.hover), false
	}
	return "", false
}

// helpPages are the help's pages: the goal, the keys of play, the lab's
// and the sandbox's keys, what the glyphs are, and the goblins.
func (s *Session) helpPages() []*render.Dialog {
	goal := render.Lines("Downhill - the goal", []string{
		fmt.Sprintf("Go down to depth %d, take the Heart of the Mountain (&), and climb back out by the up stairs (<) of depth 1.", s.g.HeartDepth()),
		"",
		"Every goblin walks downhill on a Dijkstra map: each turn the dungeon is flooded from what it wants (you, gold, a noise), every cell holding its walking distance, and a goblin steps to its lowest neighbour.",
		"",
		"Your items act through the same fields: thrown gold pulls greedy goblins, a noisemaker draws them away, smoke hides you, fear sends them fleeing, a pick rewrites every field at once.",
		"",
		"Watch them think: the faint arrows (" + keys.First(keys.ActIntents) + ") are each goblin's next step; " + keys.First(keys.ActOverlay) + " shows the fields; " + keys.First(keys.ActLab) + " opens the Dijkstra lab.",
		"",
		keys.First(keys.ActExplore) + " explores until something comes into view, and not while a goblin is awake in view. " + keys.First(keys.ActDescend) + " and " + keys.First(keys.ActAscend) + " take the stairs you stand on, or walk to the stairs you have seen: press again there to take them.",
	}, "")
	fit := s.rows() - 10
	pages := []*render.Dialog{goal}
	pages = append(pages, paged("Keys", keyLines(keys.CtxPlay, keys.CtxCursor), fit)...)
	pages = append(pages, paged("Lab, sandbox and replay keys", keyLines(keys.CtxLab, keys.CtxSandbox, keys.CtxReplay), fit)...)
	pages = append(pages, paged("What you see", s.legendLines(), fit)...)
	pages = append(pages, paged("The goblins", s.kindLines(), fit)...)
	for i, p := range pages {
		p.Footer = fmt.Sprintf("page %d of %d   ", i+1, len(pages)) +
			s.say("left/right: page   Esc: close", "tap right/left: page   tap outside: close")
		p.Width = 64
	}
	return pages
}

// keyLines are the help of contexts cs (HelpLines) as dialog lines, each
// context's title a heading.
func keyLines(cs ...keys.Context) []render.DialogLine {
	var out []render.DialogLine
	for _, l := range keys.HelpLines(cs...) {
		out = append(out, render.DialogLine{Text: l, Heading: slices.Contains(keys.ContextTitles[:], l)})
	}
	return out
}

// paged splits lines into dialogs of at most fit lines (at least 8), each
// titled title, numbered when there are several, a page never starting on
// a blank line.
func paged(title string, lines []render.DialogLine, fit int) []*render.Dialog {
	fit = max(fit, 8)
	var out []*render.Dialog
	for len(lines) > 0 {
		for len(lines) > 0 && lines[0].Text == "" && lines[0].Glyph == 0 {
			lines = lines[1:]
		}
		n := min(fit, len(lines))
		if n == 0 {
			break
		}
		// Long lines wrap: count a line of more than the width as two.
		for rows, i := 0, 0; i < n; i++ {
			if rows += 1 + utf8.RuneCountInString(lines[i].Text)/61; rows > fit {
				n = max(i, 1)
				break
			}
		}
		out = append(out, &render.Dialog{Title: title, Lines: lines[:n]})
		lines = lines[n:]
	}
	if len(out) > 1 {
		for i, d := range out {
			d.Title = fmt.Sprintf("%s (%d of %d)", title, i+1, len(out))
		}
	}
	return out
}

// helpDialog is the help's page in view.
func (s *Session) helpDialog() *render.Dialog {
	pages := s.helpPages()
	return pages[min(max(s.prompt.page, 0), len(pages)-1)]
}

// helpKey is a press in ModeHelp: left and right (or up and down) turn
// the pages; anything else closes the help.
func (s *Session) helpKey(b keys.Binding) {
	n := len(s.helpPages())
	if b.Action == keys.ActMove && (b.Dir.X == 0) != (b.Dir.Y == 0) {
		s.prompt.page = (s.prompt.page + b.Dir.X + b.Dir.Y + n) % n
		s.dirty = true
		return
	}
	s.closeMode()
}

// legendLines are the glyph legend: tiles, items and creatures, each drawn
// as on the map.
func (s *Session) legendLines() []render.DialogLine {
	var d []render.DialogLine
	add := func(g rune, ink uint32, text string) {
		d = append(d, render.DialogLine{Glyph: g, GlyphInk: ink, Text: text})
	}
	head := func(t string) { d = append(d, render.DialogLine{Text: t, Heading: true}) }
	head("The ground")
	for _, t := range render.TileLegend() {
		add(t.Glyph, t.Ink, t.Name)
	}
	head("Items")
	add('$', render.GoldInk, "gold: thrown ($), a goal of the greedy field")
	for k := world.NoItem + 1; k < world.NumItems; k++ {
		text := world.ItemNames[k] + ": " + game.ItemHelp[k]
		if k == world.Heart {
			text = game.ItemHelp[k]
		}
		add(world.ItemGlyphs[k], render.ItemInk(k), text)
	}
	head("Creatures")
	for k := world.Player; k < world.NumKinds; k++ {
		f := k.Facts()
		add(f.Glyph, render.KindInk(k, s.settings.blind()), f.Name)
	}
	add('g', render.KindInk(world.Goblin, s.settings.blind()), "on a red ground: wounded (the redder, the nearer death)")
	add('→', 0xb0e090, "a goblin's next step if you wait (e turns them off); red: it strikes or shoots")
	return d
}

// kindLines are the goblin kinds: what each wants, the field it reads,
// when it flees.
func (s *Session) kindLines() []render.DialogLine {
	var d []render.DialogLine
	for k := world.Goblin; k < world.NumKinds; k++ {
		f := k.Facts()
		if len(d) > 0 {
			d = append(d, render.DialogLine{})
		}
		d = append(d, render.DialogLine{Glyph: f.Glyph, GlyphInk: render.KindInk(k, s.settings.blind()),
			Text: f.Name + ": " + aboutKind(s.g, k)})
	}
	return d
}

// recapDialog is the end of a run: the recap, the best runs with this one
// marked, how to go on.
func (s *Session) recapDialog() *render.Dialog {
	title := "You died"
	if s.g.Won {
		title = "Victory!"
	}
	footer := keys.First(keys.ActRestart) + ": new game   "
	if ok, _ := s.g.Replayable(); ok {
		footer += keys.First(keys.ActWatch) + ": watch it again   "
	}
	footer = s.say(footer+keys.First(keys.ActBest)+": best runs", "tap new game, watch or best runs below")
	d := render.Lines(title, s.g.Recap().Lines(), footer)
	d.Width = 56
	if s.Runs.Kept() {
		d.Lines = append(d.Lines, render.DialogLine{})
		d.Lines = append(d.Lines, s.bestLines()...)
	}
	return d
}

// bestDialog is the best runs table, the run just ended marked.
func (s *Session) bestDialog() *render.Dialog {
	d := &render.Dialog{Title: "Best runs", Width: 56, Lines: s.bestLines(),
		Footer: s.say("up/down choose   "+keys.First(keys.ActWatch)+" watches it   any other key closes", "drag: choose   tap: close")}
	return d
}

// settingsInk is the muted ink of a run's settings under it in the table.
const settingsInk = 0x8a93a6

// bestLines are the best runs table's lines: the standard runs, then,
// under a heading of their own, the runs on other settings, each with its
// settings on a line under it (game.RankRun keeps the two apart; each part is numbered from
// 1). The headings show only when there are runs on other settings.
func (s *Session) bestLines() []render.DialogLine {
	var out []render.DialogLine
	add := func(t string, sel bool) { out = append(out, render.DialogLine{Text: t, Selected: sel}) }
	head := func(t string) { out = append(out, render.DialogLine{Text: t, Heading: true}) }
	if s.prompt.bestNote != "" {
		add(s.prompt.bestNote, false)
	}
	switch {
	case !s.Runs.Kept():
		add("No table is kept in this game (-save none).", false)
	case len(s.prompt.best) == 0:
		add("No finished runs yet.", false)
	}
	others := slices.IndexFunc(s.prompt.best, func(r game.Recap) bool { return !r.Standard() })
	if others >= 0 {
		head("Standard settings")
		if others == 0 {
			add("No runs on the standard settings yet.", false)
		}
	}
	n := 0
	for i, r := range s.prompt.best {
		if i == others {
			head("Other settings (ranked apart)")
			n = 0
		}
		n++
		end, _, _ := strings.Cut(r.Cause, " on depth ")
		if r.Won {
			end = "WON with the Heart"
		}
		add(fmt.Sprintf("%2d. %5d  depth %d  %s", n, r.Score, r.Deepest, end), i == s.bestSel())
		if !r.Standard() {
			out = append(out, render.DialogLine{Text: "    " + r.Settings, Ink: settingsInk})
		}
	}
	return out
}
