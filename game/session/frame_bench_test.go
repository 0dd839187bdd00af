//go:build !js

package session

import (
	"image"
	"syscall"
	"testing"
	"time"

	"downhill/game"
	"downhill/game/session/keys"
	"downhill/render"
)

// BenchmarkFrame1080 times the frames a 1920x1080 window shows (a 160x50
// cell view of a 200x100 level, goblins about): "whole" draws every pixel
// of the frame (a new or resized window, a scrolled view), "step" the
// frame after one turn of waiting, only its changed cells painted again
// (what the window draws after most keys; the turn itself untimed). Each
// is the session's Draw:
// the scene built from the game, then the pixels, on the CPU; the window
// then copies the changed rectangles to the GPU. Besides wall time it
// reports the process's CPU time a frame (cpu-ms/frame), which a busy
// machine does not inflate.
func BenchmarkFrame1080(b *testing.B) {
	g := game.New(game.Config{Seed: 3, W: 200, H: 100, Goblins: 60})
	ents := g.Level.Ents // a player who cannot die: no death dialog over the frames
	ents.HP[g.Player], ents.MaxHP[g.Player] = 1<<30, 1<<30
	s := New(g, nil)
	s.Resize(image.Pt(1920, 1080))
	img := s.Draw(nil)
	if sz := img.Bounds().Size(); sz != image.Pt(1920, 1080) {
		b.Fatalf("frame %v, want 1920x1080", sz)
	}
	b.Run("whole", func(b *testing.B) {
		cpu := cpuTime()
		for b.Loop() {
			s.frames = render.FrameCache{} // as for a new image: every cell painted
			s.dirty = true
			img = s.Draw(img)
		}
		b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N)/1e6, "cpu-ms/frame")
	})
	b.Run("step", func(b *testing.B) {
		var cpu time.Duration
		for b.Loop() {
			b.StopTimer()
			s.press(keys.Input{Char: '.'}, time.Time{}) // the turn is not the frame's
			b.StartTimer()
			c := cpuTime()
			img = s.Draw(img)
			cpu += cpuTime() - c
		}
		b.ReportMetric(float64(cpu)/float64(b.N)/1e6, "cpu-ms/frame")
	})
}

// cpuTime is the CPU time the process has used, user and system.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
