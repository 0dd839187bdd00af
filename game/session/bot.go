package session

import "downhill/headless/bot"

// BotTurn plays one turn of the explore bot with the player's own
// commands (bot.Careful) through the session, as a press's would be (event
// lines, AfterTurn, the best runs): the tests' whole runs that end on the
// recap. It reports false when the bot found nothing to do.
func (s *Session) BotTurn() bool { return bot.Careful(s.g, s.do) }
