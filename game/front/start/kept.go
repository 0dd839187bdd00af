package start

import (
	"encoding/binary"
	"errors"
	"fmt"
	"image"
	"io"
	"io/fs"

	"downhill/game/flags"
	"downhill/game/session/layout"
	"downhill/game/store"
)

// A kept picture is the first frame a start from the saved game will
// draw, drawn when the game is saved as the tab goes away and kept beside
// the save, so that the next visit's page can show the game before the
// module is even read: the page (index.html) paints it in its first
// scripts, the start then draws its own, the same picture, over it.
//
// Picture draws it by the very path a start takes (the flags read, the
// sitting opened by store.Open's policy, the session begun, resized,
// drawn), on a snapshot of the items a start reads; EncodeRuns packs it.

// PictureItems are the items a start reads to draw its first frame: the
// kept picture is valid while each of them holds what it held when the
// picture was drawn.
var PictureItems = []store.Item{store.Save, store.Settings, store.BestRuns}

// Kept is a start's first frame, drawn ahead (Picture).
type Kept struct {
	Frame *image.RGBA
	Fit   layout.Fit // where the frame sits in the window
	Seed  uint64     // the seed of the game it shows
}

// Picture is the frame a start with args (the game's flags, as the page
// passes them) draws on st for a window of win device pixels, on a touch
// screen when touch says, and where it sits in that window: the start's
// own openSession and drawFirst. It reads st only: the sitting's lock is
// not taken (st should not be a Locker), nothing is written, and the
// lines a start prints are dropped.
func Picture(st store.Storage, args []string, win image.Point, touch bool) (Kept, error) {
	o, code, ok := flags.Game(args)
	if !ok {
		return Kept{}, fmt.Errorf("the flags %q are refused (%d)", args, code)
	}
	if o.OneOff() {
		return Kept{}, errors.New("a one-off game keeps no picture")
	}
	sit, s, err := openSession(st, o, io.Discard, nil, nil)
	if err != nil {
		return Kept{}, err
	}
	fr, fit := drawFirst(s, win, touch)
	return Kept{Frame: fr, Fit: fit, Seed: sit.Game.Cfg.Seed}, nil
}

// placement is where the page puts a frame (index.html's
// downhillShowFrame, which shows the start's first picture and the kept
// picture alike).
type placement struct {
	Win    [2]int     `json:"win"`    // the window in device pixels
	Frame  [2]int     `json:"frame"`  // the frame's size
	Off    [2]int     `json:"off"`    // its top left in the window
	Scale  float64    `json:"scale"`  // its scale (1: put as it is)
	Dst    [2]float64 `json:"dst"`    // its size on the window, scaled
	Smooth bool       `json:"smooth"` // scaled with smoothing
	Box    [3]uint8   `json:"box"`    // the letterbox's colour
}

// placementOf is where a frame of size goes in a window of win device
// pixels, placed by fit, with the letterbox around it.
func placementOf(size, win image.Point, fit layout.Fit) placement {
	return placement{Win: [2]int{win.X, win.Y}, Frame: [2]int{size.X, size.Y}, Off: [2]int{fit.Offset.X, fit.Offset.Y},
		Scale: float64(fit.Scale), Dst: [2]float64{float64(size.X) * float64(fit.Scale), float64(size.Y) * float64(fit.Scale)},
		Smooth: fit.Smooth, Box: [3]uint8{Letterbox.R, Letterbox.G, Letterbox.B}}
}

// Snapshot is a Storage that holds a copy of some items, read only: the
// state a start would read, frozen. Where names each item's place in the
// storage it was copied from, as a start's messages do.
type Snapshot struct {
	From  store.Storage
	Items map[store.Item][]byte // absent: not kept
}

// Load implements store.Storage.
func (s Snapshot) Load(it store.Item) ([]byte, error) {
	if b, ok := s.Items[it]; ok {
		return b, nil
	}
	return nil, fmt.Errorf("%s: %w", s.Where(it), fs.ErrNotExist)
}

// Save implements store.Storage: a snapshot is never written.
func (Snapshot) Save(store.Item, []byte) error { return store.ErrNotKept }

// KeepAside implements store.Storage: a snapshot moves nothing (a save a
// start would move aside draws the new game's frame, which needs no
// move to draw).
func (Snapshot) KeepAside(store.Item) (string, error) {
	return "", errors.New("a snapshot moves nothing")
}

// Where implements store.Storage.
func (s Snapshot) Where(it store.Item) string { return s.From.Where(it) }

// TakeSnapshot copies PictureItems out of st.
func TakeSnapshot(st store.Storage) Snapshot {
	s := Snapshot{From: st, Items: map[store.Item][]byte{}}
	for _, it := range PictureItems {
		if b, err := st.Load(it); err == nil {
			s.Items[it] = b
		}
	}
	return s
}

// EncodeRuns packs an opaque frame's pixels for the page, which paints
// them in a few milliseconds before any of the module is read: the
// pixels row after row as one stream of runs of one colour. The bytes
// are uvarints: the palette's size, each colour's R, G, B and A (one
// byte each, as uvarints of one byte or two), then each run's colour
// index and its length less one. index.html's decodeRuns reads it.
func EncodeRuns(fr *image.RGBA) []byte {
	w, h := fr.Bounds().Dx(), fr.Bounds().Dy()
	index := map[uint32]int{}
	var palette []uint32
	var runs []byte
	var tmp [binary.MaxVarintLen64]byte
	put := func(dst []byte, x int) []byte {
		return append(dst, tmp[:binary.PutUvarint(tmp[:], uint64(x))]...)
	}
	var last uint32
	n := 0
	flush := func() {
		if n == 0 {
			return
		}
		i, ok := index[last]
		if !ok {
			i = len(palette)
			index[last] = i
			palette = append(palette, last)
		}
		runs = put(runs, i)
		runs = put(runs, n-1)
	}
	for y := range h {
		row := fr.Pix[y*fr.Stride : y*fr.Stride+4*w]
		for x := 0; x < len(row); x += 4 {
			c := uint32(row[x]) | uint32(row[x+1])<<8 | uint32(row[x+2])<<16 | uint32(row[x+3])<<24
			if n > 0 && c == last {
				n++
				continue
			}
			flush()
			last, n = c, 1
		}
	}
	flush()
	out := put(nil, len(palette))
	for _, c := range palette {
		for s := 0; s < 32; s += 8 {
			out = put(out, int(c>>s&0xff))
		}
	}
	return append(out, runs...)
}

// DecodeRuns is EncodeRuns' reverse, as index.html's decodeRuns reads it:
// the frame w by h pixels, or an error when the bytes do not make one.
func DecodeRuns(b []byte, w, h int) (*image.RGBA, error) {
	next := func() (int, error) {
		x, k := binary.Uvarint(b)
		if k <= 0 {
			return 0, errors.New("the runs end in the middle")
		}
		b = b[k:]
		return int(x), nil
	}
	n, err := next()
	if err != nil {
		return nil, err
	}
	palette := make([][4]byte, 0, min(n, 1<<16))
	for range n {
		var c [4]byte
		for i := range c {
			v, err := next()
			if err != nil {
				return nil, err
			}
			c[i] = byte(v)
		}
		palette = append(palette, c)
	}
	fr := image.NewRGBA(image.Rect(0, 0, w, h))
	at := 0
	for len(b) > 0 {
		i, err := next()
		if err != nil {
			return nil, err
		}
		l, err := next()
		if err != nil {
			return nil, err
		}
		if i >= len(palette) || at+4*(l+1) > len(fr.Pix) {
			return nil, errors.New("a run outside the palette or the frame")
		}
		for range l + 1 {
			copy(fr.Pix[at:at+4], palette[i][:])
			at += 4
		}
	}
	if at != len(fr.Pix) {
		return nil, fmt.Errorf("the runs fill %d of %d pixels", at/4, w*h)
	}
	return fr, nil
}

// Hash is the picture's hash of an item's text as the page holds it (a
// localStorage string): FNV-1a over its UTF-16 code units, which the
// page's check computes the same way over the string it reads.
func Hash(s string) uint32 {
	h := uint32(2166136261)
	for _, r := range s {
		if r >= 0x10000 {
			r -= 0x10000
			for _, u := range [2]rune{0xd800 + r>>10, 0xdc00 + r&0x3ff} {
				h = (h ^ uint32(u)) * 16777619
			}
			continue
		}
		h = (h ^ uint32(r)) * 16777619
	}
	return h
}
