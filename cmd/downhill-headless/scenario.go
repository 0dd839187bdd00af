package main

import (
	"fmt"
	"os"

	"downhill/game"
	"downhill/world"
)

// loadScenario starts a game on the scenario file path (the map format of
// `sim -map`, see testdata/sim/README.md) with cfg's seed and settings.
// The error is the one line to print: FILE:LINE:COL and what is wrong.
func loadScenario(path string, cfg game.Config) (*game.Game, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, pathErr(err))
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
