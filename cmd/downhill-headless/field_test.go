package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// runCmd runs a sub-command entry point with stdout and stderr captured.
func runCmd(t *testing.T, run func([]string) int, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	dir := t.TempDir()
	outF, err := os.Create(filepath.Join(dir, "out"))
	if err != nil {
		t.Fatal(err)
	}
	errF, err := os.Create(filepath.Join(dir, "err"))
	if err != nil {
		t.Fatal(err)
	}
	oldOut, oldErr := os.Stdout, os.Stderr
	os.Stdout, os.Stderr = outF, errF
	defer func() { os.Stdout, os.Stderr = oldOut, oldErr }()
	code = run(args)
	outF.Close()
	errF.Close()
	o, _ := os.ReadFile(outF.Name())
	e, _ := os.ReadFile(errF.Name())
	return code, string(o), string(e)
}

func lines(s ...string) string { return strings.Join(s, "\n") + "\n" }

// The printed fields are the hand-computed ones of the ai tests, through the
// whole command: parsing, costs, flags and formatting.
func TestFieldOutput(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"testdata/field/pillar.map"}, lines(
			"# # # # # # # # #",
			"# 3 2 1 0 1 2 3 #",
			"# 3 3 # # # 3 3 #",
			"# 4 4 # # # 4 4 #",
			"# 5 5 6 7 6 5 5 #",
			"# # # # # # # # #")},
		{[]string{"-moves", "4", "-format", "digits", "testdata/field/pillar.map"}, lines(
			"#########",
			"#321@123#",
			"#43###34#",
			"#54###45#",
			"#6567656#",
			"#########")},
		{[]string{"-moves", "4", "testdata/field/door.map"}, lines(
			"# # # # #",
			"# 0 2 3 #",
			"# 1 2 3 #",
			"# # # # #")},
		{[]string{"testdata/field/door.map", "-moves=8"}, lines(
			"# # # # #",
			"# 0 2 2 #",
			"# 1 1 2 #",
			"# # # # #")},
		{[]string{"-format", "digits", "testdata/field/gold.map"}, lines(
			"#############",
			"#$---012321@#",
			"#############")},
		{[]string{"-gold", "-10", "testdata/field/gold.map"}, lines(
			"# # # # # # # # # # # # #",
			"# -10 -9 -8 -7 -6 -5 -4 -3 -2 -1 0 #",
			"# # # # # # # # # # # # #")},
		{[]string{"-tunnel", "-moves", "4", "testdata/field/tunnel.map"}, lines(
			"# # # # # #",
			"# 0 3 6 5 #",
			"# 1 2 3 4 #",
			"# # # # # #")},
		{[]string{"-tunnel", "testdata/field/tunnel.map"}, lines(
			"# # # # # #",
			"# 0 3 4 3 #",
			"# 1 1 2 3 #",
			"# # # # # #")},
		{[]string{"testdata/field/tunnel.map"}, lines(
			"# # # # # #",
			"# 0 # # x #",
			"# # # # # #",
			"# # # # # #")},
		{[]string{"-corners", "allow", "testdata/field/corners.map"}, lines(
			"# # # # #",
			"# 0 # 2 #",
			"# # 1 2 #",
			"# # # # #")},
		{[]string{"-format", "digits", "testdata/field/corners.map"}, lines(
			"#####",
			"#@# #",
			"##  #",
			"#####")},
		{[]string{"-flee", "-1.2", "testdata/field/loop.map"}, lines(
			"# # # # # # # # # # # # # # #",
			"# # # # # -8 # # # # # # # # #",
			"# # # # # -7 # # # # # # # # #",
			"# -4 -5 -6 -7 -8 -9 -10 -11 -12 -13 -14 -15 -16 #",
			"# -3 # # # # # # # # # # # -17 #",
			"# -4 -5 -6 -7 -8 -9 -10 -11 -12 -13 -14 -15 -16 #",
			"# # # # # # # # # # # # # # #")},
		{[]string{"-flee", "-1.2", "-format", "digits", "testdata/field/loop.map"}, lines(
			"###############",
			"#####-#########",
			"#####-#########",
			"#-------------#",
			"#@###########-#",
			"#-------------#",
			"###############")},
		// -0.5 rounds half up: -0.5 x 1 = -0.5 -> 0, x 3 = -1.5 -> -1.
		{[]string{"-flee", "-0.5", "-moves", "4", "testdata/field/door.map"}, lines(
			"# # # # #",
			"# 0 -1 -1 #",
			"# 0 -1 -1 #",
			"# # # # #")},
	}
	for _, c := range cases {
		code, out, errOut := runCmd(t, runField, c.args...)
		if code != 0 || errOut != "" || out != c.want {
			t.Errorf("field %v: exit %d, stderr %q, stdout\n%swant\n%s", c.args, code, errOut, out, c.want)
		}
	}
}

func TestFieldBench(t *testing.T) {
	code, out, errOut := runCmd(t, runField, "-bench", "3", "-flee", "-1.2", "testdata/field/pillar.map")
	re := regexp.MustCompile(`^reachable=22 reps=3 median_ns=[0-9]+ min_ns=[0-9]+\n$`)
	if code != 0 || errOut != "" || !re.MatchString(out) {
		t.Errorf("bench: exit %d stderr %q stdout %q", code, errOut, out)
	}
}

// Bad input: exit 2, exactly one line on stderr, nothing on stdout.
func TestFieldErrors(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"testdata/field/ragged.map"}, "downhill-headless: testdata/field/ragged.map:3:6: row is 6 characters wide, want 5 like the first row"},
		{[]string{"testdata/field/short.map"}, "downhill-headless: testdata/field/short.map:3:1: row is 3 characters wide, want 5 like the first row"},
		{[]string{"testdata/field/badchar.map"}, "downhill-headless: testdata/field/badchar.map:2:4: unknown character 'x'"},
		{[]string{"testdata/field/nogoal.map"}, "downhill-headless: testdata/field/nogoal.map:1:1: no goal: the map needs a player '@' or gold '$'"},
		{[]string{"testdata/field/empty.map"}, "downhill-headless: testdata/field/empty.map:1:1: empty map file"},
		{[]string{"testdata/field/missing.map"}, "downhill-headless: testdata/field/missing.map: no such file or directory"},
		{[]string{"testdata/field"}, "downhill-headless: testdata/field: not a regular file (a directory)"},
		{[]string{}, "downhill-headless: field: no map file; see downhill-headless field -h"},
		{[]string{"a.map", "b.map"}, "downhill-headless: field: one map file, not 2; see downhill-headless field -h"},
		{[]string{"-moves", "6", "testdata/field/door.map"}, `downhill-headless: field: bad -moves "6": want 4 or 8`},
		{[]string{"-corners", "maybe", "testdata/field/door.map"}, `downhill-headless: field: bad -corners "maybe": want allow or deny`},
		{[]string{"-format", "hex", "testdata/field/door.map"}, `downhill-headless: field: bad -format "hex": want ints or digits`},
		{[]string{"-gold", "lots", "testdata/field/door.map"}, `downhill-headless: field: bad -gold "lots": want -1000000 to 1000000`},
		{[]string{"-flee", "away", "testdata/field/door.map"}, `downhill-headless: field: bad -flee "away": want a number from -1000 to 1000`},
		{[]string{"-flee", "NaN", "testdata/field/door.map"}, `downhill-headless: field: bad -flee "NaN": want a number from -1000 to 1000`},
		{[]string{"-bench", "-1", "testdata/field/door.map"}, `downhill-headless: field: bad -bench "-1": want 0 to 1000000`},
		{[]string{"-fast", "testdata/field/door.map"}, "downhill-headless: field: flag provided but not defined: -fast; see downhill-headless field -h"},
		{[]string{"-tunnel=maybe", "testdata/field/door.map"}, `downhill-headless: field: invalid boolean value "maybe" for -tunnel: parse error; see downhill-headless field -h`},
		{[]string{"testdata/field/door.map", "-moves"}, "downhill-headless: field: flag needs an argument: -moves; see downhill-headless field -h"},
	}
	for _, c := range cases {
		code, out, errOut := runCmd(t, runField, c.args...)
		if code != 2 || out != "" || errOut != c.want+"\n" {
			t.Errorf("field %v: exit %d, stdout %q, stderr %q, want %q", c.args, code, out, errOut, c.want)
		}
	}
}
