// Command ebiten prepares go build's -overlay that builds Downhill's browser
// module with Ebiten's built-in shaders precompiled, and regenerates the
// tables that overlay holds.
//
// Ebiten compiles its built-in shaders from Kage source as it starts: its
// compiler brings go/parser, go/ast, go/constant's arithmetic and regexp
// into the module, and the sources come from text/template, whose use of
// reflect's MethodByName keeps every exported method of the program. The
// overlay (the files under _overlay, which the go command does not build
// as Downhill's own packages) replaces two of Ebiten's files for the web
// build only: builtinshader's sources come from a table, and graphics'
// CompileShader returns the program Ebiten's compiler made of each built-in
// source when the table was generated. go.mod keeps Ebiten as it is.
//
// The go command refuses an overlay of files in the module cache, so the
// web build reads Ebiten through a symbolic link to its module directory
// and an alternate go.mod (go.mod plus a replace pointing at the link):
//
//	go run ./web/ebiten -o DIR            # DIR/web.mod, DIR/overlay.json
//	go build -modfile DIR/web.mod -overlay DIR/overlay.json ...
//	go run ./web/ebiten -generate         # rewrite the tables (make ebiten-shaders)
//	go run ./web/ebiten -sizes FILE.wasm  # code bytes by package (a build without -s)
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
)

func main() {
	out := flag.String("o", "build/ebiten", "directory for the alternate go.mod, its go.sum, the link to Ebiten and the overlay")
	set := flag.String("set", "web", "the overlay: web (the browser build), check (the tables beside Ebiten's own files, with their tests) or generate")
	generate := flag.Bool("generate", false, "rewrite the tables under _overlay from Ebiten's own compiler")
	sizes := flag.String("sizes", "", "print the code bytes by package of this WebAssembly module (linked without -s) and do nothing else")
	flag.Parse()
	if flag.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "ebiten: unexpected argument %q\n", flag.Arg(0))
		os.Exit(2)
	}
	if *sizes != "" {
		wasm, err := os.ReadFile(*sizes)
		if err == nil {
			var s map[string]int
			if s, err = CodeSizes(wasm); err == nil {
				PrintSizes(os.Stdout, s)
				return
			}
		}
		fmt.Fprintf(os.Stderr, "ebiten: %s: %v\n", *sizes, err)
		os.Exit(1)
	}
	if *generate {
		*set = "generate"
	}
	b, err := Prepare(*out, *set)
	if err != nil {
		fmt.Fprintln(os.Stderr, "ebiten:", err)
		os.Exit(1)
	}
	if !*generate {
		return
	}
	dir := OverlayDir()
	cmd := exec.Command("go", b.Flags("run", GeneratorPackage,
		"-sources", filepath.Join(dir, "builtinshader", "generated.go"),
		"-programs", filepath.Join(dir, "graphics", "generated.go"))...)
	cmd.Dir, cmd.Stdout, cmd.Stderr = b.Root, os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "ebiten: generating the tables:", err)
		os.Exit(1)
	}
}
