package game

import "downhill/ai"

// replan is what a trip does when the player's knowledge of the map
// changed since its path was planned (cells came into view, a door was
// found shut): a travel trip plans its way to the target again on the
// route flooded over what the player knows now (unseen cells still count
// as floor), so it walks on round a wall the unknown hid, and walks the
// path the window shows; an explore trip, which plans its own goal again
// on every change (doExplore), only checks its path. When no way is left
// the trip stops and says so. It reports whether the trip goes on.
func (g *Game) replan(known uint64) bool {
	t := &g.Nav.Trip
	if t.Kind == TravelTrip {
		t.Path = g.route().Path(t.Target.X, t.Target.Y, t.Path[:0])
	} else if ai.CheckPath(g.Level.Grid, g.Shore(), g.SwimBudget(), g.PlayerPos(), g.SwimLeft(), t.Path) >= 0 {
		t.Path = nil
	}
	if len(t.Path) == 0 {
		g.StopTravel()
		g.tripSay("Your way is blocked.")
		return false
	}
	t.Known = known
	return true
}
