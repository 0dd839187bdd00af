//go:build !js

package front

import (
	"fmt"
	"image"
	"os"
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"downhill/game/session/layout"
)

// run opens the window at a size a laptop screen holds and plays until it
// closes (Update saves then) or the process gets SIGTERM or SIGINT, which
// saves the game and ends the process as the signal would (endOnSignal).
func run(f *front) error {
	// The window opens at the size a laptop screen holds (smaller on a
	// smaller screen); the frame is drawn at whatever size it then has.
	var screen image.Point
	if m := ebiten.Monitor(); m != nil {
		screen.X, screen.Y = m.Size()
	}
	size := layout.OpenWindow(screen)
	ebiten.SetWindowTitle(Title)
	ebiten.SetWindowSize(size.X, size.Y)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowClosingHandled(true)

	catchX(f.windowGone, f.end)
	f.endOnSignal()
	return ebiten.RunGameWithOptions(f, &ebiten.RunGameOptions{X11ClassName: Title, X11InstanceName: "downhill"})
}

// drewFrame runs when a frame was put on the screen; the desktop has
// nothing to tell.
func (f *front) drewFrame() {}

// tick runs at the start of each Update; the desktop has nothing to do.
func (f *front) tick() {}

// showPlace runs at the end of each Update; the window's title stays.
func (f *front) showPlace() {}

// page is the tab's side of the front end; the desktop keeps there only
// that the game is ending (end).
type page struct {
	ending sync.Once
}

// rest runs after a frame that left nothing pending. On the desktop,
// Ebiten's minimum mode already runs no frame until one is asked for.
func (f *front) rest() {}

// wakePage is askFrame's part for the browser's page: nothing here.
func wakePage() {}

// saveAndQuit is the player's save-and-quit key: the game is saved and the
// window closes (Update runs under the sitting's lock: save unlocked).
func (f *front) saveAndQuit() error {
	f.sit.Unlock()
	err := f.sit.Save("save and quit")
	f.sit.Lock()
	if err != nil {
		return nil // the player was told why; the game goes on
	}
	f.closing.Store(true)
	return ebiten.Termination
}

// windowGone ends the game, saved: the window was destroyed under it
// (another client closed it, or the desktop's session ended), and the
// toolkit would end it at its next use of the window without a save. The
// game closing its own window, saved, is not news: that ends the game as
// the close asked.
func (f *front) windowGone() {
	if f.closing.Load() {
		return
	}
	f.end("the window was closed under the game", 0)
}

// displayLostWhy is what the game says when the X server's connection
// ends under it, whichever connection (Xlib's, xgb's) hears it first.
const displayLostWhy = "the connection to the X display was lost"

// displayLost ends the game, saved: the X server went away under it.
func (f *front) displayLost() { f.end(displayLostWhy, 0) }

// end saves the game and ends the process with status code, saying why
// on stderr: the display went away under the game (windowGone, catchX).
// The first caller saves; any other waits for the end.
func (f *front) end(why string, code int) {
	f.page.ending.Do(func() {
		if err := f.sit.SaveBefore(why, 2*time.Second); err != nil {
			fmt.Fprintf(os.Stderr, "downhill: %s; the game could not be saved: %v\n", why, err)
		} else {
			fmt.Fprintf(os.Stderr, "downhill: %s; the game is saved\n", why)
		}
		os.Exit(code)
	})
	select {}
}
