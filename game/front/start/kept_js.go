//go:build js

package start

import (
	"encoding/json"
	"fmt"
	"image"
	"reflect"
	"strings"
	"syscall/js"
	"time"
	"unicode/utf8"

	"downhill/game/store"
)

// keptHeader is the kept picture's first line (JSON): what the page
// checks before it paints the runs that follow (index.html's kept
// picture), and where it puts them.
type keptHeader struct {
	V     int    `json:"v"`     // the format: 1
	Build string `json:"build"` // the module's address (downhill.wasm?v=HASH): its build drew it
	Seed  string `json:"seed"`  // the game's seed: shown at "" and "?seed=SEED"
	// Lock is the save's Web Lock: while another tab holds it a start
	// plays a one-off game, not this picture's.
	Lock      string             `json:"lock"`
	Items     map[string]*uint32 `json:"items"` // each item a start reads (PictureItems, by localStorage key): its Hash, or null when not kept
	CSS       [3]float64         `json:"css"`   // innerWidth, innerHeight, devicePixelRatio
	Touch     bool               `json:"touch"` // drawn for a touch screen (TouchScreen)
	placement                    // where the page puts it
}

// value is p as the page's object, one property per field under its
// JSON name (no Go number formatting: the start's picture is shown
// before any other code formats one).
func (p placement) value() js.Value {
	o := js.Global().Get("Object").New()
	v := reflect.ValueOf(p)
	for i := range v.NumField() {
		name, _, _ := strings.Cut(v.Type().Field(i).Tag.Get("json"), ",")
		switch f := v.Field(i); f.Kind() {
		case reflect.Array:
			a := make([]any, f.Len())
			for j := range a {
				switch e := f.Index(j); e.Kind() {
				case reflect.Float64:
					a[j] = e.Float()
				case reflect.Uint8:
					a[j] = int(e.Uint())
				default:
					a[j] = int(e.Int())
				}
			}
			o.Set(name, a)
		default:
			o.Set(name, f.Interface())
		}
	}
	return o
}

// pageWindow is the tab's size in CSS pixels, its device pixel ratio, and
// the window in device pixels the game draws for (as showPicture and the
// front end size it).
func pageWindow() (css [3]float64, win image.Point) {
	w := js.Global()
	dpr := w.Get("devicePixelRatio").Float()
	if dpr <= 0 {
		dpr = 1
	}
	iw, ih := w.Get("innerWidth").Float(), w.Get("innerHeight").Float()
	return [3]float64{iw, ih, dpr}, image.Pt(max(1, int(iw*dpr+0.5)), max(1, int(ih*dpr+0.5)))
}

// KeepPicture draws the first frame the next start in this tab's window
// will draw from the saved game, and keeps it under store.PictureKey
// with what it depends on, for the next visit's page to paint before the
// module is read. The front end calls it once the game is saved as the
// tab goes away (hidden, closed, saved and quit). Nothing is drawn when
// the kept picture is already this one; when the picture cannot be kept
// (the storage full) none is, and no earlier one stays. With say, a
// picture kept is a line on stdout ("kept picture WxH bytes=N ms=T": its
// size, its record's length in characters (a byte each), the time it
// took).
func KeepPicture(say bool) {
	began := time.Now()
	ls := js.Global().Get("localStorage")
	build := js.Global().Get("downhillBuild")
	if !ls.Truthy() || build.Type() != js.TypeString {
		return
	}
	snap := TakeSnapshot(store.Local{})
	if _, ok := snap.Items[store.Save]; !ok {
		return
	}
	css, win := pageWindow()
	h := keptHeader{V: 1, Build: build.String(), Lock: store.LocalKey(store.Save), Items: map[string]*uint32{}, CSS: css, Touch: TouchScreen()}
	for _, it := range PictureItems {
		h.Items[store.LocalKey(it)] = nil
		if b, ok := snap.Items[it]; ok {
			x := Hash(string(b))
			h.Items[store.LocalKey(it)] = &x
		}
	}
	old := ls.Call("getItem", store.PictureKey)
	if !old.IsNull() && sameItems(old.String(), h) {
		return
	}
	k, err := Picture(snap, nil, win, h.Touch)
	if err != nil {
		ls.Call("removeItem", store.PictureKey)
		return
	}
	sz := k.Frame.Bounds().Size()
	h.Seed = fmt.Sprint(k.Seed)
	h.placement = placementOf(sz, win, k.Fit)
	line, _ := json.Marshal(h)
	var rec strings.Builder
	rec.Write(line)
	rec.WriteByte('\n')
	runs := EncodeRuns(k.Frame)
	rec.WriteString(latin1(runs))
	func() {
		defer func() {
			if recover() != nil { // full: no picture rather than a stale one
				ls.Call("removeItem", store.PictureKey)
			}
		}()
		ls.Call("setItem", store.PictureKey, rec.String())
		if say {
			fmt.Printf("kept picture %dx%d bytes=%d ms=%d\n", sz.X, sz.Y, len(line)+1+len(runs), time.Since(began).Milliseconds())
		}
	}()
}

// sameItems reports whether the kept picture rec was drawn for what h
// names, save the parts only drawing tells (the seed, the frame's
// placement).
func sameItems(rec string, h keptHeader) bool {
	line, _, _ := strings.Cut(rec, "\n")
	var was keptHeader
	if json.Unmarshal([]byte(line), &was) != nil || len(was.Items) != len(h.Items) {
		return false
	}
	for k, v := range h.Items {
		if w, ok := was.Items[k]; !ok || (w == nil) != (v == nil) || (w != nil && *w != *v) {
			return false
		}
	}
	return was.V == h.V && was.Build == h.Build && was.Lock == h.Lock && was.CSS == h.CSS && was.Touch == h.Touch
}

// latin1 is b as a string the page reads a byte per character (each
// byte the code point of its value, so the page's string has the code
// unit b[i] at i).
func latin1(b []byte) string {
	out := make([]byte, 0, len(b)+len(b)/2)
	for _, c := range b {
		out = utf8.AppendRune(out, rune(c))
	}
	return string(out)
}

// checkKept compares the page's kept picture, when it painted one
// (globalThis.downhillKept), with the start's own first frame, px (the
// copy of its pixels showPicture gave the page, which nothing draws into
// since), and prints "kept-picture differs=N of M" (N pixels of M
// differ; 0 when the page showed this very frame). The page counts them
// (downhillKept.differs) and lets its copy go.
func checkKept(px js.Value, size image.Point) {
	k := js.Global().Get("downhillKept")
	if !k.Truthy() {
		return
	}
	js.Global().Set("downhillKept", js.Null())
	n := size.X * size.Y
	if k.Get("w").Int() != size.X || k.Get("h").Int() != size.Y {
		fmt.Printf("kept-picture differs=%d of %d (another size)\n", n, n)
		return
	}
	fmt.Printf("kept-picture differs=%d of %d\n", k.Call("differs", px).Int(), n)
}
