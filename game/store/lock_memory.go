package store

import "sync"

// memLock is Memory's save lock: every sitting on one Memory shares it, as
// windows on one save file share the file's. Each sitting holds its own
// memLock, made by SaveLock, naming the shared state.
type memLock struct {
	st   *memLockState
	held bool
}

// memLockState is the one lock of a Memory: its holder and its waiters.
type memLockState struct {
	mu      sync.Mutex
	holder  *memLock
	waiters []*memWaiter
}

// memWaiter is a Wait in progress.
type memWaiter struct {
	l   *memLock
	got func()
}

// SaveLock implements Locker: a new holder of the Memory's one lock.
func (m *Memory) SaveLock() SaveLock {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.lock == nil {
		m.lock = &memLockState{}
	}
	return &memLock{st: m.lock}
}

// TryLock implements SaveLock.
func (l *memLock) TryLock() (bool, string, error) {
	l.st.mu.Lock()
	defer l.st.mu.Unlock()
	if l.st.holder != nil && l.st.holder != l {
		return false, "another sitting", nil
	}
	l.st.holder, l.held = l, true
	return true, "", nil
}

// Wait implements SaveLock.
func (l *memLock) Wait(got func()) func() {
	st := l.st
	st.mu.Lock()
	if st.holder == nil {
		st.holder, l.held = l, true
		st.mu.Unlock()
		go got()
		return func() {}
	}
	w := &memWaiter{l, got}
	st.waiters = append(st.waiters, w)
	st.mu.Unlock()
	return func() {
		st.mu.Lock()
		defer st.mu.Unlock()
		for i, o := range st.waiters {
			if o == w {
				st.waiters = append(st.waiters[:i], st.waiters[i+1:]...)
				return
			}
		}
	}
}

// Held implements SaveLock.
func (l *memLock) Held() bool {
	l.st.mu.Lock()
	defer l.st.mu.Unlock()
	return l.held && l.st.holder == l
}

// Unlock implements SaveLock: the first waiter, if any, gets the lock.
func (l *memLock) Unlock() {
	st := l.st
	st.mu.Lock()
	if st.holder != l {
		st.mu.Unlock()
		return
	}
	l.held, st.holder = false, nil
	var next *memWaiter
	if len(st.waiters) > 0 {
		next, st.waiters = st.waiters[0], st.waiters[1:]
		st.holder, next.l.held = next.l, true
	}
	st.mu.Unlock()
	if next != nil {
		go next.got()
	}
}

// TakeOver implements TakeOver as a tab that does not answer would have
// it: the lock is taken at once, and its holder has lost it (Held false).
func (l *memLock) TakeOver(got func()) func() {
	st := l.st
	st.mu.Lock()
	st.holder, l.held = l, true
	st.mu.Unlock()
	go got()
	return func() {}
}
