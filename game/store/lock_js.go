//go:build js

package store

import (
	"encoding/hex"
	"sync"
	"syscall/js"
)

// The browser's save lock is a Web Lock (navigator.locks) named after the
// save's key: the browser gives it to one tab of the origin at a time and
// lets it go when that tab closes, navigates away or crashes, so a dead
// tab never blocks. A tab that finds it held may wait for it, or take it
// over: it asks the holder, on a BroadcastChannel, to save and let go
// (the holder then stops saving and says so), and waits for the lock as
// it would for a close. It never takes the lock by force (a steal): a
// holder busy at that moment could still write its save once over the new
// holder's before it learnt, since another tab's localStorage writes
// reach a page's cache when they reach it. As a second guard every holder
// writes its tab's id under localKeys[Save]+".owner" as it takes the
// lock, and a tab whose id is no longer there holds nothing. Without Web
// Locks (an insecure http:// page) the owner key alone decides: the
// newest tab takes the save, and the one before stops saving at its next
// save and says so.

// lockName is the Web Lock's name, and the BroadcastChannel's.
var lockName = localKeys[Save]

// ownerKey is the localStorage key naming the tab that holds the lock.
var ownerKey = localKeys[Save] + ".owner"

// pageLock is this tab's hold on the save (one per page).
var pageLock = &webLock{tab: tabID()}

// SaveLock implements Locker.
func (Local) SaveLock() SaveLock { return pageLock }

// webLock is Local's SaveLock, TakeOver and Yielder.
type webLock struct {
	tab string // this tab's id, the owner key's value while it holds

	mu      sync.Mutex
	held    bool     // the Web Lock is this tab's
	release js.Value // resolves the promise that holds the Web Lock
	onYield func()   // the holder's answer to a take-over (Yielder)
	channel js.Value // the BroadcastChannel of the tabs on the save
}

// tabID is a random id for this tab, from the page's
// crypto.getRandomValues (Go's crypto/rand would bring its whole random
// generator, about 110 KB of code, into the module for these 8 bytes).
func tabID() string {
	random := js.Global().Get("Uint8Array").New(8)
	js.Global().Get("crypto").Call("getRandomValues", random)
	b := make([]byte, 8)
	js.CopyBytesToGo(b, random)
	return hex.EncodeToString(b)
}

// locks is navigator.locks, or undefined.
func locks() js.Value {
	nav := js.Global().Get("navigator")
	if !nav.Truthy() {
		return js.Undefined()
	}
	return nav.Get("locks")
}

// TryLock implements SaveLock. It waits for the browser's answer, which
// comes at once: call it where Go may wait (Open, before the game runs).
func (l *webLock) TryLock() (bool, string, error) {
	l.listen()
	if !locks().Truthy() {
		l.own()
		return true, "", nil
	}
	answer := make(chan bool, 1)
	l.request(map[string]any{"ifAvailable": true}, func(got bool) { answer <- got })
	if !<-answer {
		return false, "another tab", nil
	}
	return true, "", nil
}

// request asks for the Web Lock with options; answer is told whether it
// was granted (false: ifAvailable found it held). A granted lock is held
// until Unlock, or until another tab steals it.
func (l *webLock) request(options map[string]any, answer func(bool)) {
	granted := false // this request's lock is the one held
	var grant js.Func
	grant = js.FuncOf(func(_ js.Value, args []js.Value) any {
		grant.Release()
		if len(args) == 0 || args[0].IsNull() {
			answer(false)
			return nil
		}
		var hold js.Func
		hold = js.FuncOf(func(_ js.Value, a []js.Value) any {
			hold.Release()
			l.mu.Lock()
			l.release, l.held, granted = a[0], true, true
			l.mu.Unlock()
			return nil
		})
		held := js.Global().Get("Promise").New(hold)
		l.own()
		answer(true)
		return held
	})
	p := locks().Call("request", lockName, options, grant)
	var done, lost js.Func
	forget := func() { done.Release(); lost.Release() }
	done = js.FuncOf(func(js.Value, []js.Value) any { forget(); return nil })
	lost = js.FuncOf(func(js.Value, []js.Value) any {
		forget()
		l.mu.Lock()
		if granted {
			l.held = false // taken from this tab (a steal by another page's code)
		}
		l.mu.Unlock()
		return nil
	})
	p.Call("then", done, lost)
}

// own writes this tab's id as the save's owner.
func (l *webLock) own() { setItem(ownerKey, l.tab) }

// owner reports whether the owner key names this tab.
func (l *webLock) owner() bool {
	v, err := getItem(ownerKey)
	return err == nil && v == l.tab
}

// Wait implements SaveLock: the request waits in the browser's queue.
func (l *webLock) Wait(got func()) func() {
	if !locks().Truthy() {
		return func() {}
	}
	ctl := js.Global().Get("AbortController").New()
	l.request(map[string]any{"signal": ctl.Get("signal")}, func(ok bool) {
		if ok {
			got()
		}
	})
	return func() { ctl.Call("abort") }
}

// TakeOver implements TakeOver: the holder is asked to save and let go
// (Yielder), and the lock waited for.
func (l *webLock) TakeOver(got func()) func() {
	if !locks().Truthy() {
		l.own()
		go got()
		return func() {}
	}
	cancel := l.Wait(got)
	l.post("yield")
	return cancel
}

// Held implements SaveLock: the Web Lock (where there is one) is still
// this tab's and the owner key still names it.
func (l *webLock) Held() bool {
	l.mu.Lock()
	held := l.held || !locks().Truthy()
	l.mu.Unlock()
	return held && l.owner()
}

// Unlock implements SaveLock.
func (l *webLock) Unlock() {
	l.mu.Lock()
	release := l.release
	l.held, l.release = false, js.Undefined()
	l.mu.Unlock()
	if release.Type() == js.TypeFunction {
		release.Invoke()
	}
}

// OnYield implements Yielder.
func (l *webLock) OnYield(f func()) {
	l.mu.Lock()
	l.onYield = f
	l.mu.Unlock()
}

// listen opens the tabs' BroadcastChannel (once): a "yield" from a tab
// taking the save over is passed to the holder's OnYield.
func (l *webLock) listen() {
	l.mu.Lock()
	defer l.mu.Unlock()
	bc := js.Global().Get("BroadcastChannel")
	if l.channel.Truthy() || !bc.Truthy() {
		return
	}
	l.channel = bc.New(lockName)
	l.channel.Set("onmessage", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 0 || args[0].Get("data").String() != "yield" {
			return nil
		}
		l.mu.Lock()
		f, held := l.onYield, l.held
		l.mu.Unlock()
		if f != nil && held {
			go f() // never wait in the page's event handler
		}
		return nil
	}))
}

// post sends msg to the other tabs on the save.
func (l *webLock) post(msg string) {
	l.listen()
	l.mu.Lock()
	ch := l.channel
	l.mu.Unlock()
	if ch.Truthy() {
		ch.Call("postMessage", msg)
	}
}
