package cli

import (
	"bytes"
	"slices"
	"strings"
	"testing"
)

// command is a small command with one flag of each kind, writing into
// buffers.
func command() (*Command, *int, *string, *string, *bytes.Buffer, *bytes.Buffer) {
	c := New("downhill", "demo", "[-turns N] [-player wait|explore] FILE", "Does nothing, carefully.")
	var out, errOut bytes.Buffer
	c.Stdout, c.Stderr = &out, &errOut
	turns := c.Int("turns", 20, 0, 1000, "turns to play")
	player := c.Choice("player", "wait", []string{"wait", "explore"}, "what the player does")
	load := c.File("load", "a save to play on from")
	return c, turns, player, load, &out, &errOut
}

// TestParse: flags and arguments in any order; every mistake one line
// naming the flag and what it wants, exit status 2; -h and -help the
// whole help on stdout, exit status 0.
func TestParse(t *testing.T) {
	c, turns, player, _, _, _ := command()
	if code, ok := c.Parse([]string{"a.txt", "-turns", "7", "b.txt", "-player", "explore", "--", "-c"}); !ok || code != 0 {
		t.Fatalf("exit %d", code)
	}
	if *turns != 7 || *player != "explore" || !slices.Equal(c.Args(), []string{"a.txt", "b.txt", "-c"}) || !c.Given("turns") || c.Given("load") {
		t.Fatalf("turns %d player %q args %q", *turns, *player, c.Args())
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-turns", "-1"}, `downhill: demo: bad -turns "-1": want 0 to 1000` + "\n"},
		{[]string{"-turns", "1001"}, `downhill: demo: bad -turns "1001": want 0 to 1000` + "\n"},
		{[]string{"-turns", "5x"}, `downhill: demo: bad -turns "5x": want 0 to 1000` + "\n"},
		{[]string{"-player", "x"}, `downhill: demo: bad -player "x": want wait or explore` + "\n"},
		{[]string{"-load", ""}, `downhill: demo: bad -load "": want a file name` + "\n"},
		{[]string{"-nope"}, "downhill: demo: flag provided but not defined: -nope; see downhill demo -h\n"},
		{[]string{"-turns", strings.Repeat("9", 500)}, `downhill: demo: bad -turns "` + strings.Repeat("9", 37) + `..." (500 bytes): want 0 to 1000` + "\n"},
	} {
		c, _, _, _, _, errOut := command()
		if code, ok := c.Parse(tc.args); ok || code != 2 || errOut.String() != tc.want {
			t.Errorf("%q: exit %d, said %q, want %q", tc.args, code, errOut.String(), tc.want)
		}
	}
	for _, h := range []string{"-h", "-help", "--help"} {
		c, _, _, _, out, errOut := command()
		code, ok := c.Parse([]string{"-turns", "3", h})
		help := out.String()
		if ok || code != 0 || errOut.Len() != 0 || !strings.HasPrefix(help, "usage: downhill demo [-turns N]") ||
			!strings.Contains(help, "Does nothing, carefully.") || !strings.Contains(help, "turns to play (0 to 1000) (default 20)") ||
			!strings.Contains(help, "-player") || !strings.Contains(help, "wait|explore") || !strings.Contains(help, "-load") {
			t.Errorf("%s: exit %d, help:\n%s", h, code, help)
		}
	}
	c, _, _, _, _, errOut := command()
	c.Parse([]string{"x"})
	if code, ok := c.NoArgs(); ok || code != 2 || !strings.Contains(errOut.String(), `unexpected argument "x"`) {
		t.Errorf("NoArgs: %d %q", code, errOut.String())
	}
}
