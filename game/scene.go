package game

import (
	"fmt"

	"downhill/render"
	"downhill/world"
)

// View is what a front end wants drawn this frame on top of the game state:
// the overlay, fog, travel preview, camera and dialog. The game state says
// what is true; the View says how the player is looking at it, so the
// window, the browser and `downhill shot` share one Scene builder.
type View struct {
	Overlay render.OverlayKind
	Field   int         // index into Fields() of the field the overlay shows
	Fog     bool        // draw only what the player has seen (see render.Scene.Fog)
	Path    []world.Pos // travel preview (cells entered, ending at Cursor)
	Cursor  *world.Pos  // hovered or keyboard-cursor cell
	Camera  world.Pos   // top-left cell of the view (see Follow)
	ViewW   int         // cells across (0: the whole level)
	ViewH   int         // cells down (0: the whole level)
	Dialog  []string    // a centred dialog, first line its title; nil for none
}

// LogLines is how many of the newest messages a Scene carries.
const LogLines = render.LogLines

// Scene builds the frame the renderer draws for g as seen through v: the
// level, the status line and the last messages from the game, the rest
// from v. Fields() is consulted only when an overlay is on, because asking
// for a field the creatures have not needed yet may scan it.
func (g *Game) Scene(v View) *render.Scene {
	s := &render.Scene{
		Level: g.Level, Fog: v.Fog, Camera: v.Camera, ViewW: v.ViewW, ViewH: v.ViewH,
		Path: v.Path, Cursor: v.Cursor, Dialog: v.Dialog,
		Status: g.StatusLine(),
	}
	if v.Overlay != render.OverlayNone {
		if fs := g.Fields(); v.Field >= 0 && v.Field < len(fs) && fs[v.Field].Field != nil {
			// A nil *dijkstra.Field must not become a non-nil render.Values.
			s.Overlay = render.Overlay{Kind: v.Overlay, Name: fs[v.Field].Name, Values: fs[v.Field].Field}
		}
	}
	if n := len(g.Messages); n > LogLines {
		s.Log = g.Messages[n-LogLines:]
	} else {
		s.Log = g.Messages
	}
	return s
}

// StatusLine is the status bar's text: hit points, depth, gold, turn and
// seed (the seed so a player can share or replay a game), plus the swim
// turns left while in deep water.
func (g *Game) StatusLine() string {
	st := g.Level.Ents
	hp, maxHP := st.HP[g.Player], st.MaxHP[g.Player]
	s := fmt.Sprintf("HP %d/%d  Depth %d  Gold %d  Turn %d  Seed %d",
		max(hp, 0), maxHP, g.Depth, g.Gold, g.Turn, g.Cfg.Seed)
	if g.Swimming() {
		s += fmt.Sprintf("  Swim %d/%d", g.SwimLeft(), g.SwimBudget())
	}
	if g.Dead {
		s += fmt.Sprintf("  Score %d", g.Score())
	}
	return s
}

// Follow returns the camera (top-left cell) for a viewW x viewH view that
// keeps the player centred, clamped so the view does not run past the
// level's edges (a level smaller than the view starts at 0,0).
func (g *Game) Follow(viewW, viewH int) world.Pos {
	p := g.PlayerPos()
	clamp := func(c, view, size int) int {
		if view >= size {
			return 0
		}
		return min(max(c-view/2, 0), size-view)
	}
	return world.Pos{X: clamp(p.X, viewW, g.Level.Grid.W), Y: clamp(p.Y, viewH, g.Level.Grid.H)}
}
