package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"

	"downhill/world"
)

// A save is mostly a level's cells: for each cell whether the player has
// seen it, whether it is in view, who stands there and the gold lying
// there, four JSON arrays of 3,600 numbers or bools for an 80x45 level.
// encoding/json reads each element through reflect, which is most of a
// save's reading time, and the browser (WebAssembly, its code compiled
// lazily as it is first run) spends over a hundred milliseconds of a
// second visit's start there. readSave reads those arrays in one pass each
// (fastSave); only an array in exactly the form Save writes is read so,
// and any save that reads otherwise at all (a blank, a null, a bad value,
// another version, corrupt or foreign data) is read again the plain way,
// so what it loads to and every error it gives are encoding/json's.

// readSave decodes data into s as a save file, with the decoder's error
// (nil for a well-formed save) and its input offset when it stopped.
func readSave(data []byte) (s saveFile, at int64, err error) {
	var fast fastSave
	if _, err := decodeSave(data, &fast); err == nil && fast.Format == SaveFormat && fast.Version == SaveVersion {
		return fast.saveFile.withLevels(fast.Levels), 0, nil
	}
	at, err = decodeSave(data, &s)
	return s, at, err
}

// decodeSave decodes data into v as Load reads a save: every field known,
// nothing after the save.
func decodeSave(data []byte, v any) (at int64, err error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields() // a field we don't know is a layout we don't know
	err = dec.Decode(v)
	if err == nil {
		if _, end := dec.Token(); end != io.EOF {
			err = errors.New("data after the save")
		}
	}
	return dec.InputOffset(), err
}

// fastSave is a saveFile whose levels read their cell arrays in one pass.
// Each fast type embeds the world type it stands for and shadows only the
// fields it reads faster, under the same JSON names (the least nested
// field wins), so it reads the same keys into the same fields.
type fastSave struct {
	saveFile
	Levels []*fastLevel `json:"levels"`
}

// fastLevel is a world.Level read fast.
type fastLevel struct {
	world.Level
	Grid *fastGrid
	Ents *fastStore
	Gold cellInts[int]
}

// fastGrid is a world.Grid read fast.
type fastGrid struct {
	world.Grid
	Seen, Visible cellBools
}

// fastStore is a world.Store read fast.
type fastStore struct {
	world.Store
	Occ cellInts[world.Entity]
}

// withLevels is s with the levels read fast as world levels.
func (s saveFile) withLevels(fast []*fastLevel) saveFile {
	s.Levels = nil
	if fast != nil {
		s.Levels = make([]*world.Level, len(fast))
	}
	for i, f := range fast {
		if f == nil {
			continue
		}
		l := f.Level
		l.Gold = f.Gold
		if f.Grid != nil {
			g := f.Grid.Grid
			g.Seen, g.Visible = f.Grid.Seen, f.Grid.Visible
			l.Grid = &g
		}
		if f.Ents != nil {
			e := f.Ents.Store
			e.Occ = f.Ents.Occ
			l.Ents = &e
		}
		s.Levels[i] = &l
	}
	return s
}

// errNotWritten says a cell array is not in the form Save writes: the save
// is read again the plain way.
var errNotWritten = errors.New("not as a save writes it")

// cellBools is a []bool that reads only the form encoding/json writes,
// "[true,false,...]", in one pass.
type cellBools []bool

// UnmarshalJSON implements json.Unmarshaler.
func (c *cellBools) UnmarshalJSON(b []byte) error {
	n, ok := arrayLen(b)
	if !ok {
		return errNotWritten
	}
	v := make([]bool, n)
	i := 1 // past '['
	for k := range v {
		switch {
		case bytes.HasPrefix(b[i:], []byte("true")):
			v[k] = true
			i += 4
		case bytes.HasPrefix(b[i:], []byte("false")):
			i += 5
		default:
			return errNotWritten
		}
		if !endsElement(b, i, k == n-1) {
			return errNotWritten
		}
		i++
	}
	*c = v
	return nil
}

// cellInts is a slice of integers that reads only the form encoding/json
// writes, "[0,-1,12,...]", in one pass.
type cellInts[T ~int | ~int32] []T

// UnmarshalJSON implements json.Unmarshaler.
func (c *cellInts[T]) UnmarshalJSON(b []byte) error {
	n, ok := arrayLen(b)
	if !ok {
		return errNotWritten
	}
	v := make([]T, n)
	i := 1 // past '['
	for k := range v {
		neg := b[i] == '-'
		if neg {
			i++
		}
		j := i
		var x int64
		for j < len(b) && j-i < 18 && b[j] >= '0' && b[j] <= '9' { // 18 digits: no overflow
			x = x*10 + int64(b[j]-'0')
			j++
		}
		if j == i || b[i] == '0' && (j > i+1 || neg) { // no digits, a leading zero, -0
			return errNotWritten
		}
		if neg {
			x = -x
		}
		if v[k] = T(x); int64(v[k]) != x { // out of T's range
			return errNotWritten
		}
		if i = j; !endsElement(b, i, k == n-1) {
			return errNotWritten
		}
		i++
	}
	*c = v
	return nil
}

// arrayLen is the number of elements of b, a JSON array with no blanks
// whose elements hold no commas ("[]", "[a]", "[a,b]"); ok is false when
// b is not bracketed.
func arrayLen(b []byte) (n int, ok bool) {
	if len(b) < 2 || b[0] != '[' || b[len(b)-1] != ']' {
		return 0, false
	}
	if len(b) == 2 {
		return 0, true
	}
	return bytes.Count(b, []byte(",")) + 1, true
}

// endsElement reports whether an array element ends at b[i]: with a comma,
// or with the closing bracket at the end of b when it is the last.
func endsElement(b []byte, i int, last bool) bool {
	if last {
		return i == len(b)-1
	}
	return i < len(b)-1 && b[i] == ','
}
