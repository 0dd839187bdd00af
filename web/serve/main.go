// Command serve serves Downhill's browser build (make web's build/web) for
// play and for the browser test. A plain file server is not enough: the
// wasm must go out as application/wasm for streaming compilation, and the
// module should travel as the .br or .gz file make web writes beside it.
//
//	go run ./web/serve [-addr 127.0.0.1:8080] [-dir build/web] [-rate BYTES_PER_SECOND]
//
// It listens on loopback unless told otherwise, because it is a developer's
// tool, not a hardened web server. With port 0 it picks a free port; the
// first line it prints names the address, so a test can read it.
package main

import (
	"fmt"
	"io"
	"io/fs"
	"log"
	"mime"
	"net"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
	"time"

	"downhill/internal/cli"
)

// types are the MIME types this server must get right whatever the
// machine's mime database says: browsers refuse to stream-compile wasm
// served under any other type, and module scripts need a JavaScript type.
var types = map[string]string{
	".wasm":        "application/wasm",
	".js":          "text/javascript; charset=utf-8",
	".mjs":         "text/javascript; charset=utf-8",
	".html":        "text/html; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".png":         "image/png",
	".svg":         "image/svg+xml",
	".json":        "application/json",
	".ico":         "image/x-icon",
	".webmanifest": "application/manifest+json",
}

func main() {
	log.SetFlags(0)
	log.SetPrefix("serve: ")
	c := cli.New("serve", "", "[-addr HOST:PORT] [-dir DIR] [-rate BYTES_PER_SECOND]",
		"Serves Downhill's browser build (make web's build/web) for play and for the browser test.")
	addr := c.String("addr", "127.0.0.1:8080", "address to listen on (loopback by default; port 0 picks a free one)")
	dir := c.File("dir", "directory to serve (make web fills build/web; default build/web)")
	rate := c.Int("rate", 0, 0, 1<<30, "bytes per second to send at most, as a slow network would (0: no limit)")
	if code, ok := c.Parse(os.Args[1:]); !ok {
		os.Exit(code)
	}
	if code, ok := c.NoArgs(); !ok {
		os.Exit(code)
	}
	if *dir == "" {
		*dir = "build/web"
	}
	if st, err := os.Stat(*dir); err != nil || !st.IsDir() {
		fmt.Fprintf(os.Stderr, "serve: %s: no such directory (run make web first)\n", *dir)
		os.Exit(2)
	}
	root, err := os.OpenRoot(*dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, "serve:", err)
		os.Exit(2)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "serve:", err)
		os.Exit(2)
	}
	if a, ok := ln.Addr().(*net.TCPAddr); ok && !a.IP.IsLoopback() {
		log.Printf("warning: listening on %s, reachable from other machines", a)
	}
	fmt.Printf("serving %s on http://%s/\n", *dir, ln.Addr())
	log.Fatal(newServer(Throttle(Handler(root.FS()), *rate)).Serve(ln))
}

// newServer is the server main runs around h (Handler over an os.Root's
// files, so neither ".." nor a symbolic link leads out of the directory):
// it has timeouts, so a client that opens connections and sends nothing,
// or trickles its headers, cannot hold them open for ever. The write
// timeout leaves a slow link minutes for the wasm.
func newServer(h http.Handler) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      10 * time.Minute,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
	}
}

// encodings are the precompressed files Handler looks for beside a file,
// best first: Brotli is about a quarter smaller than gzip on the wasm
// (browsers ask for it over HTTPS and from localhost).
var encodings = []struct{ ext, coding string }{{".br", "br"}, {".gz", "gzip"}}

// Handler serves the files of fsys. A request for X is answered with X.br
// (Content-Encoding: br) or X.gz (gzip) when that file exists and the
// client accepts its coding; the header X-Decoded-Length then carries X's
// own size, so the page's progress bar can count decoded bytes against the
// right total. Directories answer with their index.html, never a listing;
// anything but a regular file (a FIFO, a device, a socket) is not found.
func Handler(fsys fs.FS) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
		if name == "" {
			name = "."
		}
		st, err := fs.Stat(fsys, name)
		if err == nil && st.IsDir() {
			name = path.Join(name, "index.html")
			st, err = fs.Stat(fsys, name)
		}
		// Regular files only: opening a FIFO blocks until a writer comes
		// (one stuck request thread each), and a device is no web page.
		if err != nil || !st.Mode().IsRegular() {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		if t, ok := types[path.Ext(name)]; ok {
			h.Set("Content-Type", t)
		} else if t := mime.TypeByExtension(path.Ext(name)); t != "" {
			h.Set("Content-Type", t)
		} else {
			h.Set("Content-Type", "application/octet-stream")
		}
		// A rebuilt game must reach the next reload: revalidate every time
		// (cheap, thanks to If-Modified-Since and 304 answers).
		h.Set("Cache-Control", "no-cache")
		send, size := name, st.Size()
		var offered []string
		files := map[string]fs.FileInfo{} // coding -> its file beside name
		for _, e := range encodings {
			if zst, err := fs.Stat(fsys, name+e.ext); err == nil && zst.Mode().IsRegular() {
				offered = append(offered, e.coding)
				files[e.coding] = zst
			}
		}
		if len(offered) > 0 {
			h.Add("Vary", "Accept-Encoding")
			if c := negotiate(r.Header.Get("Accept-Encoding"), offered); c != "" {
				send, st = path.Join(path.Dir(name), files[c].Name()), files[c]
				h.Set("Content-Encoding", c)
				h.Set("X-Decoded-Length", strconv.FormatInt(size, 10))
			}
		}
		f, err := fsys.Open(send)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		defer f.Close()
		rs, ok := f.(io.ReadSeeker)
		if !ok {
			http.Error(w, "cannot seek "+send, http.StatusInternalServerError)
			return
		}
		// The empty name keeps ServeContent from guessing a type from ".gz".
		http.ServeContent(w, r, "", st.ModTime(), rs)
	})
}
