//go:build unix

package store

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"downhill/internal/atomicfile"
)

// SaveLock implements Locker: an flock(2) on SAVE.lock beside the save
// (beside the file a link names), which the system lets go when the
// process ends in any way, a crash and SIGKILL included, so a dead
// window's lock never blocks. The file holds the holder's process ID, for
// the player; it is made once and left (removing it could free a lock
// another process holds).
func (f Files) SaveLock() SaveLock {
	p := f.path(Save)
	if p == "" {
		return nil
	}
	if real, err := filepath.EvalSymlinks(p); err == nil {
		p = real
	}
	return &fileLock{path: p + ".lock"}
}

// fileLock is Files' SaveLock.
type fileLock struct {
	path string
	mu   sync.Mutex
	f    *os.File // open and locked while held
}

// waitPoll is how often Wait tries the lock again: a waiting window
// follows the other's close within this.
const waitPoll = 200 * time.Millisecond

// TryLock implements SaveLock.
func (l *fileLock) TryLock() (bool, string, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.f != nil {
		return true, "", nil
	}
	if err := os.MkdirAll(filepath.Dir(l.path), 0o755); err != nil {
		return false, "", err
	}
	// O_NONBLOCK: should a FIFO be there, opening it must not wait.
	f, err := os.OpenFile(l.path, os.O_RDWR|os.O_CREATE|syscall.O_NONBLOCK, 0o600)
	if err != nil {
		return false, "", err
	}
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() {
		f.Close()
		if err == nil {
			err = fmt.Errorf("%s: %w", l.path, atomicfile.NotRegular(st.Mode()))
		}
		return false, "", err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		holder := holderOf(f)
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return false, holder, nil
		}
		return false, "", fmt.Errorf("%s: %w", l.path, err)
	}
	// Say who holds it (best effort: the lock is what counts).
	f.Truncate(0)
	f.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0)
	l.f = f
	return true, "", nil
}

// holderOf names the process the lock file f says holds it.
func holderOf(f *os.File) string {
	buf := make([]byte, 32)
	n, _ := f.ReadAt(buf, 0)
	if pid, err := strconv.Atoi(strings.TrimSpace(string(buf[:n]))); err == nil && pid > 0 {
		return fmt.Sprintf("another window (process %d)", pid)
	}
	return "another window"
}

// Wait implements SaveLock by trying again every waitPoll.
func (l *fileLock) Wait(got func()) func() {
	stop := make(chan struct{})
	var once sync.Once
	go func() {
		t := time.NewTicker(waitPoll)
		defer t.Stop()
		for {
			if ok, _, _ := l.TryLock(); ok {
				select {
				case <-stop: // given up meanwhile: let it go again
					l.Unlock()
				default:
					got()
				}
				return
			}
			select {
			case <-stop:
				return
			case <-t.C:
			}
		}
	}()
	return func() { once.Do(func() { close(stop) }) }
}

// Held implements SaveLock.
func (l *fileLock) Held() bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.f != nil
}

// Unlock implements SaveLock.
func (l *fileLock) Unlock() {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.f != nil {
		syscall.Flock(int(l.f.Fd()), syscall.LOCK_UN)
		l.f.Close()
		l.f = nil
	}
}
