package session

import "sync/atomic"

// interrupting is set when the process is told to end (SIGTERM, SIGINT):
// the loops that may run long within one Update (a replay playing a turn
// of many keys, or jumping to a turn far away) stop at their next key, so
// that the front end's save, which waits for the Update in progress,
// comes at once.
var interrupting atomic.Bool

// Interrupt stops the session's long loops for good: the process is
// ending (the front end's signal handler calls it before it saves).
func Interrupt() { interrupting.Store(true) }

// interrupted reports whether Interrupt was called.
func interrupted() bool { return interrupting.Load() }
