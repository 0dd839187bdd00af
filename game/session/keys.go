package session

import (
	"fmt"
	"strings"

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
	ActDescend             // take the stairs down
	ActExplore             // auto-explore until something is seen
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
	ActScale               // settings: frame scale (fit, 1x, 2x, 3x)
	ActPalette             // settings: heat palette (viridis, blue-yellow)
	ActSpeed               // settings: animation speed (1x, 2x, 4x, 0.5x)
	ActKeyRepeat           // settings: held keys repeat, or not
	ActCompare             // play on side by side with the naive chaser, or stop
	ActBrushNext           // sandbox: the next brush
	ActBrushPrev           // sandbox: the previous brush
	ActHardness            // sandbox: rock brush, one hardness step harder
	ActAutoplay            // sandbox: turns pass on their own, or stop
	ActSaveMap             // sandbox: save the drawing
	ActLoadMap             // sandbox: load the drawing back
	ActAscend              // take the stairs up (out, on depth 1, with the Heart)
	ActPickUp              // pick up the item underfoot
	ActUse                 // choose an item by its letter, then aim it if it is thrown
	ActThrowGold           // aim a throw of gold
	ActClose               // close a door next to you (then its direction if several)
	ActLog                 // the message log
	ActLook                // the look cursor
	ActBest                // the best runs table
)

// Binding is one row of the key table: the key names that do one thing,
// and what the help dialog says it does.
type Binding struct {
	// Names are key names exactly as Gio names them (key.Name is a string
	// type: letters upper case whatever the shift state, digits as digits,
	// "←" for the left arrow, "⎋" for Escape); a front end that is not Gio
	// translates its keys to these names.
	Names  []string
	Action Action
	Dir    world.Pos // the step, for ActMove
	// Help is what the help dialog says the keys do (at most 15
	// characters); consecutive rows with the same Help share one line of
	// the dialog, their keys separated by commas.
	Help string
}

// Keys is the one key table: the window, the browser and `downhill sim
// -keys` look keys up in it, and the help dialog (HelpLines) is generated
// from it, so help cannot miss a key. With NumLock off the numpad sends
// arrows and Home/End, and PgUp/PgDn from the main block stand in for the
// numpad's 9 and 3 (Gio does not name KP_Prior/KP_Next).
var Keys = []Binding{
	{Names: []string{"↑", "K", "8"}, Action: ActMove, Dir: world.Pos{X: 0, Y: -1}, Help: "move, attack"},
	{Names: []string{"↓", "J", "2"}, Action: ActMove, Dir: world.Pos{X: 0, Y: 1}, Help: "move, attack"},
	{Names: []string{"←", "H", "4"}, Action: ActMove, Dir: world.Pos{X: -1, Y: 0}, Help: "move, attack"},
	{Names: []string{"→", "L", "6"}, Action: ActMove, Dir: world.Pos{X: 1, Y: 0}, Help: "move, attack"},
	{Names: []string{"Y", "7", "⇱"}, Action: ActMove, Dir: world.Pos{X: -1, Y: -1}, Help: "diagonals"},
	{Names: []string{"U", "9", "⇞"}, Action: ActMove, Dir: world.Pos{X: 1, Y: -1}, Help: "diagonals"},
	{Names: []string{"B", "1", "⇲"}, Action: ActMove, Dir: world.Pos{X: -1, Y: 1}, Help: "diagonals"},
	{Names: []string{"N", "3", "⇟"}, Action: ActMove, Dir: world.Pos{X: 1, Y: 1}, Help: "diagonals"},
	{Names: []string{".", "5"}, Action: ActWait, Help: "wait"},
	{Names: []string{">"}, Action: ActDescend, Help: "descend stairs"},
	{Names: []string{"<"}, Action: ActAscend, Help: "climb stairs"},
	{Names: []string{","}, Action: ActPickUp, Help: "pick up"},
	{Names: []string{"Q"}, Action: ActUse, Help: "use item a-j"},
	{Names: []string{"$"}, Action: ActThrowGold, Help: "throw gold"},
	{Names: []string{"'"}, Action: ActClose, Help: "close door"},
	{Names: []string{"X"}, Action: ActExplore, Help: "auto-explore"},
	{Names: []string{"T"}, Action: ActCursor, Help: "travel cursor"},
	{Names: []string{"⏎", "⌤"}, Action: ActConfirm, Help: "go to cursor"},
	{Names: []string{"⎋"}, Action: ActCancel, Help: "cancel"},
	{Names: []string{"F"}, Action: ActOverlay, Help: "field overlay"},
	{Names: []string{";"}, Action: ActLook, Help: "look"},
	{Names: []string{"/"}, Action: ActLog, Help: "message log"},
	{Names: []string{"#"}, Action: ActBest, Help: "best runs"},
	{Names: []string{"?"}, Action: ActHelp, Help: "help"},
	{Names: []string{"R"}, Action: ActRestart, Help: "new game (end)"},
	{Names: []string{"Tab"}, Action: ActLab, Help: "Dijkstra lab"},
	{Names: []string{"]"}, Action: ActLabNext, Help: "lab field"},
	{Names: []string{"["}, Action: ActLabPrev, Help: "lab field"},
	{Names: []string{"V"}, Action: ActLabShow, Help: "lab heat/digits"},
	{Names: []string{"A"}, Action: ActLabArrows, Help: "lab arrows"},
	{Names: []string{"P"}, Action: ActPlayback, Help: "lab playback"},
	{Names: []string{"-"}, Action: ActPlaybackSlow, Help: "playback speed"},
	{Names: []string{"=", "+"}, Action: ActPlaybackFast, Help: "playback speed"},
	{Names: []string{"S"}, Action: ActPlaybackStep, Help: "playback step"},
	{Names: []string{"C"}, Action: ActCompare, Help: "compare naive"},
	{Names: []string{"G"}, Action: ActBrushNext, Help: "sandbox brush"},
	{Names: []string{"D"}, Action: ActBrushPrev, Help: "sandbox brush"},
	{Names: []string{"M"}, Action: ActHardness, Help: "rock hardness"},
	{Names: []string{"I"}, Action: ActAutoplay, Help: "sandbox play"},
	{Names: []string{"F2"}, Action: ActSaveMap, Help: "sandbox save"},
	{Names: []string{"F3"}, Action: ActLoadMap, Help: "sandbox load"},
	{Names: []string{"Z"}, Action: ActScale, Help: "frame scale"},
	{Names: []string{"O"}, Action: ActPalette, Help: "heat palette"},
	{Names: []string{"E"}, Action: ActSpeed, Help: "animation speed"},
	{Names: []string{"W"}, Action: ActKeyRepeat, Help: "key repeat"},
}

// keyIndex maps every key name in Keys to its row.
var keyIndex = func() map[string]int {
	m := map[string]int{}
	for i, b := range Keys {
		for _, n := range b.Names {
			if _, dup := m[n]; dup {
				panic("session: key " + n + " bound twice") // a table defect, caught by any test
			}
			m[n] = i
		}
	}
	return m
}()

// Lookup returns the binding of the key named name (a Gio key name); ok is
// false for a key the game does not use.
func Lookup(name string) (b Binding, ok bool) {
	i, ok := keyIndex[name]
	if !ok {
		return Binding{}, false
	}
	return Keys[i], true
}

// keyLabels are how the help dialog writes the Gio key names that are
// symbols the font lacks or a player would not recognise.
var keyLabels = map[string]string{
	"⏎": "Enter", "⌤": "", "Tab": "Tab", "⎋": "Esc", "⇱": "Home", "⇲": "End", "⇞": "PgUp", "⇟": "PgDn", ",": "comma",
}

// Label is how the help dialog and the README write a key name: letters in
// lower case (Gio reports them upper case; the shift state does not
// matter), symbols by their usual names. It is "" for a name not worth
// showing beside another (the numpad Enter beside Enter).
func Label(name string) string {
	if l, ok := keyLabels[name]; ok {
		return l
	}
	return strings.ToLower(name)
}

// mouseHelp are the help lines for the mouse, which has no key table.
var mouseHelp = [][2]string{
	{"click", "travel there, or attack next to you"},
	{"right click", "cancel"},
	{"click in lab", "show a field, inspect a goblin"},
}

// HelpLines is the `?` dialog, generated from Keys: a title, one line per
// run of rows with the same Help (the action, then its keys), the mouse,
// and how to close it.
func HelpLines() []string {
	lines := []string{"Downhill - keys", ""}
	for _, r := range append(helpRows(), mouseHelp...) {
		lines = append(lines, fmt.Sprintf("%-15s %s", r[0], r[1]))
	}
	return append(lines, "", "any key closes this")
}

// helpRows is the help as (what, keys) pairs: one per run of rows of Keys
// with the same Help. HelpLines and KeyTable print it, then the mouse.
func helpRows() [][2]string {
	var rows [][2]string
	for i := 0; i < len(Keys); {
		j, groups := i, []string(nil)
		for ; j < len(Keys) && Keys[j].Help == Keys[i].Help; j++ {
			var labels []string
			for _, n := range Keys[j].Names {
				if l := Label(n); l != "" {
					labels = append(labels, l)
				}
			}
			groups = append(groups, strings.Join(labels, " "))
		}
		rows = append(rows, [2]string{Keys[i].Help, strings.Join(groups, ", ")})
		i = j
	}
	return rows
}

// KeyTable is the README's table of keys, generated from Keys like the
// help dialog (a test checks the README holds exactly these lines).
func KeyTable() []string {
	lines := []string{"| keys | does |", "|---|---|"}
	for _, r := range helpRows() {
		lines = append(lines, fmt.Sprintf("| `%s` | %s |", r[1], r[0]))
	}
	for _, m := range mouseHelp {
		lines = append(lines, fmt.Sprintf("| %s | %s |", m[0], m[1]))
	}
	return lines
}
