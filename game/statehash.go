package game

import (
	"encoding/json"
	"fmt"
	"hash/fnv"

	"downhill/world"
)

// StateHash is a digest of everything the rules play on: the random
// stream, every kept level (cells, creatures, items, effects), the player,
// the pack, the recap's counts and the turn. Two games with the same hash
// play on alike, so a replay that ends on the recorded hash replayed the
// game exactly. Messages, the scan count and the minds' caches are left
// out: a window's overlay may scan a field early and a sitting adds notes,
// neither of which changes what happens.
func (g *Game) StateHash() string {
	h := fnv.New64a()
	pcg, _ := g.Src.MarshalBinary()
	h.Write(pcg)
	enc := json.NewEncoder(h)
	enc.Encode(struct {
		Levels    []*world.Level
		Player    world.Entity
		Depth     int
		Turn      int
		Gold      int
		Dead, Won bool
		Inventory []world.ItemKind
		HasHeart  bool
		Stats     Stats
	}{g.Levels, g.Player, g.Depth, g.Turn, g.Gold, g.Dead, g.Won, g.Inventory, g.HasHeart, g.Stats})
	return fmt.Sprintf("%016x", h.Sum64())
}
