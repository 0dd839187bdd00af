package cputime

import (
	"runtime"
	"testing"
)

// spin does work the compiler cannot drop.
func spin(n int) (x uint64) {
	for i := range n {
		x = x*6364136223846793005 + uint64(i)
	}
	return x
}

var sink uint64

// TestThreadCounts: a thread that works is charged for it.
func TestThreadCounts(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	t0 := Thread()
	sink += spin(50_000_000)
	if d := Thread() - t0; d <= 0 {
		t.Fatalf("50 million steps took %v of the thread's time", d)
	}
}

// TestAlternateReports: each way's time and the first over the others.
func TestAlternateReports(t *testing.T) {
	r := testing.Benchmark(func(b *testing.B) {
		Alternate(b,
			Way{Name: "slow", Do: func() { sink += spin(4_000_000) }},
			Way{Name: "fast", Do: func() { sink += spin(1_000_000) }})
	})
	slow, fast, ratio := r.Extra["slow-cpu-ms/op"], r.Extra["fast-cpu-ms/op"], r.Extra["slow/fast"]
	if slow <= 0 || fast <= 0 || ratio <= 1 {
		t.Fatalf("slow %v ms, fast %v ms, slow/fast %v: want the four times longer way slower", slow, fast, ratio)
	}
}
