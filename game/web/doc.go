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
// The browser side of the game lives here too: the seed in the title and
// the address, saving to localStorage (game/store's policy and storage)
// when the tab is hidden or closed, ?bench, and the start-up marks the
// page and the game print (see boot).
//
// Only keys.go and place.go build outside the browser: they are the pure
// parts, tested natively.
package web
