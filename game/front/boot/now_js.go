package boot

import "syscall/js"

// Now is performance.now(): milliseconds since navigation start.
func Now() float64 { return js.Global().Get("performance").Call("now").Float() }
