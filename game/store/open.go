package store

import (
	"fmt"
	"io"
	"math/rand/v2"

	"downhill/game"
)

// Open starts a sitting on st with the options o, by the one save policy:
//
//   - -compare, -sandbox: a new game; no game is read or kept.
//   - st has no place for a save (-save none): a new game, not kept.
//   - -new: a new game, which replaces the kept one from its first save.
//   - nothing kept yet: a new game (of the seed asked, if any), kept.
//   - a kept save that cannot be read, or that fails the rules' checks: it
//     is moved aside (Slot.Read), never written over, and a new game
//     starts, saying so; should the move fail, the save stays where it
//     is and the new game is not kept.
//   - a kept game and no seed asked, or the kept game's own seed (a
//     reload of a page whose address shows it): that game continues.
//   - a kept game and another seed asked: a one-off game of that seed,
//     not kept; the kept game waits, untouched, for the next sitting
//     without a seed.
//
// What the player should know (a save kept aside, a one-off game) is said
// in the game's message log and on log as "downhill: ..." lines, as is a
// continued game; with o.Events every save is a line on log too. A seed
// of 0 is drawn at random. Open only reads: the first save comes with
// the first turn (AfterTurn) or Save.
func Open(st Storage, o Options, log io.Writer) *Sitting {
	s := &Sitting{Options: o, st: st, log: log}
	cfg := o.Config()
	if cfg.Seed == 0 {
		cfg.Seed = rand.Uint64() >> 1
	}
	var g *game.Game
	var notes []string
	save := SlotOf(st, Save)
	switch {
	case o.OneOff() || !save.Kept():
	case o.New:
		s.keep = true
	default:
		var kept *game.Game
		found, note, held := save.Read(func(b []byte) (err error) {
			kept, err = game.Load(b)
			return err
		})
		switch {
		case held:
			notes = append(notes, note+"A new game starts, and it is not saved.")
		case note != "":
			notes = append(notes, note+"A new game starts.")
			s.keep = true
		case !found:
			s.keep = true
		case o.Seed == 0 || kept.Cfg.Seed == o.Seed:
			g, s.keep = kept, true
			fmt.Fprintf(log, "continuing saved game: seed=%d turn=%d depth=%d (%s; -new for a new one)\n",
				g.Cfg.Seed, g.Turn, g.Depth, save.Where())
			switch {
			case g.Rec.Version == 0:
				notes = append(notes, "Your saved game is from before recordings: it plays on, but cannot be replayed.")
			case g.Rec.Version < game.RecordVersion:
				notes = append(notes, "Your saved game was recorded by an older version of Downhill: it plays on, but cannot be replayed.")
			}
		default:
			notes = append(notes, fmt.Sprintf("Seed %d is a one-off game: it is not saved. Your saved game (seed %d) waits for the next start without a seed.",
				o.Seed, kept.Cfg.Seed))
		}
	}
	if g == nil {
		g = game.New(cfg)
	} else {
		s.last = mark{turn: g.Turn, depth: g.Depth, over: g.Dead || g.Won, seed: g.Cfg.Seed}
	}
	s.Game = g
	if s.last.seed == 0 {
		s.last.seed = g.Cfg.Seed // a new game: its first save is its new level's
	}
	for _, n := range notes {
		s.Tell(n)
	}
	return s
}
