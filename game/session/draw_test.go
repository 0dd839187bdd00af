package session

import (
	"bytes"
	"fmt"
	"image"
	"testing"
	"time"

	"downhill/world"
)

// exported is what a front end can read of a session, with the hover the
// frame shows: Draw must leave all of it as it found it.
func exported(s *Session) string {
	l := s.Lab()
	return fmt.Sprintf("mode %v layout %+v dirty %v turn %d events %q lab %v/%d/%v settings %+v quit %v watching %v comparing %v sandboxing %v touch %v hover %v %v side %d",
		s.Mode(), s.Layout(), s.Dirty(), s.Game().Turn, s.Game().EventLine(), l.Open, l.Field, l.Selected,
		s.Settings(), s.QuitAsked(), s.Watching(), s.Comparing(), s.Sandboxing(), s.touch,
		s.hovered, s.hover, s.sideHover)
}

// TestDrawChangesNothing: drawing the same state twice gives the same
// frame (pixel for pixel, into a new image and into the last one) and leaves what a front end reads of the session,
// the hover and the events written as they were, in play with the mouse
// over a far cell (its path preview), with the travel cursor out, with
// the lab open under the mouse, with the inventory open, side by side
// with the naive chaser and watching a replay. Draw handles
// no input: the hover under a still mouse is Update's to resolve.
func TestDrawChangesNothing(t *testing.T) {
	for _, tc := range []struct {
		name, keys string
	}{
		{"play", "l"},
		{"travel cursor", "tll"},
		{"lab", "<Tab>"},
		{"inventory", "i"},
		{"compare", "c."},
		{"replay", ".."}, // then the run so far watched again
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, out := newTestSession(t, 5)
			s.Resize(image.Pt(1280, 720))
			s.Draw(nil)
			pp := s.g.PlayerPos()
			x, y := pixelOf(s, world.Pos{X: pp.X + 6, Y: pp.Y + 2})
			s.Pointer(x, y)
			press(s, tc.keys, t0)
			if tc.name == "replay" {
				if err := s.Watch(s.g.RecordingText(), t0); err != nil || !s.Watching() {
					t.Fatalf("watching the run: %v", err)
				}
				s.Update(t0.Add(time.Second))
			}
			s.Pointer(x+1, y) // the mouse moves again after the keys
			s.Update(t0)
			first := s.Draw(nil)
			before, said := exported(s), out.Len()
			second := s.Draw(nil)
			if !bytes.Equal(first.Pix, second.Pix) {
				t.Fatal("the second Draw drew another frame")
			}
			again := s.Draw(second)
			if again != second || !bytes.Equal(first.Pix, again.Pix) {
				t.Fatal("drawing the same state into its own frame changed it")
			}
			if after := exported(s); after != before {
				t.Fatalf("Draw changed the session:\nbefore %s\nafter  %s", before, after)
			}
			if out.Len() != said {
				t.Fatalf("Draw wrote events: %q", out.String()[said:])
			}
		})
	}
}
