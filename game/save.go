package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"

	"downhill/ai"
	"downhill/internal/atomicfile"
	"downhill/internal/inputfile"
	"downhill/world"
)

// SaveFormat names Downhill saves, so Load can tell a save from any other
// JSON (a browser's localStorage holds whatever other pages put there).
const SaveFormat = "downhill-save"

// SaveVersion is the version of the save layout this build writes and the
// only one it reads. Bump it whenever a saved field changes meaning: an old
// save then gets a clear "new game" message instead of a subtly wrong game.
const SaveVersion = 2

// ErrOldSave is wrapped by Load's error when the data is a Downhill save of
// another version, so a caller can word its message ("saved by an older
// version") differently from plain corruption.
var ErrOldSave = errors.New("save from another version of Downhill")

// saveFile is the JSON layout of a save. The level is stored as it is: the
// world package keeps it as plain slices precisely so that it serialises
// without glue. Only caches (fields, costs) are left out; Rebuild recomputes
// them from the saved state.
type saveFile struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
	Seed    uint64 `json:"seed"` // also in Cfg; kept on top for people reading the file
	Cfg     Config `json:"cfg"`
	PCG     []byte `json:"pcg"` // rand.PCG.MarshalBinary: the random stream continues exactly
	// Levels are every level visited, depth 1 first, kept as the player
	// left them; the player is on Levels[Depth-1].
	Levels    []*world.Level   `json:"levels"`
	Player    world.Entity     `json:"player"`
	Won       bool             `json:"won"`
	Inventory []world.ItemKind `json:"inventory"`
	HasHeart  bool             `json:"heart"`
	Stats     Stats            `json:"stats"`
	Depth     int              `json:"depth"`
	Turn      int              `json:"turn"`
	Gold      int              `json:"gold"`
	Dead      bool             `json:"dead"`
	Messages  []string         `json:"messages"`
	// MessageTurns are the turns Messages were said on (absent in saves
	// from before they were kept: their turns are not known).
	MessageTurns []int    `json:"messageTurns,omitempty"`
	Nav          Nav      `json:"nav"`  // the trip in progress and the swim; its cache is rebuilt
	Acts         []string `json:"acts"` // the last turn's action log
	Memo         ai.Memo  `json:"memo"` // the minds' cache keys: a loaded game rescans exactly when the original would
	Scans        int      `json:"scans"`
	// Record is the game's recording (absent in saves from before
	// recordings, and for games that have none).
	Record *recordFile `json:"record,omitempty"`

	// Level is the level check is looking at (Levels[Depth-1] for the
	// checks of the game's own state), and here says it is the player's.
	Level *world.Level `json:"-"`
	here  bool
}

// Save encodes the game so that Load gives back a game that plays on
// exactly as this one would: same random stream, same level, same turn.
func (g *Game) Save() ([]byte, error) {
	g.saturate()
	pcg, err := g.Src.MarshalBinary()
	if err != nil {
		return nil, fmt.Errorf("save: random state: %w", err)
	}
	data, err := json.Marshal(g.saveFile(pcg))
	if err == nil && len(data) > MaxSaveBytes {
		return nil, fmt.Errorf("save: the game takes %d bytes, more than a save may hold (%d)", len(data), MaxSaveBytes)
	}
	return data, err
}

// saveFile is the game as a save holds it, pcg its random state.
func (g *Game) saveFile(pcg []byte) saveFile {
	return saveFile{
		Format:       SaveFormat,
		Version:      SaveVersion,
		Seed:         g.Cfg.Seed,
		Cfg:          g.Cfg,
		PCG:          pcg,
		Levels:       g.Levels,
		Player:       g.Player,
		Won:          g.Won,
		Inventory:    g.Inventory,
		HasHeart:     g.HasHeart,
		Stats:        g.Stats,
		Depth:        g.Depth,
		Turn:         g.Turn,
		Gold:         g.Gold,
		Dead:         g.Dead,
		Messages:     g.Messages,
		MessageTurns: g.MessageTurns,
		Nav:          g.Nav,
		Acts:         g.Acts(),
		Memo:         g.Memo,
		Scans:        g.Scans(),
		Record:       g.Rec.file(),
	}
}

// Load decodes a save made by Save. Corrupt, truncated or foreign data and
// saves of another version give a *LoadError (never a panic, never a
// half-built game), so the caller can say so and start a new game instead.
func Load(data []byte) (g *Game, err error) {
	if len(data) > MaxSaveBytes {
		return nil, tooLarge(int64(len(data)))
	}
	// One pass decodes a good save (readSave); the head is read apart only
	// to word what is wrong with a bad one.
	s, at, err := readSave(data)
	if err != nil || s.Format != SaveFormat || s.Version != SaveVersion {
		var head struct {
			Format  string `json:"format"`
			Version int    `json:"version"`
		}
		switch herr := json.Unmarshal(data, &head); {
		case herr != nil && bytes.HasPrefix(data, []byte(`{"format":"`+SaveFormat+`"`)):
			return nil, jsonError(data, herr, at, "corrupt save") // e.g. cut short
		case herr != nil:
			return nil, jsonError(data, herr, 0, "not a Downhill save")
		case head.Format != SaveFormat:
			return nil, &LoadError{Msg: "not a Downhill save"}
		case head.Version != SaveVersion:
			return nil, &LoadError{Msg: fmt.Sprintf("%v (version %d, this build reads %d)", ErrOldSave, head.Version, SaveVersion), err: ErrOldSave}
		}
		return nil, jsonError(data, err, at, "corrupt save")
	}
	if err := s.check(); err != nil {
		return nil, &LoadError{Msg: "corrupt save: " + err.Error()}
	}
	src := &rand.PCG{}
	if err := src.UnmarshalBinary(s.PCG); err != nil {
		return nil, &LoadError{Msg: "corrupt save: random state: " + err.Error()}
	}
	g = &Game{
		Cfg:          s.Cfg,
		Src:          src,
		RNG:          rand.New(src),
		Level:        s.Levels[s.Depth-1],
		Levels:       s.Levels,
		Player:       s.Player,
		Won:          s.Won,
		Inventory:    s.Inventory,
		HasHeart:     s.HasHeart,
		Stats:        s.Stats,
		Depth:        s.Depth,
		Turn:         s.Turn,
		Gold:         s.Gold,
		Dead:         s.Dead,
		Messages:     s.Messages,
		MessageTurns: s.MessageTurns,
		msgRoom:      make([]string, 0, MaxMessages),
		turnRoom:     make([]int, 0, MaxMessages),
		invRoom:      make([]world.ItemKind, 0, InventorySlots),
		effRoom:      make([]world.Effect, 0, effectRoom),
		Nav:          s.Nav,
		Memo:         s.Memo,
	}
	// check validates everything Rebuild reads, but a save is untrusted
	// input: should a later rule read something check missed, report a
	// corrupt save rather than take the whole program (or page) down.
	defer func() {
		if r := recover(); r != nil {
			g, err = nil, &LoadError{Msg: fmt.Sprintf("corrupt save: %v", r)}
		}
	}()
	if s.Record != nil {
		g.Rec = s.Record.record()
	}
	g.log.loaded = s.Acts
	g.Rebuild()
	g.scans = s.Scans
	return g, nil
}

// Rebuild recomputes what a Game caches but does not save (the minds and
// every field they had, with their saved keys: see ai.Minds.Restore; the
// player field and its costs; travel's route and shore field rebuild
// themselves on demand), after Load or any other wholesale change of the
// level. It does not count as a scan: the saved scan count
// is restored, so the event lines of a loaded game match those of the game
// it came from.
func (g *Game) Rebuild() {
	scans := g.scans
	g.minds, g.walk, g.approach = nil, nil, nil
	g.Level.Grid.KnownSum() // kept current from now on, as on a new level
	m := g.mindsFor()
	m.Restore()
	if g.approach = m.Peek(ai.FieldApproach); g.approach == nil {
		g.rescanPlayer()
	}
	g.walk = m.WalkCosts()
	m.TakeScans()
	g.scans = scans
	g.reserveLog()
}

// SaveFile writes the game to path without ever leaving a half-written
// save (atomicfile.WriteFile): a crash keeps either the old save or the
// new.
func (g *Game) SaveFile(path string) error {
	data, err := g.Save()
	if err != nil {
		return err
	}
	if err := atomicfile.WriteFile(path, data, 0o600); err != nil {
		return fmt.Errorf("save: %w", err)
	}
	return nil
}

// LoadFile reads a save written by SaveFile: Load's errors name the file
// ("FILE:LINE:COL: corrupt save: ..." where a place in it is at fault); a
// file larger than MaxSaveBytes, or one that is not a regular file (a FIFO
// would wait for a writer), is refused unread (inputfile.Read).
func LoadFile(path string) (*Game, error) {
	data, err := inputfile.Read(path, MaxSaveBytes)
	var big *inputfile.TooLargeError
	if errors.As(err, &big) {
		return nil, tooLarge(big.Size).In(path)
	}
	if err != nil {
		return nil, err
	}
	g, err := Load(data)
	if le, ok := err.(*LoadError); ok {
		return nil, le.In(path)
	}
	return g, err
}
