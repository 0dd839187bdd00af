//go:build !linux

package cputime

import "time"

var start = time.Now()

// Thread is the wall time since the program started where the thread's
// CPU time cannot be read.
func Thread() time.Duration { return time.Since(start) }
