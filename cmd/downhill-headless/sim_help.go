package main

import "downhill/world"

// simScenarioHelp documents the map alphabet of scenario files, from the
// alphabet's own table (testdata/sim/README.md holds the same).
var simScenarioHelp = world.LegendText()
