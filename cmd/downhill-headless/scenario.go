package main

import (
	"fmt"
	"strconv"
	"strings"

	"downhill/game"
	"downhill/game/store"
	"downhill/internal/inputfile"
	"downhill/world"
)

// loadScenario starts a game on the scenario file path (the map format of
// `sim -map`, see testdata/sim/README.md) with cfg's seed and settings.
// The error is the one line to print: FILE:LINE:COL and what is wrong.
func loadScenario(path string, cfg game.Config) (*game.Game, error) {
	data, err := readMap(path)
	if err != nil {
		return nil, err
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
// would wait for a writer), at most the largest level's text. The error
// names the file.
func readMap(path string) ([]byte, error) {
	return inputfile.Read(path, store.Sandbox.Limit())
}

// parseCell reads a cell "X,Y": two whole numbers and nothing else
// ("5,5junk" is no cell).
func parseCell(s string) (world.Pos, bool) {
	xs, ys, ok := strings.Cut(s, ",")
	x, errx := strconv.Atoi(xs)
	y, erry := strconv.Atoi(ys)
	return world.Pos{X: x, Y: y}, ok && errx == nil && erry == nil
}
