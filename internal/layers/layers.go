// Package layers is the one statement of how Downhill's packages stack:
// which layer each package is in, and so what it may import. Its test
// reads the module's real imports (go list, for the desktop and for the
// browser build) and fails on any arrow back up, and keeps the table in
// docs/design.md in step with this one.
package layers

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// Module is the module path the patterns below are relative to.
const Module = "downhill"

// A Layer is a set of packages at one height. A package imports only from
// its own layer and the layers below it (and the standard library and
// modules outside this one, which layers do not judge).
type Layer struct {
	Name     string
	Packages []string // module-relative paths; "x/..." is x and everything under it
}

// Stack is every layer, lowest first.
var Stack = []Layer{
	{"support", []string{"internal/...", "docs"}},
	{"engine", []string{"ai/dijkstra", "ai/dijkstra/reference"}},
	{"world", []string{"world"}},
	{"minds", []string{"ai", "ai/benchlevels", "ai/dijkstra/benchtable"}},
	{"pixels", []string{"render/..."}},
	{"rules", []string{"game"}},
	{"beside the rules", []string{"game/store", "game/flags", "game/replay", "headless/..."}},
	{"session leaves", []string{"game/session/keys", "game/session/layout"}},
	{"session parts", []string{"game/session/input", "game/session/lab", "game/session/screen", "game/session/watch"}},
	{"session", []string{"game/session/..."}},
	{"front", []string{"game/front/..."}},
	{"programs", []string{".", "cmd/...", "web/..."}},
}

// Apart are packages that may import less than their layer allows: only
// the packages matched by their list (none for an empty one).
var Apart = []struct {
	Packages string
	Imports  []string
	Why      string
}{
	{"ai/dijkstra", nil, "the field engine imports nothing of the project: costs come in as plain data"},
	{"ai/dijkstra/reference", nil, "the plain algorithm the engine is tested against stands alone"},
	{"render/...", []string{"world", "render/..."}, "pixels from plain data: no minds, no rules"},
	{"web/serve", []string{"internal/..."}, "a static file server links none of the game"},
	{"game/session/keys", []string{"world", "internal/..."}, "the key table is a leaf: no game, no mode, no frame"},
	{"game/session/input", []string{"world", "game/session/keys", "game/session/layout", "internal/..."},
		"gestures in, keys and cells out: no game, no mode, no frame"},
	{"game/session/screen", []string{"world", "ai", "game", "render/...", "game/session/keys", "game/session/layout", "internal/..."},
		"the frame from a plain value: no session, no lab, no input, so drawing changes nothing"},
}

// match reports whether module-relative path p is matched by pattern.
func match(pattern, p string) bool {
	if tree, ok := strings.CutSuffix(pattern, "/..."); ok {
		return p == tree || strings.HasPrefix(p, tree+"/")
	}
	return p == pattern
}

// Rel is import path path relative to the module ("." for the module's
// root), and whether it is in the module at all.
func Rel(path string) (string, bool) {
	if path == Module {
		return ".", true
	}
	rel, ok := strings.CutPrefix(path, Module+"/")
	return rel, ok
}

// Of is the index in Stack of the layer of module-relative package p, or
// -1 when no layer names it: the lowest layer that names it, so a package
// named on its own (game/session/keys) sits below the tree around it
// (game/session/...).
func Of(p string) int {
	for i, l := range Stack {
		if slices.ContainsFunc(l.Packages, func(pattern string) bool { return match(pattern, p) }) {
			return i
		}
	}
	return -1
}

// Check returns every import that breaks the layers, given each package's
// imports (full import paths, as go list gives them): a package no layer
// names, an import from a higher layer, or one its Apart entry forbids.
func Check(imports map[string][]string) []error {
	var errs []error
	for _, pkg := range slices.Sorted(maps.Keys(imports)) {
		p, ok := Rel(pkg)
		if !ok {
			continue
		}
		layer := Of(p)
		if layer < 0 {
			errs = append(errs, fmt.Errorf("%s is in no layer: add it to internal/layers.Stack", pkg))
			continue
		}
		for _, imp := range imports[pkg] {
			q, ok := Rel(imp)
			if !ok {
				continue
			}
			if l := Of(q); l > layer {
				errs = append(errs, fmt.Errorf("%s (%s) imports %s (%s): an arrow back up", pkg, Stack[layer].Name, imp, Stack[l].Name))
				continue
			}
			for _, a := range Apart {
				if match(a.Packages, p) && !slices.ContainsFunc(a.Imports, func(pattern string) bool { return match(pattern, q) }) {
					errs = append(errs, fmt.Errorf("%s imports %s, but %s: %s", pkg, imp, a.Packages, a.Why))
				}
			}
		}
	}
	return errs
}

// Markdown is the layers as docs/design.md shows them: a table from the
// top layer down, then the packages apart.
func Markdown() string {
	var b strings.Builder
	b.WriteString("| layer | packages |\n|---|---|\n")
	for i := len(Stack) - 1; i >= 0; i-- {
		l := Stack[i]
		quoted := make([]string, len(l.Packages))
		for j, p := range l.Packages {
			quoted[j] = "`" + p + "`"
		}
		fmt.Fprintf(&b, "| %s | %s |\n", l.Name, strings.Join(quoted, ", "))
	}
	b.WriteString("\n| apart | imports only | why |\n|---|---|---|\n")
	for _, a := range Apart {
		only := "nothing of the project"
		if len(a.Imports) > 0 {
			quoted := make([]string, len(a.Imports))
			for j, p := range a.Imports {
				quoted[j] = "`" + p + "`"
			}
			only = strings.Join(quoted, ", ")
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s |\n", a.Packages, only, a.Why)
	}
	return strings.TrimSuffix(b.String(), "\n")
}
