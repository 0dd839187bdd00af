package web

import (
	"image"
	"math"
	"strings"
	"testing"

	"downhill/game/session"
)

// TestKeyInputReachesEveryBinding checks every key in session's table
// can be typed in a browser: some KeyboardEvent.key maps to it (the
// numpad's named keys excepted: a browser reports them as the arrows,
// Home, End, PgUp, PgDn and Enter they stand for with NumLock off).
func TestKeyInputReachesEveryBinding(t *testing.T) {
	typed := map[session.Input]bool{}
	for k := range domKeys {
		in, _ := KeyInput(k)
		typed[in] = true
	}
	for r := rune(33); r < 127; r++ {
		in, _ := KeyInput(string(r))
		typed[in] = true
	}
	for _, b := range session.Keys {
		for _, k := range b.Keys {
			if !typed[session.Input{Key: k}] && !strings.HasPrefix(string(k), "KP") {
				t.Errorf("key %q (%s) cannot be typed in a browser", k, b.Help)
			}
		}
		for _, r := range b.Text {
			if !typed[session.Input{Char: r}] {
				t.Errorf("character %q (%s) cannot be typed in a browser", r, b.Help)
			}
		}
	}
}

func TestKeyInput(t *testing.T) {
	for key, want := range map[string]session.Input{
		"j": {Char: 'j'}, "J": {Char: 'J'}, "ArrowLeft": {Key: session.KeyLeft}, "PageDown": {Key: session.KeyPgDn},
		"Escape": {Key: session.KeyEsc}, "Enter": {Key: session.KeyEnter},
		">": {Char: '>'}, "?": {Char: '?'}, "5": {Char: '5'}, "é": {Char: 'é'},
		"Tab": {Key: session.KeyTab}, "F2": {Key: session.KeyF(2)}, "F3": {Key: session.KeyF(3)},
		"Shift": {}, " ": {}, "F5": {}, "": {}, "Dead": {}, "ab": {},
	} {
		got, ok := KeyInput(key)
		if got != want || ok != (want != session.Input{}) {
			t.Errorf("KeyInput(%q) = %+v, %v; want %+v", key, got, ok, want)
		}
	}
}

// TestPlace checks the canvas lands where the Gio window would put the
// frame, in CSS pixels: a HiDPI tab gets the integer device-pixel scale
// (crisp), a small tab the smooth exact fit, both centred.
func TestPlace(t *testing.T) {
	frame := image.Pt(960, 980)
	for _, c := range []struct {
		w, h, dpr float64
		scale     float32
		pixelated bool
	}{
		{1280, 800, 1, 800.0 / 980, false},
		{1000, 640, 2, 1, true},   // 2000x1280 device pixels: 1x fills most of it
		{1920, 2000, 1, 2, true},  // room for 2x
		{900, 560, 1.5, 0, false}, // 1350x840: exact 840/980
	} {
		win := TabPixels(c.w, c.h, c.dpr)
		p := Place(frame, win, c.dpr)
		if c.scale == 0 {
			c.scale = float32(win.Y) / 980
		}
		if math.Abs(float64(p.Fit.Scale-c.scale)) > 1e-4 || p.Pixelated != c.pixelated {
			t.Errorf("%vx%v@%v: scale %v pixelated %v, want %v %v", c.w, c.h, c.dpr, p.Fit.Scale, p.Pixelated, c.scale, c.pixelated)
		}
		if p.Width > c.w+0.01 || p.Height > c.h+0.01 ||
			math.Abs(p.Left-(c.w-p.Left-p.Width)) > 1 || math.Abs(p.Top-(c.h-p.Top-p.Height)) > 1 {
			t.Errorf("%vx%v@%v: canvas %+v not centred inside the tab", c.w, c.h, c.dpr, p)
		}
		if math.Abs(p.Width*c.dpr-float64(frame.X)*float64(p.Fit.Scale)) > 0.01 {
			t.Errorf("%vx%v@%v: CSS width %v is not the frame scaled by %v", c.w, c.h, c.dpr, p.Width, p.Fit.Scale)
		}
	}
	if TabPixels(100, 50, 0) != image.Pt(100, 50) || TabPixels(100, 50, math.NaN()) != image.Pt(100, 50) {
		t.Error("a missing devicePixelRatio is not taken as 1")
	}
}
