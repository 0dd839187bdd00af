package game

import "strings"

// Tone is what kind of news a message is, so a front end can colour the
// log by it: the player's blows, the blows taken, kills, items, alarms.
type Tone uint8

// The tones of messages.
const (
	ToneInfo  Tone = iota // anything else: the ground, refusals, doors
	ToneHurt              // a goblin hits or shoots you
	ToneMiss              // a blow or shot that missed, either way
	ToneHit               // you hit a goblin
	ToneKill              // a goblin dies
	ToneItem              // items and gold: picked up, used, thrown
	ToneAlert             // a goblin wakes, notices you, flees, searches
	ToneGood              // a new depth, victory, healing
	ToneDeath             // your death
	NumTones
)

// tones are the tone of every message made once (the tables of lines.go
// and the notes), so the log's colours follow the messages as they are
// written, never a copy of their wording.
var tones = func() map[string]Tone {
	t := map[string]Tone{}
	add := func(tone Tone, lines ...string) {
		for _, l := range lines {
			t[l] = tone
		}
	}
	for _, k := range [][]string{blowHits[:], shotHits[:]} {
		add(ToneHurt, k...)
	}
	add(ToneMiss, blowMisses[:]...)
	add(ToneMiss, youMiss[:]...)
	add(ToneHit, youHit[:]...)
	add(ToneKill, youKill[:]...)
	add(ToneKill, caltropKills[:]...)
	add(ToneHit, caltropHurts[:]...)
	add(ToneItem, takesGold[:]...)
	add(ToneHit, javelinHits[:]...)
	add(ToneMiss, javelinMisses[:]...)
	add(ToneKill, javelinKills[:]...)
	add(ToneAlert, breaksJam[:]...)
	add(ToneAlert, jamSmashed)
	add(ToneItem, javelinFlies, javelinSinks, blinkLine, jamLine, unjamLine)
	add(ToneItem, youPickUpItem[:]...)
	for _, lines := range noteMessages {
		add(ToneAlert, lines[:]...)
	}
	add(ToneItem, caltropsLine, noiseLine, smokeLine, fearLine)
	add(ToneGood, healLine)
	add(ToneHurt, drowningLine, lowHealthLine)
	return t
}()

// tonePrefixes are the tones of messages made with numbers in them.
var tonePrefixes = []struct {
	prefix string
	tone   Tone
}{
	{"You die", ToneDeath},
	{"You climb out of the mountain", ToneGood},
	{"You take the Heart", ToneGood},
	{"You descend", ToneGood},
	{"You climb to", ToneGood},
	{pickUpLines.prefix, ToneItem},
	{throwLines.prefix, ToneItem},
	{boreLines.prefix, ToneItem},
}

// ToneOf is the tone of message msg.
func ToneOf(msg string) Tone {
	if t, ok := tones[msg]; ok {
		return t
	}
	for _, p := range tonePrefixes {
		if strings.HasPrefix(msg, p.prefix) {
			return p.tone
		}
	}
	return ToneInfo
}
