// Package cputime times code by the CPU time of the thread running it, for
// benchmarks that alternate an old and a new way of doing one thing in one
// sitting (Alternate): on a busy machine wall time grows with everyone
// else's work, the thread's own CPU time much less.
package cputime

import (
	"fmt"
	"runtime"
	"testing"
	"time"
)

// A Way is one of the ways Alternate times.
type Way struct {
	Name string
	Do   func()
}

// Alternate runs each way in turn once per iteration of b, timing each by
// its thread's CPU time (Thread) with a collection before it, untimed, so
// one way's garbage is not another's cost. It reports each way's mean as
// "NAME-cpu-ms/op" and the first way's over each later one's as
// "FIRST/NAME": the speed-up when the first is the old way.
func Alternate(b *testing.B, ways ...Way) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	spent := make([]time.Duration, len(ways))
	b.ResetTimer()
	for b.Loop() {
		for i, w := range ways {
			b.StopTimer()
			runtime.GC()
			b.StartTimer()
			t := Thread()
			w.Do()
			spent[i] += Thread() - t
		}
	}
	for i, w := range ways {
		b.ReportMetric(float64(spent[i])/float64(b.N)/1e6, w.Name+"-cpu-ms/op")
		if i > 0 && spent[i] > 0 {
			b.ReportMetric(float64(spent[0])/float64(spent[i]), fmt.Sprintf("%s/%s", ways[0].Name, w.Name))
		}
	}
}
