// Package start begins a game for Downhill's front end before the front
// end itself starts: it reads the game's flags (Options), opens the
// sitting on the platform's storage by the store's one policy
// (store.Open), and begins its session (Begin). It imports no toolkit.
//
// In the browser it does all that as the program initialises, and shows
// the session's first frame on a plain 2D canvas at once (early_js.go):
// Go initialises a package once its imports are, taking the first ready
// one in the order of their import paths, so this package ("downhill/...")
// runs before Ebiten's ("github.com/..."), whose initialisation compiles
// shaders, and long before Ebiten's first frame reaches the screen (a
// WebGL2 context, GL programs linked). The frame the front end then puts
// on the GPU is the same picture: the player sees the game as soon as
// the rules have it.
//
// It also draws that first frame ahead, for the next visit (kept.go,
// kept_js.go): as the tab goes away the front end asks KeepPicture for the
// frame a start from the save just written will draw, by the same path
// (Picture), and keeps it beside the save; the next visit's page paints it
// before the module is even read, and the start checks its own first frame
// against it.
package start
