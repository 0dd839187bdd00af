//go:build !js

package boot

import "time"

var start = time.Now()

// Now is the milliseconds since the process started (the browser build
// counts from navigation start).
func Now() float64 { return float64(time.Since(start).Microseconds()) / 1000 }
