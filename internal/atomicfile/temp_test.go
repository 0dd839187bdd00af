package atomicfile

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestMain is also the writer TestKilledWritersSwept kills: with
// ATOMICFILE_HOLD=PATH the test binary makes PATH's temporary file as
// WriteFile does, says so, and waits to be killed.
func TestMain(m *testing.M) {
	if path := os.Getenv("ATOMICFILE_HOLD"); path != "" {
		f, err := createTemp(path)
		if err != nil {
			fmt.Println("error:", err)
			os.Exit(1)
		}
		f.Write([]byte("half a save"))
		fmt.Println(f.Name())
		time.Sleep(time.Hour) // (select{} with nothing else to run is a deadlock the runtime ends)
	}
	os.Exit(m.Run())
}

// TestKilledWritersSwept: a writer killed mid-write leaves its temporary
// file behind (every kill left one, and no later save removed them); the
// next write of the same file removes it, and those of earlier builds,
// but never a running process's, nor another file's.
func TestKilledWritersSwept(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "save.json")
	var left []string
	for range 3 {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), "ATOMICFILE_HOLD="+path)
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		buf := make([]byte, 4096)
		n, _ := out.Read(buf) // the line comes once the file is made
		name := strings.TrimSpace(string(buf[:n]))
		cmd.Process.Kill()
		cmd.Wait()
		if _, err := os.Stat(name); err != nil || filepath.Dir(name) != dir {
			t.Fatalf("the killed writer's temporary file %q: %v", name, err)
		}
		left = append(left, name)
	}
	old := filepath.Join(dir, ".save.json.3829384756.tmp") // an earlier build's name
	mine := filepath.Join(dir, ".save.json."+strconv.Itoa(os.Getpid())+"-77.tmp")
	other := filepath.Join(dir, ".best-runs.json.3829384756.tmp")
	for _, p := range []string{old, mine, other} {
		os.WriteFile(p, nil, 0o600)
	}
	if err := WriteFile(path, []byte("{}"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, p := range append(left, old) {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("%s is still there after a save", filepath.Base(p))
		}
	}
	for _, p := range []string{mine, other, path} {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("%s was removed: %v", filepath.Base(p), err)
		}
	}
}
