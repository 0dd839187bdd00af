//go:build unix

package atomicfile

import (
	"errors"
	"syscall"
)

// maxPID is the largest process ID any Unix gives (Linux's
// PID_MAX_LIMIT): a larger number in a name is no process (and would be a
// process group to kill(2) once cut to 32 bits).
const maxPID = 1 << 22

// running reports whether process pid exists (signal 0 checks without
// sending; EPERM: it exists, another user's).
func running(pid int) bool {
	if pid <= 0 || pid > maxPID {
		return false
	}
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}
