package atomicfile

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// A temporary file's name says whose it is: ".BASE.PID-RANDOM.tmp" beside
// the file BASE it will replace, PID the writing process. A write that
// ends removes its own; one whose process was killed mid-write (a crash,
// SIGKILL, the power) stays behind, and the next write of the same file
// removes it, knowing from PID that its writer is gone. (Earlier builds
// named them ".BASE.RANDOM.tmp": RANDOM, read as a PID, is almost always
// no process, and such a file is swept too.)

// createTemp makes the temporary file for target, named as above.
func createTemp(target string) (*os.File, error) {
	return os.CreateTemp(filepath.Dir(target), tempPrefix(target)+strconv.Itoa(os.Getpid())+"-*.tmp")
}

// tempPrefix is what every temporary file of target's name starts with.
func tempPrefix(target string) string { return "." + filepath.Base(target) + "." }

// writerOf is the PID a temporary file's name (base name) says wrote it,
// if name is one of prefix's.
func writerOf(name, prefix string) (int, bool) {
	rest, ok := strings.CutPrefix(name, prefix)
	if !ok {
		return 0, false
	}
	rest, ok = strings.CutSuffix(rest, ".tmp")
	if !ok {
		return 0, false
	}
	pid, _, _ := strings.Cut(rest, "-")
	n, err := strconv.Atoi(pid)
	return n, err == nil && n > 0
}

// sweep removes target's temporary files whose writers are no longer
// running (killed mid-write). Those of a running process (this one's, or
// another writing the same file now) are left to it. Errors are ignored:
// a file that cannot be removed is tried again at the next write.
func sweep(target string) {
	dir, prefix := filepath.Dir(target), tempPrefix(target)
	ents, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range ents {
		pid, ok := writerOf(e.Name(), prefix)
		if ok && e.Type().IsRegular() && !running(pid) {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}
