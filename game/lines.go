package game

import (
	"strconv"
	"strings"

	"downhill/ai"
	"downhill/world"
)

// Messages made once, so that a steady turn says them without allocating:
// the per-kind lines, the per-item lines and the gold lines, whose numbers
// come from a table.

// The fight messages of each kind: "You hit the goblin archer.", "The
// tunneler misses you."
var (
	youMiss    = kindLines("You miss the %s.")
	youHit     = kindLines("You hit the %s.")
	youKill    = kindLines("You kill the %s.")
	blowHits   = kindLines("The %s hits you.")
	shotHits   = kindLines("The %s shoots you.")
	blowMisses = kindLines("The %s misses you.")
	inTheWay   = kindLines("The %s is in the way.")
	// caltropKills are said when a creature dies on the caltrops,
	// caltropHurts when one in view steps on them and lives.
	caltropKills = kindLines("The %s dies on the caltrops.")
	caltropHurts = kindLines("The %s steps on the caltrops.")
	// takesGold is said when a creature in view picks up a pile of gold
	// (a greedy goblin on the gold thrown to it).
	takesGold = kindLines("The %s snatches up the gold.")
	// inViewLines refuse auto-explore while an awake creature is in view;
	// youSee and youSeeAsleep are said when a creature comes into view
	// (and say why a trip or a rest stopped, so no stop is silent);
	// comesBackWary when a goblin that fled and healed returns to the fight.
	inViewLines   = kindLines("There is %a in view.")
	youSee        = kindLines("You see %a.")
	youSeeAsleep  = kindLines("You see a sleeping %s.")
	comesBackWary = kindLines("The %s comes back, wary.")
	// onTheStairs is said when travel to the stairs finds a creature
	// standing on them next to the player (attacking it is not travel).
	onTheStairs = kindLines("The %s stands on the stairs.")
)

// byKind is one message for each kind of creature.
type byKind [world.NumKinds]string

// kindLines is format with each kind's name in place of its %s (or the
// name with its article, "a goblin archer", in place of its %a). A plain
// replace, not fmt: these run at start-up, where the browser would
// otherwise find fmt's printer hot and spend time optimising it.
func kindLines(format string) (t byKind) {
	for k := range t {
		name := world.Kind(k).Facts().Name
		t[k] = strings.Replace(strings.Replace(format, "%s", name, 1), "%a", article(name), 1)
	}
	return t
}

// The item and gold lines.
var (
	// youPickUpItem is "You pick up the <item>." for each item.
	youPickUpItem = itemLines("You pick up the %s.")
	// packFull is said when an item does not fit in the pack.
	packFull = itemLines("Your pack is full: the %s stays here.")
	// picksUpItem is the action log's "picks up <item>" (a format with
	// no numbers: act copies it as it is).
	picksUpItem = itemLines("picks up %s")
	// usesItemAt is the action log's "uses <item> at X,Y" (act fills in
	// the numbers).
	usesItemAt = itemLines("uses %s at %d,%d")
	// pickUpLines and throwLines are "You pick up N gold." and "You throw
	// N gold." for N below goldLines (lineTable.line).
	pickUpLines = numberLines("You pick up ", " gold.", goldLines)
	throwLines  = numberLines("You throw ", " gold.", ThrowGold+1)
	// boreLines are the pick's message for each tunnel length.
	boreLines = numberLines("You bore a tunnel ", " cells long. The pick breaks.", PickLength+1)
	// tooFarLines and tooWideLines refuse a swim with N turns left.
	tooFarLines  = numberLines("Too far from the shore: you can swim only ", " more turns.", ai.DefaultSwimBudget+1)
	tooWideLines = numberLines("That water is too wide: you can swim only ", " turns.", ai.DefaultSwimBudget+1)
)

// Lines each said by one rule, named so the log's tones (tone.go) read the
// very words the rules say.
const (
	healLine     = "You drink the healing draught and feel better."
	noiseLine    = "The noisemaker clatters and rings."
	smokeLine    = "Smoke billows around you."
	fearLine     = "You read the scroll: a dreadful voice fills the cave."
	caltropsLine = "You scatter the caltrops."
	drowningLine = "You are drowning!"
	// PackEmpty is said when an item is asked for and the pack holds
	// none (a front end's answer, through Tell).
	PackEmpty = "Your pack is empty."
	// lowHealthLine is said when the player's hit points fall to
	// world.LowHealth (the sidebar's bar turns red and says "low!").
	lowHealthLine = "Your health is low!"
)

// EmptySlot is said when the pack's slot (0 for a) asked for holds
// nothing (a front end's answer, through Tell).
func EmptySlot(slot int) string {
	return "There is nothing in slot " + string(rune('a'+slot)) + " of your pack."
}

// goldLines bounds the gold amounts whose lines are made in advance: 0 to
// 999 (about 20 bytes each, 26 KB in all). A bigger pile's line is made
// when said (it allocates).
const goldLines = 1000

// itemLines is format with each item's name in place of its %s.
func itemLines(format string) (t [world.NumItems]string) {
	for k := range t {
		t[k] = strings.Replace(format, "%s", world.ItemNames[k], 1)
	}
	return t
}

// lineTable is the lines prefix+N+suffix for N from 0 up, held in one
// string: line N is text[ends[N-1]:ends[N]] (ends[-1] being 0).
type lineTable struct {
	text           string
	ends           []int32
	prefix, suffix string
}

// numberLines makes the lines prefix+N+suffix for N in [0, n) with one
// string and one slice (strconv, not fmt: it runs at start-up).
func numberLines(prefix, suffix string, n int) lineTable {
	var b []byte
	ends := make([]int32, n)
	for i := range n {
		b = append(b, prefix...)
		b = strconv.AppendInt(b, int64(i), 10)
		b = append(b, suffix...)
		ends[i] = int32(len(b))
	}
	return lineTable{text: string(b), ends: ends, prefix: prefix, suffix: suffix}
}

// line is t's line for n: a slice of its text when n is in the table,
// otherwise made now.
func (t lineTable) line(n int) string {
	if n < 0 || n >= len(t.ends) {
		return t.prefix + strconv.Itoa(n) + t.suffix
	}
	start := int32(0)
	if n > 0 {
		start = t.ends[n-1]
	}
	return t.text[start:t.ends[n]]
}

// noteFormats turn the minds' notes into messages for the player.
var noteFormats = map[string]string{
	"wakes":                        "The %s wakes up.",
	"notices you":                  "The %s notices you.",
	"flees":                        "The %s flees!",
	"returns":                      "The %s returns to the fight.",
	"turns to fight":               "The cornered %s turns to fight!",
	"forgets you":                  "The %s loses interest in you.",
	"loses you":                    "The %s loses you in the smoke.",
	"searches":                     "The %s searches around.",
	"gives up the search":          "The %s gives up the search.",
	"investigates the noise":       "The %s goes to look at the noise.",
	"wakes the sleeper in its way": "The %s shoves a sleeper awake.",
}

// noteMessages are noteFormats made once per kind (kindLines), so that
// telling allocates nothing.
var noteMessages = noteLines(noteFormats)

// noteLines makes each note's message once per kind (kindLines).
func noteLines(formats map[string]string) map[string]byKind {
	t := make(map[string]byKind, len(formats))
	for note, f := range formats {
		t[note] = kindLines(f)
	}
	return t
}
