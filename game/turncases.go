package game

// TurnCase is one size of the whole-turn benchmark: a game of this
// configuration with the explore bot playing (BotTurn), every goblin kind
// present. The ?bench page of the browser build times the same cases, so
// the README can put native and wasm turns side by side; a benchmark in
// this package can range over TurnCases for the native rows.
type TurnCase struct {
	Name string // WxHxGoblins, as the benchmark names its sub-benchmarks
	Cfg  Config
}

// TurnCases are the sizes issue 14 asks about: the default level, a big
// one and a huge one.
var TurnCases = []TurnCase{
	{"80x45x30", Config{Seed: 3, W: 80, H: 45, Goblins: 30}},
	{"256x256x1000", Config{Seed: 3, W: 256, H: 256, Goblins: 1000}},
	{"1024x1024x10000", Config{Seed: 3, W: 1024, H: 1024, Goblins: 10000}},
}

// BenchTurn plays one bot turn of g for a benchmark, starting a new game
// of the same configuration when the bot can play no more (dead or
// stuck). It returns the game to play on.
func BenchTurn(g *Game) *Game {
	if !g.BotTurn() {
		return New(g.Cfg)
	}
	return g
}
