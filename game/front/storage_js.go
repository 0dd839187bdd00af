//go:build js

package front

// The tab's storage: flags do not exist in a tab, so the seed comes from
// the address (?seed=N, which index.html passes on as -seed N); the game
// is saved to localStorage on every new level and when the tab is hidden
// or closed, and a reload continues it.

import (
	"fmt"
	"strconv"
	"syscall/js"

	"downhill/game"
	"downhill/game/session"
)

// saveKey is the localStorage key of the saved game. One slot: the game
// the tab played last.
const saveKey = "downhill.save"

// PageStorage keeps the tab's game in localStorage (Storage) and shows
// its seed in the tab's title and address, so the address bar always
// shares the game in play.
type PageStorage struct {
	seeded bool // the address asked for a seed
	g      *game.Game
	seed   uint64
	depth  int
	turn   int
}

// NewPageStorage is the tab's storage; seeded says the address asked for
// a seed (-seed N), which plays that seed rather than continuing a save
// of another.
func NewPageStorage(seeded bool) *PageStorage { return &PageStorage{seeded: seeded} }

// Game implements Storage: the save continued when there is one (of the
// address's seed, when it names one), else a new game of cfg. A save that
// cannot be read starts a new game and says why, in the game's messages
// and on the console; the page never breaks over it.
func (p *PageStorage) Game(cfg game.Config) *game.Game {
	var g *game.Game
	var notes []string
	if data, ok := storageGet(saveKey); ok {
		loaded, err := game.Load([]byte(data))
		switch {
		case err != nil:
			notes = append(notes, "Your saved game could not be read, so a new game has started ("+err.Error()+").")
		case p.seeded && loaded.Cfg.Seed != cfg.Seed:
			// An address with another seed is a shared game: play it.
		default:
			g = loaded
			fmt.Printf("continuing saved game: seed=%d turn=%d depth=%d\n", g.Cfg.Seed, g.Turn, g.Depth)
		}
	}
	if g == nil {
		g = game.New(cfg)
	}
	q := js.Global().Get("URLSearchParams").New(js.Global().Get("location").Get("search"))
	if s := q.Call("get", "seed"); !s.IsNull() && !p.seeded {
		notes = append(notes, fmt.Sprintf("The seed %q in the address is not a positive number; playing seed %d.", s.String(), g.Cfg.Seed))
	}
	for _, n := range notes {
		fmt.Println("downhill:", n)
		g.Messages = append(g.Messages, n)
	}
	p.g = g
	showSeed(g.Cfg.Seed)
	p.seed = g.Cfg.Seed
	return g
}

// Turn implements Storage: a new level or a new game is saved at once (the
// first level of a new game too, after the first frame is painted: see
// run), and a new seed is shown in the title and the address.
func (p *PageStorage) Turn(g *game.Game) {
	newGame := g != p.g || g.Cfg.Seed != p.seed || g.Turn < p.turn || p.depth == 0
	if newGame || g.Depth != p.depth {
		p.g = g
		if g.Cfg.Seed != p.seed {
			p.seed = g.Cfg.Seed
			showSeed(p.seed)
		}
		p.Save(g, "new level")
	}
	p.turn, p.depth = g.Turn, g.Depth
}

// Save implements Storage: g written to localStorage. Failures (storage
// full or disabled, as in some private modes) are reported on the console
// and otherwise ignored: the game goes on unsaved rather than stopping.
func (p *PageStorage) Save(g *game.Game, why string) {
	if g == nil {
		return
	}
	data, err := g.Save()
	if err != nil {
		fmt.Println("downhill: could not save:", err)
		return
	}
	if err := storageSet(saveKey, string(data)); err != nil {
		fmt.Println("downhill: could not save:", err)
		return
	}
	fmt.Printf("saved turn=%d depth=%d bytes=%d (%s)\n", g.Turn, g.Depth, len(data), why)
}

// Runs implements Storage: the best runs in localStorage.
func (p *PageStorage) Runs() game.RunStore { return localRuns{} }

// Settings implements Storage: the settings in localStorage.
func (p *PageStorage) Settings() session.Store { return session.DefaultSettings() }

// showSeed puts the seed in the tab title and the address (?seed=N), so a
// game can be shared by copying the address.
func showSeed(seed uint64) {
	s := strconv.FormatUint(seed, 10)
	js.Global().Get("document").Set("title", "Downhill - seed "+s)
	defer func() { recover() }() // history may be unavailable (file:// pages); the title still shows it
	u := js.Global().Get("URL").New(js.Global().Get("location").Get("href"))
	u.Get("searchParams").Call("set", "seed", s)
	js.Global().Get("history").Call("replaceState", js.Null(), "", u.Call("toString"))
}

// storageGet reads key from localStorage; ok is false when it is missing
// or storage cannot be used at all.
func storageGet(key string) (v string, ok bool) {
	defer func() {
		if recover() != nil {
			v, ok = "", false
		}
	}()
	ls := js.Global().Get("localStorage")
	if !ls.Truthy() {
		return "", false
	}
	r := ls.Call("getItem", key)
	if r.IsNull() || r.IsUndefined() {
		return "", false
	}
	return r.String(), true
}

// storageSet writes key to localStorage, turning the exception a full or
// disabled storage throws into an error.
func storageSet(key, value string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage: %v", r)
		}
	}()
	ls := js.Global().Get("localStorage")
	if !ls.Truthy() {
		return fmt.Errorf("localStorage is not available")
	}
	ls.Call("setItem", key, value)
	return nil
}

// localRuns is the browser's best runs table (game.RunStore), kept in
// localStorage beside the save.
type localRuns struct{}

// runsKey is the localStorage key of the best runs table.
const runsKey = "downhill-best-runs"

// Load reads the table; none stored yet is an empty one.
func (localRuns) Load() ([]byte, error) {
	v, ok := storageGet(runsKey)
	if !ok {
		return nil, nil
	}
	return []byte(v), nil
}

// Store writes the table.
func (localRuns) Store(data []byte) error { return storageSet(runsKey, string(data)) }
