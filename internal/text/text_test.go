package text

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestWrap(t *testing.T) {
	for _, c := range []struct {
		in   string
		cols int
		want []string
	}{
		{"", 10, nil},
		{"short", 10, []string{"short"}},
		{"hunting: lowest neighbour 12 at 31,9", 16, []string{"hunting: lowest", "  neighbour 12", "  at 31,9"}},
		{"abcdefghij", 4, []string{"abcd", "  ef", "  gh", "  ij"}},
		{"exactly ten", 11, []string{"exactly ten"}},
		{"ten chars! next", 10, []string{"ten chars!", "  next"}},
		{"héllo wörld", 6, []string{"héllo", "  wörl", "  d"}},
		{"abc", 1, []string{"a", "b", "c"}},
	} {
		if got := Wrap(c.in, c.cols); !slices.Equal(got, c.want) {
			t.Errorf("Wrap(%q, %d) = %q, want %q", c.in, c.cols, got, c.want)
		}
	}
	for _, s := range []string{strings.Repeat("word ", 300), strings.Repeat("é", 500), strings.Repeat("x", 999)} {
		for _, cols := range []int{1, 2, 3, 7, 30, 80} {
			checkWrap(t, s, cols)
		}
	}
}

// checkWrap checks Wrap(s, cols): every line fits in cols runes, and
// nothing but the spaces at breaks is lost.
func checkWrap(t *testing.T, s string, cols int) {
	t.Helper()
	var joined strings.Builder
	for i, l := range Wrap(s, cols) {
		if n := utf8.RuneCountInString(l); n > cols {
			t.Fatalf("cols %d: line %q has %d runes", cols, l, n)
		}
		if i > 0 && cols > len(Indent) {
			l = strings.TrimPrefix(l, Indent)
		}
		joined.WriteString(l)
	}
	if strings.ReplaceAll(joined.String(), " ", "") != strings.ReplaceAll(s, " ", "") {
		t.Fatalf("cols %d: %q wraps to lines that lose text", cols, s)
	}
}

// TestWrapLinear: a 1 MB line (a best-runs cause from a hostile file)
// wraps with allocations proportional to its size, not its square: the
// old wrap built each continuation by copying the whole rest.
func TestWrapLinear(t *testing.T) {
	long := strings.Repeat("a", 1<<20)
	var lines []string
	allocs := testing.AllocsPerRun(1, func() { lines = Wrap(long, 72) })
	if n := len(lines); n != 1+(1<<20-72+69)/70 {
		t.Fatalf("%d lines", n)
	}
	// One string per line plus the slice's growth.
	if allocs > float64(len(lines))+64 {
		t.Fatalf("%.0f allocations for %d lines", allocs, len(lines))
	}
}

func TestClipAndQuote(t *testing.T) {
	for _, c := range []struct {
		in   string
		n    int
		want string
	}{{"short", 10, "short"}, {"0123456789abc", 10, "0123456..."}, {"ééééé", 8, "éé..."}} {
		if got := Clip(c.in, c.n); got != c.want || len(got) > c.n {
			t.Errorf("Clip(%q, %d) = %q, want %q", c.in, c.n, got, c.want)
		}
	}
	if got := Quote("7"); got != `"7"` {
		t.Errorf("Quote(7) = %s", got)
	}
	long := strings.Repeat("9", 1200)
	if got, want := Quote(long), `"`+strings.Repeat("9", QuoteMax-3)+`..." (1200 bytes)`; got != want {
		t.Errorf("Quote(1200 nines) = %s, want %s", got, want)
	}
}

// FuzzWrap: for any text and width, every line fits (in runes), nothing
// but the spaces at breaks is lost, and a clip or a quote stays within
// its bound.
func FuzzWrap(f *testing.F) {
	f.Add("hunting: lowest neighbour 12 at 31,9", 16)
	f.Add(strings.Repeat("é ", 40), 3)
	f.Fuzz(func(t *testing.T, s string, cols int) {
		if !utf8.ValidString(s) || cols < 1 || cols > 300 {
			return
		}
		checkWrap(t, s, cols)
		if c := Clip(s, cols+3); len(c) > cols+3 || !utf8.ValidString(c) {
			t.Fatalf("Clip(%q, %d) = %q", s, cols+3, c)
		}
		if q := Quote(s); len(q) > 6*QuoteMax+30 {
			t.Fatalf("Quote gave %d bytes", len(q))
		}
	})
}
