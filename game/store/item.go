package store

import (
	"downhill/game"
	"downhill/world"
)

// Item is one thing a Storage keeps.
type Item uint8

// The items.
const (
	Save     Item = iota // the game in progress (game.Save's JSON)
	Settings             // the player's preferences (session.Settings' JSON)
	BestRuns             // the best runs table (game.FormatBestRuns)
	Sandbox              // the sandbox's drawing (the sim -map format)
	Morgue               // the last run's morgue file (game.Game.Morgue), written when it ends
	NumItems
)

// itemNames are how messages name each item.
var itemNames = [NumItems]string{Save: "saved game", Settings: "settings", BestRuns: "best runs", Sandbox: "sandbox drawing", Morgue: "morgue file"}

// String is how a message names the item: "saved game".
func (it Item) String() string {
	if it >= NumItems {
		return "item"
	}
	return itemNames[it]
}

// limits are the most bytes Load reads of each item: a save of a whole
// run on the largest levels the flags make, a few kilobytes of settings,
// the table's ten runs with room to spare, and a drawing of the largest
// level (a row of every cell and its line end).
var limits = [NumItems]int64{
	Save:     game.MaxSaveBytes,
	Settings: 64 << 10,
	BestRuns: 8 << 20, // ten runs with their recordings
	Sandbox:  (world.MaxSide + 2) * world.MaxSide,
	Morgue:   game.MaxRecordBytes*2 + (world.MaxSide+2)*world.MaxSide + 1<<20,
}

// Limit is the most bytes Load reads of the item; more is ErrTooLarge.
func (it Item) Limit() int64 {
	if it >= NumItems {
		return 0
	}
	return limits[it]
}
