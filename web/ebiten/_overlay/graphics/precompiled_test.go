package graphics

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/internal/builtinshader"
	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
	"github.com/hajimehoshi/ebiten/v2/internal/shaderir/glsl"
)

// TestDownhillPrecompiledPrograms checks the table Downhill's browser build
// reads in place of the compiler (web/ebiten) against Ebiten's compiler and
// GLSL writer: for every built-in source, the program equals the compiled
// one less its constants (field by field, unexported ones too), and the
// GLSL equals what the writer makes of the compiled program for WebGL2.
func TestDownhillPrecompiledPrograms(t *testing.T) {
	sources := builtinshader.AppendShaderSources(nil)
	if len(generatedPrograms) != len(sources) {
		t.Errorf("the table holds %d programs, Ebiten has %d built-in sources (make ebiten-shaders)", len(generatedPrograms), len(sources))
	}
	for i, src := range sources {
		name := fmt.Sprintf("built-in source %d (%s)", i, shaderir.CalcSourceHash(src))
		want, err := CompileShader(src)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		vertex, fragment := glsl.Compile(want, glsl.GLSLVersionES300)
		got, err := precompiled(src)
		if err != nil {
			t.Errorf("%s: %v (make ebiten-shaders)", name, err)
			continue
		}
		removeConstants(want)
		if d := difference("program", reflect.ValueOf(*got), reflect.ValueOf(*want)); d != "" {
			t.Errorf("%s: the table's program differs from the compiler's at %s (make ebiten-shaders)", name, d)
		}
		gotVertex, gotFragment, err := PrecompiledGLSL(got)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if gotVertex != vertex {
			t.Errorf("%s: the table's vertex GLSL differs from the writer's (make ebiten-shaders)\ntable:\n%s\nwriter:\n%s", name, gotVertex, vertex)
		}
		if gotFragment != fragment {
			t.Errorf("%s: the table's fragment GLSL differs from the writer's (make ebiten-shaders)\ntable:\n%s\nwriter:\n%s", name, gotFragment, fragment)
		}
	}
}

// TestDownhillPrecompiledCopies checks that each call gives a program of
// its own, as the compiler does: a program's cache of uniform factors,
// filled when it first draws, is not another's.
func TestDownhillPrecompiledCopies(t *testing.T) {
	src := builtinshader.ShaderSource(builtinshader.FilterNearest, builtinshader.AddressUnsafe, true)
	a, err := precompiled(src)
	if err != nil {
		t.Fatal(err)
	}
	b, err := precompiled(src)
	if err != nil {
		t.Fatal(err)
	}
	if a == b {
		t.Fatal("two calls gave the same *Program")
	}
	n := 0
	for _, u := range a.Uniforms {
		n += u.Uint32Count()
	}
	a.FilterUniformVariables(make([]uint32, n))
	// uniformFactors is shaderir's: read through reflect.
	factors := func(p *shaderir.Program) reflect.Value {
		return reflect.ValueOf(p).Elem().FieldByName("uniformFactors")
	}
	if factors(a).IsNil() || !factors(b).IsNil() {
		t.Errorf("uniform factors after one program drew: %d and %d of them, want the first's set, the second's nil", factors(a).Len(), factors(b).Len())
	}
}

// TestDownhillUnknownSource checks that a source the table lacks (a shader
// of the game's own, which Downhill has none of) is an error naming it.
func TestDownhillUnknownSource(t *testing.T) {
	src := []byte("//kage:unit pixels\n\npackage main\n\nfunc Fragment(dstPos vec4, srcPos vec2, color vec4) vec4 {\n\treturn vec4(1)\n}\n")
	_, err := precompiled(src)
	if err == nil || !strings.Contains(err.Error(), shaderir.CalcSourceHash(src).String()) || !strings.Contains(err.Error(), "//kage:unit pixels") {
		t.Errorf("precompiled(a shader of the game's own) = %v, want an error naming its hash and first line", err)
	}
	_, _, err = PrecompiledGLSL(&shaderir.Program{SourceHash: shaderir.CalcSourceHash(src)})
	if err == nil || !strings.Contains(err.Error(), shaderir.CalcSourceHash(src).String()) {
		t.Errorf("PrecompiledGLSL(a program of the game's own) = %v, want an error naming its hash", err)
	}
}

// removeConstants clears the constants of p's expressions and loops, which
// the table leaves out.
func removeConstants(p *shaderir.Program) {
	var block func(b *shaderir.Block)
	var expr func(e *shaderir.Expr)
	expr = func(e *shaderir.Expr) {
		e.Const = nil
		for i := range e.Exprs {
			expr(&e.Exprs[i])
		}
	}
	block = func(b *shaderir.Block) {
		if b == nil {
			return
		}
		for i := range b.Stmts {
			s := &b.Stmts[i]
			s.ForInit, s.ForEnd, s.ForDelta = nil, nil, nil
			for j := range s.Exprs {
				expr(&s.Exprs[j])
			}
			for _, c := range s.Blocks {
				block(c)
			}
		}
	}
	for _, f := range p.Funcs {
		block(f.Block)
	}
	block(p.VertexFunc.Block)
	block(p.FragmentFunc.Block)
}

// difference is the path of the first place got and want differ (their
// types, lengths, nil-ness or values), or "" when they are deeply equal.
func difference(path string, got, want reflect.Value) string {
	if got.Kind() != want.Kind() || got.Type() != want.Type() {
		return fmt.Sprintf("%s: %s against %s", path, got.Type(), want.Type())
	}
	switch got.Kind() {
	case reflect.Pointer, reflect.Interface:
		if got.IsNil() || want.IsNil() {
			if got.IsNil() != want.IsNil() {
				return fmt.Sprintf("%s: nil %t against %t", path, got.IsNil(), want.IsNil())
			}
			return ""
		}
		return difference(path, got.Elem(), want.Elem())
	case reflect.Slice:
		if got.IsNil() != want.IsNil() {
			return fmt.Sprintf("%s: nil %t against %t", path, got.IsNil(), want.IsNil())
		}
		fallthrough
	case reflect.Array:
		if got.Len() != want.Len() {
			return fmt.Sprintf("%s: length %d against %d", path, got.Len(), want.Len())
		}
		for i := 0; i < got.Len(); i++ {
			if d := difference(fmt.Sprintf("%s[%d]", path, i), got.Index(i), want.Index(i)); d != "" {
				return d
			}
		}
		return ""
	case reflect.Struct:
		for i := 0; i < got.NumField(); i++ {
			if d := difference(path+"."+got.Type().Field(i).Name, got.Field(i), want.Field(i)); d != "" {
				return d
			}
		}
		return ""
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.String, reflect.Float32, reflect.Float64:
		if !got.Equal(want) {
			return fmt.Sprintf("%s: %v against %v", path, got, want)
		}
		return ""
	}
	return fmt.Sprintf("%s: a %s, which the check cannot compare", path, got.Kind())
}
