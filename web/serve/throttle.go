package main

import (
	"net/http"
	"time"
)

// Throttle slows h's response bodies to about rate bytes a second, as a
// slow network would, so the page's progress bar can be seen and tested
// with any browser. rate <= 0 leaves h as it is.
func Throttle(h http.Handler, rate int) http.Handler {
	if rate <= 0 {
		return h
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h.ServeHTTP(&slowWriter{ResponseWriter: w, rate: rate, sleep: time.Sleep}, r)
	})
}

// slowWriter sends at most a twentieth of a second's worth of bytes at a
// time and then waits that twentieth, flushing each piece so it leaves at
// once.
type slowWriter struct {
	http.ResponseWriter
	rate  int
	sleep func(time.Duration)
}

const tick = time.Second / 20

func (s *slowWriter) Write(b []byte) (int, error) {
	chunk := max(1, s.rate/int(time.Second/tick))
	n := 0
	for len(b) > 0 {
		k := min(chunk, len(b))
		m, err := s.ResponseWriter.Write(b[:k])
		n += m
		if err != nil {
			return n, err
		}
		if f, ok := s.ResponseWriter.(http.Flusher); ok {
			f.Flush()
		}
		s.sleep(time.Duration(k) * time.Second / time.Duration(s.rate))
		b = b[k:]
	}
	return n, nil
}
