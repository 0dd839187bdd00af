package game

import "downhill/internal/text"

// MaxMessages is how many messages the game keeps (and saves): the newest,
// which is many screens of the message line and keeps a long game's saves
// small.
const MaxMessages = 500

// say adds a message for the player, newest last, dropping the oldest past
// MaxMessages, stamped with the turn now (a command restamps what it said
// with the turn it ended on: stampSince). The log has room for
// MaxMessages from its first message on. A message longer than a save may
// hold is clipped, so the log always saves.
func (g *Game) say(msg string) {
	msg = text.Clip(msg, MaxLine)
	if cap(g.Messages) < MaxMessages || cap(g.MessageTurns) < MaxMessages { // once a game (or a load): then it never grows
		room, turns := g.msgRoom, g.turnRoom
		if room == nil {
			room = make([]string, 0, MaxMessages)
		}
		if turns == nil {
			turns = make([]int, 0, MaxMessages)
		}
		g.Messages, g.msgRoom = append(room[:0], g.Messages...), nil
		g.MessageTurns, g.turnRoom = append(turns[:0], g.MessageTurns...), nil
	}
	if len(g.Messages) >= MaxMessages {
		n := copy(g.Messages, g.Messages[len(g.Messages)-MaxMessages+1:])
		g.Messages = g.Messages[:n]
		g.MessageTurns = g.MessageTurns[:copy(g.MessageTurns, g.MessageTurns[len(g.MessageTurns)-n:])]
	}
	g.Messages = append(g.Messages, msg)
	g.MessageTurns = append(g.MessageTurns, g.Turn)
	g.said++
}

// stampSince stamps the messages said since Said was said with the turn
// now: what a command said is stamped with the turn it ended on.
func (g *Game) stampSince(said int) {
	t := g.MessageTurns
	for i := max(len(t)-(g.said-said), 0); i < len(t); i++ {
		t[i] = g.Turn
	}
}

// MessageTurn is the turn message i of Messages was said on (-1: not
// known).
func (g *Game) MessageTurn(i int) int {
	if i < 0 || i >= len(g.MessageTurns) {
		return -1
	}
	return g.MessageTurns[i]
}

// sayAgain says msg unless it is the newest message already: a refusal
// repeated by a held key is said once, and (changing nothing) is not
// recorded again.
func (g *Game) sayAgain(msg string) {
	if n := len(g.Messages); n > 0 && g.Messages[n-1] == msg {
		return
	}
	g.say(msg)
}

// pickUpMsg is what the player is told on picking up n gold.
func pickUpMsg(n int) string { return pickUpLines.line(n) }

// Said is how many messages this Game value has said (Messages keeps the
// newest MaxMessages of them): a front end that stamps each message with
// the turn it was said on counts the new ones by it.
func (g *Game) Said() int { return g.said }

// Tell says msg to the player the way the game's own messages are said:
// a front end's answer that is news in the log (PackEmpty).
func (g *Game) Tell(msg string) { g.say(msg) }
