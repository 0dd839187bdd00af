package store

import (
	"fmt"

	"downhill/game"
	"strings"
	"testing"

	"downhill/internal/repofile"
)

// TestReplayLink: the example run's recording goes into a link and back
// unchanged, the link is URL-safe and short; a link cut short, edited,
// of another form or too long is one line of error from Options.Recording.
func TestReplayLink(t *testing.T) {
	morgue := string(repofile.Read(t, "testdata/morgue-example.txt"))
	i := strings.Index(morgue, "downhill-recording")
	text := morgue[i:]
	link := ReplayLink(text)
	if strings.Trim(link[len(ReplayLinkPrefix):], "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") != "" {
		t.Errorf("the link is not URL-safe: %.80s", link)
	}
	back, err := ParseReplayLink(link)
	if err != nil || back != text {
		t.Fatalf("the link does not read back: %v", err)
	}
	t.Logf("%d bytes of recording, a link of %d bytes", len(text), len(link))
	if len(link) > len(text)/2 {
		t.Errorf("a link of %d bytes for %d of recording", len(link), len(text))
	}
	o := DefaultOptions()
	o.Replay = link
	if r, err := o.Recording(); err != nil || r != text || !o.OneOff() || o.Check() != nil {
		t.Errorf("Recording: %v, one-off %v", err, o.OneOff())
	}
	// A byte edited may still inflate into a recording (its keys then
	// differ, which the replay's end check reports); it never reads back
	// as the same one.
	edited := []byte(link)
	edited[len(edited)/2] ^= 1
	if r, err := ParseReplayLink(string(edited)); err == nil && r == text || err != nil && strings.Contains(err.Error(), "\n") {
		t.Errorf("an edited link: %v", err)
	}
	for name, bad := range map[string]string{
		"cut":      link[:len(link)/2],
		"prefix":   "r9." + link[3:],
		"chars":    link[:20] + "!*" + link[22:],
		"empty":    ReplayLinkPrefix,
		"too long": ReplayLinkPrefix + strings.Repeat("A", MaxReplayLink),
		"version":  ReplayLink(strings.Replace(text, fmt.Sprintf("recording v%d", game.RecordVersion), fmt.Sprintf("recording v%d", game.RecordVersion+1), 1)),
	} {
		o.Replay = bad
		_, err := o.Recording()
		if err == nil || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: Recording says %v", name, err)
		}
	}
}
