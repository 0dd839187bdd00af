package front

import (
	"io"

	"github.com/hajimehoshi/ebiten/v2"

	"downhill/game/front/boot"
	_ "downhill/game/front/display" // a clear line, not Ebiten's panic, without a display
	"downhill/game/session"
	"downhill/game/store"
)

// Run plays the sitting's game (store.Open) until the window closes or
// the process is told to stop, saving it then (the sitting's policy saves
// after turns too). events is session.New's. In the browser it never
// returns.
func Run(sit *store.Sitting, events io.Writer) error {
	boot.Add("game")
	s, err := session.Begin(sit, events)
	if err != nil {
		return err
	}
	s.ReportsReleases()
	f := &front{s: s, sit: sit}
	// Frames only on input, on the session's wake-ups and when the window
	// needs painting: nothing moving costs no CPU. Each frame is one tick
	// (Update) then Draw, and the screen keeps what was drawn on it.
	ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum) //nolint:staticcheck // deprecated, and the only mode that runs no frame while idle
	ebiten.SetTPS(ebiten.SyncWithFPS)
	ebiten.SetScreenClearedEveryFrame(false)
	return run(f)
}
