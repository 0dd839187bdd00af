package session

import (
	"image"
	"regexp"
	"strings"
	"testing"

	"downhill/game/session/layout"
	"downhill/render"
)

// The `f` overlay says which field it shows and its scale, whatever the
// field and the window: for each field `f` cycles through (every goblin
// kind on the level, so every shared field is in use), on a desktop
// window with the sidebar, a small one and a phone's (the compact
// sidebar), the frame's text (read from its pixels) holds a legend row:
// the field's name (without its word "field" where the row is short)
// then the lowest and highest value on screen either side of the colour
// ramp.
func TestOverlayLegendNamesTheField(t *testing.T) {
	for _, size := range []image.Point{layout.WindowSize, image.Pt(800, 600), image.Pt(540, 960), image.Pt(390, 844)} {
		s := mapSession(t, everyKindMap...)
		press(s, ".", t0)
		s.Resize(size)
		n := len(s.g.Fields())
		for i := 0; i < n+1; i++ {
			press(s, "f", t0)
			img := s.Draw(nil)
			sc := s.lastScene
			if sc.Overlay.Kind == render.OverlayNone {
				t.Fatalf("%v: f pressed %d times shows no overlay", size, i+1)
			}
			a := render.Arranged(sc)
			rows := render.ReadText(img, image.Point{}, a.Cell, image.Rect(0, 0, a.Cols, a.Rows))
			short := strings.TrimSuffix(sc.Overlay.Name, " field")
			re := regexp.MustCompile(regexp.QuoteMeta(short) + `( field)?\s+-?\d+\s+-?\d+\b`)
			found := false
			for _, r := range rows {
				found = found || re.MatchString(strings.TrimSpace(r))
			}
			if !found {
				t.Errorf("%v: the %s overlay (f pressed %d times) has no legend naming it and its scale; the frame reads:\n%s",
					size, sc.Overlay.Name, i+1, strings.Join(rows, "\n"))
			}
		}
	}
}
