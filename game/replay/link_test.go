package replay

import (
	"fmt"
	"strings"
	"testing"

	"downhill/game"
	"downhill/internal/repofile"
)

// TestReplayLink: the example run's recording goes into a link and back
// unchanged, the link is URL-safe and short; a link cut short, edited,
// of another form or too long is one line of error from ParseLink.
func TestLink(t *testing.T) {
	morgue := string(repofile.Read(t, "testdata/morgue-example.txt"))
	i := strings.Index(morgue, "downhill-recording")
	text := morgue[i:]
	link := Link(text)
	if strings.Trim(link[len(LinkPrefix):], "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") != "" {
		t.Errorf("the link is not URL-safe: %.80s", link)
	}
	back, err := ParseLink(link)
	if err != nil || back != text {
		t.Fatalf("the link does not read back: %v", err)
	}
	t.Logf("%d bytes of recording, a link of %d bytes", len(text), len(link))
	if len(link) > len(text)*2/3 { // deflated, then 4/3 in base64
		t.Errorf("a link of %d bytes for %d of recording", len(link), len(text))
	}
	// A byte edited may still inflate into a recording (its keys then
	// differ, which the replay's end check reports); it never reads back
	// as the same one.
	edited := []byte(link)
	edited[len(edited)/2] ^= 1
	if r, err := ParseLink(string(edited)); err == nil && r == text || err != nil && strings.Contains(err.Error(), "\n") {
		t.Errorf("an edited link: %v", err)
	}
	for name, bad := range map[string]string{
		"cut":      link[:len(link)/2],
		"prefix":   "r9." + link[3:],
		"chars":    link[:20] + "!*" + link[22:],
		"empty":    LinkPrefix,
		"too long": LinkPrefix + strings.Repeat("A", MaxLink),
		"version":  Link(strings.Replace(text, fmt.Sprintf("recording v%d", game.RecordVersion), fmt.Sprintf("recording v%d", game.RecordVersion+1), 1)),
	} {
		_, err := ParseLink(bad)
		if err == nil || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: ParseLink says %v", name, err)
		}
	}
}
