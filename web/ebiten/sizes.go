package main

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
)

// CodeSizes reads a WebAssembly module Go linked without -s (it keeps the
// name section) and returns the bytes of function bodies by package, as
// the name section spells it ("/" and "." in a path become "_"; the
// domain of a module path keeps its dot: "github.com_hajimehoshi_...").
func CodeSizes(wasm []byte) (map[string]int, error) {
	if len(wasm) < 8 || string(wasm[:4]) != "\x00asm" {
		return nil, errors.New("not a WebAssembly module")
	}
	r := &reader{b: wasm, i: 8}
	var imported int // functions imported: the first indices
	var bodies []int
	names := map[int]string{}
	for r.i < len(r.b) && r.err == nil {
		id := r.byte()
		size := int(r.uleb())
		end := r.i + size
		if r.err != nil || end > len(r.b) {
			return nil, errors.New("a section runs past the module's end")
		}
		switch id {
		case 2: // imports
			n := int(r.uleb())
			for k := 0; k < n && r.err == nil; k++ {
				r.skip(int(r.uleb())) // module
				r.skip(int(r.uleb())) // name
				switch r.byte() {
				case 0: // function
					r.uleb()
					imported++
				case 1: // table
					r.byte()
					r.limits()
				case 2: // memory
					r.limits()
				case 3: // global
					r.skip(2)
				}
			}
		case 10: // code
			n := int(r.uleb())
			for k := 0; k < n && r.err == nil; k++ {
				l := int(r.uleb())
				bodies = append(bodies, l)
				r.skip(l)
			}
		case 0: // custom
			if name := string(r.bytes(int(r.uleb()))); name == "name" {
				for r.i < end && r.err == nil {
					sub := r.byte()
					subEnd := int(r.uleb()) + r.i
					if sub == 1 { // function names
						n := int(r.uleb())
						for k := 0; k < n && r.err == nil; k++ {
							idx := int(r.uleb())
							names[idx] = string(r.bytes(int(r.uleb())))
						}
					}
					r.i = subEnd
				}
			}
		}
		r.i = end
	}
	if r.err != nil {
		return nil, r.err
	}
	if len(names) == 0 {
		return nil, errors.New("no function names: the module was linked with -s")
	}
	sizes := map[string]int{}
	for k, l := range bodies {
		sizes[packageOf(names[imported+k])] += l
	}
	return sizes, nil
}

// packageOf is the package of a name-section function name.
func packageOf(name string) string {
	name = strings.TrimPrefix(name, "type_.eq.")
	prefix := ""
	for _, domain := range []string{"github.com_", "golang.org_"} {
		if strings.HasPrefix(name, domain) {
			prefix, name = domain, name[len(domain):]
		}
	}
	if i := strings.IndexByte(name, '.'); i >= 0 {
		name = name[:i]
	}
	return prefix + name
}

// PrintSizes writes the code bytes by package, largest first.
func PrintSizes(w io.Writer, sizes map[string]int) {
	var pkgs []string
	total := 0
	for p, n := range sizes {
		pkgs = append(pkgs, p)
		total += n
	}
	sort.Slice(pkgs, func(i, j int) bool { return sizes[pkgs[i]] > sizes[pkgs[j]] })
	fmt.Fprintf(w, "%9d code bytes in all\n", total)
	for _, p := range pkgs {
		fmt.Fprintf(w, "%9d %s\n", sizes[p], p)
	}
}

// reader reads a module's LEB128 numbers and bytes, keeping the first
// error (a number or a run of bytes past the end).
type reader struct {
	b   []byte
	i   int
	err error
}

func (r *reader) uleb() uint64 {
	if r.err != nil {
		return 0
	}
	v, n := binary.Uvarint(r.b[min(r.i, len(r.b)):])
	if n <= 0 {
		r.err = errors.New("a bad number")
		return 0
	}
	r.i += n
	return v
}

func (r *reader) byte() byte {
	b := r.bytes(1)
	if b == nil {
		return 0
	}
	return b[0]
}

func (r *reader) bytes(n int) []byte {
	if r.err != nil || n < 0 || r.i+n > len(r.b) {
		if r.err == nil {
			r.err = errors.New("bytes past the module's end")
		}
		return nil
	}
	r.i += n
	return r.b[r.i-n : r.i]
}

func (r *reader) skip(n int) { r.bytes(n) }

// limits skips a table's or a memory's limits.
func (r *reader) limits() {
	if r.byte()&1 != 0 {
		r.uleb()
	}
	r.uleb()
}
