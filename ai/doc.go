// Package ai is what Downhill's creatures and travellers think with: the
// readers of the field engine (package dijkstra). It turns the world's
// tiles into costs (WalkerCosts, TunnelerCosts), keeps the shared fields of
// a level and the goblin brains that read them (Minds: approach, greed,
// flee, an archer's range, tunnelling), and the player's travel: one Route
// flooded per turn over what the player knows, with a swim budget, from
// which the path to the cursor, click travel and auto-explore are read.
package ai
