package main

import "testing"

// Bad flags are refused before any window opens: exit status 2.
func TestGameFlagsRefused(t *testing.T) {
	for _, args := range [][]string{
		{"-w", "5"}, {"-h", "2000"}, {"-goblins", "-1"}, {"-level", "swamp"},
		{"-seed", "x"}, {"-nope"}, {"stray"}, {"-greed", "1"}, {"-greed", "-101"},
	} {
		if code := runGame(args); code != 2 {
			t.Errorf("downhill %v: exit %d, want 2", args, code)
		}
	}
}
