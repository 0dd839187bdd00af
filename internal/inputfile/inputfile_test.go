package inputfile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"downhill/internal/atomicfile"
)

// readSoon is Read, failing the test if it has not returned in a minute
// (a deadlock guard: Read used to wait for ever on a FIFO).
func readSoon(t *testing.T, path string, limit int64) ([]byte, error) {
	t.Helper()
	type result struct {
		data []byte
		err  error
	}
	done := make(chan result, 1)
	go func() {
		data, err := Read(path, limit)
		done <- result{data, err}
	}()
	select {
	case r := <-done:
		return r.data, r.err
	case <-time.After(time.Minute):
		t.Fatalf("Read(%s) has not returned in a minute", path)
		return nil, nil
	}
}

// TestRead: a regular file (or a link to one) is read up to the limit; a
// FIFO, a device and a directory are refused at once, naming the path and
// what it is; a file past the limit is refused unread.
func TestRead(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "map.txt")
	os.WriteFile(file, []byte("#.@#"), 0o644)
	link := filepath.Join(dir, "link")
	os.Symlink(file, link)
	for _, p := range []string{file, link} {
		if b, err := readSoon(t, p, 4); err != nil || string(b) != "#.@#" {
			t.Errorf("%s: %q %v", p, b, err)
		}
	}
	var big *TooLargeError
	if _, err := readSoon(t, file, 3); !errors.As(err, &big) || big.Size != 4 || !strings.HasPrefix(err.Error(), file+": 4 bytes") {
		t.Errorf("past the limit: %v", err)
	}
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	for p, kind := range map[string]string{fifo: "a FIFO", "/dev/zero": "a device", dir: "a directory"} {
		_, err := readSoon(t, p, 1<<20)
		if !errors.Is(err, atomicfile.ErrNotRegular) || err.Error() != p+": not a regular file ("+kind+")" {
			t.Errorf("%s: %v", p, err)
		}
	}
	if _, err := readSoon(t, filepath.Join(dir, "missing"), 10); !errors.Is(err, os.ErrNotExist) || strings.Count(err.Error(), "missing") != 1 {
		t.Errorf("missing: %v", err)
	}
}
