package main

import (
	"bytes"
	"net/http/httptest"
	"testing"
	"time"
)

// TestSlowWriter checks a throttled body arrives whole, in pieces of a
// twentieth of a second's bytes, with waits adding up to size/rate.
func TestSlowWriter(t *testing.T) {
	rec := httptest.NewRecorder()
	var waited time.Duration
	sleeps := 0
	w := &slowWriter{ResponseWriter: rec, rate: 1000, sleep: func(d time.Duration) { waited += d; sleeps++ }}
	body := bytes.Repeat([]byte("downhill"), 125) // 1000 bytes: one second at 1000 B/s
	n, err := w.Write(body)
	if err != nil || n != len(body) || !bytes.Equal(rec.Body.Bytes(), body) {
		t.Fatalf("wrote %d, %v; body intact %v", n, err, bytes.Equal(rec.Body.Bytes(), body))
	}
	if sleeps != 20 || waited != time.Second {
		t.Errorf("%d waits totalling %v, want 20 totalling 1s", sleeps, waited)
	}
	if !rec.Flushed {
		t.Error("pieces were not flushed")
	}
	if Throttle(nil, 0) != nil {
		t.Error("rate 0 should leave the handler as it is")
	}
}
