//go:build !unix

package store

// SaveLock implements Locker: where there is no flock (and in the
// browser, whose Files are never used) the desktop's save has no lock.
func (f Files) SaveLock() SaveLock { return nil }
