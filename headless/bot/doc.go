// Package bot is the explore bot: a plain player that drives the rules
// through their commands, so that "how far does a plain player get" is
// measured by the game itself (`downhill-headless sim -player explore`,
// the balance tables, the soak and the turn benchmark), and tests can play
// whole games without writing a player each.
package bot
