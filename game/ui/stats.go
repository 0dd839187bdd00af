//go:build !js

package ui

import (
	"fmt"
	"os"
	"time"
)

// frameStats measures the window when DOWNHILL_FPS is set in the
// environment: once a second it prints frames per second, the mean time
// spent in our frame code and in the CPU renderer to stderr. With
// DOWNHILL_FPS=spin every frame re-renders and asks for the next at once,
// which measures the worst case (a new image each frame); otherwise the
// numbers are those of normal play, where frames run only on input and
// during animated trips.
type frameStats struct {
	on, spin bool
	since    time.Time
	frames   int
	renders  int
	frameT   time.Duration
	renderT  time.Duration
}

func newFrameStats() *frameStats {
	v := os.Getenv("DOWNHILL_FPS")
	return &frameStats{on: v != "", spin: v == "spin", since: time.Now()}
}

// frame records one frame: its total time in our code and the part of it
// spent rendering (0 when the image was reused).
func (f *frameStats) frame(total, rendered time.Duration) {
	if !f.on {
		return
	}
	f.frames++
	f.frameT += total
	if rendered > 0 {
		f.renders++
		f.renderT += rendered
	}
	el := time.Since(f.since)
	if el < time.Second {
		return
	}
	r := time.Duration(0)
	if f.renders > 0 {
		r = f.renderT / time.Duration(f.renders)
	}
	fmt.Fprintf(os.Stderr, "fps=%.1f frame=%.2fms render=%.2fms renders=%d\n",
		float64(f.frames)/el.Seconds(), float64(f.frameT.Microseconds())/1000/float64(f.frames),
		float64(r.Microseconds())/1000, f.renders)
	*f = frameStats{on: f.on, spin: f.spin, since: time.Now()}
}
