// Package front is Downhill's one front end: an ebiten.Game (Update, Draw,
// LayoutF) over package session, built from the same files for a desktop
// window and for a browser tab (GOOS=js). It only translates input and
// shows frames: the platform's input as events in the order they happened
// (a source: event.go), turned into the session's calls (translate.go):
// keys by the session's names and typed characters, the mouse and the
// fingers in frame pixels, the wheel; the window's size in device pixels;
// the session draws each frame on the CPU and names the rectangles that
// changed, which go to one GPU image and from there, scaled where the
// session's fit says, to the screen.
//
// Frames run only when something happens: on input, when the session asks
// to be woken (a trip's next step, a key's repeat) and when the window
// needs painting; nothing moving costs no CPU.
//
// What differs by platform is start-up, storage and the source of events:
// run_desktop.go opens the window and saves on close, on SIGTERM/SIGINT and
// when the display goes away under the game (xfatal_linux.go), and hears
// the X server (source_desktop.go); run_js.go starts in the page (its
// marks, its canvas, its saves in localStorage) and hears the page's DOM
// events (source_js.go).
package front
