package session

import (
	"downhill/game"
	"downhill/render"
	"downhill/world"
)

// View is what a front end wants drawn this frame on top of the game state:
// the overlay, fog, travel preview, camera and dialog. The game state says
// what is true; the View says how the player is looking at it, so the
// window, the browser and `downhill-headless shot` share one scene builder (Scene)
// and package game knows nothing of pixels.
type View struct {
	Overlay render.OverlayKind
	Field   int         // index into Fields() of the field the overlay shows
	Fog     bool        // draw only what the player has seen (see render.Scene.Fog)
	Path    []world.Pos // travel preview (cells entered, ending at Cursor)
	Cursor  *world.Pos  // hovered or keyboard-cursor cell
	Camera  world.Pos   // top-left cell of the view
	ViewW   int         // cells across (0: the whole level)
	ViewH   int         // cells down (0: the whole level)
	Dialog  []string    // a centred dialog, first line its title; nil for none
	Panel   *render.Panel
	Aim     *render.Aim // a throw being aimed
	Look    string      // the look line
	// NoPathLabel frames the cursor without a path (aiming, looking).
	NoPathLabel bool
}

// Scene builds the frame the renderer draws for g as seen through v: the
// level, the status line and the last messages from the game, the rest
// from v. Fields() is consulted only when an overlay is on, because asking
// for a field the creatures have not needed yet may scan it.
func Scene(g *game.Game, v View) *render.Scene {
	s := &render.Scene{
		Level: g.Level, Fog: v.Fog, Camera: v.Camera, ViewW: v.ViewW, ViewH: v.ViewH,
		Path: v.Path, Cursor: v.Cursor, Dialog: v.Dialog,
		Status: g.StatusLine(), Panel: v.Panel, Aim: v.Aim, Look: v.Look, Plain: v.NoPathLabel,
	}
	if v.Overlay != render.OverlayNone {
		if fs := g.Fields(); v.Field >= 0 && v.Field < len(fs) && fs[v.Field].Field != nil {
			// A nil *dijkstra.Field must not become a non-nil render.Values.
			s.Overlay = render.Overlay{Kind: v.Overlay, Name: fs[v.Field].Name, Values: fs[v.Field].Field}
		}
	}
	if n := len(g.Messages); n > render.LogLines {
		s.Log = g.Messages[n-render.LogLines:]
	} else {
		s.Log = g.Messages
	}
	return s
}

// DeathLines is the end-of-run dialog for g without the best runs: "You
// died" or "Victory!", the recap (cause, score, depth, turns, gold, kills,
// items used) wrapped to width columns, and how to start again.
func DeathLines(g *game.Game, width int) []string {
	r := g.Recap()
	title := "You died"
	if r.Won {
		title = "Victory!"
	}
	out := append([]string{title, ""}, wrap(r.Lines(), width)...)
	return append(out, "", keyHelp(ActRestart)+": new game")
}
