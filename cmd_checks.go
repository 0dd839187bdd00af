//go:build !js

package main

import (
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"downhill/game"
	"downhill/game/store"
	"downhill/world"
)

// validKind reports whether k names a level generator.
func validKind(k string) bool { return slices.Contains(world.Generators, k) }

// checkGreed refuses a -greed outside -100..0 (0 is legal: gold as strong
// as the player): the range a save may hold (game.MaxGreed), so every game
// the flags start saves and loads back.
func checkGreed(v int) error {
	if v > 0 || v < -game.MaxGreed {
		return fmt.Errorf("bad -greed %d: want %d to 0", v, -game.MaxGreed)
	}
	return nil
}

// readMap reads the map file at path: only a regular file (a FIFO would
// block), at most the largest level's text (store.Sandbox's limit).
func readMap(path string) ([]byte, error) {
	st, err := os.Stat(path)
	switch {
	case err != nil:
		return nil, err
	case !st.Mode().IsRegular():
		return nil, fmt.Errorf("not a regular file")
	case st.Size() > store.Sandbox.Limit():
		return nil, fmt.Errorf("%d bytes, more than the largest level (%d)", st.Size(), store.Sandbox.Limit())
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, store.Sandbox.Limit()))
}

// parseCell reads a cell "X,Y": two whole numbers and nothing else
// ("5,5junk" is no cell).
func parseCell(s string) (world.Pos, bool) {
	xs, ys, ok := strings.Cut(s, ",")
	x, errx := strconv.Atoi(xs)
	y, erry := strconv.Atoi(ys)
	return world.Pos{X: x, Y: y}, ok && errx == nil && erry == nil
}
