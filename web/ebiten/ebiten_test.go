package main

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/printer"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// prepare writes an overlay set into a temporary directory.
func prepare(t *testing.T, set string) Build {
	t.Helper()
	b, err := Prepare(t.TempDir(), set)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// overlayFile is the path of a file under _overlay.
func overlayFile(b Build, rel string) string {
	if dir := OverlayDir(); filepath.IsAbs(dir) {
		return filepath.Join(dir, rel)
	}
	return filepath.Join(b.Root, OverlayDir(), rel)
}

// goCommand runs the go command in the module's root with env added.
func goCommand(t *testing.T, b Build, env []string, args ...string) ([]byte, error) {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir = b.Root
	cmd.Env = append(os.Environ(), env...)
	return cmd.CombinedOutput()
}

// TestTablesMatchEbiten runs the overlay's checks inside Ebiten's packages,
// beside Ebiten's own files: the sources table against text/template, the
// programs against the compiler, their GLSL against the GLSL writer. A new
// Ebiten that writes, compiles or translates its built-in shaders otherwise
// fails here until `make ebiten-shaders` runs.
func TestTablesMatchEbiten(t *testing.T) {
	b := prepare(t, "check")
	out, err := goCommand(t, b, nil, b.Flags("test", "-count=1", "-v", "-run", "^TestDownhill",
		EbitenModule+"/internal/builtinshader", EbitenModule+"/internal/graphics")...)
	if err != nil {
		t.Fatalf("the overlay's checks in Ebiten's packages failed: %v\n%s", err, out)
	}
	for _, name := range []string{"TestDownhillGeneratedSources", "TestDownhillPrecompiledPrograms", "TestDownhillPrecompiledCopies", "TestDownhillUnknownSource"} {
		if !bytes.Contains(out, []byte("--- PASS: "+name+" ")) {
			t.Errorf("%s did not pass:\n%s", name, out)
		}
	}
}

// TestGeneratedTablesAreCurrent regenerates the tables from Ebiten's
// template, compiler and GLSL writer and checks they are the files checked
// in, byte for byte.
func TestGeneratedTablesAreCurrent(t *testing.T) {
	b := prepare(t, "generate")
	dir := t.TempDir()
	out, err := goCommand(t, b, nil, b.Flags("run", GeneratorPackage,
		"-sources", filepath.Join(dir, "sources.go"), "-programs", filepath.Join(dir, "programs.go"))...)
	if err != nil {
		t.Fatalf("the generator failed: %v\n%s", err, out)
	}
	for generated, checkedIn := range map[string]string{
		"sources.go":  "builtinshader/generated.go",
		"programs.go": "graphics/generated.go",
	} {
		got, err := os.ReadFile(filepath.Join(dir, generated))
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(overlayFile(b, checkedIn))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("_overlay/%s is not what the generator writes now (make ebiten-shaders)", checkedIn)
		}
	}
}

// replaced says, for each of Ebiten's files the web overlay replaces, which
// of its declarations the replacement leaves out or changes; every other
// declaration must be Ebiten's, printed alike, so a new Ebiten that
// changes one fails here rather than in the browser.
var replaced = map[string]struct{ removed, changed []string }{
	"internal/builtinshader/shader.go":         {removed: []string{"shaders", "shadersM", "tmpl"}, changed: []string{"ShaderSource"}},
	"internal/graphics/shader.go":              {removed: []string{"shaderSuffix", "completeShaderSource"}, changed: []string{"CompileShader", "CalcSourceHash"}},
	"internal/graphicsdriver/opengl/shader.go": {changed: []string{"Shader.compile"}},
	"internal/restorable/image.go":             {changed: []string{"NewImage"}},
	"imagedumper.go":                           {changed: []string{"dumpInternalImages"}},
}

// TestReplacementsKeepEbitensFiles compares each replacement with the file
// of Ebiten's it replaces, declaration by declaration.
func TestReplacementsKeepEbitensFiles(t *testing.T) {
	b := prepare(t, "web")
	ebitenDir := filepath.Join(filepath.Dir(b.ModFile), "ebiten")
	for to, from := range Sets["web"] {
		if _, err := os.Stat(filepath.Join(ebitenDir, to)); os.IsNotExist(err) {
			continue // a file the overlay adds
		}
		want, ok := replaced[to]
		if !ok {
			t.Errorf("%s replaces Ebiten's %s, which the test does not list", from, to)
			continue
		}
		orig := declarations(t, filepath.Join(ebitenDir, to))
		repl := declarations(t, overlayFile(b, from))
		for _, name := range want.removed {
			if _, ok := orig[name]; !ok {
				t.Errorf("%s: Ebiten's file has no %s to leave out", to, name)
			}
			if _, ok := repl[name]; ok {
				t.Errorf("%s: the replacement keeps %s", to, name)
			}
			delete(orig, name)
		}
		for _, name := range want.changed {
			o, r := orig[name], repl[name]
			if o.text == "" || r.text == "" {
				t.Errorf("%s: %s is missing from Ebiten's file or the replacement", to, name)
			} else if o.signature != r.signature {
				t.Errorf("%s: %s's signature is %s in Ebiten's file, %s in the replacement", to, name, o.signature, r.signature)
			}
			delete(orig, name)
			delete(repl, name)
		}
		for name, o := range orig {
			if r, ok := repl[name]; !ok {
				t.Errorf("%s: the replacement lacks Ebiten's %s", to, name)
			} else if r.text != o.text {
				t.Errorf("%s: %s differs from Ebiten's:\n%s\nEbiten's:\n%s", to, name, r.text, o.text)
			}
			delete(repl, name)
		}
		for name := range repl {
			t.Errorf("%s: the replacement adds %s, which Ebiten's file lacks", to, name)
		}
	}
}

// declaration is one top-level declaration as printed, and a function's
// signature.
type declaration struct{ text, signature string }

// declarations reads a Go file's top-level declarations by name (a method
// as Type.Method), leaving out imports and comments.
func declarations(t *testing.T, path string) map[string]declaration {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	print := func(n any) string {
		var b bytes.Buffer
		if err := printer.Fprint(&b, fset, n); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	decls := map[string]declaration{}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			name := d.Name.Name
			if d.Recv != nil && len(d.Recv.List) == 1 {
				typ := d.Recv.List[0].Type
				if s, ok := typ.(*ast.StarExpr); ok {
					typ = s.X
				}
				if id, ok := typ.(*ast.Ident); ok {
					name = id.Name + "." + name
				}
			}
			decls[name] = declaration{text: print(d), signature: print(d.Type)}
		case *ast.GenDecl:
			if d.Tok == token.IMPORT {
				continue
			}
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.TypeSpec:
					decls[s.Name.Name] = declaration{text: d.Tok.String() + " " + print(s)}
				case *ast.ValueSpec:
					text := d.Tok.String() + " " + print(s)
					for _, n := range s.Names {
						decls[n.Name] = declaration{text: text}
					}
				}
			}
		}
	}
	return decls
}

// compilerPackages are what the web build must not link: Ebiten's Kage
// compiler and what it brings, and text/template.
var compilerPackages = []string{
	"go/parser", "go/ast", "go/scanner", "text/template", "text/template/parse",
	EbitenModule + "/internal/shader",
}

// TestWebBuildImportsNoCompiler lists the browser build's packages with and
// without the overlay: Ebiten's own files import the compiler and
// text/template (the check can fail), the overlay's do not.
func TestWebBuildImportsNoCompiler(t *testing.T) {
	b := prepare(t, "web")
	env := []string{"GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0"}
	list := func(args ...string) map[string]bool {
		out, err := goCommand(t, b, env, append(args, "-deps", ".")...)
		if err != nil {
			t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		pkgs := map[string]bool{}
		for _, p := range strings.Fields(string(out)) {
			pkgs[p] = true
		}
		if !pkgs[EbitenModule] {
			t.Fatalf("go %s: the game does not import Ebiten:\n%s", strings.Join(args, " "), out)
		}
		return pkgs
	}
	plain := list("list")
	web := list(b.Flags("list")...)
	for _, p := range compilerPackages {
		if !plain[p] {
			t.Errorf("without the overlay the browser build does not import %s: the check no longer tells anything", p)
		}
		if web[p] {
			t.Errorf("with the overlay the browser build still imports %s", p)
		}
	}
}

// notLinked are the packages (as a module's name section spells them, a
// prefix standing for the packages under it too) whose code the browser
// module must not hold: the Kage compiler's, text/template's, the GLSL
// writer's, and Go's crypto (a tab's id comes from the page's
// crypto.getRandomValues: crypto/rand brought its random generator, AES,
// SHA-2 and SHA-3, about 110 KB).
var notLinked = []string{
	"go_parser", "go_ast", "go_scanner", "text_template", "crypto",
	"github.com_hajimehoshi_ebiten_v2_internal_shader", "github.com_hajimehoshi_ebiten_v2_internal_shaderir_glsl",
}

// initOnly are the packages that only the compiler, the GLSL writer and
// the dump of Ebiten's internal images called but that stay imported (the
// GLSL writer's package names the GLSL versions the GL driver uses, the
// dump's file is Ebiten's): of their code only their package
// initialisation may stay, a few KB, where they held 40-360 KB each.
var initOnly = []string{"go_constant", "math_big", "regexp", "regexp_syntax", "archive_zip"}

// initOnlyBytes bounds the code each initOnly package keeps.
const initOnlyBytes = 8 << 10

// TestWebModuleLinksNoCompiler links the browser module with the overlay
// (with its names) and reads what code it holds by package: none of the
// compiler's, text/template's or the GLSL writer's, of the packages only
// they called no more than their initialisation, and no reflect
// MethodByName (which keeps every exported method of the program).
func TestWebModuleLinksNoCompiler(t *testing.T) {
	if testing.Short() {
		t.Skip("links the whole browser module (-short)")
	}
	b := prepare(t, "web")
	wasm := filepath.Join(t.TempDir(), "downhill.wasm")
	out, err := goCommand(t, b, []string{"GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0"}, b.Flags("build", "-trimpath", "-o", wasm, ".")...)
	if err != nil {
		t.Fatalf("building the browser module: %v\n%s", err, out)
	}
	module, err := os.ReadFile(wasm)
	if err != nil {
		t.Fatal(err)
	}
	sizes, err := CodeSizes(module)
	if err != nil {
		t.Fatal(err)
	}
	for _, must := range []string{"runtime", "downhill_game", "github.com_hajimehoshi_ebiten_v2_internal_graphics", "github.com_hajimehoshi_ebiten_v2_internal_graphicsdriver_opengl"} {
		if sizes[must] == 0 {
			t.Errorf("the module holds no code of %s: the name section was not read right", must)
		}
	}
	for pkg, n := range sizes {
		for _, bad := range notLinked {
			if pkg == bad || strings.HasPrefix(pkg, bad+"_") {
				t.Errorf("the browser module holds %d bytes of %s's code", n, pkg)
			}
		}
	}
	for _, pkg := range initOnly {
		if sizes[pkg] > initOnlyBytes {
			t.Errorf("the browser module holds %d bytes of %s's code, more than its initialisation (%d bytes at most)", sizes[pkg], pkg, initOnlyBytes)
		}
	}
	if bytes.Contains(module, []byte("reflect.Value.MethodByName")) || bytes.Contains(module, []byte("reflect.__rtype_.MethodByName")) {
		t.Error("the browser module links reflect's MethodByName")
	}
}

// TestOverlaidPackagesVet runs go vet over the browser build's packages
// whose files the overlay replaces or adds, with the overlay applied.
func TestOverlaidPackagesVet(t *testing.T) {
	b := prepare(t, "web")
	pkgs := map[string]bool{}
	for to := range Sets["web"] {
		pkg := EbitenModule
		if dir := filepath.ToSlash(filepath.Dir(to)); dir != "." {
			pkg += "/" + dir
		}
		pkgs[pkg] = true
	}
	args := []string{}
	for p := range pkgs {
		args = append(args, p)
	}
	out, err := goCommand(t, b, []string{"GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0"}, b.Flags("vet", args...)...)
	if err != nil {
		t.Errorf("go vet %s: %v\n%s", strings.Join(args, " "), err, out)
	}
}
