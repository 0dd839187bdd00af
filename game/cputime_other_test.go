//go:build !linux

package game

import "time"

var t0 = time.Now()

// threadCPU falls back to the wall clock where no thread CPU clock is at
// hand.
func threadCPU() time.Duration { return time.Since(t0) }
