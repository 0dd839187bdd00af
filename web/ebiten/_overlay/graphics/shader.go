// Copyright 2022 The Ebiten Authors
//
// Licensed under the Apache License, Version 2.0 (the "License");
// you may not use this file except in compliance with the License.
// You may obtain a copy of the License at
//
//     http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing, software
// distributed under the License is distributed on an "AS IS" BASIS,
// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
// See the License for the specific language governing permissions and
// limitations under the License.

// This file replaces Ebiten's internal/graphics/shader.go in Downhill's
// browser build (go build -overlay; see web/ebiten): CompileShader gives the
// program Ebiten's compiler made of a built-in source when web/ebiten's
// generator ran (precompiled.go), and an error for any other source, so the
// build links no Kage compiler (internal/shader, go/parser, regexp).
// Ebiten's CompileShader and CalcSourceHash keep their signatures.

package graphics

import (
	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
)

// CompileShader returns the precompiled program of a built-in shader source.
func CompileShader(fragmentSrc []byte) (*shaderir.Program, error) {
	return precompiled(fragmentSrc)
}

// CalcSourceHash returns the hash of a built-in shader's complete source,
// as the program holds it.
func CalcSourceHash(fragmentSrc []byte) (shaderir.SourceHash, error) {
	p, err := precompiled(fragmentSrc)
	if err != nil {
		return shaderir.SourceHash{}, err
	}
	return p.SourceHash, nil
}
