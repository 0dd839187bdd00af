package benchtable

import (
	"syscall"
	"time"
	"unsafe"
)

// ThreadCPU is the CPU time the calling OS thread has used
// (CLOCK_THREAD_CPUTIME_ID), so the table measures the scans themselves
// even when other processes share the machine's cores. The table locks its
// goroutine to its thread while it times.
func ThreadCPU() time.Duration {
	var ts syscall.Timespec
	const clockThreadCPUTimeID = 3
	syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTimeID, uintptr(unsafe.Pointer(&ts)), 0)
	return time.Duration(ts.Nano())
}
