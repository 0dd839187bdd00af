// Package front is Downhill's one front end: an ebiten.Game (Update, Draw,
// LayoutF) over package session, built from the same files for a desktop
// window and for a browser tab (GOOS=js). It only translates input and
// shows frames: keys by the session's names and typed characters to the
// session, the mouse in frame pixels, the window's size in device pixels;
// the session draws each frame on the CPU and names the rectangles that
// changed, which go to one GPU image and from there, scaled where the
// session's fit says, to the screen.
//
// Frames run only when something happens: on input, when the session asks
// to be woken (a trip's next step, a key's repeat) and when the window
// needs painting; nothing moving costs no CPU.
//
// What differs by platform is start-up and storage: run_desktop.go opens
// the window and saves on close and on SIGTERM/SIGINT, run_js.go starts in
// the page (its marks, its canvas, its saves in localStorage); both keep
// games through Storage (storage.go).
package front
