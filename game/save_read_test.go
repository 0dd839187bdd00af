package game

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"testing"

	"downhill/internal/cputime"
)

// savesToRead are saves of several shapes: a new game, kept levels, a game
// played deep by the bot (goblins dead and alive, gold dropped, items
// about) and a dead one.
func savesToRead(t testing.TB) map[string][]byte {
	out := map[string][]byte{}
	add := func(name string, g *Game) {
		data, err := g.Save()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out[name] = data
	}
	add("new", New(Config{Seed: 4242}))
	add("kept levels", keptLevels(t))
	for _, seed := range []uint64{7, 11} {
		g := New(Config{Seed: seed})
		for i := 0; i < 600 && !g.Dead; i++ {
			if !botTurn(g) {
				g.changeLevel(false)
			}
		}
		add(fmt.Sprintf("played %d", seed), g)
	}
	return out
}

// TestReadSaveSameAsPlain: the fast read of a save (readSave) gives
// exactly the save file encoding/json gives, for saves as Save writes them
// and for the same saves with blanks in their arrays (read the plain way).
func TestReadSaveSameAsPlain(t *testing.T) {
	for name, data := range savesToRead(t) {
		blank := bytes.ReplaceAll(data, []byte(","), []byte(", "))
		for form, d := range map[string][]byte{"as written": data, "with blanks": blank} {
			var plain saveFile
			if _, err := decodeSave(d, &plain); err != nil {
				t.Fatalf("%s, %s: plain read: %v", name, form, err)
			}
			fast, _, err := readSave(d)
			if err != nil {
				t.Fatalf("%s, %s: %v", name, form, err)
			}
			if !reflect.DeepEqual(fast, plain) {
				t.Errorf("%s, %s: the fast read differs from encoding/json's", name, form)
			}
		}
		// Loaded, the game saves back to the same bytes.
		g, err := Load(data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if again, _ := g.Save(); !bytes.Equal(again, data) {
			t.Errorf("%s: loaded and saved again, the save differs", name)
		}
	}
}

// TestReadSaveFastOnlyAsWritten: the cell arrays are read fast only in
// the form encoding/json writes; anything else is left to encoding/json.
func TestReadSaveFastOnlyAsWritten(t *testing.T) {
	var b cellBools
	for _, in := range []string{`[]`, `[true]`, `[false,true,false]`} {
		if err := b.UnmarshalJSON([]byte(in)); err != nil {
			t.Errorf("bools %s: %v", in, err)
		}
	}
	if err := b.UnmarshalJSON([]byte(`[true,false,true]`)); err != nil || !reflect.DeepEqual([]bool(b), []bool{true, false, true}) {
		t.Errorf("bools read %v, %v", b, err)
	}
	for _, in := range []string{``, `[`, `null`, `[true,]`, `[,true]`, `[true false]`, `[ true]`, `[true ]`, `[tru]`, `[truee]`, `[1]`, `[true]]`, `[true],`, `[[true]]`, `["true"]`} {
		if err := b.UnmarshalJSON([]byte(in)); !errors.Is(err, errNotWritten) {
			t.Errorf("bools %q: %v, want errNotWritten", in, err)
		}
	}
	var n cellInts[int32]
	if err := n.UnmarshalJSON([]byte(`[0,-1,12,2147483647,-2147483648]`)); err != nil || !reflect.DeepEqual([]int32(n), []int32{0, -1, 12, 1<<31 - 1, -1 << 31}) {
		t.Errorf("ints read %v, %v", n, err)
	}
	for _, in := range []string{`[2147483648]`, `[-2147483649]`, `[01]`, `[-0]`, `[-]`, `[+1]`, `[1.0]`, `[1e2]`, `[1,]`, `[ 1]`, `[1 ]`, `[9999999999999999999999]`, `["1"]`, `null`, `[true]`} {
		if err := n.UnmarshalJSON([]byte(in)); !errors.Is(err, errNotWritten) {
			t.Errorf("ints %q: %v, want errNotWritten", in, err)
		}
	}
}

// TestReadSaveErrorsAsPlain: a bad value in a cell array, or a save of
// another version, is refused with the error the plain read gives (the
// place in the file and the field named).
func TestReadSaveErrorsAsPlain(t *testing.T) {
	data, _ := New(Config{Seed: 4242}).Save()
	bad := map[string][]byte{
		"a number among the seen":   bytes.Replace(data, []byte(`"Seen":[false,`), []byte(`"Seen":[false,2,`), 1),
		"a string among the gold":   bytes.Replace(data, []byte(`"W":80},"Gold":[0,`), []byte(`"W":80},"Gold":[0,"x",`), 1),
		"too large an occupant":     bytes.Replace(data, []byte(`"Occ":[-1,`), []byte(`"Occ":[-1,99999999999,`), 1),
		"a null among the arrays":   bytes.Replace(data, []byte(`"Seen":[`), []byte(`"Seen":null,"Visible":[`), 1),
		"another version":           bytes.Replace(data, []byte(`"version":2`), []byte(`"version":1`), 1),
		"a fraction among the gold": bytes.Replace(data, []byte(`"W":80},"Gold":[0,`), []byte(`"W":80},"Gold":[0.5,`), 1),
	}
	for name, d := range bad {
		if bytes.Equal(d, data) {
			t.Fatalf("%s: the save was not changed", name)
		}
		var plain saveFile
		at, perr := decodeSave(d, &plain)
		_, fat, ferr := readSave(d)
		if perr == nil && name != "another version" && name != "a null among the arrays" {
			t.Fatalf("%s: the plain read took it", name)
		}
		if fat != at || (perr == nil) != (ferr == nil) || perr != nil && perr.Error() != ferr.Error() {
			t.Errorf("%s: read gives %v at %d, the plain read %v at %d", name, ferr, fat, perr, at)
		}
		if _, err := Load(d); err == nil {
			t.Errorf("%s: loaded", name)
		} else {
			t.Logf("%s: %v", name, err)
		}
	}
}

// BenchmarkLoad times reading a new game's save and a game played 600
// turns by the bot, the old way (encoding/json alone) and readSave's,
// alternating in one sitting (cputime.Alternate: each way's thread CPU
// time, and old/new).
func BenchmarkLoad(b *testing.B) {
	saves := savesToRead(b)
	for _, name := range []string{"new", "played 7"} {
		data := saves[name]
		b.Run(name, func(b *testing.B) {
			cputime.Alternate(b,
				cputime.Way{Name: "old", Do: func() {
					var s saveFile
					if _, err := decodeSave(data, &s); err != nil {
						b.Fatal(err)
					}
				}},
				cputime.Way{Name: "new", Do: func() {
					if _, _, err := readSave(data); err != nil {
						b.Fatal(err)
					}
				}})
		})
	}
}
