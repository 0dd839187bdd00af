package game

import (
	"fmt"

	"downhill/ai"
	"downhill/world"
)

// ItemFields says how each item acts on the goblins, through the fields
// they read: what the inventory shows under an item's name, so using one
// teaches what the fields are.
var ItemFields = [world.NumItems]string{
	world.Healing: "No field changes: it is for you.",
	world.Noisemaker: fmt.Sprintf("A field is flooded from the noise, %d steps of walking deep: every goblin it reaches "+
		"wakes and walks downhill on it to the noise, then searches around. A wall between muffles the noise "+
		"as much as it lengthens the walk.", NoiseReach),
	world.Smoke: fmt.Sprintf("A %dx%d cloud for %d turns: standing in it you are neither seen nor heard, so the "+
		"player field stops pulling; hunters walk to where they last noticed you and search.",
		2*SmokeRadius+1, 2*SmokeRadius+1, SmokeTurns),
	world.Fear: fmt.Sprintf("Every goblin in view reads the safety map for %d turns, at any hit points: the player "+
		"field upside down, far ground flattened, loops and open ground %d better, flooded again round "+
		"corners, so they run past you to a loop rather than into a dead end.", FearTurns, ai.LoopBonus),
	world.Caltrops: fmt.Sprintf("For %d turns a 3x3 patch costs walkers %d more a cell and hurts them: the fields "+
		"route round it unless the detour is longer.", CaltropTurns, ai.CaltropCost),
	world.Pick: fmt.Sprintf("Bores up to %d cells of rock: every field changes at once, the goblins' and your "+
		"auto-explore's.", PickLength),
	world.Heart: "While you carry it every goblin on the level hears you: the player field pulls them all.",
	world.Javelin: "No field changes: it ends a fight at range. A goblin running for its life on the safety map " +
		"runs as fast as you walk; a javelin reaches it, and in sight it does not heal.",
	world.Blink: fmt.Sprintf("A field is flooded from every goblin awake in view and read as the safety map reads "+
		"the player field (upside down, flattened far away, loops %d better): you land on its lowest cell in "+
		"view within %d steps, where a goblin fleeing them would run.", ai.LoopBonus, BlinkRange),
	world.Spike: "No walker can enter the door: every walker's field (the player field, the " +
		"greedy field, the safety map) flows round it by the next way, or not at all, at once. The tunnelers' " +
		"field still goes through: a tunneler smashes it.",
}
