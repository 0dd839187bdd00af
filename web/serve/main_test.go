package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"testing/fstest"
	"time"
)

func gz(t *testing.T, b []byte) []byte {
	var buf bytes.Buffer
	w := gzip.NewWriter(&buf)
	w.Write(b)
	w.Close()
	return buf.Bytes()
}

// TestHandler checks what the browser relies on: wasm as application/wasm,
// the .gz file only for clients that accept gzip (with the decoded length
// for the progress bar), index.html for the root, 404 elsewhere.
func TestHandler(t *testing.T) {
	wasm := bytes.Repeat([]byte("\x00asm\x01\x00\x00\x00"), 1000)
	fsys := fstest.MapFS{
		"index.html":       {Data: []byte("<!doctype html><title>Downhill</title>")},
		"downhill.wasm":    {Data: wasm},
		"downhill.wasm.gz": {Data: gz(t, wasm)},
		"wasm_exec.js":     {Data: []byte("// go")},
		"sub/x.txt":        {Data: []byte("x")},
	}
	srv := httptest.NewServer(Handler(fsys))
	defer srv.Close()
	get := func(path, enc string) (*http.Response, []byte) {
		req, _ := http.NewRequest("GET", srv.URL+path, nil)
		// Set explicitly: an empty header still stops Go's transport
		// from asking for gzip on its own.
		req.Header.Set("Accept-Encoding", enc)
		res, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return res, b
	}
	for _, enc := range []string{"*;q=0, gzip", "identity;q=0.5, gzip", "br;q=1, *;q=0.1"} {
		if res, _ := get("/downhill.wasm", enc); res.Header.Get("Content-Encoding") != "gzip" {
			t.Errorf("Accept-Encoding %q: got %v, want gzip", enc, res.Header)
		}
	}
	res, body := get("/downhill.wasm", "gzip, deflate, br")
	if res.StatusCode != 200 || res.Header.Get("Content-Type") != "application/wasm" ||
		res.Header.Get("Content-Encoding") != "gzip" || res.Header.Get("X-Decoded-Length") != "8000" {
		t.Fatalf("gzip wasm: %d %v", res.StatusCode, res.Header)
	}
	zr, err := gzip.NewReader(bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if plain, _ := io.ReadAll(zr); !bytes.Equal(plain, wasm) {
		t.Fatal("gzip body does not decode to the wasm")
	}
	for _, enc := range []string{"", "identity", "gzip;q=0, br", "deflate", "*;q=0", "gzip;q=0.5, identity"} {
		res, body = get("/downhill.wasm", enc)
		if res.Header.Get("Content-Encoding") != "" || !bytes.Equal(body, wasm) ||
			res.Header.Get("Content-Type") != "application/wasm" {
			t.Fatalf("Accept-Encoding %q: got %v, %d bytes", enc, res.Header, len(body))
		}
	}
	res, body = get("/", "gzip")
	if res.StatusCode != 200 || res.Header.Get("Content-Type") != "text/html; charset=utf-8" || !bytes.Contains(body, []byte("Downhill")) {
		t.Fatalf("/: %d %v %q", res.StatusCode, res.Header, body)
	}
	if res, _ = get("/wasm_exec.js", ""); res.Header.Get("Content-Type") != "text/javascript; charset=utf-8" {
		t.Fatalf("js type %q", res.Header.Get("Content-Type"))
	}
	// Escapes from the directory are tested on a real one (TestRealDirectory).
	for _, p := range []string{"/missing", "/sub/"} {
		if res, _ = get(p, ""); res.StatusCode != 404 {
			t.Errorf("%s: status %d, want 404", p, res.StatusCode)
		}
	}
	req, _ := http.NewRequest("POST", srv.URL+"/", nil)
	if res, err := http.DefaultClient.Do(req); err != nil || res.StatusCode != 405 {
		t.Errorf("POST: %v %v", res.StatusCode, err)
	}
}

// TestNegotiate reads Accept-Encoding by its q-values: a coding named with
// q>0 wins over "*;q=0", identity may be preferred or refused, malformed
// weights are ignored, and the server's order breaks ties.
func TestNegotiate(t *testing.T) {
	gzipOnly := []string{"gzip"}
	both := []string{"br", "gzip"} // the server's preference: br first
	cases := []struct {
		header  string
		offered []string
		want    string
	}{
		{"", gzipOnly, ""},
		{"gzip", gzipOnly, "gzip"},
		{"GZIP", gzipOnly, "gzip"},
		{"x-gzip", gzipOnly, "gzip"},
		{"*", gzipOnly, "gzip"},
		{"*;q=0, gzip", gzipOnly, "gzip"}, // the header
		{"*;q=0,gzip;q=0.1", gzipOnly, "gzip"},
		{"gzip;q=0, *", gzipOnly, ""},
		{"gzip;q=0", gzipOnly, ""},
		{"gzip ; q=0.0", gzipOnly, ""},
		{"gzip;q=0.000", gzipOnly, ""},
		{"gzip;Q=0", gzipOnly, ""},
		{"*;q=0", gzipOnly, ""},
		{"identity", gzipOnly, ""},
		{"identity;q=0", gzipOnly, ""}, // nothing else acceptable: plain anyway
		{"identity;q=0, *", gzipOnly, "gzip"},
		{"gzip;q=0.5, identity", gzipOnly, ""}, // identity weighs more
		{"gzip, identity;q=0.5", gzipOnly, "gzip"},
		{"gzip;q=0.5, identity;q=0.5", gzipOnly, "gzip"}, // a tie: compress
		{"deflate", gzipOnly, ""},
		{"x-gzip-not", gzipOnly, ""},
		{"gzip;q=abc", gzipOnly, ""},    // malformed: ignored
		{"gzip;q=1.5", gzipOnly, ""},    // out of range: ignored
		{"gzip;q=-1", gzipOnly, ""},     // out of range: ignored
		{"gzip;q=0.0001", gzipOnly, ""}, // four decimals: ignored
		{"gzip;q=1e-1", gzipOnly, ""},
		{"gzip;q=abc, *", gzipOnly, "gzip"},
		{"gzip;level=9", gzipOnly, "gzip"}, // other parameters do not matter
		{"gzip;q=0, gzip", gzipOnly, ""},   // the first mention counts
		{" , ,gzip", gzipOnly, "gzip"},
		{"gzip", nil, ""},
		{"gzip, deflate, br, zstd", both, "br"},
		{"gzip, br", both, "br"},
		{"gzip;q=1, br;q=0.5", both, "gzip"},
		{"br;q=0, gzip", both, "gzip"},
		{"br;q=0, *", both, "gzip"},
		{"*", both, "br"},
		{"*;q=0.2, br;q=0.1", both, "gzip"},
		{"*;q=0", both, ""},
	}
	for _, c := range cases {
		if got := negotiate(c.header, c.offered); got != c.want {
			t.Errorf("negotiate(%q, %q) = %q, want %q", c.header, c.offered, got, c.want)
		}
	}
}

// TestTimeouts checks that the server main runs does not wait for ever on
// a client that sends nothing or trickles its request.
func TestTimeouts(t *testing.T) {
	srv := newServer(http.NotFoundHandler())
	if srv.ReadHeaderTimeout <= 0 || srv.ReadHeaderTimeout > 30*time.Second {
		t.Errorf("ReadHeaderTimeout %v, want 1-30 s", srv.ReadHeaderTimeout)
	}
	if srv.ReadTimeout <= 0 || srv.IdleTimeout <= 0 || srv.WriteTimeout < time.Minute {
		t.Errorf("timeouts: read %v, idle %v, write %v (want all set, a minute or more to write)",
			srv.ReadTimeout, srv.IdleTimeout, srv.WriteTimeout)
	}
	if srv.Handler == nil {
		t.Error("no handler")
	}
}

// TestRealDirectory runs the real server (newServer, as main does) on a
// real directory beside files it must never serve, and tries every way out:
// "..", encoded dots and slashes, backslashes, absolute paths, double
// slashes, and symbolic links inside the directory that point outside it
// (to a file and to a directory). A link that stays inside is served.
func TestRealDirectory(t *testing.T) {
	base := t.TempDir()
	dir := filepath.Join(base, "web")
	outside := filepath.Join(base, "outside")
	const secret = "SECRET outside the served directory"
	for name, data := range map[string]string{
		filepath.Join(base, "secret.txt"):       secret,
		filepath.Join(outside, "secret.txt"):    secret,
		filepath.Join(outside, "index.html"):    secret,
		filepath.Join(dir, "index.html"):        "<title>Downhill</title>",
		filepath.Join(dir, "a.txt"):             "inside",
		filepath.Join(dir, "sub", "b.txt"):      "inside b",
		filepath.Join(dir, "sub", "index.html"): "sub index",
	} {
		if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(name, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for link, to := range map[string]string{
		"link.txt":          "../secret.txt",
		"abslink.txt":       filepath.Join(base, "secret.txt"),
		"linkdir":           "../outside",
		"abslinkdir":        outside,
		"sub/up.txt":        "../../secret.txt",
		"inlink.txt":        "a.txt",
		"a.txt.gz":          "../secret.txt", // a precompressed file that leaves
		"sub/b.txt.gz":      "../../outside/secret.txt",
		"inlinkdir":         "sub",
		"sub/loop":          "../sub/loop",
		"sub/index.html.gz": "/etc/hostname",
	} {
		if err := os.Symlink(to, filepath.Join(dir, link)); err != nil {
			t.Fatal(err)
		}
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer root.Close()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := newServer(Handler(root.FS())) // as main serves it
	go srv.Serve(ln)
	defer srv.Close()

	// get sends target as is, on a raw connection, so no client library
	// cleans or encodes it first.
	get := func(target, enc string) (int, http.Header, string) {
		t.Helper()
		c, err := net.Dial("tcp", ln.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		fmt.Fprintf(c, "GET %s HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: %s\r\nConnection: close\r\n\r\n", target, enc)
		res, err := http.ReadResponse(bufio.NewReader(c), nil)
		if err != nil {
			t.Fatalf("GET %s: %v", target, err)
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return res.StatusCode, res.Header, string(b)
	}
	for target, want := range map[string]string{
		"/": "<title>Downhill</title>", "/a.txt": "inside", "/sub/b.txt": "inside b",
		"/sub/": "sub index", "/inlink.txt": "inside", "/inlinkdir/b.txt": "inside b",
		"/sub/./b.txt": "inside b", "/%61.txt": "inside",
	} {
		if code, _, body := get(target, "identity"); code != 200 || body != want {
			t.Errorf("GET %s: %d %q, want 200 %q", target, code, body, want)
		}
	}
	abs := filepath.ToSlash(filepath.Join(base, "secret.txt"))
	for _, target := range []string{
		"/../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/secret.txt", "/.%2e/secret.txt",
		"/..%2fsecret.txt", "/%2e%2e%2fsecret.txt", "/sub/../../secret.txt",
		"/sub/%2e%2e/%2e%2e/secret.txt", "/sub%2f..%2f..%2fsecret.txt",
		"/..\\secret.txt", "/..%5csecret.txt", "/sub\\..\\..\\secret.txt", "/%5c..%5csecret.txt",
		"../secret.txt", "..%2fsecret.txt", "//secret.txt", "//../secret.txt", "///..//..//secret.txt",
		"/" + abs, "/" + url.PathEscape(abs), abs, "http://localhost/../secret.txt",
		"/link.txt", "/abslink.txt", "/linkdir/secret.txt", "/linkdir/", "/linkdir",
		"/abslinkdir/secret.txt", "/abslinkdir/", "/sub/up.txt", "/inlinkdir/../../secret.txt",
		"/sub/loop", "/sub/loop/x", "/linkdir/%2e%2e/secret.txt",
	} {
		code, _, body := get(target, "identity")
		if code == 200 || strings.Contains(body, "SECRET") {
			t.Errorf("GET %s: %d %q: served from outside the directory", target, code, body)
		}
	}
	// A precompressed file beside an inside one is opened the same way: a
	// link out is never sent, the plain file is (or nothing).
	for target, want := range map[string]string{"/a.txt": "inside", "/sub/b.txt": "inside b", "/sub/": "sub index"} {
		code, h, body := get(target, "gzip")
		if strings.Contains(body, "SECRET") || code == 200 && (body != want || h.Get("Content-Encoding") != "") {
			t.Errorf("GET %s (gzip): %d %v %q, want the plain file or an error", target, code, h, body)
		}
	}
}

// TestBrotli checks that a .br file beside the .gz one goes to clients
// that accept br, gzip to the others, each with the decoded length.
func TestBrotli(t *testing.T) {
	wasm := bytes.Repeat([]byte("\x00asm\x01\x00\x00\x00"), 100)
	fsys := fstest.MapFS{
		"downhill.wasm":    {Data: wasm},
		"downhill.wasm.gz": {Data: gz(t, wasm)},
		"downhill.wasm.br": {Data: []byte("brotli bytes")},
	}
	for enc, want := range map[string]string{
		"gzip, deflate, br, zstd": "br", "br": "br", "gzip": "gzip", "br;q=0, gzip": "gzip", "": "",
		"gzip;q=1, br;q=0.5": "gzip",
	} {
		rec := httptest.NewRecorder()
		req := httptest.NewRequest("GET", "/downhill.wasm", nil)
		req.Header.Set("Accept-Encoding", enc)
		Handler(fsys).ServeHTTP(rec, req)
		h := rec.Result().Header
		if got := h.Get("Content-Encoding"); got != want {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q, want %q", enc, got, want)
		}
		switch want {
		case "br":
			if rec.Body.String() != "brotli bytes" {
				t.Errorf("Accept-Encoding %q: body %q, want the .br file", enc, rec.Body.String())
			}
		case "":
			if !bytes.Equal(rec.Body.Bytes(), wasm) {
				t.Errorf("Accept-Encoding %q: not the plain file", enc)
			}
		}
		if (want != "" && h.Get("X-Decoded-Length") != "800") || h.Get("Vary") != "Accept-Encoding" {
			t.Errorf("Accept-Encoding %q: headers %v", enc, h)
		}
	}
}

// TestOnlyRegularFiles: a FIFO in the served directory (as the file asked
// for, or as its .gz beside a real file) is not found, at once: opening
// it would block the request's thread until some writer came.
func TestOnlyRegularFiles(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.txt"), []byte("plain"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"pipe", "a.txt.gz"} {
		if err := syscall.Mkfifo(filepath.Join(dir, name), 0o644); err != nil {
			t.Skipf("mkfifo: %v", err)
		}
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer root.Close()
	srv := httptest.NewServer(Handler(root.FS()))
	defer srv.Close()
	client := &http.Client{Timeout: 5 * time.Second}
	for _, c := range []struct{ path, want string }{{"/pipe", ""}, {"/a.txt", "plain"}} {
		req, _ := http.NewRequest("GET", srv.URL+c.path, nil)
		req.Header.Set("Accept-Encoding", "gzip")
		res, err := client.Do(req)
		if err != nil {
			t.Fatalf("GET %s: %v (the server blocked on a FIFO)", c.path, err)
		}
		b, _ := io.ReadAll(res.Body)
		res.Body.Close()
		switch {
		case c.want == "" && res.StatusCode != http.StatusNotFound:
			t.Errorf("GET %s: %s, want 404", c.path, res.Status)
		case c.want != "" && (string(b) != c.want || res.Header.Get("Content-Encoding") != ""):
			t.Errorf("GET %s: %q encoded %q, want %q plain", c.path, b, res.Header.Get("Content-Encoding"), c.want)
		}
	}
}
