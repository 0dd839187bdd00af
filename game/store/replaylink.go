package store

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"strings"

	"downhill/game"
)

// ReplayLinkPrefix starts a recording in link form (ReplayLink): its
// version, so a later form can be told apart.
const ReplayLinkPrefix = "r1."

// MaxReplayLink is the longest link form read: a recording deflates to
// well under half its size, and no browser keeps an address this long.
const MaxReplayLink = 2 << 20

// ReplayLink is the recording text (game.FormatRecord's) in the form a
// link carries (?replay=...): deflated, in URL-safe base64 without
// padding, after ReplayLinkPrefix: a recording deflates to well under
// half its size (docs/recordings.md measures the example run's link).
func ReplayLink(text string) string {
	var b bytes.Buffer
	w, _ := flate.NewWriter(&b, flate.BestCompression)
	w.Write([]byte(text))
	w.Close()
	return ReplayLinkPrefix + base64.RawURLEncoding.EncodeToString(b.Bytes())
}

// ParseReplayLink reads a link form back into the recording's text, and
// checks that it is one (game.ParseRecord). A link cut short, edited or
// of another form is one line of error, never a panic.
func ParseReplayLink(link string) (string, error) {
	body, ok := strings.CutPrefix(link, ReplayLinkPrefix)
	switch {
	case !ok:
		return "", fmt.Errorf("a replay link starts %q", ReplayLinkPrefix)
	case len(link) > MaxReplayLink:
		return "", fmt.Errorf("a replay link of %d bytes, more than %d", len(link), MaxReplayLink)
	}
	raw, err := base64.RawURLEncoding.DecodeString(body)
	if err != nil {
		return "", errors.New("the replay link is damaged (not URL-safe base64): was it cut short?")
	}
	text, err := io.ReadAll(io.LimitReader(flate.NewReader(bytes.NewReader(raw)), game.MaxRecordBytes+1<<20+1))
	switch {
	case err != nil:
		return "", errors.New("the replay link is damaged (it does not inflate): was it cut short?")
	case len(text) > game.MaxRecordBytes+1<<20:
		return "", errors.New("the replay link holds more than a recording may")
	}
	if _, err := game.ParseRecord(string(text)); err != nil {
		return "", fmt.Errorf("the replay link's recording: %v", err)
	}
	return string(text), nil
}

// Recording is the recording the options ask to watch (Replay, a link
// form), as text; "" when none. A bad link is not a bad option (Check
// passes it): the sitting says why it cannot be watched and plays on.
func (o Options) Recording() (string, error) {
	if o.Replay == "" {
		return "", nil
	}
	return ParseReplayLink(o.Replay)
}

// ReplayLinkOf reads a recording from data, the contents of a file: a save
// (its game's recording), or a recording's text alone or in a morgue
// file; it gives its link form (`downhill -replay FILE`).
func ReplayLinkOf(data []byte) (string, error) {
	text := string(data)
	if len(data) > 0 && data[0] == '{' {
		g, err := game.Load(data)
		if err != nil {
			return "", err
		}
		if ok, why := g.Replayable(); !ok {
			return "", errors.New(why)
		}
		text = g.RecordingText()
	} else if i := strings.Index(text, game.RecordHeader); i > 0 {
		text = text[i:]
	}
	if _, err := game.ParseRecord(text); err != nil {
		return "", err
	}
	return ReplayLink(text), nil
}
