package game

import "downhill/world"

// STUB file: travel, auto-explore and the swim budget replace it.

// PreviewPath is the path the player would travel to reach x,y (the cells
// entered, in order, ending at x,y), or nil when there is none.
func (g *Game) PreviewPath(x, y int) []world.Pos { return nil }

// Travelling reports whether a travel or explore trip is under way, so the
// window keeps issuing its steps (about 15-20 a second) until it stops.
func (g *Game) Travelling() bool { return false }

// StopTravel cancels a trip (a key press, right click or Esc).
func (g *Game) StopTravel() {}

// doTravel starts or continues a trip to c.X,c.Y: one step per call.
func (g *Game) doTravel(c Command) bool { return false }

// doExplore takes one auto-explore step.
func (g *Game) doExplore() bool { return false }

// swimAllowed reports whether the player may step into p (deep water is
// refused beyond the swim budget), with the warning to show when not.
func (g *Game) swimAllowed(p world.Pos) (bool, string) { return true, "" }
