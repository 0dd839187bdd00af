//go:build !js

package front

import (
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"
)

// signalGrace bounds how long a signal's save may wait for the update in
// progress: an update does a frame's budget of work (a replay seeks that
// many commands a frame), so only a single turn of the largest level can
// take a moment; past this the game ends anyway with the save it last
// made, saying so.
const signalGrace = 20 * time.Second

// endOnSignal makes SIGTERM and SIGINT save the game and end the process
// as the signal would (exit status 128+N), whatever the game is doing: the
// save waits at most signalGrace for the update in progress. A second
// signal ends it at once.
func (f *front) endOnSignal() {
	sig := make(chan os.Signal, 2)
	signal.Notify(sig, syscall.SIGTERM, syscall.SIGINT)
	go f.onSignal(sig)
}

// onSignal waits for the first signal on sig and ends the process.
func (f *front) onSignal(sig chan os.Signal) {
	n := <-sig
	saved := make(chan error, 1)
	go func() { saved <- f.sit.SaveWithin("signal", signalGrace) }()
	select {
	case err := <-saved:
		if err != nil {
			fmt.Fprintln(os.Stderr, "downhill:", err)
		}
	case n = <-sig:
		fmt.Fprintln(os.Stderr, "downhill: a second signal: ending without saving")
	}
	os.Exit(128 + int(n.(syscall.Signal)))
}
