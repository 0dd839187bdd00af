//go:build !js

package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"downhill/game"
	"downhill/game/ui"
)

// defaultSavePath is where the desktop keeps its one saved game:
// $XDG_DATA_HOME/downhill/save.json, else ~/.local/share/downhill/save.json.
func defaultSavePath() string {
	dir := os.Getenv("XDG_DATA_HOME")
	if dir == "" {
		home, err := os.UserHomeDir()
		if err != nil {
			return "none"
		}
		dir = filepath.Join(home, ".local", "share")
	}
	return filepath.Join(dir, "downhill", "save.json")
}

// saveEvery is how many turns may pass between two saves besides the saves
// on a new level, on death and when the window closes; a crash loses at
// most this many turns.
const saveEvery = 25

// keepSaved sets o so the window saves its game to path (a temp file
// renamed over the old save, so a crash mid-write never loses it) and, when
// resume is true and path holds a readable save, returns that game and
// sets o.Load so the window continues it. An unreadable save is moved aside to path+".bad", never
// overwritten, and a new game starts with a message on stderr.
func keepSaved(path string, resume bool, o *ui.Options) *game.Game {
	var loaded *game.Game
	if resume {
		g, err := game.LoadFile(path)
		switch {
		case err == nil:
			loaded = g
			fmt.Fprintf(os.Stderr, "downhill: continuing the game saved in %s (-new for a new one)\n", path)
		case errors.Is(err, fs.ErrNotExist):
		default:
			bad := path + ".bad"
			os.Rename(path, bad)
			fmt.Fprintf(os.Stderr, "downhill: %v; kept it as %s and started a new game\n", err, bad)
		}
	}
	if loaded != nil {
		o.Load = func(game.Config) *game.Game { return loaded }
	}
	var cur *game.Game
	lastTurn, lastDepth, lastDead := -1, 0, false
	write := func() {
		if cur == nil {
			return
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err == nil {
			err = cur.SaveFile(path)
			if err != nil {
				fmt.Fprintln(os.Stderr, "downhill: save:", err)
			}
		}
		lastTurn, lastDepth, lastDead = cur.Turn, cur.Depth, cur.Dead
	}
	o.AfterTurn = func(g *game.Game) {
		cur = g
		if g.Depth != lastDepth || g.Dead != lastDead || g.Turn < lastTurn || g.Turn-lastTurn >= saveEvery {
			write()
		}
	}
	o.Close = write
	return loaded
}
