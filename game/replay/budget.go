package replay

import "downhill/game"

// FrameWork is what a front end gives a replay to play in one frame while
// it goes to a far turn, in commands times the cells of a level (a
// command's work grows with its level): 2^21, a few hundred commands on
// 80x45 levels, two on 1000x1000 ones, about 5-40 ms of one core.
const FrameWork = 1 << 21

// FrameBudget is how many commands of a replay of a game of cfg one frame
// plays (FrameWork), at least one.
func FrameBudget(cfg game.Config) int {
	cells := max(cfg.W, 1) * max(cfg.H, 1)
	return max(1, FrameWork/cells)
}
