package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"downhill/game"
	"downhill/game/store"
	"downhill/internal/text"
	"downhill/world"
)

// loadScenario starts a game on the scenario file path (the map format of
// `sim -map`, see testdata/sim/README.md) with cfg's seed and settings.
// The error is the one line to print: FILE:LINE:COL and what is wrong.
func loadScenario(path string, cfg game.Config) (*game.Game, error) {
	data, err := readMap(path)
	if err != nil {
		return nil, text.FileError(path, err)
	}
	mf, err := world.ParseMap(path, data, world.CreatureLetters)
	if err != nil {
		return nil, err
	}
	g, err := game.NewFromMap(mf, cfg)
	if err != nil {
		return nil, fmt.Errorf("%s:1:1: %v", path, err)
	}
	return g, nil
}

// readMap reads the map file at path: only a regular file (opening a FIFO
// would wait for a writer), at most the largest level's text.
func readMap(path string) ([]byte, error) {
	st, err := os.Stat(path)
	switch {
	case err != nil:
		return nil, err
	case !st.Mode().IsRegular():
		return nil, errors.New("not a regular file")
	case st.Size() > store.Sandbox.Limit():
		return nil, fmt.Errorf("%d bytes, more than the largest level takes (%d)", st.Size(), store.Sandbox.Limit())
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
