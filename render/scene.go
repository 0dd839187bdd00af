// Package render draws a Downhill frame into an *image.RGBA on the CPU: a
// grid of cells (map and text alike, as in Brogue) from glyph atlases
// built ahead of time from Go Mono at several cell sizes, colours per
// tile and creature, heat maps and digits, the sidebar, the message
// lines, dialogs, the lab's panel, and the marks over the map (the
// cursor, a throw's aim, the goblins' intents). It imports no window
// code, so what it draws is tested with golden PNGs and the same pixels
// reach the desktop window and the browser.
package render

import (
	"image"

	"downhill/world"
)

// Values is what an overlay reads: a field's value per cell. dijkstra.Field is
// one; render does not import ai, so any grid of numbers can be shown.
// Values >= Unreached mean "no value" and are left uncoloured.
type Values interface {
	At(x, y int) int32
}

// Unreached mirrors dijkstra.Unreached (math.MaxInt32).
const Unreached int32 = 1<<31 - 1

// OverlayKind is how a field is shown over the map.
type OverlayKind uint8

// The overlay kinds the F key cycles through.
const (
	OverlayNone   OverlayKind = iota
	OverlayHeat               // colour per value (perceptually uniform palette)
	OverlayDigits             // last digit of each value
)

// Overlay is one field drawn over the map, named on screen.
type Overlay struct {
	Kind   OverlayKind
	Name   string // e.g. "player field", shown in the status area
	Values Values
	// Hex makes digits show each value mod 16 as one hex digit (as some
	// tutorials print fields) instead of its last decimal digit.
	Hex bool
	// Palette is the heat colour map (PaletteViridis by default).
	Palette Palette
}

// Scene is everything one frame shows. The session fills it; Draw only
// reads.
type Scene struct {
	Level   *world.Level
	Fog     bool      // true: draw only what the player has seen (dim when remembered)
	Camera  world.Pos // the level cell at the view's top-left (negative: the level is centred in a bigger view)
	ViewW   int       // cells across the view (0: the whole level); a Frame's map area decides instead
	ViewH   int       // cells down the view (0: the whole level)
	Overlay Overlay
	Path    []world.Pos // travel preview, tinted
	Cursor  *world.Pos  // hovered or keyboard-cursor cell, marked
	// Plain frames the cursor in white without a path or its label
	// (aiming, looking).
	Plain bool
	Aim   *Aim // a throw being aimed, or nil

	// Status is the plain status row of a frame without a sidebar.
	Status string
	// Side is the sidebar (nil: none; the Status row instead).
	Side *Sidebar
	// Title is a row over the map (the sandbox's brush, a comparison's
	// side names); "" for none.
	Title string
	// Info is the row over the messages: what the cursor looks at, or the
	// prompt of a mode waiting for an answer (Prompt true: drawn brighter).
	Info   string
	Prompt bool
	// InfoYields says Info is the mouse's look at what it hovers, which
	// gives way to the messages of the newest turn (what a click just
	// did shows at once); a prompt or a look asked for keeps its rows.
	InfoYields bool
	// Log is the newest messages, oldest first (the last LogLines rows'
	// worth are shown).
	Log []LogLine
	// Dialog is drawn over everything, centred; nil for none.
	Dialog *Dialog
	// Intents are the goblins' next steps in view, drawn as faint arrows.
	Intents []Intent
	// Highlight frames these cells (the sidebar's hovered entry).
	Highlight []world.Pos
	Lab       *Lab  // the Dijkstra lab's side panel and map marks; nil when closed
	Twin      *Twin // the second map of a comparison; nil for one map
	// Buttons are the touch buttons' labels, in a row at the bottom.
	Buttons []string

	// Frame is the frame's size in pixels: the window's, so it is shown
	// 1:1 (zero: as big as the view needs, ArrangeView).
	Frame image.Point
	// Cell is the cell size in pixels, one of CellSizes (zero or another:
	// DefaultCell).
	Cell image.Point
	// Blind draws the creatures in the colour-blind palette (KindInk).
	Blind bool
}

// Twin is the second map of a comparison: another level through its own
// camera, with its own title.
type Twin struct {
	Level  *world.Level
	Camera world.Pos
	Fog    bool
	Title  string
}

// LogLine is one line of the message log as drawn.
type LogLine struct {
	Text  string
	Ink   uint32 // 0xRRGGBB by the kind of message
	Count int    // the same message this many times in a row ("x3"); 0 or 1 once
	Turn  int    // the turn it was said on (-1: not known), printed before it
	Age   int    // turns since: the older, the fainter
}

// Dialog is a box over the frame: a title, lines, and a footer (how to
// close it, a page number).
type Dialog struct {
	Title  string
	Lines  []DialogLine
	Footer string
	// Width is the box's width in text columns, its lines wrapped to it
	// (0: as wide as its longest line); never wider than the frame.
	Width int
}

// DialogLine is a line of a dialog: text in its ink (0: the default), a
// glyph before it in its own ink, and Selected drawn highlighted (the
// cursor of a list).
type DialogLine struct {
	Text     string
	Ink      uint32
	Glyph    rune
	GlyphInk uint32
	Selected bool
	Heading  bool // drawn in the accent colour
}

// Lines makes a dialog of plain lines.
func Lines(title string, lines []string, footer string) *Dialog {
	d := &Dialog{Title: title, Footer: footer}
	for _, l := range lines {
		d.Lines = append(d.Lines, DialogLine{Text: l})
	}
	return d
}

// IntentVerb is what a goblin's intent arrow shows.
type IntentVerb uint8

// The verbs of an intent arrow.
const (
	IntentMove   IntentVerb = iota // steps to To
	IntentAttack                   // hits the player at To
	IntentShoot                    // shoots the player at To
	IntentDig                      // digs into the rock at To
)

// Intent is one goblin's next step: from its cell to To.
type Intent struct {
	From, To world.Pos
	Verb     IntentVerb
	Ink      uint32 // the goblin's colour
}
