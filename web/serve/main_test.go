package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"testing/fstest"
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
// for the progress bar), index.html for the root, 404 elsewhere. The .br
// file is tested in TestBrotli.
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
	for _, enc := range []string{"", "identity", "gzip;q=0, br", "deflate"} {
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
	for _, p := range []string{"/missing", "/sub/", "/../etc/passwd", "/sub/../../x"} {
		if res, _ = get(p, ""); res.StatusCode != 404 {
			t.Errorf("%s: status %d, want 404", p, res.StatusCode)
		}
	}
	req, _ := http.NewRequest("POST", srv.URL+"/", nil)
	if res, err := http.DefaultClient.Do(req); err != nil || res.StatusCode != 405 {
		t.Errorf("POST: %v %v", res.StatusCode, err)
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
	} {
		rec := httptest.NewRecorder()
		req := httptest.NewRequest("GET", "/downhill.wasm", nil)
		req.Header.Set("Accept-Encoding", enc)
		Handler(fsys).ServeHTTP(rec, req)
		h := rec.Result().Header
		if got := h.Get("Content-Encoding"); got != want {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q, want %q", enc, got, want)
		}
		if want == "br" && rec.Body.String() != "brotli bytes" {
			t.Errorf("Accept-Encoding %q: body %q, want the .br file", enc, rec.Body.String())
		}
		if want != "" && h.Get("X-Decoded-Length") != "800" || h.Get("Vary") != "Accept-Encoding" {
			t.Errorf("Accept-Encoding %q: headers %v", enc, h)
		}
	}
}

func TestAccepts(t *testing.T) {
	for h, want := range map[string]bool{
		"gzip": true, "GZIP": true, "br, gzip;q=0.5": true, "*": true, "gzip;q=0": false,
		"": false, "deflate": false, "x-gzip-not": false, "gzip ; q=0.0": false,
	} {
		if got := accepts(h, "gzip"); got != want {
			t.Errorf("accepts(%q, gzip) = %v, want %v", h, got, want)
		}
	}
	if accepts("gzip", "br") || !accepts("gzip, br;q=0.1", "br") {
		t.Error("accepts does not tell br from gzip")
	}
}
