//go:build js

package front

import "github.com/hajimehoshi/ebiten/v2"

func run(f *front) error { return ebiten.RunGame(f) }

func (f *front) drewFrame() {}
