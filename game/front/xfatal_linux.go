//go:build linux && !android && !js

package front

// #cgo LDFLAGS: -lX11
// #include <X11/Xlib.h>
//
// void downhillXError(int code);
// void downhillXIOError(void);
//
// static int onXError(Display *d, XErrorEvent *e) { downhillXError(e->error_code); return 0; }
// static int onXIOError(Display *d) { downhillXIOError(); return 0; }
//
// static void catchXErrors(void) {
// 	XSetErrorHandler(onXError);
// 	XSetIOErrorHandler(onXIOError);
// }
import "C"

// catchX makes the toolkit's X errors save the game before the process
// ends. Xlib's own handlers end the process at once, with no save: an
// error on the window (BadWindow: another client destroyed it, as
// `xdotool windowclose` does) or the connection lost (the X server went
// away, as at a desktop's logout). The toolkit (GLFW) sets its own
// handler around the calls whose errors it expects, and puts the one in
// force back after, so these stay. gone is what the window's going means
// (an error on it may come before or after the toolkit hears it
// destroyed; both end the game the same way); fatal ends the game for any
// other error. Call it before the game runs, on the main goroutine.
func catchX(gone func(), fatal func(why string, code int)) {
	xGone, xFatal = gone, fatal
	C.catchXErrors()
}
