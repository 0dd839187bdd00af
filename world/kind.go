package world

import "strconv"

// Kind says what a creature is and so which brain drives it.
type Kind uint8

// The creature kinds. Values are part of the save format: append new kinds
// before NumKinds, with their row in KindFacts.
const (
	Player   Kind = iota
	Goblin        // hunts on the shared player field
	Greedy        // hunts on the field seeded with gold as well as the player
	Archer        // keeps its range with line of sight and shoots
	Tunneler      // digs through rock on the tunnelers' field
	Naive         // the straight-line chaser Dijkstra maps replace
	NumKinds      // how many kinds there are; not a kind
)

// Attack is a blow or a shot: the chance in percent to hit, and the hit
// points a hit takes, from MinDamage to MaxDamage evenly.
type Attack struct {
	HitPct               int
	MinDamage, MaxDamage int
}

// KindFact is everything the game, the minds and the screen know about one
// kind of creature. Each kind has exactly one row in KindFacts, so adding
// a kind is adding a row (a test fails on a row with a missing fact).
type KindFact struct {
	// Name is how messages, the look command and the recap name it:
	// "goblin archer".
	Name string
	// Tag is the action log's short name ("archer", as in "archer#4") and
	// the kind's String.
	Tag string
	// Noun is the name with its article, as the minds' reasons say it:
	// "an archer"; "you" for the player.
	Noun string
	// Glyph is its character on screen and its letter in map files.
	Glyph rune
	// Colour is its ink on screen, 0xRRGGBB: kinds differ in lightness as
	// well as hue, and stand apart from the tiles. BlindColour is its ink
	// in the colour-blind palette: the Okabe-Ito colours, which stay apart
	// for the common colour-vision deficiencies, lightened to read on the
	// dark ground (the goblin, bluish green, and the greedy goblin, yellow,
	// differ in lightness as well as hue).
	Colour, BlindColour uint32
	// HP is its hit points on depth 1 (the game adds some with depth).
	HP int
	// Blow is its melee attack, Shot its attack from range (HitPct 0 for
	// a kind that does not shoot; the player's is a thrown javelin).
	Blow, Shot Attack
	// FleesAt is the share of its hit points, in percent, at or below
	// which it runs for its life, once (0: it never does). A quarter, as
	// Brogue's monsters that flee near death: after one blow a goblin
	// fights on, so a fight is a fight and not a chase.
	FleesAt int
}

// The attacks the kinds share. The player's blow hits more often and
// harder than a goblin's, so a fight with one goblin is the player's to
// win; an archer's shot hits half as often as a blow, because an archer
// keeps its range where the player cannot hit back, on every open level
// (at 45% archers dealt about 60% of the explore bot's deaths; the
// docs/play.md's balance section has the measurements).
var (
	playerBlow = Attack{HitPct: 80, MinDamage: 2, MaxDamage: 4}
	// javelin is the player's shot: a javelin thrown hits a little less
	// often than a blow and harder, so one throw finishes a goblin that
	// runs for its life, and a second throw is a walk to pick it up.
	javelin    = Attack{HitPct: 60, MinDamage: 2, MaxDamage: 4}
	goblinBlow = Attack{HitPct: 60, MinDamage: 1, MaxDamage: 3}
	arrow      = Attack{HitPct: 30, MinDamage: 1, MaxDamage: 2}
)

// KindFacts is the one table of the creature kinds, indexed by Kind.
var KindFacts = [...]KindFact{
	Player:   {Name: "player", Tag: "player", Noun: "you", Glyph: '@', Colour: 0xffffff, BlindColour: 0xffffff, HP: 20, Blow: playerBlow, Shot: javelin},
	Goblin:   {Name: "goblin", Tag: "goblin", Noun: "a goblin", Glyph: 'g', Colour: 0x7fd85c, BlindColour: 0x3fd0a4, HP: 6, Blow: goblinBlow, FleesAt: 25},
	Greedy:   {Name: "greedy goblin", Tag: "greedy", Noun: "a greedy goblin", Glyph: 'G', Colour: 0xf2b33d, BlindColour: 0xf5e960, HP: 6, Blow: goblinBlow, FleesAt: 25},
	Archer:   {Name: "goblin archer", Tag: "archer", Noun: "an archer", Glyph: 'a', Colour: 0x62c9ec, BlindColour: 0x7cc4f0, HP: 4, Blow: goblinBlow, Shot: arrow},
	Tunneler: {Name: "tunneler", Tag: "tunneler", Noun: "a tunneler", Glyph: 't', Colour: 0xc48a52, BlindColour: 0xf0a830, HP: 8, Blow: goblinBlow},
	Naive:    {Name: "naive goblin", Tag: "naive", Noun: "a naive goblin", Glyph: 'n', Colour: 0xc98be8, BlindColour: 0xe08fc0, HP: 6, Blow: goblinBlow, FleesAt: 25},
}

// The table has a row for every kind and no more: a kind added without its
// row (or a row without its kind) does not compile.
var _ [0]struct{} = [len(KindFacts) - int(NumKinds)]struct{}{}

// Facts is k's row of KindFacts.
func (k Kind) Facts() *KindFact { return &KindFacts[k] }

// Hurt reports whether a creature of kind k with hp of its maxHP hit
// points is low enough to run for its life (FleesAt; never for a kind
// whose FleesAt is 0).
func (k Kind) Hurt(hp, maxHP int) bool {
	f := KindFacts[k].FleesAt
	return f > 0 && 100*hp <= f*maxHP
}

// FleeHP is the most hit points at which a creature of kind k with maxHP
// runs for its life (at least 1 for a kind that flees, 0 for one that
// never does): the hit points a wounded goblin of a map file starts with.
func (k Kind) FleeHP(maxHP int) int {
	if KindFacts[k].FleesAt == 0 {
		return 0
	}
	return max(1, KindFacts[k].FleesAt*maxHP/100)
}

// String is the kind's Tag ("archer"), or "kind(N)" for a value that is
// not a kind (a corrupt save).
func (k Kind) String() string {
	if k >= NumKinds {
		return "kind(" + strconv.Itoa(int(k)) + ")"
	}
	return KindFacts[k].Tag
}

// KindByGlyph returns the kind whose Glyph is r.
func KindByGlyph(r rune) (Kind, bool) {
	for k := range KindFacts {
		if KindFacts[k].Glyph == r {
			return Kind(k), true
		}
	}
	return 0, false
}
