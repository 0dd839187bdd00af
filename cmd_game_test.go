package main

import "testing"

// Bad flags are refused before any window opens: exit status 2.
func TestGameFlagsRefused(t *testing.T) {
	for _, args := range [][]string{
		{"-width", "5"}, {"-height", "2000"}, {"-width", "1000", "-height", "1000", "-heart", "9"}, {"-heart", "101"}, {"-goblins", "-1"}, {"-level", "swamp"},
		{"-seed", "x"}, {"-nope"}, {"stray"}, {"-greed", "1"}, {"-greed", "-101"},
	} {
		if code := runGame(args); code != 2 {
			t.Errorf("downhill %v: exit %d, want 2", args, code)
		}
	}
}
