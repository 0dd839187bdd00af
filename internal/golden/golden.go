// Package golden compares a rendered frame with a PNG kept under
// testdata, the one way every golden-image test in Downhill (render's and
// the session's) checks pixels, so their rules cannot drift apart: exact
// colours, a size mismatch is fatal, and -update rewrites the file.
package golden

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// Check compares img with the PNG at path pixel for pixel. With update it
// writes img there instead (making the directory). cellW and cellH, the
// size of a map cell in pixels, let a failure name the cell of its first
// differing pixel.
func Check(t testing.TB, path string, img *image.RGBA, update bool, cellW, cellH int) {
	t.Helper()
	if update {
		var buf bytes.Buffer
		if err := png.Encode(&buf, img); err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("%v (run the test with -update to create it)", err)
	}
	defer f.Close()
	want, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if want.Bounds() != img.Bounds() {
		t.Fatalf("%s: size %v, golden %v", path, img.Bounds(), want.Bounds())
	}
	diff, first := 0, image.Point{-1, -1}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if color.RGBAModel.Convert(want.At(x, y)) != img.RGBAAt(x, y) {
				if diff == 0 {
					first = image.Pt(x, y)
				}
				diff++
			}
		}
	}
	if diff > 0 {
		t.Errorf("%d pixels differ from %s, first at %v (cell %d,%d); run with -update if the change is intended",
			diff, path, first, first.X/cellW, first.Y/cellH)
	}
}
