package atomicfile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestWriteFile replaces a file whole, with the asked permissions, and
// leaves no temporary file behind, also when the write fails.
func TestWriteFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "save.json")
	if err := os.WriteFile(path, []byte("old contents, longer than the new"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(path, []byte("new"), 0o644); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil || string(b) != "new" {
		t.Fatalf("read %q %v, want \"new\"", b, err)
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o644 {
		t.Errorf("mode %v, want 0644", st.Mode().Perm())
	}
	// A path whose "file" is a directory cannot be renamed over: the
	// error comes back and the temporary file is gone.
	sub := filepath.Join(dir, "sub")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(sub, "x"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(sub, []byte("x"), 0o644); err == nil {
		t.Error("renaming over a non-empty directory succeeded")
	}
	// Errors name the file asked for, never the temporary one, and keep
	// their cause.
	missing := filepath.Join(dir, "missing", "f")
	if err := WriteFile(missing, []byte("x"), 0o644); err == nil {
		t.Error("writing into a missing directory succeeded")
	} else if want := "write " + missing + ": "; !strings.HasPrefix(err.Error(), want) || strings.Contains(err.Error(), ".tmp") || !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("error %q, want it to start %q, name no temporary file and be fs.ErrNotExist", err, want)
	}
	if err := WriteFile(sub, []byte("x"), 0o644); err == nil || strings.Contains(err.Error(), ".tmp") || !strings.Contains(err.Error(), sub+":") {
		t.Errorf("renaming over a directory: error %v, want it to name %s only", err, sub)
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 2 {
		var names []string
		for _, e := range ents {
			names = append(names, e.Name())
		}
		t.Errorf("directory holds %q, want save.json and sub only", names)
	}
}

// TestWriteFileThroughLinks: a symbolic link is written through (its
// target gets the data, the link stays a link, a dangling link makes its
// target), and a path that is neither a regular file nor nothing (here a
// FIFO, as a device would be) is refused and left alone.
func TestWriteFileThroughLinks(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "real.json")
	if err := os.WriteFile(target, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "save.json")
	if err := os.Symlink("real.json", link); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(link, []byte("new"), 0o600); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Lstat(link); err != nil || st.Mode()&fs.ModeSymlink == 0 {
		t.Fatalf("the link became %v (%v)", st.Mode(), err)
	}
	if b, _ := os.ReadFile(target); string(b) != "new" {
		t.Fatalf("the link's target holds %q, want \"new\"", b)
	}
	dangling := filepath.Join(dir, "later.json")
	if err := os.Symlink(filepath.Join(dir, "made.json"), dangling); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(dangling, []byte("made"), 0o600); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "made.json")); string(b) != "made" {
		t.Fatalf("a dangling link's target holds %q", b)
	}
	loop := filepath.Join(dir, "loop")
	os.Symlink("loop", loop)
	if err := WriteFile(loop, []byte("x"), 0o600); err == nil {
		t.Error("a link to itself was written")
	}

	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	viaLink := filepath.Join(dir, "to-fifo")
	os.Symlink(fifo, viaLink)
	for _, p := range []string{fifo, viaLink} {
		err := WriteFile(p, []byte("x"), 0o600)
		if !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), p+": not a regular file") {
			t.Errorf("writing %s: %v, want %q", p, err, "write "+p+": not a regular file")
		}
		if st, err := os.Lstat(fifo); err != nil || st.Mode()&fs.ModeNamedPipe == 0 {
			t.Fatalf("the FIFO became %v (%v)", st.Mode(), err)
		}
	}
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if strings.HasSuffix(e.Name(), ".tmp") {
			t.Errorf("temporary file %s left behind", e.Name())
		}
	}
}
