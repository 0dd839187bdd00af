package store

// SaveLock is a storage's one-writer lock on its save: one sitting at a
// time keeps (writes) the saved game, so two windows or two tabs on one
// save never write over each other's turns. The desktop's is a lock on a
// file beside the save (flock: the system frees it when the process ends,
// however it ends), the browser's a Web Lock (freed when the tab closes
// or crashes), Memory's one in the process (tests).
//
// Open takes it before it reads a save it may keep; a sitting that cannot
// plays a one-off game and says where the save is open (Sitting.Elsewhere),
// and may wait for it (Sitting.Wait).
type SaveLock interface {
	// TryLock takes the lock when it is free and reports whether it did;
	// when another holds it, holder says who, for the player ("another
	// window (process 1234)"). It never waits. err: the lock could not be
	// tried at all (a directory without write permission).
	TryLock() (ok bool, holder string, err error)
	// Wait takes the lock as soon as it is free, in the background, and
	// then calls got (from another goroutine, or the page's event loop);
	// cancel stops waiting (got is then never called).
	Wait(got func()) (cancel func())
	// Held reports whether this holder still holds the lock: false once
	// it was released, or taken from it (TakeOver, in the browser).
	Held() bool
	// Unlock lets the lock go (a sitting that turns out not to keep its
	// game, a test's end). Ending the process or closing the tab does too.
	Unlock()
}

// Locker is a Storage whose save has a SaveLock (Files, Local, Memory).
type Locker interface {
	// SaveLock is the lock of the storage's save; nil when the save is
	// kept nowhere (-save none).
	SaveLock() SaveLock
}

// TakeOver is a SaveLock that can also take the lock from a holder that
// is still running (the browser's other tab): the holder is asked to save
// and let go, and loses the lock if it does not (it then stops saving and
// says so). got is called once the lock is held, as Wait's.
type TakeOver interface {
	TakeOver(got func()) (cancel func())
}

// saveLockOf is st's save lock, nil when it has none.
func saveLockOf(st Storage) SaveLock {
	if l, ok := st.(Locker); ok {
		return l.SaveLock()
	}
	return nil
}

// Yielder is a SaveLock whose holder can be asked to let go (TakeOver from
// another tab): f is then called (on a goroutine of its own), and should
// save the game and Unlock.
type Yielder interface {
	OnYield(f func())
}
