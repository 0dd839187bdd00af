//go:build js

package front

import (
	"strconv"
	"syscall/js"

	"downhill/game"
	"downhill/game/store"
)

// carry gives the page's menu (web/saves.js) the game's side of saves
// that travel between the browser and the desktop: downhillExport() is
// {data, name} (the game, saved now, and the best runs: store's Export),
// downhillInspect(text) says what a file the player brings holds, read
// through the checks a save gets (store.ReadCarried): {game, runs,
// current} or {error}, in one line; downhillImport(text) keeps it
// (Sitting.Keep): {added} or {error}. After a game is kept the page
// reloads onto it; this sitting no longer saves over it.
func (f *front) carry() {
	js.Global().Set("downhillExport", js.FuncOf(func(js.Value, []js.Value) any {
		f.sit.Lock()
		defer f.sit.Unlock()
		data, name, err := f.sit.Export()
		if err != nil {
			return map[string]any{"error": err.Error()}
		}
		return map[string]any{"data": string(data), "name": name}
	}))
	js.Global().Set("downhillInspect", js.FuncOf(func(_ js.Value, args []js.Value) any {
		c, err := store.ReadCarried([]byte(args[0].String()))
		if err != nil {
			return map[string]any{"error": err.Error()}
		}
		f.sit.Lock()
		defer f.sit.Unlock()
		r := map[string]any{"runs": len(c.Runs), "game": nil, "current": which(f.sit.Game, f.sit.Kept())}
		if c.Game != nil {
			r["game"] = which(c.Game, true)
		}
		return r
	}))
	js.Global().Set("downhillImport", js.FuncOf(func(_ js.Value, args []js.Value) any {
		c, err := store.ReadCarried([]byte(args[0].String()))
		if err == nil {
			f.sit.Lock()
			defer f.sit.Unlock()
			var added int
			if added, err = f.sit.Keep(c); err == nil {
				return map[string]any{"added": added}
			}
		}
		return map[string]any{"error": err.Error()}
	}))
}

// which says which game g is, for the page's words.
func which(g *game.Game, kept bool) map[string]any {
	return map[string]any{"seed": strconv.FormatUint(g.Cfg.Seed, 10), "turn": g.Turn, "depth": g.Depth,
		"over": g.Dead || g.Won, "kept": kept}
}
