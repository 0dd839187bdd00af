package store

import (
	"errors"
	"fmt"
	"io"
	"sync"
	"sync/atomic"
	"time"

	"downhill/game"
)

// SaveEvery is how many turns may pass between two saves besides the
// saves on a new level, a new game, the run's end and the window's close:
// a crash loses at most this many turns.
const SaveEvery = 25

// Sitting is one sitting of the game (Open): the game in play, where it
// is kept, and when it is saved.
//
// The front end plays the game on one goroutine and calls AfterTurn there.
// Save may come from another goroutine (a signal handler, a window-close
// hook): it takes the sitting's lock, so a front end that changes the
// game elsewhere holds Lock while it does (around its Update); Save then
// waits for the turn in progress and writes a whole one.
type Sitting struct {
	// Game is the game to play; a restart replaces its contents, never
	// the pointer.
	Game *game.Game
	// Options are the options the sitting was opened with.
	Options Options

	st        Storage
	keep      bool // the game is saved to st
	continued bool // the game is the kept one, read from its save
	log       io.Writer
	mu        sync.Mutex
	last      mark   // the game as last saved (depth 0: not yet)
	failed    string // the last save failure told to the player

	saved     atomic.Int64 // the turn of the last save (SaveWithin says it)
	lock      SaveLock     // the save's lock, held while the game is kept
	lockTo    SaveLock     // the lock another holds, to wait for (Elsewhere)
	elsewhere string       // who holds it: "another window (process 1234)"
	cancel    func()       // stops the Wait in progress
	arrived   atomic.Bool  // the lock waited for is held: Claim continues
	// held is set when the kept save could not be read nor moved aside:
	// nothing may be written over it (Keep refuses too).
	held bool
	// carried are the best runs an export brought with the kept game
	// (-save FILE of a browser's export): they join the table with the
	// first save, which makes FILE a plain save.
	carried []game.Recap
}

// mark is what AfterTurn compares to decide on a save.
type mark struct {
	turn, depth int
	over        bool
	seed        uint64
}

// Kept reports whether the sitting's game is saved (not a one-off).
func (s *Sitting) Kept() bool { return s.keep }

// Continued reports whether the sitting began on the kept game, read from
// its save (not a new game).
func (s *Sitting) Continued() bool { return s.continued }

// Slot is where the sitting keeps item it: the zero Slot for a save that
// is not kept, and for the best runs of -compare and -sandbox, which are
// no runs.
func (s *Sitting) Slot(it Item) Slot {
	switch {
	case it == Save && !s.keep, it == BestRuns && s.Options.OneOff():
		return Slot{}
	}
	return SlotOf(s.st, it)
}

// Tell says msg to the player: in the game's message log, and as a
// "downhill: msg" line on the sitting's log.
func (s *Sitting) Tell(msg string) {
	s.Game.Note(msg)
	fmt.Fprintln(s.log, "downhill:", msg)
}

// Lock holds off Save while the front end changes the game.
func (s *Sitting) Lock() { s.mu.Lock() }

// Unlock lets Save run again.
func (s *Sitting) Unlock() { s.mu.Unlock() }

// AfterTurn saves g (the sitting's game, after a turn passed; the
// session's AfterTurn) when the policy says: a new game or level, the
// run's end, or SaveEvery turns since the last save. Call it on the
// goroutine that plays, under Lock if the front end takes it.
func (s *Sitting) AfterTurn(g *game.Game) {
	if !s.keep {
		return
	}
	over := g.Dead || g.Won
	why := ""
	switch l := s.last; {
	case g.Cfg.Seed != l.seed || g.Turn < l.turn:
		why = "new game"
	case g.Depth != l.depth:
		why = "new level"
	case over != l.over:
		why = "run over"
	case g.Turn-l.turn >= SaveEvery:
		why = "every 25 turns"
	default:
		return
	}
	ended := over && (!s.last.over || g.Cfg.Seed != s.last.seed)
	s.save(g, why)
	if ended {
		s.writeMorgue(g)
	}
}

// writeMorgue writes the morgue file of the run g just ended beside the
// save (game.Game.Morgue); a failure is told to the player.
func (s *Sitting) writeMorgue(g *game.Game) {
	if err := s.st.Save(Morgue, []byte(g.Morgue())); err != nil {
		if !errors.Is(err, ErrNotKept) {
			s.Tell("The morgue file could not be written: " + err.Error())
		}
		return
	}
	if w := s.st.Where(Morgue); w != "" {
		fmt.Fprintf(s.log, "downhill: morgue file written: %s\n", w)
	}
}

// ErrLost is a save's error once the sitting's lock on its save was taken
// by another (a tab that took the game over): it saves no more.
var ErrLost = errors.New("the saved game is kept elsewhere now")

// Save writes the game now (why says when, for the log: "window closed",
// "tab hidden", "signal"), from any goroutine: it waits for Lock. A
// one-off game is not saved (nil). A failure is told to the player once,
// and returned.
func (s *Sitting) Save(why string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.keep {
		return nil
	}
	return s.save(s.Game, why)
}

// SaveBefore saves the game as Save does when the process is about to end
// (the display went away under the game), waiting at most d for the lock:
// the goroutine holding it may be waiting on the very thread that calls
// this. Past d the game is saved without the lock; whatever holds it is
// stuck, not changing the game.
func (s *Sitting) SaveBefore(why string, d time.Duration) error {
	for deadline := time.Now().Add(d); !s.mu.TryLock(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			if !s.keep {
				return nil
			}
			return s.save(s.Game, why)
		}
	}
	defer s.mu.Unlock()
	if !s.keep {
		return nil
	}
	return s.save(s.Game, why)
}

// save writes g; a failure is told in the game and on the log when it
// differs from the last one told, a success after failures too.
func (s *Sitting) save(g *game.Game, why string) error {
	if s.lost() {
		return ErrLost
	}
	data, err := g.Save()
	if err == nil {
		err = s.st.Save(Save, data)
	}
	if err != nil {
		if msg := "Your game could not be saved: " + err.Error(); msg != s.failed {
			s.failed = msg
			s.Tell(msg)
		}
		return err
	}
	if s.failed != "" {
		s.failed = ""
		s.Tell("Your game is saved again.")
	}
	s.last = mark{turn: g.Turn, depth: g.Depth, over: g.Dead || g.Won, seed: g.Cfg.Seed}
	s.saved.Store(int64(g.Turn))
	if len(s.carried) > 0 {
		if _, err := mergeRuns(SlotOf(s.st, BestRuns), s.carried); err != nil {
			s.Tell("The best runs the saved game brought could not be kept: " + err.Error())
		}
		s.carried = nil
	}
	if s.Options.Events {
		fmt.Fprintf(s.log, "saved turn=%d depth=%d bytes=%d (%s)\n", g.Turn, g.Depth, len(data), why)
	}
	return nil
}

// ErrBusy is SaveWithin's error when the game stayed busy (a turn or an
// update running) past the time given: nothing was saved.
var ErrBusy = errors.New("the game stayed busy")

// SaveWithin is Save, giving up after d when the turn or update in
// progress holds Lock that long (ErrBusy; the save on disk is then the
// last one made): a process told to end (SIGTERM) ends in bounded time
// whatever the game is doing.
func (s *Sitting) SaveWithin(why string, d time.Duration) error {
	done := make(chan error, 1)
	go func() { done <- s.Save(why) }()
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case err := <-done:
		return err
	case <-t.C:
		return fmt.Errorf("%w for %v: nothing saved; the save holds turn %d", ErrBusy, d, s.savedTurn())
	}
}

// savedTurn is the turn the last save holds, read from any goroutine.
func (s *Sitting) savedTurn() int64 { return s.saved.Load() }
