package start

import (
	"bytes"
	"image"
	"maps"
	"os"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"testing"
	"unicode/utf16"

	"downhill/game"
	"downhill/game/flags"
	"downhill/game/session"
	"downhill/game/store"
)

// savedGame is a storage holding seed 4242's game after turns of
// auto-explore (waits once the explore is refused), saved.
func savedGame(t *testing.T, turns int) (*store.Memory, *game.Game) {
	t.Helper()
	g := game.New(game.Config{Seed: 4242})
	for range turns {
		if !g.Do(game.Command{Action: game.ActExplore}) {
			g.Do(game.Command{Action: game.ActWait})
		}
	}
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	mem := &store.Memory{}
	if err := mem.Save(store.Save, data); err != nil {
		t.Fatal(err)
	}
	return mem, g
}

// TestPictureIsTheStartsFirstFrame: the kept picture is the frame a start
// on the same storage draws: a sitting opened by the one policy on it,
// its session begun and drawn for the window, as the browser's start does
// (showPicture), whether the address names the saved seed or none; it is
// the saved game's (not a new game's) and reading it writes nothing.
func TestPictureIsTheStartsFirstFrame(t *testing.T) {
	win := image.Pt(1280, 800)
	mem, g := savedGame(t, 40)
	before, _ := mem.Get(store.Save.String())

	start := func(args []string) *image.RGBA {
		o, _, ok := flags.Game(args)
		if !ok {
			t.Fatal("flags refused")
		}
		sit := store.Open(mem, o, &bytes.Buffer{})
		if !sit.Continued() {
			t.Fatal("the start did not continue the saved game")
		}
		s, err := session.Begin(sit, nil)
		if err != nil {
			t.Fatal(err)
		}
		s.Resize(win)
		return s.Draw(nil)
	}
	want := start(nil)

	for _, args := range [][]string{nil, {"-seed", strconv.FormatUint(g.Cfg.Seed, 10)}} {
		k, err := Picture(TakeSnapshot(mem), args, win, false)
		if err != nil {
			t.Fatalf("%q: %v", args, err)
		}
		if !bytes.Equal(k.Frame.Pix, want.Pix) || k.Frame.Bounds() != want.Bounds() {
			t.Errorf("%q: the kept picture differs from the start's first frame", args)
		}
		if k.Seed != g.Cfg.Seed {
			t.Errorf("%q: the picture's seed %d, want %d", args, k.Seed, g.Cfg.Seed)
		}
		if fit := k.Fit; fit.Scale <= 0 || fit.Offset.X < 0 || fit.Offset.Y < 0 {
			t.Errorf("%q: fit %+v", args, fit)
		}
	}
	touch, err := Picture(TakeSnapshot(mem), nil, win, true)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(touch.Frame.Pix, want.Pix) {
		t.Error("a touch screen's picture is a mouse's: no touch buttons")
	}
	fresh, err := Picture(TakeSnapshot(&store.Memory{}), nil, win, false)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(fresh.Frame.Pix, want.Pix) {
		t.Error("a storage with no save draws the saved game's picture")
	}
	after, _ := mem.Get(store.Save.String())
	if !bytes.Equal(before, after) {
		t.Error("drawing the picture changed the save")
	}
	if _, err := Picture(TakeSnapshot(mem), []string{"-compare"}, win, false); err == nil {
		t.Error("a one-off game's start drew a kept picture")
	}
}

// TestRuns: a frame's runs decode to the frame, pixel for pixel, and a
// game's frame packs to a fraction of its pixels; runs cut short or
// pointing past the palette are refused.
func TestRuns(t *testing.T) {
	mem, _ := savedGame(t, 40)
	k, err := Picture(TakeSnapshot(mem), nil, image.Pt(1280, 800), false)
	if err != nil {
		t.Fatal(err)
	}
	fr := k.Frame
	w, h := fr.Bounds().Dx(), fr.Bounds().Dy()
	b := EncodeRuns(fr)
	back, err := DecodeRuns(b, w, h)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(back.Pix, fr.Pix) {
		t.Fatal("the runs decode to another picture")
	}
	if len(b) > len(fr.Pix)/8 {
		t.Errorf("%d bytes of runs for %d of pixels: more than an eighth", len(b), len(fr.Pix))
	}
	t.Logf("%dx%d frame: %d bytes of runs (%.1f%% of its pixels' bytes)", w, h, len(b), 100*float64(len(b))/float64(len(fr.Pix)))
	if _, err := DecodeRuns(b[:len(b)-3], w, h); err == nil {
		t.Error("runs cut short decoded")
	}
	if _, err := DecodeRuns(b, w, h+1); err == nil {
		t.Error("runs for a smaller frame filled a larger one")
	}
	if _, err := DecodeRuns([]byte{1, 1, 2, 3, 4, 5, 0}, 1, 1); err == nil {
		t.Error("a run past the palette decoded")
	}
	small := image.NewRGBA(image.Rect(0, 0, 3, 2))
	for i := range small.Pix {
		small.Pix[i] = byte(i * 37)
	}
	if back, err := DecodeRuns(EncodeRuns(small), 3, 2); err != nil || !bytes.Equal(back.Pix, small.Pix) {
		t.Errorf("six colours of every value: %v", err)
	}
}

// TestHashIsThePagesHash: the picture's hash of a text is FNV-1a over its
// UTF-16 code units, as the page computes it over the string it reads
// (astral characters as their two surrogates).
func TestHashIsThePagesHash(t *testing.T) {
	for _, s := range []string{"", "a", `{"turn":3}`, "é—…", "goblin 👺 gold"} {
		h := uint32(2166136261)
		for _, u := range utf16.Encode([]rune(s)) {
			h = (h ^ uint32(u)) * 16777619
		}
		if got := Hash(s); got != h {
			t.Errorf("Hash(%q) = %d, want %d", s, got, h)
		}
	}
	if Hash("") != 2166136261 || Hash("a") != 0xe40c292c {
		t.Errorf("FNV-1a's known values: %#x %#x", Hash(""), Hash("a"))
	}
}

// TestPageReadsThePicture: the page's script reads the kept picture under
// the key the store keeps it by, and paints it in the element the start
// replaces (KeptID, in picture_js.go).
func TestPageReadsThePicture(t *testing.T) {
	page, err := os.ReadFile("../../../web/index.html")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`localStorage.getItem("` + store.PictureKey + `")`,
		`downhillShowFrame("kept-picture", pixels, h)`,
	} {
		if !bytes.Contains(page, []byte(want)) {
			t.Errorf("web/index.html has no %s", want)
		}
	}
	js, err := os.ReadFile("picture_js.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(js, []byte(`const KeptID = "kept-picture"`)) {
		t.Error(`picture_js.go's KeptID is not "kept-picture"`)
	}
	// The painter reads each of placement's fields by its JSON name, and
	// nothing else of p.
	body := page[bytes.Index(page, []byte("globalThis.downhillShowFrame = ")):]
	body = body[:bytes.Index(body, []byte("\n};\n"))]
	read := map[string]bool{}
	for _, m := range regexp.MustCompile(`\bp\.(\w+)`).FindAllSubmatch(body, -1) {
		read[string(m[1])] = true
	}
	fields := map[string]bool{}
	for f := range reflect.TypeFor[placement]().Fields() {
		fields[f.Tag.Get("json")] = true
	}
	if !maps.Equal(read, fields) {
		t.Errorf("downhillShowFrame reads p.%v, placement's fields are %v", slices.Sorted(maps.Keys(read)), slices.Sorted(maps.Keys(fields)))
	}
}
