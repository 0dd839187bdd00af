package front

import (
	"sync"
	"sync/atomic"
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
	askFrame()
}

// asked is set when a frame was asked for (askFrame) since the last
// Update began: a Draw that ends with it clear leaves nothing pending.
var asked atomic.Bool

// askFrame asks Ebiten for a frame (ebiten.ScheduleFrame) and, in the
// browser, wakes the page's animation frames, which the page holds while
// the game rests (see page.rest): every frame the front end asks for goes
// through here, never through ebiten.ScheduleFrame alone.
func askFrame() {
	asked.Store(true)
	ebiten.ScheduleFrame()
	wakePage()
}
