package front

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"downhill/game/front/boot"
	_ "downhill/game/front/display" // a clear line, not Ebiten's panic, without a display
	"downhill/game/front/start"
)

// Run plays the game start began until the window closes or the process
// is told to stop, saving it then (the sitting's policy saves after turns
// too). The frame start drew for the page, if any, is the first one
// shown. In the browser it never returns.
func Run(g *start.Game) error {
	boot.Add("game")
	s := g.Session
	s.ReportsReleases()
	f := &front{s: s, sit: g.Sitting, frame: g.Frame}
	if g.Frame != nil {
		// The page shows that frame (the start's picture, or the kept
		// picture the page painted before it) placed by this fit: a tap
		// or a click made at it, queued before the first Draw, lands
		// where the player saw it.
		f.fit = s.Fit(g.Frame.Bounds().Size(), g.Window)
	}
	f.src = newSource(func() image.Point { return f.win }, f.windowGone, f.displayLost)
	// Frames only on input, on the session's wake-ups and when the window
	// needs painting: nothing moving costs no CPU. Each frame is one tick
	// (Update) then Draw, and the screen keeps what was drawn on it.
	ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum) //nolint:staticcheck // deprecated, and the only mode that runs no frame while idle
	ebiten.SetTPS(ebiten.SyncWithFPS)
	ebiten.SetScreenClearedEveryFrame(false)
	return run(f)
}
