//go:build !js

package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"downhill/game"
	"downhill/game/front"
	"downhill/game/session"
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

// gameStorage is where the desktop keeps this sitting's game: the file
// path (-save, by default defaultSavePath), continued unless fresh (-new)
// or seeded; a seeded game (a replay or a shared challenge) touches a save
// file only when -save names one (given). "none" keeps nothing.
func gameStorage(path string, given, seeded, fresh bool) front.Storage {
	if path == "" || path == "none" || (seeded && !given) {
		return front.Memory{}
	}
	return openSave(path, !fresh && !seeded)
}

// saveEvery is how many turns may pass between two saves besides the saves
// on a new level, on death and when the window closes; a crash loses at
// most this many turns.
const saveEvery = 25

// fileSave keeps the desktop's game in one file (written to a temp file
// renamed over the old save, so a crash mid-write never loses it), the
// best runs beside it and the settings in the user's config directory.
type fileSave struct {
	path   string
	loaded *game.Game // the saved game continued, if any
	note   string     // why a saved game was not continued, for the new game's messages
	keep   bool       // false: a bad save could not be moved aside, so nothing overwrites it

	lastTurn, lastDepth int
	lastDead            bool
}

// openSave opens the save at path and, when resume is true and path holds
// a readable save, continues that game. A save that fails to load
// (unreadable, or breaking the rules' checks) is renamed aside to
// path+".bad" (".bad.2" and on when that is taken, so no bad save is ever
// lost) and a new game starts, saying so on stderr and in its first
// message. Should the rename fail, the new game is not saved, so the bad
// save is never overwritten either.
func openSave(path string, resume bool) *fileSave {
	f := &fileSave{path: path, keep: true, lastTurn: -1}
	if !resume {
		return f
	}
	g, err := game.LoadFile(path)
	switch {
	case err == nil:
		f.loaded = g
		fmt.Fprintf(os.Stderr, "downhill: continuing the game saved in %s (-new for a new one)\n", path)
	case errors.Is(err, fs.ErrNotExist):
	default:
		f.note = "Your saved game could not be read: "
		if bad, rerr := keepAside(path); rerr != nil {
			f.keep = false
			f.note += fmt.Sprintf("it stays in %s and this game is not saved (%v).", path, rerr)
		} else {
			f.note += fmt.Sprintf("it is kept as %s.", bad)
		}
		fmt.Fprintf(os.Stderr, "downhill: %v; %s A new game starts.\n", err, f.note)
	}
	return f
}

// Game implements front.Storage: the saved game, or a new one of cfg.
func (f *fileSave) Game(cfg game.Config) *game.Game {
	if f.loaded != nil {
		return f.loaded
	}
	g := game.New(cfg)
	if f.note != "" {
		g.Messages = append(g.Messages, f.note)
	}
	return g
}

// Turn implements front.Storage: a save on each new level, on death or
// victory, after a restart, and every saveEvery turns.
func (f *fileSave) Turn(g *game.Game) {
	if g.Depth != f.lastDepth || (g.Dead || g.Won) != f.lastDead || g.Turn < f.lastTurn || g.Turn-f.lastTurn >= saveEvery {
		f.Save(g, "turn")
	}
}

// Save implements front.Storage: g written to the file now.
func (f *fileSave) Save(g *game.Game, why string) {
	if g == nil || !f.keep {
		return
	}
	if err := os.MkdirAll(filepath.Dir(f.path), 0o755); err == nil {
		if err := g.SaveFile(f.path); err != nil {
			fmt.Fprintln(os.Stderr, "downhill: save:", err)
		}
	}
	f.lastTurn, f.lastDepth, f.lastDead = g.Turn, g.Depth, g.Dead || g.Won
}

// Runs implements front.Storage: the best runs in a file beside the save.
func (f *fileSave) Runs() game.RunStore { return game.BestRunsPath(f.path) }

// Settings implements front.Storage: the user's settings file.
func (f *fileSave) Settings() session.Store { return session.DefaultSettings() }

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
