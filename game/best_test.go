package game

import (
	"strings"
	"testing"

	"downhill/world"
)

// TestConfigSettings: the settings a recap keeps are the flags that differ
// from the standard game; defaults written out are standard.
func TestConfigSettings(t *testing.T) {
	for _, c := range []struct {
		cfg  Config
		want string
	}{
		{Config{Seed: 9}, ""},
		{Config{Goblins: DefaultGoblins, Heart: DefaultHeart, W: DefaultW, H: DefaultH, Greed: -4, GreedSet: true}, ""},
		{Config{Heart: 1, Goblins: 1}, "-goblins 1 -heart 1"},
		{Config{W: 40, H: DefaultH}, "-width 40"},
		{Config{Level: "caves"}, "-level caves"},
		{Config{GreedSet: true}, "-greed 0"},
		{Config{Greed: -9}, "-greed -9"},
		{Config{Scenario: true, W: 9, H: 3}, "-map"},
		{Config{Naive: true}, "-compare"},
		{Config{Sandbox: true}, "-sandbox"},
	} {
		if got := c.cfg.Settings(); got != c.want {
			t.Errorf("%+v: settings %q, want %q", c.cfg, got, c.want)
		}
	}
}

// TestEasyWinRankedApart: a win with -heart 1 -goblins 1 keeps its
// settings in the recap, says them on the end screen, and goes into the
// best runs after every standard run, however high its score; a table
// full of such runs never pushes a standard run out, nor the reverse.
func TestEasyWinRankedApart(t *testing.T) {
	g := New(Config{Seed: 5, Heart: 1, Goblins: 1})
	g.Won, g.HasHeart, g.Gold = true, true, 300
	easy := g.Recap()
	if easy.Settings != "-goblins 1 -heart 1" || easy.Standard() {
		t.Fatalf("recap settings %q", easy.Settings)
	}
	if l := strings.Join(easy.Lines(), "\n"); !strings.Contains(l, "Settings: -goblins 1 -heart 1 (ranked apart") {
		t.Errorf("recap lines do not say the settings:\n%s", l)
	}
	var runs []Recap
	for i := range BestRunsKept {
		runs = append(runs, Recap{Seed: uint64(100 + i), Score: 400 - i, Deepest: 6, Turns: 3000, Cause: "killed by a goblin on depth 6"})
	}
	got, place := RankRun(runs, easy)
	if place != BestRunsKept || len(got) != BestRunsKept+1 || got[place].Seed != 5 {
		t.Fatalf("easy win (score %d) placed %d in a table of %d", easy.Score, place, len(got))
	}
	for i := range BestRunsKept {
		if !got[i].Standard() {
			t.Errorf("place %d: a run on settings %q before the standard runs", i, got[i].Settings)
		}
	}
	// Ten more easy wins fill their own part, never the standard one.
	for i := range BestRunsKept {
		r := easy
		r.Seed, r.Score = uint64(200+i), easy.Score+1+i
		got, _ = RankRun(got, r)
	}
	std := 0
	for _, r := range got {
		if r.Standard() {
			std++
		}
	}
	if std != BestRunsKept || len(got) != 2*BestRunsKept {
		t.Errorf("%d standard runs of %d kept", std, len(got))
	}
	if _, place := RankRun(got, easy); place != -1 {
		t.Errorf("the weakest easy win still placed %d in a full part", place)
	}
	// A standard run better than the worst standard one goes in, in its part.
	better := Recap{Seed: 7, Score: 395, Deepest: 7, Turns: 10, Cause: "killed by a goblin on depth 7"}
	got, place = RankRun(got, better)
	if place != 6 || got[place].Seed != 7 || len(got) != 2*BestRunsKept {
		t.Errorf("standard run of 395 placed %d (%d runs)", place, len(got))
	}
	// The table reads back as it was written.
	data, err := FormatBestRuns(got)
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseBestRuns(data)
	if err != nil || len(back) != len(got) || back[BestRunsKept].Settings != easy.Settings {
		t.Fatalf("table read back: %v, %d runs", err, len(back))
	}
}

// TestOldBestRunsLoad: a table written before runs kept their settings
// loads; its runs count as standard, but for a win that never reached the
// standard Heart's depth, which is marked and ranked apart.
func TestOldBestRunsLoad(t *testing.T) {
	old := `{
 "format": "downhill-best-runs",
 "runs": [
  {"seed": 3, "won": true, "cause": "escaped with the Heart of the Mountain", "score": 1060, "deepest": 1, "turns": 40, "gold": 10},
  {"seed": 4, "won": true, "cause": "escaped with the Heart of the Mountain", "score": 1500, "deepest": 8, "turns": 9000, "gold": 100},
  {"seed": 6, "cause": "killed by a goblin archer on depth 5", "score": 300, "deepest": 5, "turns": 2000, "gold": 50}
 ]
}`
	runs, err := ParseBestRuns([]byte(old))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range runs {
		got = append(got, r.Settings)
	}
	if len(runs) != 3 || runs[0].Seed != 4 || runs[1].Seed != 6 || runs[2].Seed != 3 || got[2] != "-heart 1 or less" || got[0] != "" || got[1] != "" {
		t.Errorf("old table read as %+v", runs)
	}
}

// TestBestRunsRefused: settings are bounded like a cause, and a part of
// the table holds at most BestRunsKept runs.
func TestBestRunsRefused(t *testing.T) {
	long, _ := FormatBestRuns([]Recap{{Seed: 1, Score: 50, Deepest: 1, Settings: strings.Repeat("x", MaxLine+1)}})
	if _, err := ParseBestRuns(long); err == nil || !strings.Contains(err.Error(), "settings") {
		t.Errorf("settings of %d bytes: %v", MaxLine+1, err)
	}
	var runs []Recap
	for i := range BestRunsKept + 1 {
		runs = append(runs, Recap{Seed: uint64(i), Score: 50, Deepest: 1, Settings: "-goblins 1"})
	}
	many, _ := FormatBestRuns(runs)
	if _, err := ParseBestRuns(many); err == nil {
		t.Errorf("%d runs on other settings read", len(runs))
	}
}

// TestRecapOfThrowsIsChecked: every name the recap counts uses by (a
// javelin by its throws) passes the best-runs table's check, as does the
// plain name tables kept before; a name the recap never makes does not.
func TestRecapOfThrowsIsChecked(t *testing.T) {
	for k := range world.NumItems {
		if k == world.NoItem {
			continue
		}
		for _, name := range []string{usedName(k), world.ItemNames[k]} {
			if err := (Recap{Used: map[string]int{name: 3}}).check(); err != nil {
				t.Errorf("%q: %v", name, err)
			}
		}
	}
	if err := (Recap{Used: map[string]int{"javelin throws": 3}}).check(); err == nil {
		t.Error(`"javelin throws" passed the check`)
	}
}
