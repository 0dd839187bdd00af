package screen

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

// Panel is the dialog open over the map, if any.
type Panel int

// The panels.
const (
	PanelNone      Panel = iota
	PanelRecap           // the end of a run
	PanelHelp            // the help's pages
	PanelLog             // the message log
	PanelBest            // the best runs
	PanelInventory       // the pack
	PanelOptions         // the settings
	PanelElsewhere       // the save open in another window
)

// Open is the state of the panels: where each is scrolled or what is
// picked in it.
type Open struct {
	Page      int // the help's page
	LogTop    int // the log's lines scrolled up from its end
	Pick      int // the inventory's slot picked, -1 none
	Best      Best
	Options   Options
	Elsewhere Elsewhere
}

// Best is the best runs table's state.
type Best struct {
	Kept bool         // a table is kept (not -save none)
	Runs []game.Recap // the table, best first
	Note string       // a line over the table (why the run was not kept)
	Sel  int          // the run marked
}

// PanelDialog is the dialog of frame f's panel, or nil.
func PanelDialog(f Frame) *render.Dialog {
	switch f.Panel {
	case PanelRecap:
		return RecapDialog(f.Game, f.Open.Best, f.Touch)
	case PanelHelp:
		return HelpDialog(f.Game, f.Open.Page, f.Rows, f.Blind, f.Touch)
	case PanelLog:
		return LogDialog(f.Game, f.Open.LogTop, f.Rows, f.Touch)
	case PanelBest:
		return BestDialog(f.Open.Best, f.Touch)
	case PanelInventory:
		return InventoryDialog(f.Game, f.Open.Pick, f.Touch)
	case PanelOptions:
		return OptionsDialog(f.Open.Options, f.Touch)
	case PanelElsewhere:
		return ElsewhereDialog(f.Open.Elsewhere)
	}
	return nil
}

// HelpPages are the help's pages, each fitting in rows text rows: the
// goal, the keys of play, the lab's and the sandbox's keys, what the
// glyphs are (in the palette blind picks), and the goblins.
func HelpPages(g *game.Game, rows int, blind, touch bool) []*render.Dialog {
	goal := render.Lines("Downhill - the goal", []string{
		fmt.Sprintf("Go down to depth %d, take the Heart of the Mountain (&), and climb back out by the up stairs (<) of depth 1.", g.HeartDepth()),
		"",
		"Every goblin walks downhill on a Dijkstra map: each turn the dungeon is flooded from what it wants (you, gold, a noise), every cell holding its walking distance, and a goblin steps to its lowest neighbour.",
		"",
		"Your items act through the same fields: thrown gold pulls greedy goblins, a noisemaker draws them away, smoke hides you, fear sends them fleeing, a pick rewrites every field at once.",
		"",
		"Watch them think: the faint arrows (" + keys.First(keys.ActIntents) + ") are each goblin's next step; " + keys.First(keys.ActOverlay) + " shows the fields; " + keys.First(keys.ActLab) + " opens the Dijkstra lab.",
		"",
		keys.First(keys.ActExplore) + " explores until something comes into view, and not while a goblin is awake in view. " + keys.First(keys.ActDescend) + " and " + keys.First(keys.ActAscend) + " take the stairs you stand on, or walk to the stairs you have seen: press again there to take them.",
	}, "")
	fit := rows - 10
	pages := []*render.Dialog{goal}
	pages = append(pages, paged("Keys", keyLines(keys.CtxPlay, keys.CtxCursor), fit)...)
	pages = append(pages, paged("Lab, sandbox and replay keys", keyLines(keys.CtxLab, keys.CtxSandbox, keys.CtxReplay), fit)...)
	pages = append(pages, paged("What you see", legendLines(blind), fit)...)
	pages = append(pages, paged("The goblins", kindLines(g, blind), fit)...)
	for i, p := range pages {
		p.Footer = fmt.Sprintf("page %d of %d   ", i+1, len(pages)) +
			say(touch, "left/right: page   Esc: close", "tap right/left: page   tap outside: close")
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

// HelpDialog is the help's page page (HelpPages).
func HelpDialog(g *game.Game, page, rows int, blind, touch bool) *render.Dialog {
	pages := HelpPages(g, rows, blind, touch)
	return pages[min(max(page, 0), len(pages)-1)]
}

// legendLines are the glyph legend: tiles, items and creatures, each drawn
// as on the map.
func legendLines(blind bool) []render.DialogLine {
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
		add(f.Glyph, render.KindInk(k, blind), f.Name)
	}
	add('g', render.KindInk(world.Goblin, blind), "on a red ground: wounded (the redder, the nearer death)")
	add('→', 0xb0e090, "a goblin's next step if you wait (e turns them off); red: it strikes or shoots")
	return d
}

// kindLines are the goblin kinds: what each wants, the field it reads,
// when it flees.
func kindLines(g *game.Game, blind bool) []render.DialogLine {
	var d []render.DialogLine
	for k := world.Goblin; k < world.NumKinds; k++ {
		f := k.Facts()
		if len(d) > 0 {
			d = append(d, render.DialogLine{})
		}
		d = append(d, render.DialogLine{Glyph: f.Glyph, GlyphInk: render.KindInk(k, blind),
			Text: f.Name + ": " + AboutKind(g, k)})
	}
	return d
}

// RecapDialog is the end of g's run: the recap, the best runs with this
// one marked, how to go on.
func RecapDialog(g *game.Game, best Best, touch bool) *render.Dialog {
	title := "You died"
	if g.Won {
		title = "Victory!"
	}
	footer := keys.First(keys.ActRestart) + ": new game   "
	if ok, _ := g.Replayable(); ok {
		footer += keys.First(keys.ActWatch) + ": watch it again   "
	}
	footer = say(touch, footer+keys.First(keys.ActBest)+": best runs", "tap new game, watch or best runs below")
	d := render.Lines(title, g.Recap().Lines(), footer)
	d.Width = 56
	if best.Kept {
		d.Lines = append(d.Lines, render.DialogLine{})
		d.Lines = append(d.Lines, bestLines(best)...)
	}
	return d
}

// BestDialog is the best runs table, the run best.Sel marked.
func BestDialog(best Best, touch bool) *render.Dialog {
	d := &render.Dialog{Title: "Best runs", Width: 56, Lines: bestLines(best),
		Footer: say(touch, "up/down choose   "+keys.First(keys.ActWatch)+" watches it   any other key closes", "drag: choose   tap: close")}
	return d
}

// settingsInk is the muted ink of a run's settings under it in the table.
const settingsInk = 0x8a93a6

// bestLines are the best runs table's lines: the standard runs, then,
// under a heading of their own, the runs on other settings, each with its
// settings on a line under it (game.RankRun keeps the two apart; each part is numbered from
// 1). The headings show only when there are runs on other settings.
func bestLines(best Best) []render.DialogLine {
	var out []render.DialogLine
	add := func(t string, sel bool) { out = append(out, render.DialogLine{Text: t, Selected: sel}) }
	head := func(t string) { out = append(out, render.DialogLine{Text: t, Heading: true}) }
	if best.Note != "" {
		add(best.Note, false)
	}
	switch {
	case !best.Kept:
		add("No table is kept in this game (-save none).", false)
	case len(best.Runs) == 0:
		add("No finished runs yet.", false)
	}
	others := slices.IndexFunc(best.Runs, func(r game.Recap) bool { return !r.Standard() })
	if others >= 0 {
		head("Standard settings")
		if others == 0 {
			add("No runs on the standard settings yet.", false)
		}
	}
	n := 0
	for i, r := range best.Runs {
		if i == others {
			head("Other settings (ranked apart)")
			n = 0
		}
		n++
		end, _, _ := strings.Cut(r.Cause, " on depth ")
		if r.Won {
			end = "WON with the Heart"
		}
		add(fmt.Sprintf("%2d. %5d  depth %d  %s", n, r.Score, r.Deepest, end), i == best.Sel)
		if !r.Standard() {
			out = append(out, render.DialogLine{Text: "    " + r.Settings, Ink: settingsInk})
		}
	}
	return out
}
