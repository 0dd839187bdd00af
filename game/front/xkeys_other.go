//go:build !linux || android || js

package front

import "downhill/game/session"

// xKeys exists only on X11; elsewhere the keyboard polls Ebiten.
type xKeys struct{}

// keyEvent is a named key going down or up.
type keyEvent struct {
	key  session.Key
	down bool
}

func listenX() *xKeys { return nil }

func (*xKeys) take(buf []keyEvent) []keyEvent { return buf[:0] }
