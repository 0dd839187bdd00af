package session

import (
	"fmt"
	"image"
	"image/draw"

	"downhill/game"
	"downhill/render"
	"downhill/world"
)

// compareGap is the pixels between the two halves of a comparison.
const compareGap = 8

// Comparing reports whether the session plays the side-by-side
// comparison (StartCompare).
func (s *Session) Comparing() bool { return s.twin != nil }

// Twin is the right-hand game of a comparison (nil when not comparing).
func (s *Session) Twin() *game.Game { return s.twin }

// StartCompare plays the game twice from now on, side by side: on the left
// as it is, goblins thinking with Dijkstra maps; on the right an exact copy
// (the same level, creatures, hit points and random state) whose goblins
// are all the naive straight-line chaser of the tutorials. Every turn the
// player takes on the left is played on the right as the same command
// (game.LastCommand: trips and auto-explore are walked on the left and
// mirrored step by step). Each side counts the turns its hunting goblins
// stood stuck and the damage they dealt. Levels below the first are not the
// same on both sides: each game draws them from its own random stream.
func (s *Session) StartCompare() error {
	data, err := s.g.Save()
	if err != nil {
		return err
	}
	twin, err := game.Load(data)
	if err != nil {
		return err
	}
	twin.Cfg.Naive = true
	st := twin.Level.Ents
	for i, alive := range st.Alive {
		if alive && world.Entity(i) != twin.Player {
			st.Kind[i], st.Glyph[i] = world.Naive, 'n'
		}
	}
	s.g.Tally, twin.Tally = game.Tally{}, game.Tally{}
	s.twin = twin
	s.relayout()
	return nil
}

// StopCompare ends the comparison; the left game plays on alone.
func (s *Session) StopCompare() {
	s.twin = nil
	s.relayout()
}

// mirror plays the left game's last turn on the twin (after a restart, the
// twin restarts on the same seed).
func (s *Session) mirror(c game.Command) {
	if s.twin == nil {
		return
	}
	if c.Action == game.ActRestart {
		s.StartCompare()
		return
	}
	if !s.twin.Dead && !s.twin.Do(s.g.LastCommand()) {
		// Refused there (a tunnel dug only on the left, say): the turn
		// still passes, so both sides stay on the same turn.
		s.twin.Do(game.Command{Action: game.ActWait})
	}
}

// compareStatus is a side's status line: what thinks there and its count.
func compareStatus(name string, g *game.Game) string {
	st := g.Level.Ents
	return fmt.Sprintf("%s  stuck %d  damage %d  HP %d/%d", name, g.Tally.Stuck, g.Tally.Damage,
		max(st.HP[g.Player], 0), st.MaxHP[g.Player])
}

// drawCompare draws both halves into one frame: the left scene as the
// session shows it, the twin beside it through its own camera.
func (s *Session) drawCompare(left *render.Scene, dst *image.RGBA) *image.RGBA {
	left.Status = compareStatus("DIJKSTRA", s.g)
	// A comparison is a demonstration: both sides are drawn whole, so the
	// goblins can be watched behind the walls.
	left.Fog = false
	v := s.view()
	v.Fog = false
	gr := s.twin.Level.Grid
	s.twinCam = followCamera(s.twinCam, s.twin.PlayerPos(), s.viewW, s.viewH, gr.W, gr.H)
	v.Camera, v.Path, v.Cursor, v.Dialog = s.twinCam, nil, nil, nil
	if s.twin.Dead {
		v.Dialog = []string{"The naive side died", "", fmt.Sprintf("on turn %d", s.twin.Turn)}
	}
	right := Scene(s.twin, v)
	right.Status = compareStatus("NAIVE", s.twin)
	right.Log = nil
	lw, lh := render.Size(left)
	rw, rh := render.Size(right)
	size := image.Rect(0, 0, lw+compareGap+rw, max(lh, rh))
	if dst == nil || dst.Bounds() != size {
		dst = image.NewRGBA(size)
	}
	draw.Draw(dst, dst.Bounds(), image.Black, image.Point{}, draw.Src)
	render.DrawInto(s.leftBuf(lw, lh), left)
	draw.Draw(dst, image.Rect(0, 0, lw, lh), s.halves[0], image.Point{}, draw.Src)
	rb := s.rightBuf(rw, rh)
	render.DrawInto(rb, right)
	draw.Draw(dst, image.Rect(lw+compareGap, 0, lw+compareGap+rw, rh), rb, image.Point{}, draw.Src)
	return dst
}

// leftBuf and rightBuf are the halves' images, reused between frames.
func (s *Session) leftBuf(w, h int) *image.RGBA  { return s.half(0, w, h) }
func (s *Session) rightBuf(w, h int) *image.RGBA { return s.half(1, w, h) }

func (s *Session) half(i, w, h int) *image.RGBA {
	if s.halves[i] == nil || s.halves[i].Bounds() != image.Rect(0, 0, w, h) {
		s.halves[i] = image.NewRGBA(image.Rect(0, 0, w, h))
	}
	return s.halves[i]
}
