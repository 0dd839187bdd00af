//go:build !linux

package ai

import "time"

var t0 = time.Now()

// threadCPU falls back to the wall clock where no thread CPU clock is at
// hand.
func threadCPU() time.Duration { return time.Since(t0) }
