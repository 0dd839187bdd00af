//go:build !linux

package benchtable

import "time"

var t0 = time.Now()

// ThreadCPU falls back to the wall clock where no thread CPU clock is at
// hand (a browser: wasm has no threads to count).
func ThreadCPU() time.Duration { return time.Since(t0) }
