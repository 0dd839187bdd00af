package session

import (
	"bytes"
	"downhill/game/session/screen"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"downhill/game"
	"downhill/game/session/keys"
	"downhill/render"
	"downhill/world"
)

var t0 = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// press plays a key string (ParseInputs' syntax, clicks excepted) on s at
// now, one press after another, as a front end passes them, without
// running the trips they start.
func press(s *Session, text string, now time.Time) {
	in, err := keys.ParseInputs(text)
	if err != nil {
		panic(err)
	}
	for _, x := range in {
		s.press(x, now)
	}
}

func newTestSession(t *testing.T, seed uint64) (*Session, *bytes.Buffer) {
	t.Helper()
	var out bytes.Buffer
	s := New(game.New(game.Config{Seed: seed}), &out)
	s.viewW, s.viewH = 80, 45
	return s, &out
}

func lines(out *bytes.Buffer) []string {
	return strings.Split(strings.TrimSpace(out.String()), "\n")
}

// freeStep finds a direction the player can step into (walkable, empty).
func freeStep(t *testing.T, g *game.Game) (rune, world.Pos) {
	t.Helper()
	for _, n := range "lhjkyubn" {
		b, _ := keys.LookupText(n)
		d := b.Dir
		p := g.PlayerPos().Add(d)
		if g.Level.Grid.At(p.X, p.Y).Walkable() && g.Level.Ents.At(p) == world.NoEntity {
			return n, d
		}
	}
	t.Fatal("player boxed in")
	return 0, world.Pos{}
}

func TestKeyTable(t *testing.T) {
	want := map[string]world.Pos{
		"<Up>": {X: 0, Y: -1}, "k": {X: 0, Y: -1}, "K": {X: 0, Y: -1}, "8": {X: 0, Y: -1}, "<KP8>": {X: 0, Y: -1},
		"<Down>": {X: 0, Y: 1}, "j": {X: 0, Y: 1}, "2": {X: 0, Y: 1}, "<KP2>": {X: 0, Y: 1},
		"<Left>": {X: -1, Y: 0}, "h": {X: -1, Y: 0}, "4": {X: -1, Y: 0}, "<KP4>": {X: -1, Y: 0},
		"<Right>": {X: 1, Y: 0}, "l": {X: 1, Y: 0}, "6": {X: 1, Y: 0}, "<KP6>": {X: 1, Y: 0},
		"y": {X: -1, Y: -1}, "7": {X: -1, Y: -1}, "<Home>": {X: -1, Y: -1}, "<KP7>": {X: -1, Y: -1},
		"u": {X: 1, Y: -1}, "9": {X: 1, Y: -1}, "<PgUp>": {X: 1, Y: -1}, "<KP9>": {X: 1, Y: -1},
		"b": {X: -1, Y: 1}, "1": {X: -1, Y: 1}, "<End>": {X: -1, Y: 1}, "<KP1>": {X: -1, Y: 1},
		"n": {X: 1, Y: 1}, "3": {X: 1, Y: 1}, "<PgDn>": {X: 1, Y: 1}, "<KP3>": {X: 1, Y: 1},
	}
	bound := func(k string) (keys.Binding, bool) {
		in, err := keys.ParseInputs(k)
		if err != nil || len(in) != 1 {
			t.Fatalf("%q: %v", k, err)
		}
		if in[0].Key != "" {
			return keys.LookupKey(in[0].Key)
		}
		return keys.LookupText(in[0].Char)
	}
	for n, d := range want {
		if b, ok := bound(n); !ok || b.Action != keys.ActMove || b.Dir != d {
			t.Errorf("key %q: %v %v, want move %v", n, b.Action, b.Dir, d)
		}
	}
	others := map[string]keys.Action{".": keys.ActWait, "5": keys.ActWait, "<KP5>": keys.ActWait, ">": keys.ActDescend, "?": keys.ActHelp,
		"<Esc>": keys.ActCancel, "f": keys.ActOverlay, "F": keys.ActOverlay, "x": keys.ActExplore, "t": keys.ActCursor,
		"<Enter>": keys.ActConfirm, "<KPEnter>": keys.ActConfirm, "r": keys.ActRestart, "<F9>": keys.ActNone, "<Tab>": keys.ActLab,
		"<F2>": keys.ActSaveMap, "$": keys.ActThrowGold, "#": keys.ActBest, "<lt>": keys.ActAscend}
	for n, w := range others {
		if b, _ := bound(n); b.Action != w {
			t.Errorf("key %q: %v, want %v", n, b.Action, w)
		}
	}
	if _, ok := keys.LookupKey(keys.KeyF(9)); ok {
		t.Error("F9 is bound")
	}
	if _, ok := keys.LookupText('é'); ok {
		t.Error("é is bound")
	}
}

// TestKeyNamesAreTheSessions checks the table is written in the session's
// own key names (known Keys, characters as typed), none a toolkit's
// symbols, and that every named key has a name a player reads.
func TestKeyNamesAreTheSessions(t *testing.T) {
	for _, b := range keys.Keys {
		for _, k := range b.Keys {
			if !k.Known() {
				t.Errorf("%s: key %q is not one of keys.AllKeys", b.Help, k)
			}
		}
		for _, r := range b.Text {
			if r > 0x7e || r < 0x20 || r != keys.Fold(r) {
				t.Errorf("%s: character %q is not a printable ASCII character in lower case", b.Help, r)
			}
		}
	}
	for _, k := range keys.AllKeys {
		if strings.ContainsAny(string(k), "⎋⏎⌤⇱⇲⇞⇟←→↑↓") || len(k) < 2 {
			t.Errorf("key name %q", k)
		}
	}
}

func TestMoveKeyPlaysATurn(t *testing.T) {
	s, out := newTestSession(t, 11)
	if l := lines(out); len(l) != 1 || !strings.HasPrefix(l[0], "turn=0 ") {
		t.Fatalf("start lines %q", l)
	}
	from := s.g.PlayerPos()
	n, d := freeStep(t, s.g)
	s.Text(n, t0)
	if got := s.g.PlayerPos(); got != from.Add(d) {
		t.Fatalf("key %q: player at %v, want %v", n, got, from.Add(d))
	}
	l := lines(out)
	if len(l) != 2 || !strings.HasPrefix(l[1], "turn=1 ") || l[1] != s.g.EventLine() {
		t.Fatalf("lines after a move: %q", l)
	}
	press(s, ".", t0)
	if l := lines(out); len(l) != 3 || !strings.HasPrefix(l[2], "turn=2 ") {
		t.Fatalf("wait did not pass a turn: %q", l)
	}
}

// everyKindMap is a room with the player, a greedy goblin with gold to
// want, a wounded goblin (it flees), an archer and a tunneler, so after a
// turn every shared field is in use.
var everyKindMap = []string{
	"####################",
	"#@.................#",
	"#..................#",
	"#..........G...$...#",
	"#..................#",
	"#......w.......a...#",
	"#..................#",
	"#...............t..#",
	"####################",
}

// mapSession starts a session on a hand-drawn level, rows as arguments
// (world.CreatureLetters for creatures), the view the whole level.
func mapSession(t *testing.T, rows ...string) *Session {
	t.Helper()
	g, err := game.NewFromMapText("test", []byte(strings.Join(rows, "\n")+"\n"), game.Config{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	s := New(g, nil)
	s.viewW, s.viewH = g.Level.Grid.W, g.Level.Grid.H
	return s
}

// TestOverlayCycle: F steps through off, the player field as heat, as
// digits, then each other field in use as heat (greedy, the safety map,
// archer, tunneler: every kind is on the level, the wounded goblin in
// sight of the player, so it runs), and back to off; the overlay's
// name on screen follows, and F takes no turn.
func TestOverlayCycle(t *testing.T) {
	s := mapSession(t, everyKindMap...)
	press(s, ".", t0) // one turn: every goblin kind reads its field
	turn := s.g.Turn
	type ov struct {
		k    render.OverlayKind
		name string
	}
	want := []ov{
		{render.OverlayNone, ""},
		{render.OverlayHeat, "player field"},
		{render.OverlayDigits, "player field"},
		{render.OverlayHeat, "greedy field"},
		{render.OverlayHeat, "safety map"},
		{render.OverlayHeat, "archer field"},
		{render.OverlayHeat, "tunneler field"},
		{render.OverlayNone, ""},
		{render.OverlayHeat, "player field"},
	}
	var got []ov
	for range want {
		sc := screen.Scene(s.g, s.view())
		got = append(got, ov{sc.Overlay.Kind, sc.Overlay.Name})
		if sc.Overlay.Kind != render.OverlayNone && sc.Overlay.Values == nil {
			t.Errorf("overlay %q has no values", sc.Overlay.Name)
		}
		press(s, "f", t0)
	}
	if !slices.Equal(got, want) {
		t.Errorf("F cycles through\n%v\nwant\n%v", got, want)
	}
	if s.g.Turn != turn {
		t.Errorf("F took a turn")
	}
}

// farTarget finds a visible floor cell the preview reaches in at least
// minLen steps (not a door: opening one takes a turn of its own).
func farTarget(t *testing.T, g *game.Game, minLen int) (world.Pos, []world.Pos) {
	t.Helper()
	gr := g.Level.Grid
	for y := 0; y < gr.H; y++ {
		for x := 0; x < gr.W; x++ {
			i := gr.Index(x, y)
			if !gr.Visible[i] || gr.At(x, y) != world.Floor || g.Level.Ents.At(world.Pos{X: x, Y: y}) != world.NoEntity {
				continue
			}
			if p := g.PreviewPath(x, y); len(p) >= minLen {
				return world.Pos{X: x, Y: y}, p
			}
		}
	}
	t.Fatalf("no visible cell %d steps away", minLen)
	return world.Pos{}, nil
}

// run ticks the session's trip to its end on a fake clock, as the window's
// invalidations would, and returns the clock.
func run(t *testing.T, s *Session, now time.Time) time.Time {
	t.Helper()
	for i := 0; s.trip != tripNone; i++ {
		if i > 10000 {
			t.Fatal("trip never ends")
		}
		next := s.Update(now)
		if !next.IsZero() {
			if next.Sub(now) > stepEvery {
				t.Fatalf("next step %v after the last", next.Sub(now))
			}
			now = next
		}
	}
	return now
}

func TestClickTravels(t *testing.T) {
	s, out := newTestSession(t, 11)
	target, path := farTarget(t, s.g, 4)
	s.Hover(target, true)
	v := s.view()
	if v.Cursor == nil || *v.Cursor != target || len(v.Path) != len(path) {
		t.Fatalf("hover view: cursor %v path %v, want %v %v", v.Cursor, v.Path, target, path)
	}
	s.Click(target, true, t0)
	if s.trip != tripTravel || s.g.Turn != 1 {
		t.Fatalf("click: trip %v turn %d, want a trip with its first step taken", s.trip, s.g.Turn)
	}
	// The next step waits for its time.
	if s.Update(t0.Add(stepEvery / 2)); s.g.Turn != 1 {
		t.Fatalf("step taken early")
	}
	run(t, s, t0)
	if s.g.PlayerPos() != target {
		t.Fatalf("travel ended at %v, want %v (messages %q)", s.g.PlayerPos(), target, s.g.Messages)
	}
	// One line per turn (a door on the way costs a turn without a step).
	if n := len(lines(out)); n != 1+s.g.Turn || s.g.Turn < len(path) {
		t.Errorf("%d event lines, %d turns for a %d step trip", n, s.g.Turn, len(path))
	}
}

func TestAnyKeyStopsTrip(t *testing.T) {
	s, _ := newTestSession(t, 11)
	target, _ := farTarget(t, s.g, 4)
	s.Click(target, true, t0)
	at := s.g.PlayerPos()
	press(s, "j", t0.Add(time.Millisecond))
	if s.trip != tripNone || s.g.Travelling() || s.g.PlayerPos() != at {
		t.Fatalf("key during travel: trip %v travelling %v, player %v (was %v)", s.trip, s.g.Travelling(), s.g.PlayerPos(), at)
	}
	// Right click cancels too.
	s.Click(target, true, t0.Add(time.Second))
	s.Click(target, false, t0.Add(time.Second))
	if s.trip != tripNone || s.g.Travelling() {
		t.Fatalf("right click did not cancel")
	}
}

func TestKeyboardCursorTravels(t *testing.T) {
	s, _ := newTestSession(t, 11)
	target, _ := farTarget(t, s.g, 3)
	start := s.g.PlayerPos()
	press(s, "t", t0)
	if s.mode != ModeTravel || s.cursor != start {
		t.Fatalf("t: cursor mode %v at %v", s.mode, s.cursor)
	}
	for s.cursor.X != target.X {
		if s.cursor.X < target.X {
			press(s, "l", t0)
		} else {
			press(s, "h", t0)
		}
	}
	for s.cursor.Y != target.Y {
		if s.cursor.Y < target.Y {
			press(s, "j", t0)
		} else {
			press(s, "k", t0)
		}
	}
	if s.g.Turn != 0 || s.g.PlayerPos() != start {
		t.Fatalf("moving the cursor moved the player")
	}
	if v := s.view(); v.Cursor == nil || *v.Cursor != target || len(v.Path) == 0 {
		t.Fatalf("cursor view %v %v", v.Cursor, v.Path)
	}
	press(s, "<Enter>", t0)
	run(t, s, t0)
	if s.g.PlayerPos() != target {
		t.Fatalf("t+Enter ended at %v, want %v", s.g.PlayerPos(), target)
	}
	// Esc leaves cursor mode without travelling.
	press(s, "t", t0)
	press(s, "l", t0)
	press(s, "<Esc>", t0)
	if s.mode == ModeTravel || s.trip != tripNone || s.g.PlayerPos() != target {
		t.Fatalf("Esc in cursor mode: mode %v trip %v", s.mode, s.trip)
	}
}

func TestExplore(t *testing.T) {
	s, _ := newTestSession(t, 11)
	start := s.g.PlayerPos()
	press(s, "x", t0)
	if s.trip != tripExplore && s.g.Turn == 0 {
		t.Fatalf("x did nothing (messages %q)", s.g.Messages)
	}
	run(t, s, t0)
	if s.g.PlayerPos() == start || s.g.Turn < 2 {
		t.Fatalf("explore: player at %v after %d turns", s.g.PlayerPos(), s.g.Turn)
	}
}

func TestHelpDialog(t *testing.T) {
	s, _ := newTestSession(t, 11)
	press(s, "?", t0)
	if d := dialogLines(s); len(d) == 0 || !strings.Contains(d[0], "the goal") {
		t.Fatalf("help dialog %q", d)
	}
	press(s, "<Right>", t0) // the next page
	if d := dialogLines(s); len(d) == 0 || d[0] != "Keys" {
		t.Fatalf("help's second page %q", d)
	}
	s.Text('x', t0) // closes, does not explore
	if d := dialogLines(s); d != nil || s.g.Turn != 0 {
		t.Fatalf("key after help: dialog %q turn %d", d, s.g.Turn)
	}
}

// TestClickAdjacentGoblinAttacks: a left click on a goblin beside the
// player attacks it (one turn, no travel): the action log says the player
// attacked that goblin, and the message and the goblin's HP agree on
// whether it hit.
func TestClickAdjacentGoblinAttacks(t *testing.T) {
	s := mapSession(t, []string{
		"#######",
		"#.....#",
		"#.@g..#",
		"#.....#",
		"#######",
	}...)
	g := s.g
	gob := g.Level.Ents.At(world.Pos{X: 3, Y: 2})
	if gob == world.NoEntity || gob == g.Player {
		t.Fatal("no goblin beside the player")
	}
	hp := g.Level.Ents.HP[gob]
	from, msgs := g.PlayerPos(), len(g.Messages)
	s.Click(world.Pos{X: 3, Y: 2}, true, t0)
	if g.PlayerPos() != from || g.Turn != 1 || s.trip != tripNone {
		t.Fatalf("click on goblin: player %v turn %d trip %v", g.PlayerPos(), g.Turn, s.trip)
	}
	attack := fmt.Sprintf("player attacks goblin#%d", gob)
	if !slices.Contains(g.Acts(), attack) {
		t.Fatalf("click on goblin: actions %q, want %q", g.Acts(), attack)
	}
	said := strings.Join(g.Messages[msgs:], " | ")
	lost := hp - g.Level.Ents.HP[gob]
	switch {
	case strings.Contains(said, "You miss the goblin."):
		if lost != 0 {
			t.Errorf("a miss took %d HP", lost)
		}
	case strings.Contains(said, "You hit the goblin."):
		if lost < 2 || lost > 4 || !g.Level.Ents.Alive[gob] {
			t.Errorf("a hit took %d HP (alive %v)", lost, g.Level.Ents.Alive[gob])
		}
	case strings.Contains(said, "You kill the goblin."):
		if g.Level.Ents.Alive[gob] {
			t.Error("the killed goblin is alive")
		}
	default:
		t.Errorf("click on goblin: no message of the attack in %q", said)
	}
}

func TestDeathAndRestart(t *testing.T) {
	s, out := newTestSession(t, 11)
	press(s, ".", t0)
	s.g.Dead = true
	s.g.Level.Ents.HP[s.g.Player] = 0
	d := dialogLines(s)
	if len(d) == 0 || d[0] != "You died" || s.view().Path != nil {
		t.Fatalf("death view %q", d)
	}
	if !strings.Contains(strings.Join(d, "\n"), "Score") {
		t.Errorf("death dialog has no score: %q", d)
	}
	press(s, "j", t0)
	press(s, ".", t0)
	if !s.g.Dead || s.g.Turn != 1 {
		t.Fatalf("keys acted while dead")
	}
	press(s, "r", t0)
	if s.g.Dead || s.g.Turn != 0 || dialogLines(s) != nil {
		t.Fatalf("R did not start a new game")
	}
	l := lines(out)
	if !strings.HasPrefix(l[len(l)-1], "turn=0 ") {
		t.Fatalf("no turn=0 line after restart: %q", l)
	}
}

func TestCameraFollowsCursorAndPlayer(t *testing.T) {
	var out bytes.Buffer
	s := New(game.New(game.Config{Seed: 5, W: 200, H: 100}), &out)
	s.viewW, s.viewH = 80, 45
	in := func(v screen.View, p world.Pos) bool {
		return p.X >= v.Camera.X && p.Y >= v.Camera.Y && p.X < v.Camera.X+v.ViewW && p.Y < v.Camera.Y+v.ViewH
	}
	if v := s.view(); !in(v, s.g.PlayerPos()) {
		t.Fatalf("player %v outside the view at %v", s.g.PlayerPos(), v.Camera)
	}
	press(s, "t", t0)
	for range 150 {
		press(s, "l", t0)
		press(s, "j", t0)
	}
	v := s.view()
	if !in(v, s.cursor) || s.cursor != (world.Pos{X: 199, Y: 99}) {
		t.Fatalf("cursor %v outside the view at %v", s.cursor, v.Camera)
	}
	press(s, "<Esc>", t0)
	if v := s.view(); !in(v, s.g.PlayerPos()) {
		t.Fatalf("after Esc the player %v is outside the view at %v", s.g.PlayerPos(), v.Camera)
	}
}

// TestHelpListsEveryKey checks the help's pages, generated from Keys,
// show every bound key and every action, and fit the dialog's width.
func TestHelpListsEveryKey(t *testing.T) {
	help := keys.HelpLines(keys.CtxPlay, keys.CtxCursor, keys.CtxLab, keys.CtxSandbox, keys.CtxReplay)
	body := strings.Join(help, "\n")
	for _, b := range keys.Keys {
		if !strings.Contains(body, b.Help+" ") || utf8.RuneCountInString(b.Help) > 15 {
			t.Errorf("help lacks %q, or it is wider than its 15-column field", b.Help)
		}
		for _, l := range b.Labels() {
			found := false
			for _, line := range help {
				if len(line) > 16 && strings.HasPrefix(line, b.Help) && slices.Contains(strings.Fields(strings.ReplaceAll(line[16:], ",", " ")), l) {
					found = true
				}
			}
			if !found {
				t.Errorf("help does not show key %q for %q:\n%s", l, b.Help, body)
			}
		}
	}
	for _, line := range help {
		if n := utf8.RuneCountInString(line); n > 64 {
			t.Errorf("help line %q is %d runes wide", line, n)
		}
	}
}

// TestDrawLayoutAndPointer draws a frame and points at the player's cell
// through its layout: the pixels the layout names map back to that cell,
// and the status line under the map is no cell.
func TestDrawLayoutAndPointer(t *testing.T) {
	s, _ := newTestSession(t, 11)
	img := s.Draw(nil)
	l := s.Layout()
	if img.Bounds().Size() != l.Size || l.ViewW != 80 || l.ViewH != 45 || s.Dirty() {
		t.Fatalf("frame %v, layout %+v, dirty %v", img.Bounds(), l, s.Dirty())
	}
	p := s.g.PlayerPos()
	x := float32(l.Origin.X + (p.X-l.Camera.X)*l.CellW + l.CellW/2)
	y := float32(l.Origin.Y + (p.Y-l.Camera.Y)*l.CellH + l.CellH/2)
	if c, ok := s.CellAt(x, y); !ok || c != p {
		t.Fatalf("CellAt(player's centre) = %v,%v, want %v", c, ok, p)
	}
	if _, ok := s.CellAt(x, float32(l.Origin.Y+l.ViewH*l.CellH+1)); ok {
		t.Error("the status line is a cell")
	}
	s.Pointer(x, y)
	if v := s.view(); v.Cursor == nil || *v.Cursor != p || !s.Dirty() {
		t.Fatalf("pointer over the player: cursor %v dirty %v", v.Cursor, s.Dirty())
	}
	if again := s.Draw(img); again != img {
		t.Error("Draw did not reuse a frame-sized image")
	}
	s.PointerGone()
	if v := s.view(); v.Cursor != nil {
		t.Fatalf("pointer left: cursor %v", v.Cursor)
	}
}
