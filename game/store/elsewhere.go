package store

// A sitting whose save is open elsewhere (another window, another tab)
// plays a one-off game and may wait for the save: Elsewhere says where it
// is, Wait waits for the other to let it go (closing), TakeOver asks the
// other to let it go now (the browser's tabs), and once the lock is held
// Claim puts the kept game in place of the one-off game.

// Elsewhere names who holds the saved game while this sitting plays a
// one-off game for that reason ("another window (process 1234)"), "" when
// this sitting is not kept out of its save.
func (s *Sitting) Elsewhere() string { return s.elsewhere }

// Wait waits, in the background, for the save Elsewhere names to be let
// go (the other window closes, or crashes); Claim then continues it here.
func (s *Sitting) Wait() {
	if s.elsewhere == "" || s.cancel != nil {
		return
	}
	s.cancel = s.lockTo.Wait(func() { s.arrived.Store(true) })
}

// CanTakeOver reports whether TakeOver can ask the holder to let the save
// go now (the browser: a tab can, a desktop window cannot).
func (s *Sitting) CanTakeOver() bool {
	_, ok := s.lockTo.(TakeOver)
	return ok && s.elsewhere != ""
}

// TakeOver asks the holder of the save to save and let it go now (it then
// stops saving and says so); Claim continues the game here once it has.
func (s *Sitting) TakeOver() {
	t, ok := s.lockTo.(TakeOver)
	if !ok || s.elsewhere == "" {
		return
	}
	s.StopWaiting()
	s.cancel = t.TakeOver(func() { s.arrived.Store(true) })
}

// Waiting reports whether a Wait or TakeOver is in progress.
func (s *Sitting) Waiting() bool { return s.cancel != nil }

// StopWaiting gives up the Wait or TakeOver in progress: the one-off game
// plays on, and the save stays the other's.
func (s *Sitting) StopWaiting() {
	if s.cancel != nil {
		s.cancel()
		s.cancel = nil
	}
	if s.arrived.Swap(false) && s.lockTo != nil {
		s.lockTo.Unlock() // it came as the wait was given up
	}
}

// Claim continues the kept game once a Wait or TakeOver has the save's
// lock: the game the policy picks (the kept one, as Open would) takes the
// place of the one-off game (the same *Game), and the sitting keeps it
// from now on. It reports whether it did; call it on the goroutine that
// plays (under Lock when the front end takes it), as often as it likes.
func (s *Sitting) Claim() bool {
	if !s.arrived.Swap(false) {
		return false
	}
	s.cancel = nil
	s.hold(s.lockTo)
	s.lockTo, s.elsewhere = nil, ""
	s.failed = ""
	s.start(s.choose())
	return true
}

// Close lets the save's lock go (the sitting is over: a test's end; the
// process ending or the tab closing does it too) and stops any Wait.
func (s *Sitting) Close() {
	s.StopWaiting()
	if s.lock != nil {
		s.lock.Unlock()
		s.lock = nil
	}
	s.keep = false
}

// lost reports, before a save, whether the sitting kept its game but its
// lock was taken since (another tab took the game over): it then stops
// saving, and says so once.
func (s *Sitting) lost() bool {
	if s.lock == nil || s.lock.Held() {
		return false
	}
	s.lock, s.keep = nil, false
	s.Tell("Your saved game was taken over by another tab or window: this one no longer saves it.")
	return true
}

// hold makes lk, just taken, the sitting's lock; where another tab can ask
// for it (Yielder), the sitting answers by yield.
func (s *Sitting) hold(lk SaveLock) {
	s.lock = lk
	if y, ok := lk.(Yielder); ok {
		y.OnYield(s.yield)
	}
}

// yield answers another tab taking the game over: the game is saved, the
// lock let go, and the player told that this tab no longer saves it.
func (s *Sitting) yield() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.keep || s.lock == nil {
		return
	}
	s.save(s.Game, "another tab takes over")
	s.lock.Unlock()
	s.lock, s.keep = nil, false
	s.Tell("Your game continues in another tab: this one no longer saves it.")
}
