package keys

import (
	"fmt"
	"image"
	"strconv"
	"strings"
)

// maxWindowSide bounds <Size WxH> and <Mouse X,Y> (a large 8K screen, as
// shot's -size).
const maxWindowSide = 8192

// parseWindowInput reads the name inside <...> as a window input; ok is
// false when it is not one (err set when it is one, badly written).
func parseWindowInput(name string) (in Input, ok bool, err error) {
	if arg, found := strings.CutPrefix(name, "Mouse "); found {
		x, y, good := twoInts(arg, ",", 0)
		if !good {
			return Input{}, false, fmt.Errorf("<%s> is not <Mouse X,Y> with X and Y from 0 to %d", name, maxWindowSide)
		}
		return Input{Mouse: true, At: image.Pt(x, y)}, true, nil
	}
	if arg, found := strings.CutPrefix(name, "Size "); found {
		w, h, good := twoInts(arg, "x", 1)
		if !good {
			return Input{}, false, fmt.Errorf("<%s> is not <Size WxH> with W and H from 1 to %d", name, maxWindowSide)
		}
		return Input{Size: image.Pt(w, h)}, true, nil
	}
	return Input{}, false, nil
}

// twoInts reads "A<sep>B", each from least to maxWindowSide.
func twoInts(s, sep string, least int) (a, b int, ok bool) {
	as, bs, found := strings.Cut(s, sep)
	if !found {
		return 0, 0, false
	}
	a, erra := strconv.Atoi(strings.TrimSpace(as))
	b, errb := strconv.Atoi(strings.TrimSpace(bs))
	ok = erra == nil && errb == nil && a >= least && b >= least && a <= maxWindowSide && b <= maxWindowSide
	return a, b, ok
}

// formatWindowInput writes a window input as parseWindowInput reads it.
func formatWindowInput(in Input) string {
	if in.Mouse {
		return fmt.Sprintf("<Mouse %d,%d>", in.At.X, in.At.Y)
	}
	return fmt.Sprintf("<Size %dx%d>", in.Size.X, in.Size.Y)
}
