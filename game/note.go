package game

// Note tells the player msg in the message log, as the game's own lines
// are (clipped to MaxLine, so the log still saves): what a front end has
// to say about the sitting, a save kept aside or a one-off game.
func (g *Game) Note(msg string) { g.say(msg) }
