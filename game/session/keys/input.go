package keys

import (
	"image"

	"downhill/world"
)

// Input is one input as the session takes it: a press of a named key
// (Key), a typed character (Char), or, in a key string (ParseInputs), a
// left click on a map cell (Click, Cell) or the press that stopped the
// trip the input before started once it had taken Stop steps (<Stop N>),
// or what a window does besides (window_inputs.go): the mouse moved to a
// frame pixel (Mouse, At) or the window resized (Size). Exactly one of
// Key, Char, Click, Stop, Mouse and Size is set.
type Input struct {
	Key   Key
	Char  rune
	Click bool
	Cell  world.Pos
	Stop  int
	Mouse bool
	At    image.Point
	Size  image.Point
}
