package replay

import (
	"fmt"
	"strings"

	"downhill/game"
)

// Read reads the recording in data, the contents of the file path: a save
// (its game's recording, ending on the saved game), a recording's text
// (alone or in a morgue file), or a link's ?replay= value (Link's
// form, what the browser's copy-link button shares). An error is one
// line, "path:LINE:COL: what" where a place in the file is at fault.
func Read(path string, data []byte) (*game.Recording, error) {
	if link := strings.TrimSpace(string(data)); strings.HasPrefix(link, LinkPrefix) {
		text, err := ParseLink(link)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", path, err)
		}
		data = []byte(text)
		path += " (a link's recording)"
	}
	if len(data) > 0 && data[0] == '{' {
		g, err := game.Load(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", path, err)
		}
		if ok, why := g.Replayable(); !ok {
			return nil, fmt.Errorf("%s: %s", path, why)
		}
		data = []byte(g.RecordingText())
		path += " (its recording)"
	}
	rec, err := game.ParseRecord(string(data))
	if err != nil {
		return nil, fmt.Errorf("%s", fileLine(path, err.Error()))
	}
	return rec, nil
}

// fileLine writes "line N: column C: what" as "path:N:C: what".
func fileLine(path, msg string) string {
	var line, col int
	if n, _ := fmt.Sscanf(msg, "line %d: column %d:", &line, &col); n == 2 {
		_, rest, _ := strings.Cut(msg, "column ")
		_, rest, _ = strings.Cut(rest, ": ")
		return fmt.Sprintf("%s:%d:%d: %s", path, line, col, rest)
	}
	if n, _ := fmt.Sscanf(msg, "line %d:", &line); n == 1 {
		_, rest, _ := strings.Cut(msg, ": ")
		return fmt.Sprintf("%s:%d: %s", path, line, rest)
	}
	return path + ": " + msg
}
