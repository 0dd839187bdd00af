package screen

import (
	"downhill/game"
	"downhill/internal/text"
	"downhill/render"
	"downhill/world"
)

// View is how the player is looking at the game this frame: the overlay,
// fog, travel preview, the aim, the camera. The game state says what is
// true; the View says how it is looked at, so the window, the browser and
// `downhill-headless shot` share one scene builder (Scene) and package
// game knows nothing of pixels.
type View struct {
	Overlay render.OverlayKind
	Field   int         // index into Fields() of the field the overlay shows
	Fog     bool        // draw only what the player has seen (see render.Scene.Fog)
	Path    []world.Pos // travel preview (cells entered, ending at Cursor)
	Cursor  *world.Pos  // hovered or keyboard-cursor cell
	Camera  world.Pos   // top-left cell of the view
	ViewW   int         // cells across (0: the whole level)
	ViewH   int         // cells down (0: the whole level)
	Aim     *render.Aim // a throw being aimed
	// NoPathLabel frames the cursor without a path (aiming, looking).
	NoPathLabel bool
}

// Scene builds the frame the renderer draws for g as seen through v: the
// level, the plain status row and the last messages from the game, the
// rest from v (Compose adds the sidebar, dialogs and marks). Fields()
// is consulted only when an overlay is on, because asking for a field the
// creatures have not needed yet may scan it.
func Scene(g *game.Game, v View) *render.Scene {
	s := &render.Scene{
		Level: g.Level, Fog: v.Fog, Camera: v.Camera, ViewW: v.ViewW, ViewH: v.ViewH,
		Path: v.Path, Cursor: v.Cursor, Status: g.StatusLine(), Aim: v.Aim, Plain: v.NoPathLabel,
	}
	if v.Overlay != render.OverlayNone {
		if fs := g.Fields(); v.Field >= 0 && v.Field < len(fs) && fs[v.Field].Field != nil {
			// A nil *dijkstra.Field must not become a non-nil render.Values.
			s.Overlay = render.Overlay{Kind: v.Overlay, Name: fs[v.Field].Name, Values: fs[v.Field].Field}
		}
	}
	m := g.Messages[max(0, len(g.Messages)-render.LogLines):]
	for _, t := range m {
		s.Log = append(s.Log, render.LogLine{Text: t, Turn: -1, Ink: ToneInk[game.ToneOf(t)]})
	}
	return s
}

// DeathLines is the end-of-run dialog's text for g without the best
// runs: the recap (cause, score, depth, turns, gold, kills, items used)
// wrapped to width columns.
func DeathLines(g *game.Game, width int) []string {
	return wrap(g.Recap().Lines(), width)
}

// wrap breaks lines longer than width at spaces (text.Wrap), the
// continuation indented by two.
func wrap(lines []string, width int) []string {
	var out []string
	for _, l := range lines {
		out = append(out, text.Wrap(l, width)...)
	}
	return out
}
