package front

import (
	"fmt"
	"io"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"downhill/game"
	"downhill/game/front/boot"
	"downhill/game/session"
)

// Options are what the game's command line plugs into the front end.
type Options struct {
	// Events, when not nil, gets game.EventLine at the start and after
	// every turn that passed (tests and the browser console read it).
	Events io.Writer
	// Storage keeps the game, the best runs and the settings (nil:
	// Memory, nothing kept).
	Storage Storage
	// Start, when set, is called with the session before the first frame:
	// `-compare` starts the comparison there, `-sandbox` the sandbox.
	Start func(s *session.Session) error
}

// Run plays g (opts.Storage's Game) until the window closes or the process
// is told to stop, saving it then. In the browser it never returns.
func Run(g *game.Game, opts Options) error {
	boot.Add("game")
	st := opts.Storage
	if st == nil {
		st = Memory{}
	}
	s := session.New(g, opts.Events)
	s.ReportsReleases()
	s.Runs = st.Runs()
	s.AfterTurn = st.Turn
	if err := s.UseSettings(st.Settings()); err != nil {
		fmt.Fprintln(os.Stderr, "downhill: settings:", err, "(using the defaults)")
	}
	if opts.Start != nil {
		if err := opts.Start(s); err != nil {
			return err
		}
	}
	f := newFront(s, st)
	// Frames only on input, on the session's wake-ups and when the window
	// needs painting: nothing moving costs no CPU. Each frame is one tick
	// (Update) then Draw, and the screen keeps what was drawn on it.
	ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum) //nolint:staticcheck // deprecated, and the only mode that runs no frame while idle
	ebiten.SetTPS(ebiten.SyncWithFPS)
	ebiten.SetScreenClearedEveryFrame(false)
	return run(f)
}
