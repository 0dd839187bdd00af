// Package keys is Downhill's one key table: the named keys a front end
// passes, the actions they ask for, the contexts a row is in force in,
// the lookup of a press in it, the help and docs/controls.md's table
// generated from it, and the key strings `sim -keys` and `shot -keys`
// read (ParseInputs). It is a leaf the session's parts import: it knows
// no mode, no game and no frame, so a key means the same everywhere.
package keys

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"downhill/world"
)

// Action is what a key press asks for, before the session decides what it
// means in its current mode (a movement key moves the player, or the
// keyboard cursor in `t` mode).
type Action uint8

// The actions keys map to.
const (
	ActNone         Action = iota
	ActMove                // Binding.Dir holds the step
	ActWait                // pass a turn
	ActDescend             // take the stairs down, or travel to them
	ActExplore             // auto-explore until something is seen (not with a goblin awake in view)
	ActCursor              // keyboard cursor mode: movement keys move the cursor
	ActConfirm             // travel to the keyboard cursor
	ActCancel              // close a dialog, cancel travel or the cursor
	ActOverlay             // cycle the field overlay
	ActHelp                // open the help dialog
	ActRestart             // a new game after death
	ActLab                 // open or close the Dijkstra lab's panel
	ActLabNext             // the lab shows the next field
	ActLabPrev             // the lab shows the previous field
	ActLabShow             // the lab draws its field as heat, digits or hex digits
	ActLabArrows           // the lab's arrows on or off
	ActPlayback            // play the shown field's last scan back, or stop
	ActPlaybackSlow        // the playback at half speed
	ActPlaybackFast        // the playback at double speed
	ActPlaybackStep        // the playback paused, one wave on
	ActOptions             // the options screen (every setting and its value)
	ActIntents             // the goblins' intent arrows on or off
	ActInventory           // the inventory: each item, what it does, use or throw
	ActNextTarget          // look, aim: the cursor to the next creature in view
	ActCompare             // play on side by side with the naive chaser, or stop
	ActBrushNext           // sandbox: the next brush
	ActBrushPrev           // sandbox: the previous brush
	ActHardness            // sandbox: rock brush, one hardness step harder
	ActAutoplay            // sandbox: turns pass on their own, or stop
	ActSaveMap             // sandbox: save the drawing
	ActLoadMap             // sandbox: load the drawing back
	ActAscend              // take the stairs up (out, on depth 1, with the Heart), or travel to them
	ActPickUp              // pick up the item underfoot
	ActUse                 // choose an item by its letter, then aim it if it is thrown
	ActThrowGold           // aim a throw of gold
	ActClose               // close a door next to you (then its direction if several)
	ActLog                 // the message log
	ActLook                // the look cursor
	ActBest                // the best runs table
	ActWatch               // watch the run again (at its end, in the best runs)
	ActReplayPlay          // replay: play or pause
	ActReplayStep          // replay: one turn on
	ActReplayBack          // replay: one turn back
	ActReplayFaster        // replay: twice as fast
	ActReplaySlower        // replay: half as fast
	ActReplayEnd           // replay: the last 20 turns
	ActReplayStart         // replay: from the first turn
	ActReplayAhead         // replay: watchJump turns on
	ActReplayBehind        // replay: watchJump turns back
	ActReplayQuit          // replay: leave it
	ActReplayGoTo          // replay: type a turn to jump to
	ActLabField            // the lab shows the field numbered Binding.Field in its list
	ActSaveQuit            // save the game and quit (the desktop; the browser saves and says so)
	ActRest                // rest until healed, stopping when a creature comes into view
)

// Key is a key the session knows by name: a key that types no character
// (the arrows, Enter, Esc, Tab, the function keys, and the numpad's keys
// when NumLock is off). A key that types a character reaches the session
// as that character instead (Session.Text), so `>` is `>` on any keyboard
// layout. Front ends translate their own key codes to these names; `sim
// -keys` writes them in angle brackets (<Left>).
type Key string

// The named keys. The numpad's digits are KP0..KP9 (with NumLock off they
// type nothing; with it on they type digits, which front ends pass as
// text, not as these keys).
const (
	KeyUp        Key = "Up"
	KeyDown      Key = "Down"
	KeyLeft      Key = "Left"
	KeyRight     Key = "Right"
	KeyHome      Key = "Home"
	KeyEnd       Key = "End"
	KeyPgUp      Key = "PgUp"
	KeyPgDn      Key = "PgDn"
	KeyEnter     Key = "Enter"
	KeyKPEnter   Key = "KPEnter"
	KeyEsc       Key = "Esc"
	KeyTab       Key = "Tab"
	KeyBackspace Key = "Backspace"
	KeyDelete    Key = "Delete"
	KeyInsert    Key = "Insert"
)

// KeyF is function key F<n> (1 to 12).
func KeyF(n int) Key { return Key("F" + strconv.Itoa(n)) }

// KeyKP is the numpad's digit key n (0 to 9) with NumLock off.
func KeyKP(n int) Key { return Key("KP" + strconv.Itoa(n)) }

// KeyCtrl is the letter key c pressed with Control ("Ctrl+S"): the game
// takes only the ones in its key table (save and quit); front ends leave
// every other Ctrl, Alt and Meta combination to the system or browser.
func KeyCtrl(c rune) Key { return Key("Ctrl+" + string(unicode.ToUpper(c))) }

// AllKeys names every named key a front end may pass, in the order `sim -h`
// lists them.
var AllKeys = func() []Key {
	k := []Key{KeyUp, KeyDown, KeyLeft, KeyRight, KeyHome, KeyEnd, KeyPgUp, KeyPgDn,
		KeyEnter, KeyKPEnter, KeyEsc, KeyTab, KeyBackspace, KeyDelete, KeyInsert}
	for n := 1; n <= 12; n++ {
		k = append(k, KeyF(n))
	}
	for n := 0; n <= 9; n++ {
		k = append(k, KeyKP(n))
	}
	return append(k, KeyCtrl('s'), KeyCtrl('q'))
}()

// Known reports whether k is one of AllKeys.
func (k Key) Known() bool { return slices.Contains(AllKeys, k) }

// Context is where a row of the key table is in force: the play keys
// always in play; the lab's while its panel is open and the sandbox's
// while sandboxing, before the play keys (Mode states the precedence);
// the cursor's in the look, aim and travel modes.
type Context uint8

// The contexts of the key table.
const (
	CtxPlay    Context = iota // the map, in play
	CtxLab                    // the lab's panel is open
	CtxSandbox                // the sandbox
	CtxCursor                 // a cursor: look, aim, travel
	CtxReplay                 // watching a replay (ModeReplay)
	NumContexts
)

// contextNames are how the help and docs/controls.md name the contexts.
var contextNames = [NumContexts]string{CtxPlay: "play", CtxLab: "lab", CtxSandbox: "sandbox", CtxCursor: "cursor", CtxReplay: "replay"}

// String names the context.
func (c Context) String() string {
	if c < NumContexts {
		return contextNames[c]
	}
	return "context?"
}

// Binding is one row of the key table: the keys and characters that do
// one thing in one context, and what the help says it does.
type Binding struct {
	// Keys are the named keys that do it.
	Keys []Key
	// Text are the characters that do it, as typed (after the keyboard
	// layout and Shift); a letter stands for both its cases.
	Text   string
	Action Action
	Dir    world.Pos // the step, for ActMove
	Field  int       // the field's number in the lab's list (1-9), for ActLabField
	// In is the context where the row is in force (CtxPlay: zero).
	In Context
	// Help is what the help says the keys do (at most 15 characters);
	// consecutive rows with the same Help share one line of the help,
	// their keys separated by commas.
	Help string
}

// Keys is the one key table: the window, the browser and `downhill-headless
// sim -keys` look keys up in it, and the help (HelpLines) and the
// docs/controls.md's table (KeyTable) are generated from it, so neither can miss a
// key. A key means one thing in each context (checked when the table is
// indexed); where two contexts are in force together, the more particular
// one's row wins (Mode). With NumLock off the numpad's digits are the
// named keys KP1..KP9, bound beside the digits they type with NumLock on.
var Keys = append([]Binding{
	{Keys: []Key{KeyUp, KeyKP(8)}, Text: "k8", Action: ActMove, Dir: world.Pos{X: 0, Y: -1}, Help: "move, attack"},
	{Keys: []Key{KeyDown, KeyKP(2)}, Text: "j2", Action: ActMove, Dir: world.Pos{X: 0, Y: 1}, Help: "move, attack"},
	{Keys: []Key{KeyLeft, KeyKP(4)}, Text: "h4", Action: ActMove, Dir: world.Pos{X: -1, Y: 0}, Help: "move, attack"},
	{Keys: []Key{KeyRight, KeyKP(6)}, Text: "l6", Action: ActMove, Dir: world.Pos{X: 1, Y: 0}, Help: "move, attack"},
	{Keys: []Key{KeyHome, KeyKP(7)}, Text: "y7", Action: ActMove, Dir: world.Pos{X: -1, Y: -1}, Help: "diagonals"},
	{Keys: []Key{KeyPgUp, KeyKP(9)}, Text: "u9", Action: ActMove, Dir: world.Pos{X: 1, Y: -1}, Help: "diagonals"},
	{Keys: []Key{KeyEnd, KeyKP(1)}, Text: "b1", Action: ActMove, Dir: world.Pos{X: -1, Y: 1}, Help: "diagonals"},
	{Keys: []Key{KeyPgDn, KeyKP(3)}, Text: "n3", Action: ActMove, Dir: world.Pos{X: 1, Y: 1}, Help: "diagonals"},
	{Keys: []Key{KeyKP(5)}, Text: ".5", Action: ActWait, Help: "wait"},
	{Text: ">", Action: ActDescend, Help: "go down stairs"},
	{Text: "<", Action: ActAscend, Help: "go up stairs"},
	{Text: ",", Action: ActPickUp, Help: "pick up"},
	{Text: "i", Action: ActInventory, Help: "inventory"},
	{Text: "q", Action: ActUse, Help: "use item a-j"},
	{Text: "$", Action: ActThrowGold, Help: "throw gold"},
	{Text: "'", Action: ActClose, Help: "close door"},
	{Text: "x", Action: ActExplore, Help: "auto-explore"},
	{Text: "z", Action: ActRest, Help: "rest to heal"},
	{Text: "t", Action: ActCursor, Help: "travel cursor"},
	{Keys: []Key{KeyEnter, KeyKPEnter}, Action: ActConfirm, Help: "go to cursor"},
	{Keys: []Key{KeyEsc}, Action: ActCancel, Help: "cancel"},
	{Text: ";", Action: ActLook, Help: "look"},
	{Text: "e", Action: ActIntents, Help: "intent arrows"},
	{Text: "f", Action: ActOverlay, Help: "field overlay"},
	{Text: "/", Action: ActLog, Help: "message log"},
	{Text: "#", Action: ActBest, Help: "best runs"},
	{Text: "o", Action: ActOptions, Help: "options"},
	{Text: "?", Action: ActHelp, Help: "help"},
	{Text: "r", Action: ActRestart, Help: "new game (end)"},
	{Keys: []Key{KeyTab}, Action: ActLab, Help: "Dijkstra lab"},
	{Text: "c", Action: ActCompare, Help: "compare naive"},
	{Text: "p", Action: ActWatch, Help: "watch run (end)"},
	{Keys: []Key{KeyCtrl('s'), KeyCtrl('q')}, Action: ActSaveQuit, Help: "save and quit"},
	{Keys: []Key{KeyTab}, Text: "+=", Action: ActNextTarget, In: CtxCursor, Help: "next creature"},
	{Text: "]f", Action: ActLabNext, In: CtxLab, Help: "lab field"},
	{Text: "[", Action: ActLabPrev, In: CtxLab, Help: "lab field"},
	{Text: "v", Action: ActLabShow, In: CtxLab, Help: "heat/digits"},
	{Text: "a", Action: ActLabArrows, In: CtxLab, Help: "lab arrows"},
	{Text: "p", Action: ActPlayback, In: CtxLab, Help: "playback"},
	{Text: "-", Action: ActPlaybackSlow, In: CtxLab, Help: "playback speed"},
	{Text: "=+", Action: ActPlaybackFast, In: CtxLab, Help: "playback speed"},
	{Text: "s", Action: ActPlaybackStep, In: CtxLab, Help: "playback step"},
	{Text: "g", Action: ActBrushNext, In: CtxSandbox, Help: "brush"},
	{Text: "d", Action: ActBrushPrev, In: CtxSandbox, Help: "brush"},
	{Text: "m", Action: ActHardness, In: CtxSandbox, Help: "rock hardness"},
	{Text: "r", Action: ActAutoplay, In: CtxSandbox, Help: "autoplay"},
	{Keys: []Key{KeyF(2)}, Action: ActSaveMap, In: CtxSandbox, Help: "save drawing"},
	{Keys: []Key{KeyF(3)}, Action: ActLoadMap, In: CtxSandbox, Help: "load drawing"},
	{Text: " ", Action: ActReplayPlay, In: CtxReplay, Help: "play/pause"},
	{Keys: []Key{KeyRight}, Text: ".", Action: ActReplayStep, In: CtxReplay, Help: "step a turn"},
	{Keys: []Key{KeyLeft}, Text: ",", Action: ActReplayBack, In: CtxReplay, Help: "step back"},
	{Text: ">", Action: ActReplayFaster, In: CtxReplay, Help: "faster, slower"},
	{Text: "<", Action: ActReplaySlower, In: CtxReplay, Help: "faster, slower"},
	{Keys: []Key{KeyEnd}, Action: ActReplayEnd, In: CtxReplay, Help: "last 20 turns"},
	{Keys: []Key{KeyHome}, Action: ActReplayStart, In: CtxReplay, Help: "from the start"},
	{Keys: []Key{KeyPgDn}, Action: ActReplayAhead, In: CtxReplay, Help: "100 turns on"},
	{Keys: []Key{KeyPgUp}, Action: ActReplayBehind, In: CtxReplay, Help: "100 turns back"},
	{Keys: []Key{KeyEsc}, Text: "q", Action: ActReplayQuit, In: CtxReplay, Help: "leave replay"},
	{Text: "g", Action: ActReplayGoTo, In: CtxReplay, Help: "go to turn N"},
}, labFieldKeys()...)

// labFieldKeys are the lab's number keys: 1 to 9 (the main row's, and
// the numpad's with NumLock on or off) show the field of that number in
// the panel's list, where in play they move.
func labFieldKeys() []Binding {
	var rows []Binding
	for n := 1; n <= 9; n++ {
		rows = append(rows, Binding{Keys: []Key{KeyKP(n)}, Text: strconv.Itoa(n), Action: ActLabField, Field: n, In: CtxLab, Help: "show field N"})
	}
	return rows
}

// keyIndex and textIndex map every named key and every character in Keys
// to its row in each context (a letter under its lower case).
var keyIndex, textIndex = func() (keys [NumContexts]map[Key]int, text [NumContexts]map[rune]int) {
	for c := range NumContexts {
		keys[c], text[c] = map[Key]int{}, map[rune]int{}
	}
	for i, b := range Keys {
		for _, k := range b.Keys {
			if _, dup := keys[b.In][k]; dup || !k.Known() || b.In >= NumContexts {
				panic("keys: key " + string(k) + " bound twice or unknown") // a table defect, caught by any test
			}
			keys[b.In][k] = i
		}
		for _, r := range b.Text {
			if _, dup := text[b.In][r]; dup || r != Fold(r) {
				panic("keys: character " + string(r) + " bound twice or not in lower case")
			}
			text[b.In][r] = i
		}
	}
	return keys, text
}()

// Fold is the character a binding lists r under: a letter in lower case
// (Shift does not matter for the game's letter keys), anything else as is.
func Fold(r rune) rune { return unicode.ToLower(r) }

// Lookup returns the binding of in (a named key or a character) in the
// first of contexts that binds it; ok is false when none does.
func Lookup(in Input, contexts ...Context) (b Binding, ok bool) {
	for _, c := range contexts {
		var i int
		switch {
		case in.Key != "":
			i, ok = keyIndex[c][in.Key]
		case in.Char != 0:
			i, ok = textIndex[c][Fold(in.Char)]
		}
		if ok {
			return Keys[i], true
		}
	}
	return Binding{}, false
}

// LookupKey returns the play binding of the named key k (else its first
// binding in another context); ok is false for a key the game does not
// use.
func LookupKey(k Key) (b Binding, ok bool) { return Lookup(Input{Key: k}, allContexts...) }

// LookupText returns the play binding of the typed character r (a letter
// in either case; else its first binding in another context); ok is false
// for a character the game does not use.
func LookupText(r rune) (b Binding, ok bool) { return Lookup(Input{Char: r}, allContexts...) }

// allContexts are the contexts, play first.
var allContexts = []Context{CtxPlay, CtxLab, CtxSandbox, CtxCursor}

// keyLabels are how the help dialog and docs/controls.md write named keys whose
// names a player would not recognise or that are not worth showing beside
// another (the numpad's keys beside the digits and Enter).
var keyLabels = map[Key]string{
	KeyUp: "↑", KeyDown: "↓", KeyLeft: "←", KeyRight: "→", KeyKPEnter: "",
}

// Label is how the help dialog and docs/controls.md write a named key: its name
// ("Enter", "PgUp", "F2"), an arrow for the arrows, and "" for the
// numpad's keys, which are shown by the digits they type.
func Label(k Key) string {
	if l, ok := keyLabels[k]; ok {
		return l
	}
	if strings.HasPrefix(string(k), "KP") {
		return ""
	}
	return string(k)
}

// TextLabel is how the help dialog and docs/controls.md write a character:
// itself, but "comma" for the comma, which separates keys there, and
// "Space" for the space.
func TextLabel(r rune) string {
	switch r {
	case ',':
		return "comma"
	case ' ':
		return "Space"
	}
	return string(r)
}

// Labels are the labels of b's keys then its characters, the unshown
// ones left out.
func (b Binding) Labels() []string {
	var out []string
	for _, k := range b.Keys {
		if l := Label(k); l != "" {
			out = append(out, l)
		}
	}
	for _, r := range b.Text {
		out = append(out, TextLabel(r))
	}
	return out
}

// mouseHelp are the help lines for the mouse, which has no key table.
var mouseHelp = [][2]string{
	{"click", "travel there, or attack next to you"},
	{"right click", "cancel"},
	{"wheel", "scroll the log"},
	{"tap", "a click; beside you: a step"},
	{"hover", "the path there; a creature in the sidebar"},
	{"click in lab", "show a field, inspect a goblin"},
}

// helpRows is the help of context c as (what, keys) pairs: one per run of
// its rows of Keys with the same Help.
func helpRows(c Context) [][2]string {
	var rows [][2]string
	var ks []Binding
	for _, b := range Keys {
		if b.In == c {
			ks = append(ks, b)
		}
	}
	for i := 0; i < len(ks); {
		j, groups := i, []string(nil)
		for ; j < len(ks) && ks[j].Help == ks[i].Help; j++ {
			groups = append(groups, strings.Join(ks[j].Labels(), " "))
		}
		rows = append(rows, [2]string{ks[i].Help, strings.Join(groups, ", ")})
		i = j
	}
	return rows
}

// HelpLines are the keys of contexts cs as lines of the help: the action,
// then its keys; with the mouse after the play keys.
func HelpLines(cs ...Context) []string {
	var lines []string
	for _, c := range cs {
		rows := helpRows(c)
		if c == CtxPlay {
			rows = append(rows, mouseHelp...)
		}
		if len(cs) > 1 {
			lines = append(lines, "", ContextTitles[c])
		}
		for _, r := range rows {
			lines = append(lines, fmt.Sprintf("%-15s %s", r[0], r[1]))
		}
	}
	return lines
}

// ContextTitles head each context's keys in the help.
var ContextTitles = [NumContexts]string{
	CtxPlay:    "Playing",
	CtxLab:     "With the lab open (Tab)",
	CtxSandbox: "In the sandbox (downhill -sandbox)",
	CtxCursor:  "Looking or aiming",
	CtxReplay:  "Watching a replay (p at the end of a run)",
}

// KeyTable is docs/controls.md's table of keys, generated from Keys like
// the help (a test checks the page holds exactly these lines): the play
// keys and the mouse, then each other context's keys named by it.
func KeyTable() []string {
	lines := []string{"| keys | does |", "|---|---|"}
	for _, r := range helpRows(CtxPlay) {
		lines = append(lines, fmt.Sprintf("| `%s` | %s |", r[1], r[0]))
	}
	for _, m := range mouseHelp {
		lines = append(lines, fmt.Sprintf("| %s | %s |", m[0], m[1]))
	}
	for _, c := range []Context{CtxCursor, CtxLab, CtxSandbox, CtxReplay} {
		for _, r := range helpRows(c) {
			lines = append(lines, fmt.Sprintf("| `%s` | %s: %s |", r[1], c, r[0]))
		}
	}
	return lines
}

// First is the label of the first key bound to a, as the help and the
// prompts name the key that does a ("?" when none is).
func First(a Action) string {
	for _, b := range Keys {
		if b.Action == a {
			return b.Labels()[0]
		}
	}
	return "?"
}
