package store

import (
	"fmt"
	"io/fs"
	"sync"
)

// Memory is a Storage in memory, for tests and tools: each item under its
// name (Item.String()), kept-aside copies under their AsideName. SaveErr
// and AsideErr, when set, are what Save and KeepAside fail with, to test
// a full disk or a save that cannot be moved.
type Memory struct {
	SaveErr, AsideErr error

	mu   sync.Mutex
	data map[string][]byte
	lock *memLockState // the save's one lock (SaveLock)
}

// Where implements Storage: the item's name.
func (m *Memory) Where(it Item) string {
	if it >= NumItems {
		return ""
	}
	return it.String()
}

// Load implements Storage.
func (m *Memory) Load(it Item) ([]byte, error) {
	m.mu.Lock()
	n := int64(len(m.data[m.Where(it)]))
	m.mu.Unlock()
	if n > it.Limit() {
		return nil, tooLarge(it, n)
	}
	return m.Get(m.Where(it))
}

// Get returns the bytes kept under name (an item's or a kept-aside copy's).
func (m *Memory) Get(name string) ([]byte, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	b, ok := m.data[name]
	if !ok {
		return nil, fmt.Errorf("%s: %w", name, fs.ErrNotExist)
	}
	return append([]byte(nil), b...), nil
}

// Save implements Storage.
func (m *Memory) Save(it Item, data []byte) error {
	if m.SaveErr != nil {
		return m.SaveErr
	}
	m.Put(m.Where(it), data)
	return nil
}

// Put keeps data under name, as Save does for an item.
func (m *Memory) Put(name string, data []byte) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.data == nil {
		m.data = map[string][]byte{}
	}
	m.data[name] = append([]byte(nil), data...)
}

// KeepAside implements Storage.
func (m *Memory) KeepAside(it Item) (string, error) {
	if m.AsideErr != nil {
		return "", m.AsideErr
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	name := m.Where(it)
	taken := func(to string) (bool, error) { _, ok := m.data[to]; return ok, nil }
	return keepAside(name, taken, func(to string) error {
		m.data[to] = m.data[name]
		delete(m.data, name)
		return nil
	})
}
