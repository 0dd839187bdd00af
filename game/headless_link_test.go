package game_test

import (
	"math/rand/v2"

	"downhill/game"
	"downhill/headless/bot"
	"downhill/headless/soak"
)

// init hands the explore bot and the soak's checks to game's own tests
// (headless_test.go).
func init() {
	game.SetHeadless(bot.Turn, bot.Descends, func(explore bool, r *rand.Rand) game.SoakChecker {
		return soak.NewChecker(explore, r)
	})
}
