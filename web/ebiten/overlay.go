package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
)

// EbitenModule is the module whose files the overlay replaces.
const EbitenModule = "github.com/hajimehoshi/ebiten/v2"

// GeneratorPackage is where the generate overlay puts the generator, inside
// Ebiten's module so that it may import Ebiten's internal packages.
const GeneratorPackage = EbitenModule + "/internal/downhillgen"

// Sets are the overlays, each a map from a file in Ebiten's module to the
// file under _overlay that replaces or joins it.
var Sets = map[string]map[string]string{
	// web: the browser build. Ebiten's builtinshader and CompileShader
	// give the tables' sources and programs and its GL driver their GLSL:
	// internal/shader, go/parser and text/template are no longer imported,
	// nor the GLSL writer linked. Ebiten's dump of its internal images,
	// which only a debug build can reach, is left out. A new image is not
	// cleared by a draw: WebGL makes it clear.
	"web": {
		"internal/builtinshader/shader.go":         "builtinshader/shader.go",
		"internal/builtinshader/generated.go":      "builtinshader/generated.go",
		"internal/graphics/shader.go":              "graphics/shader.go",
		"internal/graphics/precompiled.go":         "graphics/precompiled.go",
		"internal/graphics/generated.go":           "graphics/generated.go",
		"internal/graphicsdriver/opengl/shader.go": "opengl/shader.go",
		"internal/restorable/image.go":             "restorable/image.go",
		"imagedumper.go":                           "ebiten/imagedumper.go",
	},
	// check: the tables and the lookup beside Ebiten's own files, with
	// tests that compare them with text/template and the compiler.
	"check": {
		"internal/builtinshader/generated.go":     "builtinshader/generated.go",
		"internal/builtinshader/downhill_test.go": "builtinshader/generated_test.go",
		"internal/graphics/precompiled.go":        "graphics/precompiled.go",
		"internal/graphics/generated.go":          "graphics/generated.go",
		"internal/graphics/downhill_test.go":      "graphics/precompiled_test.go",
	},
	// generate: the generator alone, with Ebiten's own files.
	"generate": {
		"internal/downhillgen/main.go": "generate/main.go",
	},
}

// OverlayDir is the directory of the overlay's files: _overlay beside this
// command's source.
func OverlayDir() string {
	_, file, _, ok := runtime.Caller(0)
	if ok {
		if dir := filepath.Join(filepath.Dir(file), "_overlay"); isDir(dir) {
			return dir
		}
	}
	return filepath.Join("web", "ebiten", "_overlay")
}

func isDir(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.IsDir()
}

// Build is a prepared overlay: the go command's flags that apply it, run
// in the module's root.
type Build struct {
	Root    string // the directory of Downhill's go.mod
	ModFile string // the alternate go.mod
	Overlay string // the overlay's JSON
}

// Flags returns the go command's arguments for the subcommand verb with
// the overlay applied, then args.
func (b Build) Flags(verb string, args ...string) []string {
	return append([]string{verb, "-modfile=" + b.ModFile, "-overlay=" + b.Overlay}, args...)
}

// Prepare writes into dir the link to Ebiten's module directory, an
// alternate go.mod (the module's own, run from its root, with a replace of
// Ebiten by the link) and its go.sum, and the JSON of the named overlay set.
func Prepare(dir, set string) (Build, error) {
	files, ok := Sets[set]
	if !ok {
		return Build{}, fmt.Errorf("no overlay set %q", set)
	}
	dir, err := filepath.Abs(dir)
	if err != nil {
		return Build{}, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return Build{}, err
	}
	out, err := exec.Command("go", "env", "GOMOD").Output()
	gomod := strings.TrimSpace(string(out))
	if err != nil || gomod == "" || gomod == os.DevNull {
		return Build{}, fmt.Errorf("run inside Downhill's module (go env GOMOD: %q, %v)", gomod, err)
	}
	root := filepath.Dir(gomod)
	list := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", EbitenModule)
	list.Dir = root
	out, err = list.Output()
	if err != nil {
		return Build{}, fmt.Errorf("finding %s: %v", EbitenModule, err)
	}
	ebitenDir := strings.TrimSpace(string(out))
	if ebitenDir == "" {
		return Build{}, fmt.Errorf("%s is not downloaded (go mod download)", EbitenModule)
	}
	link := filepath.Join(dir, "ebiten")
	if err := os.Remove(link); err != nil && !os.IsNotExist(err) {
		return Build{}, err
	}
	if err := os.Symlink(ebitenDir, link); err != nil {
		return Build{}, err
	}
	mod, err := os.ReadFile(gomod)
	if err != nil {
		return Build{}, err
	}
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		return Build{}, err
	}
	mod = append(mod, fmt.Sprintf("\nreplace %s => %s\n", EbitenModule, link)...)
	b := Build{Root: root, ModFile: filepath.Join(dir, "web.mod"), Overlay: filepath.Join(dir, "overlay.json")}
	if err := os.WriteFile(b.ModFile, mod, 0o644); err != nil {
		return Build{}, err
	}
	if err := os.WriteFile(strings.TrimSuffix(b.ModFile, ".mod")+".sum", sum, 0o644); err != nil {
		return Build{}, err
	}
	src := OverlayDir()
	if !filepath.IsAbs(src) {
		src = filepath.Join(root, src)
	}
	replace := map[string]string{}
	var names []string
	for to := range files {
		names = append(names, to)
	}
	sort.Strings(names)
	for _, to := range names {
		from := files[to]
		if from == "" {
			continue
		}
		replace[filepath.Join(link, filepath.FromSlash(to))] = filepath.Join(src, filepath.FromSlash(from))
	}
	js, err := json.MarshalIndent(struct{ Replace map[string]string }{replace}, "", "\t")
	if err != nil {
		return Build{}, err
	}
	return b, os.WriteFile(b.Overlay, append(js, '\n'), 0o644)
}
