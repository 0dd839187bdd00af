package graphics

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
)

// This file is Downhill's, added to Ebiten's graphics package for the
// browser build by go build's -overlay (see web/ebiten): it gives what
// Ebiten's compiler and GLSL writer made of its built-in shaders (the
// generated table generatedPrograms), so the build links neither.

// precompiledProgram is one built-in source's program: source is the hash
// of the fragment source as Ebiten's code passes it to CompileShader;
// program is what the compiler makes of it, less the constants in its
// expressions (only the GLSL writer reads them, and its output is here:
// vertexGLSL and fragmentGLSL, GLSL ES 3.0 for WebGL2).
type precompiledProgram struct {
	source       shaderir.SourceHash
	program      shaderir.Program
	vertexGLSL   string
	fragmentGLSL string
}

// precompiled returns a new program for fragmentSrc (a shallow copy: its
// IR is shared and only read, its cache of uniform factors is its own, as
// with a program just compiled), or an error naming a source the table
// lacks.
func precompiled(fragmentSrc []byte) (*shaderir.Program, error) {
	hash := shaderir.CalcSourceHash(fragmentSrc)
	for i := range generatedPrograms {
		if generatedPrograms[i].source == hash {
			p := generatedPrograms[i].program
			return &p, nil
		}
	}
	first := fragmentSrc
	for i, c := range first {
		if c == '\n' {
			first = first[:i]
			break
		}
	}
	return nil, fmt.Errorf("graphics: this build compiles no Kage at run time and has no precompiled program for the source %s (%d bytes, starting %q): only Ebiten's built-in shaders are precompiled (web/ebiten)", hash, len(fragmentSrc), first)
}

// PrecompiledGLSL returns the GLSL ES 3.0 vertex and fragment shaders of
// a program CompileShader returned, found by its complete source's hash.
func PrecompiledGLSL(program *shaderir.Program) (vertex, fragment string, err error) {
	for i := range generatedPrograms {
		if generatedPrograms[i].program.SourceHash == program.SourceHash {
			return generatedPrograms[i].vertexGLSL, generatedPrograms[i].fragmentGLSL, nil
		}
	}
	return "", "", fmt.Errorf("graphics: no precompiled GLSL for the program %s: only Ebiten's built-in shaders are precompiled (web/ebiten)", program.SourceHash)
}
