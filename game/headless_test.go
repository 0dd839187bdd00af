package game

import "math/rand/v2"

// The explore bot (package headless/bot) and the soak's checks (package
// headless/soak) play whole games for some of these tests, but they import
// game, so game's own tests cannot import them. headless_link_test.go, an
// external test file built into the same test binary, hands them over
// through SetHeadless before any test runs.

var (
	playBot, botStops func(*Game) bool
	newSoak           func(explore bool, r *rand.Rand) SoakChecker
)

// SoakChecker is the soak's checks on a game a test plays (soak.Checker):
// Start when a level begins, Turn for each input, which plays it and
// returns what broke, or "".
type SoakChecker interface {
	Start(g *Game)
	Turn(g *Game, save *[]byte) string
}

// SetHeadless gives the tests the explore bot's Turn and Descends and the
// soak's NewChecker (headless_link_test.go calls it as the test binary starts).
func SetHeadless(turn, descends func(*Game) bool, soak func(explore bool, r *rand.Rand) SoakChecker) {
	playBot, botStops, newSoak = turn, descends, soak
}

// botTurn plays one turn of the explore bot on g (bot.Turn).
func botTurn(g *Game) bool { return playBot(g) }

// botDescends reports whether the bot would take the stairs now
// (bot.Descends).
func botDescends(g *Game) bool { return botStops(g) }
