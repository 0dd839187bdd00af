package store

import (
	"errors"
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
//   - the save open in another window or tab (its SaveLock held there): a
//     one-off game, not kept, saying where (Elsewhere); the sitting may
//     wait for the other to close (Wait) and then continue the kept game
//     in place of the one-off (Claim). The lock is taken before the save
//     is read, and kept only by a sitting that keeps its game.
//
// What the player should know (a save kept aside, a one-off game) is said
// in the game's message log and on log as "downhill: ..." lines, as is a
// continued game; with o.Events every save is a line on log too. A seed
// of 0 is drawn at random. Open only reads: the first save comes with
// the first turn (AfterTurn) or Save.
func Open(st Storage, o Options, log io.Writer) *Sitting {
	s := &Sitting{Options: o, st: st, log: log}
	if !o.OneOff() && SlotOf(st, Save).Kept() {
		s.lockSave()
	}
	s.start(s.choose())
	return s
}

// lockSave takes the save's lock before the save is read (Open): held, the
// sitting may keep the game; held elsewhere, Elsewhere names who holds it.
// A lock that cannot be tried at all (a directory it cannot write) is
// said on the log, and the sitting plays on without one, as before locks.
func (s *Sitting) lockSave() {
	lk := saveLockOf(s.st)
	if lk == nil {
		return
	}
	ok, holder, err := lk.TryLock()
	switch {
	case err != nil:
		fmt.Fprintf(s.log, "downhill: the saved game cannot be locked (%v): another window on it could write over this one's turns\n", err)
	case ok:
		s.hold(lk)
	default:
		s.lockTo, s.elsewhere = lk, holder
	}
}

// choose picks the game to play by the policy (Open's), setting keep;
// continued says it is the kept game. A sitting that holds the save's
// lock but keeps no game lets it go.
func (s *Sitting) choose() (g *game.Game, continued bool, notes []string) {
	o := s.Options
	cfg := o.Config()
	if cfg.Seed == 0 {
		cfg.Seed = rand.Uint64() >> 1
	}
	s.keep = false
	save := SlotOf(s.st, Save)
	switch {
	case o.OneOff() || !save.Kept():
	case s.elsewhere != "":
		note := fmt.Sprintf("Your saved game is open in %s, and one window at a time keeps it: this game is a one-off, not saved.", s.elsewhere)
		// Only read (never moved aside: it is the other window's), to
		// tell a reload of the kept game from another seed's one-off.
		if data, err := save.Load(); err == nil && o.Seed != 0 {
			if kept, err := game.Load(data); err == nil && kept.Cfg.Seed != o.Seed {
				note, s.elsewhere, s.lockTo = fmt.Sprintf("Seed %d is a one-off game: it is not saved. Your saved game (seed %d) is open in %s.", o.Seed, kept.Cfg.Seed, s.elsewhere), "", nil
			}
		}
		notes = append(notes, note)
	case o.New:
		s.keep = true
	default:
		var kept *game.Game
		var runs []game.Recap
		found, note, held := save.Read(func(b []byte) error {
			c, err := ReadCarried(b) // a save, or an export from the browser
			if err == nil && c.Game == nil {
				err = errors.New("best runs, not a saved game")
			}
			kept, runs = c.Game, c.Runs
			return err
		})
		switch {
		case held:
			s.held = true
			notes = append(notes, note+"A new game starts, and it is not saved.")
		case note != "":
			notes = append(notes, note+"A new game starts.")
			s.keep = true
		case !found:
			s.keep = true
		case o.Seed == 0 || kept.Cfg.Seed == o.Seed:
			g, s.keep, s.carried, continued = kept, true, runs, true
			fmt.Fprintf(s.log, "continuing saved game: seed=%d turn=%d depth=%d (%s; -new for a new one)\n",
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
	if !s.keep && s.lock != nil {
		s.lock.Unlock()
		s.lock = nil
	}
	if g == nil {
		g = game.New(cfg)
	}
	return g, continued, notes
}

// start makes g the sitting's game (in place of the one it played, when
// it had one: the pointer stays) and tells notes; continued says g is the
// kept game, as last saved.
func (s *Sitting) start(g *game.Game, continued bool, notes []string) {
	if s.Game == nil {
		s.Game = g
	} else {
		*s.Game = *g
	}
	s.last = mark{seed: g.Cfg.Seed} // a new game: its first save is its new level's
	s.continued = continued
	if continued {
		s.last = mark{turn: g.Turn, depth: g.Depth, over: g.Dead || g.Won, seed: g.Cfg.Seed}
		s.saved.Store(int64(g.Turn))
	}
	for _, n := range notes {
		s.Tell(n)
	}
}
