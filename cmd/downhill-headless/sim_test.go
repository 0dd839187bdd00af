//go:build !js

package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"downhill/game"
	"downhill/headless/bot"
	"downhill/world"
)

// TestSimPillarExact pins the whole print format on the pillar scenario:
// event line, the map in the scenario's own letters, one line per action.
func TestSimPillarExact(t *testing.T) {
	var out bytes.Buffer
	if code := sim([]string{"-map", "testdata/sim/pillar.txt", "-turns", "3"}, &out); code != 0 {
		t.Fatalf("exit %d", code)
	}
	want := strings.Join([]string{
		"turn=0 player=8,3 hp=20 depth=1 gold=0 goblins=2 scans=1",
		"#############",
		"#...........#",
		"#.....#.....#",
		"#.n...#.@...#",
		"#.....#.....#",
		"#.g.........#",
		"#############",
		"turn=1 player=8,3 hp=20 depth=1 gold=0 goblins=2 scans=1",
		"#############",
		"#...........#",
		"#.....#.....#",
		"#..n..#.@...#",
		"#..g..#.....#",
		"#...........#",
		"#############",
		"naive#1 moved 2,3->3,3",
		"goblin#2 moved 2,5->3,4",
		"turn=2 player=8,3 hp=20 depth=1 gold=0 goblins=2 scans=1",
		"#############",
		"#...........#",
		"#.....#.....#",
		"#...n.#.@...#",
		"#...g.#.....#",
		"#...........#",
		"#############",
		"naive#1 moved 3,3->4,3",
		"goblin#2 moved 3,4->4,4",
		"turn=3 player=8,3 hp=20 depth=1 gold=0 goblins=2 scans=1",
		"#############",
		"#...........#",
		"#.....#.....#",
		"#....n#.@...#",
		"#.....#.....#",
		"#....g......#",
		"#############",
		"naive#1 moved 4,3->5,3",
		"goblin#2 moved 4,4->5,5",
	}, "\n") + "\n"
	if out.String() != want {
		t.Errorf("got\n%s\nwant\n%s", out.String(), want)
	}
}

// TestSimPrintModes: -print last prints only the final block, none
// nothing, and every prints turn 0 to N.
func TestSimPrintModes(t *testing.T) {
	run := func(args ...string) string {
		var out bytes.Buffer
		if code := sim(args, &out); code != 0 {
			t.Fatalf("%v: exit %d", args, code)
		}
		return out.String()
	}
	every := run("-map", "testdata/sim/greedy.txt", "-turns", "8")
	if n := strings.Count(every, "turn="); n != 9 {
		t.Errorf("-print every: %d blocks, want 9", n)
	}
	if !strings.Contains(every, "greedy#1 picks up gold\n") {
		t.Error("the greedy goblin's pickup is not in the log")
	}
	last := run("-map", "testdata/sim/greedy.txt", "-turns", "8", "-print", "last")
	if !strings.HasPrefix(last, "turn=8 ") || strings.Count(last, "turn=") != 1 || !strings.HasSuffix(every, last) {
		t.Errorf("-print last:\n%s", last)
	}
	if none := run("-map", "testdata/sim/greedy.txt", "-print", "none"); none != "" {
		t.Errorf("-print none printed %q", none)
	}
	// The printed map reads back as the scenario: the asleep keep their
	// letter 'z'.
	sleep := run("-map", "testdata/sim/sleep.txt", "-turns", "0")
	data, _ := os.ReadFile("testdata/sim/sleep.txt")
	if !strings.HasSuffix(sleep, string(data)) {
		t.Errorf("turn 0 map differs from the scenario:\n%s", sleep)
	}
	flee := run("-map", "testdata/sim/flee.txt", "-turns", "0")
	data, _ = os.ReadFile("testdata/sim/flee.txt")
	if !strings.HasSuffix(flee, string(data)) {
		t.Errorf("turn 0 map differs from the scenario:\n%s", flee)
	}
}

// TestSimGeneratedDeterministic: without -map a generated level plays, and
// the same seed gives the same output while another seed does not.
func TestSimGeneratedDeterministic(t *testing.T) {
	run := func(seed, player string) string {
		var out bytes.Buffer
		if code := sim([]string{"-seed", seed, "-turns", "30", "-player", player}, &out); code != 0 {
			t.Fatalf("exit %d", code)
		}
		return out.String()
	}
	a, b := run("5", "random"), run("5", "random")
	if a != b {
		t.Fatal("same seed, different output")
	}
	if a == run("6", "random") {
		t.Error("different seeds, same output")
	}
	if !strings.Contains(a, "player moved") {
		t.Error("-player random never moved")
	}
	if strings.Contains(run("5", "wait"), "player moved") {
		t.Error("-player wait moved")
	}
	if run("5", "explore") == "" {
		t.Error("-player explore printed nothing")
	}
}

// TestSimBadInput: one line on stderr, exit 2, FILE:LINE:COL for a bad
// scenario.
func TestSimBadInput(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte("#####\n#@.x#\n#####\n"), 0o644)
	noPlayer := filepath.Join(dir, "nop.txt")
	os.WriteFile(noPlayer, []byte("#####\n#g..#\n#####\n"), 0o644)
	missing := filepath.Join(dir, "missing.txt")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-map", bad}, "downhill-headless: " + bad + ":2:4: unknown character 'x'\n"},
		{[]string{"-map", noPlayer}, "downhill-headless: " + noPlayer + ":1:1: the map has no player '@'\n"},
		{[]string{"-map", missing}, "downhill-headless: " + missing + ": no such file or directory\n"},
		{[]string{"-turns", "x"}, "downhill-headless: sim: bad -turns \"x\": want 0 to 10000000\n"},
		{[]string{"-turns", "-1"}, "downhill-headless: sim: bad -turns \"-1\": want 0 to 10000000\n"},
		{[]string{"-player", "run"}, "downhill-headless: sim: bad -player \"run\": want wait, explore or random\n"},
		{[]string{"-print", "some"}, "downhill-headless: sim: bad -print \"some\": want every, last or none\n"},
		{[]string{"extra"}, "downhill-headless: sim: unexpected argument \"extra\"; see downhill-headless sim -h\n"},
		{[]string{"-greed", "3"}, "downhill-headless: sim: bad -greed \"3\": want -100 to 0\n"},
		// Every count has a range, every file flag wants a name.
		{[]string{"-heart", "1000000000"}, "downhill-headless: sim: bad -heart \"1000000000\": want 0 to 100\n"},
		{[]string{"-runs", "-1"}, "downhill-headless: sim: bad -runs \"-1\": want 0 to 100000\n"},
		{[]string{"-runs", "1000000"}, "downhill-headless: sim: bad -runs \"1000000\": want 0 to 100000\n"},
		{[]string{"-turns", "100000000"}, "downhill-headless: sim: bad -turns \"100000000\": want 0 to 10000000\n"},
		{[]string{"-load", ""}, "downhill-headless: sim: bad -load \"\": want a file name\n"},
		{[]string{"-map", ""}, "downhill-headless: sim: bad -map \"\": want a file name\n"},
		{[]string{"-keys", "xx<Lfet>"}, "downhill-headless: sim: -keys: column 3: unknown key \"<Lfet>\"\n"},
		{[]string{"-keys", "x", "-turns", "5"}, "downhill-headless: sim: -keys plays the keys: -turns and -player do not go with it\n"},
		{[]string{"-keys", ". {80,3}", "-print", "none"}, "downhill-headless: sim: -keys: input 2: click {80,3} is off the 80x45 level\n"},
	} {
		code, stdout, stderr := runCmd(t, runSim, tc.args...)
		if code != 2 || stdout != "" || stderr != tc.want {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and %q", tc.args, code, stdout, stderr, tc.want)
		}
	}
}

// TestSimGreedZero: -greed 0 is a legal strength (gold as strong as the
// player), not "the default": the greedy goblin 7 steps from the gold and
// 4 from the player goes for the player, while with no -greed (-4) it takes
// the gold. Once -greed 0 silently became -4.
func TestSimGreedZero(t *testing.T) {
	last := func(args ...string) string {
		var out bytes.Buffer
		args = append([]string{"-map", "testdata/sim/greedy.txt", "-turns", "7", "-print", "last"}, args...)
		if code := sim(args, &out); code != 0 {
			t.Fatalf("%v: exit %d", args, code)
		}
		return out.String()
	}
	if got := last("-greed", "0"); !strings.Contains(got, "\n#$.........G@...#\n") {
		t.Errorf("-greed 0: the greedy goblin should leave the gold and reach the player:\n%s", got)
	}
	for _, args := range [][]string{nil, {"-greed", "-4"}} {
		if got := last(args...); strings.Contains(got, "$") {
			t.Errorf("%v: the greedy goblin should take the gold:\n%s", args, got)
		}
	}
}

// TestSimLoad: `sim -load` plays on from a desktop save exactly as the
// saved game would (the same event lines as playing on in memory), and a
// save that fails its checks, or no save, is one line and exit 2.
func TestSimLoad(t *testing.T) {
	dir := t.TempDir()
	g := game.New(game.Config{Seed: 21})
	for i := 0; i < 40; i++ {
		bot.Turn(g)
	}
	path := filepath.Join(dir, "save.json")
	if err := g.SaveFile(path); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if code := sim([]string{"-load", path, "-turns", "15", "-player", "explore", "-print", "last"}, &out); code != 0 {
		t.Fatalf("exit %d", code)
	}
	for i := 0; i < 15 && !g.Dead; i++ {
		if !bot.Turn(g) {
			g.Do(game.Command{Action: game.ActWait})
		}
	}
	if first := strings.SplitN(out.String(), "\n", 2)[0]; first != g.EventLine() {
		t.Fatalf("sim -load ends at %q, the game in memory at %q", first, g.EventLine())
	}

	g.Depth = -1 // a save that fails its checks
	bad := filepath.Join(dir, "bad.json")
	if err := g.SaveFile(bad); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-load", bad}, "downhill-headless: " + bad + ": corrupt save: depth -1 out of 1..100000\n"},
		{[]string{"-load", filepath.Join(dir, "none")}, "downhill-headless: " + filepath.Join(dir, "none") + ": no such file or directory\n"},
		{[]string{"-load", path, "-map", "testdata/sim/pillar.txt"}, "downhill-headless: sim: -load plays the saved game: -map and -greed do not go with it\n"},
	} {
		code, stdout, stderr := runCmd(t, runSim, tc.args...)
		if code != 2 || stdout != "" || stderr != tc.want {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and %q", tc.args, code, stdout, stderr, tc.want)
		}
	}
}

// TestSimScriptedWin: the explore bot on a hand-drawn level with the Heart
// takes it and leaves by the up stairs; the run stops there with the
// victory recap.
func TestSimScriptedWin(t *testing.T) {
	var out bytes.Buffer
	if code := sim([]string{"-map", "testdata/sim/heart.txt", "-player", "explore", "-turns", "60"}, &out); code != 0 {
		t.Fatalf("exit %d", code)
	}
	s := out.String()
	for _, want := range []string{"player picks up Heart of the Mountain", "player leaves the mountain with the Heart", "# Victory!"} {
		if !strings.Contains(s, want) {
			t.Errorf("no %q in:\n%s", want, s)
		}
	}
	if strings.Count(s, "player leaves the mountain") != 1 {
		t.Error("the run went on after the win")
	}
}

// TestSimRunsSummary: -runs plays whole games with a shallow Heart and
// prints the win rate and the depth table; the explore bot wins some.
func TestSimRunsSummary(t *testing.T) {
	var out bytes.Buffer
	if code := sim([]string{"-runs", "6", "-heart", "2", "-player", "explore", "-turns", "5000"}, &out); code != 0 {
		t.Fatalf("exit %d", code)
	}
	s := out.String()
	if !strings.HasPrefix(s, "runs=6 won=") || strings.HasPrefix(s, "runs=6 won=0 ") || !strings.Contains(s, "depth  reached") {
		t.Errorf("summary:\n%s", s)
	}
	// The Heart's carriers who died, and those of them on the way up: no
	// more on the way up than carried it, no more carried it than died.
	var won, died, carried, up int
	if _, err := fmt.Sscanf(s, "runs=6 won=%d", &won); err != nil {
		t.Fatal(err)
	}
	_, err1 := fmt.Sscanf(s[strings.Index(s, "died="):], "died=%d", &died)
	line := s[strings.Index(s, "heart: "):]
	_, err2 := fmt.Sscanf(line[strings.Index(line, "after reaching it, ")+len("after reaching it, "):], "%d carrying it, %d of those", &carried, &up)
	if err1 != nil || err2 != nil || up > carried || carried > died {
		t.Errorf("heart carriers (%v, %v) in:\n%s", err1, err2, s)
	}
}

// TestSimRunsPacing: the levels move. With the explore bot on twelve
// seeds, the depth table's turns column (each depth's median turns) has
// no depth over twice the median of all depths (the maze took 4.6x as a
// perfect maze), and the pacing line under the table says so in numbers
// that agree with the column.
func TestSimRunsPacing(t *testing.T) {
	var out bytes.Buffer
	if code := sim([]string{"-runs", "12", "-player", "explore", "-turns", "100000", "-seed", "1"}, &out); code != 0 {
		t.Fatalf("exit %d", code)
	}
	s := out.String()
	var meds []int
	for _, line := range strings.Split(s, "\n") {
		var d, reached, deepest, died, turns int
		var share float64
		if n, _ := fmt.Sscanf(line, "%d %d %d %d %f%% %d", &d, &reached, &deepest, &died, &share, &turns); n == 6 {
			meds = append(meds, turns)
		}
	}
	i := strings.Index(s, "turns: ")
	if len(meds) != game.DefaultHeart || i < 0 {
		t.Fatalf("no turns column or pacing line:\n%s", s)
	}
	var all, slow, slowTurns int
	var ratio float64
	if _, err := fmt.Sscanf(s[i:], "turns: median turns on a depth %d; slowest depth %d at %d (%fx)", &all, &slow, &slowTurns, &ratio); err != nil {
		t.Fatalf("pacing line: %v\n%s", err, s)
	}
	sorted := slices.Clone(meds)
	slices.Sort(sorted)
	if want := (sorted[3] + sorted[4]) / 2; all != want || slowTurns != sorted[7] || meds[slow-1] != slowTurns {
		t.Errorf("pacing line says %d, depth %d at %d; the column %v", all, slow, slowTurns, meds)
	}
	if ratio > 2 {
		t.Errorf("depth %d's median %d turns is %.2fx the median of all depths (%d): over 2x\n%s", slow, slowTurns, ratio, all, s)
	}
}

// TestSimHelp: -h prints the flags and the scenario letters, exit 0.
func TestSimHelp(t *testing.T) {
	var out bytes.Buffer
	if code := sim([]string{"-h"}, &out); code != 0 {
		t.Fatalf("exit %d", code)
	}
	for _, want := range []string{"-heart", "-runs", "noisemaker", "the Heart of the Mountain"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("no %q in the help:\n%s", want, out.String())
		}
	}
}

// TestSimKeysWin: the same win played by keys through the window's key
// table: six steps right onto the Heart, nine back to the up stairs, `<`.
// A key string can also aim and throw: `q`, the slot letter, a click.
func TestSimKeysWin(t *testing.T) {
	var out bytes.Buffer
	if code := sim([]string{"-map", "testdata/sim/heart.txt", "-keys", "llllll hhhhhhhhh <lt>", "-print", "last"}, &out); code != 0 {
		t.Fatalf("exit %d", code)
	}
	if s := out.String(); !strings.Contains(s, "player leaves the mountain with the Heart") || !strings.Contains(s, "# Victory!") {
		t.Errorf("no win:\n%s", s)
	}
	// Walk onto the caltrops, use slot a, click the cell to throw at.
	out.Reset()
	if code := sim([]string{"-map", "testdata/sim/pack.txt", "-keys", "l q a {6,1}", "-print", "every"}, &out); code != 0 {
		t.Fatalf("exit %d", code)
	}
	for _, want := range []string{"player picks up caltrops", "player uses caltrops at 6,1"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("no %q:\n%s", want, out.String())
		}
	}
	// Pick up the javelin, let the wounded goblin run two steps along the
	// loop, throw at it (the aim starts on it): it lands where it stood.
	out.Reset()
	if code := sim([]string{"-map", "testdata/sim/javelin.txt", "-keys", "l . . q a <Enter>", "-print", "every"}, &out); code != 0 {
		t.Fatalf("exit %d", code)
	}
	for _, want := range []string{"player picks up javelin", "player throws a javelin at 6,3", "goblin#1 moved 6,3->5,3"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("no %q:\n%s", want, out.String())
		}
	}
}

// TestSimWhy pins the -why lines on the pillar scenario: one line per
// creature before each turn's block, the naive chaser heading for the
// pillar as the crow flies and the goblin downhill, each saying why.
func TestSimWhy(t *testing.T) {
	var out bytes.Buffer
	if code := sim([]string{"-map", "testdata/sim/pillar.txt", "-turns", "2", "-why", "-print", "none"}, &out); code != 0 {
		t.Fatalf("exit %d", code)
	}
	want := strings.Join([]string{
		"why naive#1 at 2,3: naive: nearest you as the crow flies at 3,3 (25 squared, here 36) -> 3,3",
		"why goblin#2 at 2,5: hunting: lowest neighbour 6 at 3,4 on the player field -> 3,4",
		"why naive#1 at 3,3: naive: nearest you as the crow flies at 4,3 (16 squared, here 25) -> 4,3",
		"why goblin#2 at 3,4: hunting: lowest neighbour 5 at 4,4 on the player field -> 4,4",
	}, "\n") + "\n"
	if out.String() != want {
		t.Errorf("got\n%s\nwant\n%s", out.String(), want)
	}
}

// TestSimWhyWithKeys checks -why goes with -keys: one why line per
// creature and turn, even with -print none.
func TestSimWhyWithKeys(t *testing.T) {
	var out bytes.Buffer
	if code := sim([]string{"-map", "testdata/sim/pillar.txt", "-keys", "..", "-why", "-print", "none"}, &out); code != 0 {
		t.Fatalf("exit %d", code)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 4 || !strings.HasPrefix(lines[0], "why naive#1 at 2,3:") || !strings.HasPrefix(lines[3], "why goblin#2 at 3,4:") {
		t.Errorf("got %q, want the 4 why lines of two waits", lines)
	}
}

// TestSimRunsTally: the summary counts deaths by depth (where the player
// died, not the deepest level reached), by the killer's kind, and the
// Heart carriers' deaths above the Heart's depth, docs/play.md's balance
// table, and how the fights ended, from known runs; and the pacing: each depth's median turns
// (depth 1's eight runs: 5 6 7 8 9 10 11 12, median 8; depth 2's seven:
// 20 24 30 35 40 50 60, median 35; depth 3's five: 2 4 6 8 24, median 6)
// and the slowest depth's ratio to the median of those medians (8).
func TestSimRunsTally(t *testing.T) {
	tl := newTally(3)
	for _, r := range []RunResult{
		{Deepest: 1, Dead: true, DiedAt: 1, Killer: world.Archer, Killed: true, DepthTurns: []int{5}, Fights: game.FightEnds{Killed: 2}},
		{Deepest: 2, Dead: true, DiedAt: 2, Killer: world.Goblin, Killed: true, DepthTurns: []int{9, 40},
			Fights: game.FightEnds{Killed: 3, Caught: 1, Escaped: 1, Back: 2, BackKilled: 1}},
		{Deepest: 3, Dead: true, DiedAt: 3, Killer: world.Archer, Killed: true, DepthTurns: []int{7, 30, 2}},
		{Deepest: 3, Dead: true, DiedAt: 3, Killer: world.Tunneler, Killed: true, HasHeart: true, DepthTurns: []int{8, 20, 6}},
		{Deepest: 3, Dead: true, DiedAt: 2, Killer: world.Greedy, Killed: true, HasHeart: true, DepthTurns: []int{10, 60, 4}},
		{Deepest: 3, Dead: true, DiedAt: 1, HasHeart: true, DepthTurns: []int{12, 50, 8}}, // drowned on the climb
		{Deepest: 3, Won: true, HasHeart: true, Turns: 70, DepthTurns: []int{11, 35, 24}},
		{Deepest: 2, Turns: 30, DepthTurns: []int{6, 24}}, // out of turns
	} {
		tl.add(r)
	}
	var out bytes.Buffer
	tl.write(&out)
	want := `runs=8 won=1 (12.5%) died=6 unfinished=1 mean-turns=12
depth  reached  deepest  died  died%  turns   goblin   greedy   archer tunneler    other
    1        8        1     2  33.3%      8        0        0        1        0        1
    2        7        2     2  33.3%     35        1        1        0        0        0
    3        5        5     2  33.3%      6        0        0        1        1        0
turns: median turns on a depth 8; slowest depth 2 at 35 (4.38x)
deaths by kind: goblin 1 (16.7%) greedy 1 (16.7%) archer 2 (33.3%) tunneler 1 (16.7%) other 1 (16.7%)
heart: 5 reached depth 3, 4 took it, 1 won; 4 died after reaching it, 3 carrying it, 2 of those (66.7%) on the way up
fights: 9 ended; killed 5 (55.6%), fled and caught 1 (11.1%), fled and escaped 1 (11.1%), fled and came back 2 (22.2%; 1 of them killed since)
`
	if out.String() != want {
		t.Errorf("summary:\n%s\nwant:\n%s", out.String(), want)
	}
}
