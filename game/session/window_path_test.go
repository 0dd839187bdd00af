package session

import (
	"image"
	"image/draw"
	"time"

	"downhill/game"
	"downhill/game/session/keys"
)

// windowPath plays a session and draws its frames the way game/front
// does: inputs in, the window's size given, and whenever the session is
// dirty a frame drawn into the one image the window keeps (only the
// cells that changed painted again), then the rectangles the session
// names as changed (Damage) copied into a second image that stands for
// the window's GPU copy (all of it when the frame's size changed). The
// screen shows tex; a test compares it with frames drawn whole.
type windowPath struct {
	s      *Session
	img    *image.RGBA // the image the session draws into, frame after frame
	tex    *image.RGBA // what the screen shows: img's damage copied in
	now    time.Time   // the clock Play left
	frames int         // frames drawn
	check  func()      // when set, called after every frame drawn
}

// newWindowPath starts a session on a new game of seed with a window of
// size, and draws its first frame.
func newWindowPath(seed uint64, size image.Point) *windowPath {
	w := &windowPath{s: Fresh(game.New(game.Config{Seed: seed}), nil), now: windowEpoch}
	w.s.Resize(size)
	w.frame()
	return w
}

// frame draws the next frame when the session has one, as the front
// end's Draw does, and uploads its damage.
func (w *windowPath) frame() {
	if !w.s.Dirty() && w.img != nil {
		return
	}
	w.img = w.s.Draw(w.img)
	w.frames++
	if w.tex == nil || w.tex.Bounds() != w.img.Bounds() {
		w.tex = image.NewRGBA(w.img.Bounds())
		copy(w.tex.Pix, w.img.Pix)
	} else {
		for _, r := range w.s.Damage() {
			draw.Draw(w.tex, r, w.img, r.Min, draw.Src)
		}
	}
	if w.check != nil {
		w.check()
	}
}

// play plays a key string (the sim -keys syntax) through Play, a frame
// after each input and each trip step.
func (w *windowPath) play(typed string) error {
	in, err := keys.ParseInputs(typed)
	if err != nil {
		return err
	}
	w.now, err = Play(w.s, in, w.now, w.frame)
	return err
}

// windowEpoch is the clock the window paths play on.
var windowEpoch = time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
