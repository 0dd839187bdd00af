package front

import (
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// waker runs a frame at the time the session asked for (a trip's next
// step, a key's repeat, the lab's replay): with frames only on demand
// nothing else would run one.
type waker struct {
	mu    sync.Mutex
	timer *time.Timer
	when  time.Time
}

// at asks for a frame at t (zero: none), replacing the time asked before.
func (w *waker) at(t time.Time) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if t.Equal(w.when) {
		return
	}
	w.when = t
	if w.timer != nil {
		w.timer.Stop()
	}
	if t.IsZero() {
		return
	}
	w.timer = time.AfterFunc(max(time.Until(t), 0), w.fire)
}

// fire runs the frame asked for; a later at(t) for the same t (the frame
// was lost, or ran early) asks again.
func (w *waker) fire() {
	w.mu.Lock()
	w.when = time.Time{}
	w.mu.Unlock()
	ebiten.ScheduleFrame()
}
