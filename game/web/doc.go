// Package web is Downhill's browser front end (GOOS=js): a thin syscall/js
// driver around package session, as game/ui is the Gio one on the desktop.
// The session draws each frame on the CPU; this package hands it to the
// canvas as an ImageBitmap (putImageData on a 2D context where the browser
// has no createImageBitmap), lets the page's CSS scale it into the tab as
// the window would (session.FitImage, in device pixels, so HiDPI screens
// get the same crisp integer scales), and feeds the page's keys, mouse
// (hover, click, right click, touch), resizes and devicePixelRatio to the
// same session calls. It links no Gio: no WebGL context to create and a
// third of the download.
//
// The browser side of the game lives here too: the seed from the address
// (?seed=N), the save in localStorage (a reload continues), ?bench, and the
// start-up marks the page and the game print (see boot).
//
// Only keys.go and place.go build outside the browser: they are the pure
// parts, tested natively.
package web

import (
	"io"

	"downhill/game"
	"downhill/game/session"
)

// Options are what main plugs into the browser front end; they mirror the
// Gio window's (ui.Options) so main sets them the same way.
type Options struct {
	// Events, when not nil, gets game.EventLine at the start and after
	// every turn that passed (index.html runs main with -events, and the
	// lines reach the console, where tests read them).
	Events io.Writer
	// Load, when set, supplies the game instead of the tab's own choice
	// (the address's seed, the save in localStorage).
	Load func(cfg game.Config) *game.Game
	// AfterTurn, when set, is called after every turn that passed, after
	// the front end's own saving.
	AfterTurn func(g *game.Game)
	// Start, when set, is called with the session before the first frame:
	// ?compare starts the comparison there, ?sandbox the sandbox.
	Start func(s *session.Session) error
	// OneOff marks a sitting that neither continues nor keeps the tab's
	// saved game (?compare, ?sandbox).
	OneOff bool
}
