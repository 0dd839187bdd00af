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

// The desktop's front end: the Gio window.
type frontOptions = ui.Options

var runFront = ui.Run

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
// resume is true and path holds a readable save, returns that game and sets
// o.Load so the window continues it. A save that fails to load (unreadable,
// or breaking the rules' checks) is renamed aside to path+".bad" (".bad.2"
// and on when that is taken, so no bad save is ever lost) and a new game
// starts, saying so on stderr and in its first message. Should the rename
// fail, the new game is not saved, so the bad save is never overwritten
// either.
func keepSaved(path string, resume bool, o *frontOptions) *game.Game {
	var loaded *game.Game
	keep := true
	if resume {
		g, err := game.LoadFile(path)
		switch {
		case err == nil:
			loaded = g
			fmt.Fprintf(os.Stderr, "downhill: continuing the game saved in %s (-new for a new one)\n", path)
		case errors.Is(err, fs.ErrNotExist):
		default:
			msg := "Your saved game could not be read: "
			if bad, rerr := keepAside(path); rerr != nil {
				keep = false
				msg += fmt.Sprintf("it stays in %s and this game is not saved (%v).", path, rerr)
			} else {
				msg += fmt.Sprintf("it is kept as %s.", bad)
			}
			fmt.Fprintf(os.Stderr, "downhill: %v; %s A new game starts.\n", err, msg)
			o.Load = func(cfg game.Config) *game.Game {
				g := game.New(cfg)
				g.Messages = append(g.Messages, msg)
				return g
			}
		}
	}
	if loaded != nil {
		o.Load = func(game.Config) *game.Game { return loaded }
	}
	var cur *game.Game
	lastTurn, lastDepth, lastDead := -1, 0, false
	write := func() {
		if cur == nil || !keep {
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

// keepAside renames the save at path to the first free name of path.bad,
// path.bad.2, path.bad.3, ... and returns it.
func keepAside(path string) (string, error) {
	bad := path + ".bad"
	for n := 2; ; n++ {
		if _, err := os.Lstat(bad); errors.Is(err, fs.ErrNotExist) {
			break
		}
		bad = fmt.Sprintf("%s.bad.%d", path, n)
	}
	return bad, os.Rename(path, bad)
}
