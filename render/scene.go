// Package render draws a Downhill level, and the fields over it, into an
// *image.RGBA on the CPU: a glyph atlas built once from Go Mono, colours per
// tile and creature, heat maps and digits, the status line and messages.
// It imports no window code, so what it draws is tested with golden PNGs
// and the same pixels reach the desktop window and the browser.
package render

import "downhill/world"

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

// Scene is everything one frame shows. The game fills it; Draw only reads.
type Scene struct {
	Level   *world.Level
	Fog     bool      // true: draw only what the player has seen (dim when remembered)
	Camera  world.Pos // top-left cell of the view
	ViewW   int       // cells across the view (0: the whole level)
	ViewH   int       // cells down the view (0: the whole level)
	Overlay Overlay
	Path    []world.Pos // travel preview, tinted
	Cursor  *world.Pos  // hovered or keyboard-cursor cell, marked
	Status  string      // the status line (HP, depth, gold, turn, seed)
	Log     []string    // the last few messages, newest last
	Dialog  []string    // a centred dialog (help, death): the first line is its title; nil for none
	// Panel, when set, is drawn as the status row (an HP bar, depth, gold,
	// turns, the Heart) and the pack row under it, instead of Status.
	Panel *Panel
	Aim   *Aim   // a throw being aimed, or nil
	Look  string // what the looked-at cell holds, shown above the messages
	// Plain frames the cursor in white without a path or its label
	// (aiming, looking).
	Plain bool
	Lab   *Lab // the Dijkstra lab's side panel and map marks; nil when closed
}
