package web

import (
	"image"
	"math"
	"testing"

	"downhill/game/session"
)

// TestKeyNameReachesEveryBinding checks every key in session's table can
// be typed in a browser: some KeyboardEvent.key maps to it (the numpad
// Enter excepted: browsers report it as "Enter").
func TestKeyNameReachesEveryBinding(t *testing.T) {
	typed := map[string]bool{}
	for k := range domKeys {
		n, _ := KeyName(k)
		typed[n] = true
	}
	for r := rune(33); r < 127; r++ {
		n, _ := KeyName(string(r))
		typed[n] = true
	}
	for _, b := range session.Keys {
		for _, n := range b.Names {
			if !typed[n] && n != "⌤" {
				t.Errorf("key %q (%s) cannot be typed in a browser", n, b.Help)
			}
		}
	}
}

func TestKeyName(t *testing.T) {
	for key, want := range map[string]string{
		"j": "J", "J": "J", "ArrowLeft": "←", "PageDown": "⇟", "Escape": "⎋", "Enter": "⏎",
		">": ">", "?": "?", "5": "5", "é": "É",
		"Tab": "Tab", "F2": "F2", "F3": "F3",
		"Shift": "", " ": "", "F5": "", "": "", "Dead": "", "ab": "",
	} {
		got, ok := KeyName(key)
		if got != want || ok != (want != "") {
			t.Errorf("KeyName(%q) = %q, %v; want %q", key, got, ok, want)
		}
	}
	// Every name KeyName gives for a bound key is one session knows.
	for _, k := range []string{"h", "ArrowUp", "Home", ".", "x", "t", "Enter", "Escape", "f", "?", "r", ">"} {
		n, _ := KeyName(k)
		if _, ok := session.Lookup(n); !ok {
			t.Errorf("browser key %q -> %q: not in the key table", k, n)
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
