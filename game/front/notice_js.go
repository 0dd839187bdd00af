//go:build js

package front

import (
	"strings"

	"downhill/game/front/start"
	"downhill/game/replay"
)

// noticeRefusedReplay says in the page why the replay in its address
// cannot be played, when the sitting was asked for one and does not show
// it (the game's log says it too, and the one-off game plays under it).
func (f *front) noticeRefusedReplay() {
	link := f.sit.Options.Replay
	if link == "" || f.s.Watching() {
		return
	}
	why := "it cannot be read."
	if _, err := replay.ParseLink(link); err != nil {
		why = err.Error()
	}
	if !strings.HasSuffix(why, ".") && !strings.HasSuffix(why, "?") {
		why += "."
	}
	start.Notice("This replay link cannot be played: " + why)
}
