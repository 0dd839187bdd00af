// Package screen builds the frame the player sees (a render.Scene) from a
// plain value of what it shows (Frame): the map seen through its View,
// the sidebar, the lines of the log, the dialogs (help, log, inventory,
// options, best runs, the recap, the save open elsewhere) and the info
// row. It imports no session and keeps no state: the session settles what
// takes work to find (the camera, the path preview, the goblins'
// intents) and hands it over in a Frame, and
// Compose only reads it, so drawing a frame changes nothing by the shape
// of this package's API.
package screen

import (
	"image"

	"downhill/game"
	"downhill/render"
	"downhill/world"
)

// Frame is everything one frame shows, settled: the game as it stands,
// how it is looked at, and the state of whatever panel is open. The
// session fills one after settling and before drawing; the same Frame
// composes the same scene.
type Frame struct {
	Game  *game.Game
	View  View
	Size  image.Point  // the frame's pixels: the window, zero before it is known
	Cell  image.Point  // a text cell's pixels
	Parts render.Parts // the frame's parts (sidebar, compact, legend, buttons, lab, twin, title)
	Blind bool         // the colour-blind palette
	Touch bool         // a touch screen's player: the words say tap, not press
	Rows  int          // the frame's height in text rows, which dialogs fit
	Side  Side
	Info  Info
	Panel Panel
	Open  Open
	// Intents are the goblins' next steps shown as faint arrows.
	Intents []render.Intent
	// Buttons are the touch buttons' labels (nil: none).
	Buttons []string
	// Note is the session's own note under the log (settings, saves).
	Note  string
	Decor Decor
}

// Decor is what the sandbox and the comparison change over the map.
type Decor struct {
	Title string       // over the map (the sandbox's status, the comparison's count)
	NoFog bool         // draw the whole level: a hand-drawn map is known to whoever drew it
	Twin  *render.Twin // the comparison's second map (its Fog follows the left map's)
}

// Side is what the sidebar marks.
type Side struct {
	Legend   bool       // an overlay's legend is in the sidebar
	Selected int        // the pack's slot being aimed, -1 none
	Hover    int        // the entry under the mouse, -1 none
	At       *world.Pos // the map cell pointed at (the look, the aim, the mouse): its entry is marked
}

// Compose is the scene frame f shows. It changes nothing, of f or of the
// game: a Frame is read, never written.
func Compose(f Frame) *render.Scene {
	sc := Scene(f.Game, f.View)
	sc.Frame, sc.Cell, sc.Blind = f.Size, f.Cell, f.Blind
	sc.Side = Sidebar(f.Game, f.Side, f.Parts.Compact, f.Blind)
	sc.Log = LogView(f.Game)
	sc.Info, sc.Prompt = InfoRow(f.Game, f.Info)
	sc.InfoYields = f.Info.InPlay && !sc.Prompt // in play, the info is the mouse's look
	sc.Dialog = PanelDialog(f)
	sc.Intents = f.Intents
	if e := HoveredEntry(sc.Side, f.Side); e >= 0 {
		sc.Side.Hovered = e
		sc.Highlight = []world.Pos{sc.Side.Entries[e].At}
	}
	if f.Parts.Buttons {
		sc.Buttons = f.Buttons
	}
	if f.Decor.NoFog {
		sc.Fog = false
	}
	if f.Decor.Title != "" {
		sc.Title = f.Decor.Title
	}
	if f.Decor.Twin != nil {
		t := *f.Decor.Twin
		t.Fog = sc.Fog
		sc.Twin = &t
	}
	if f.Note != "" {
		sc.Log = append(sc.Log, render.LogLine{Text: f.Note, Turn: -1, Ink: colNote})
	}
	return sc
}

// colNote is the ink of the session's own notes (settings, the sandbox's
// saves), which are not the game's messages.
const colNote = 0x9ad0ff

// say is the words for the player's hands: keys for a keyboard player,
// taps for a touch screen's, so a dialog never tells a phone player to
// press Esc.
func say(touch bool, keys, taps string) string {
	if touch {
		return taps
	}
	return keys
}
