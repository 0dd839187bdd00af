//go:build !linux || android || js

package front

import (
	"time"

	"downhill/game/session/keys"
)

// xKeys exists only on X11; elsewhere the keyboard polls Ebiten.
type xKeys struct{}

// keyCode is a key's code (none without X11).
type keyCode = int

// keyEvent is a key going down or up (see xkeys.go); without X11 only
// named keys, from Ebiten's poll.
type keyEvent struct {
	key     keys.Key
	code    keyCode
	down    bool
	xtime   uint32
	at      time.Time
	frame   int
	pointer event
}

func listenX(func(), func()) *xKeys { return nil }

func (*xKeys) take(buf []keyEvent) []keyEvent { return buf }

func (*xKeys) hearsPointer() bool { return false }
