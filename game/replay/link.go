package replay

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

// LinkPrefix starts a recording in link form (Link): the form's version
// (deflated text in base64), so a later form can be told apart; the
// recording's own version is in its text.
const LinkPrefix = "r1."

// MaxLink is the longest link form read: a recording deflates to
// well under half its size, and no browser keeps an address this long.
const MaxLink = 2 << 20

// Link is the recording text (game.FormatRecord's) in the form a link
// carries (?replay=...): deflated, in URL-safe base64 without padding,
// after LinkPrefix; a recording deflates to well under half its size
// (docs/recordings.md measures a long run's link).
func Link(text string) string {
	var b bytes.Buffer
	w, _ := flate.NewWriter(&b, flate.BestCompression)
	w.Write([]byte(text))
	w.Close()
	return LinkPrefix + base64.RawURLEncoding.EncodeToString(b.Bytes())
}

// ParseLink reads a link form back into the recording's text, and
// checks that it is one (game.ParseRecord). A link cut short, edited or
// of another form is one line of error, never a panic.
func ParseLink(link string) (string, error) {
	body, ok := strings.CutPrefix(link, LinkPrefix)
	switch {
	case !ok:
		return "", fmt.Errorf("a replay link starts %q", LinkPrefix)
	case len(link) > MaxLink:
		return "", fmt.Errorf("a replay link of %d bytes, more than %d", len(link), MaxLink)
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

// LinkOf reads a recording from data, the contents of a file: a save
// (its game's recording), or a recording's text alone or in a morgue
// file; it gives its link form (`downhill -replay FILE`).
func LinkOf(data []byte) (string, error) {
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
	return Link(text), nil
}
