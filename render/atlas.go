package render

import (
	_ "embed"
	"encoding/binary"
	"image"
	"sync"
)

//go:generate go run gen_atlas.go

// CellW and CellH are the classic cell, 12x20 pixels: the size frames are
// drawn at when a scene does not name one (Scene.Cell), as the README's
// field pictures and the golden images are.
const (
	CellW = 12
	CellH = 20
)

// DefaultCell is the CellW x CellH cell.
var DefaultCell = image.Pt(CellW, CellH)

// atlasFile is the glyph atlas at every cell size, rasterised from Go Mono
// ahead of time by render/internal/glyphs (go generate ./render; its
// format is described there; TestAtlasFile checks it is current). Reading
// finished masks keeps a font parser out of the program and the atlas off
// the start-up path.
//
//go:embed atlas.bin
var atlasFile []byte

// atlas indexes the file: the runes it holds and, per cell size, the
// packed masks, unpacked the first time a frame uses that size.
type atlas struct {
	ascii [128]int32 // rune -> glyph index + 1 (0: absent)
	other map[rune]int32
	n     int // runes
	sizes []*glyphSet
}

// glyphSet is the masks of one cell size: a coverage mask per rune for the
// regular and the bold face, and for each bold glyph its "halo" (the mask
// dilated by a pixel), drawn dark behind creatures so they read on any
// overlay colour. Masks of one kind live in one flat slice (glyph i at
// i*w*h) so drawing reads them without indirection.
type glyphSet struct {
	w, h   int
	packed []byte
	once   sync.Once
	masks  [2][]uint8 // by face
	halo   []uint8
	blank  [2][]uint64 // by face: bit y of glyph i is set when row y is empty
	arrows [9]arrow    // the lab's arrows at this size (arrowMask)
	aOnce  sync.Once
}

// face selects the regular or bold glyphs.
type face uint8

const (
	regular face = iota
	bold
)

// Shade runes, drawn as dot patterns in the atlas so they tile without
// seams (the font's block elements do not span a cell exactly).
const (
	shadeLight  = '░'
	shadeMedium = '▒'
	shadeDark   = '▓'
	fullBlock   = '█'
)

var (
	atlasOnce sync.Once
	theAtlas  *atlas
)

// LoadFont reads the glyph atlas's index now instead of in the first
// frame that needs it, and unpacks the default cell's glyphs. Nothing
// requires calling it; the browser build does, to time the atlas on its
// own among its start-up marks.
func LoadFont() { getAtlas().size(DefaultCell) }

// getAtlas reads the atlas's index on first use; every frame after that
// only reads it, from any goroutine.
func getAtlas() *atlas {
	atlasOnce.Do(func() { theAtlas = readAtlas(atlasFile) })
	return theAtlas
}

// readAtlas indexes the atlas file. The file is fixed data built with the
// program: a malformed one is a build defect, hence the panic.
func readAtlas(file []byte) *atlas {
	bad := func() { panic("render: atlas.bin does not match this renderer (go generate ./render)") }
	if len(file) < 8 || string(file[:5]) != "DHAT2" {
		bad()
	}
	nsizes, nrunes := int(file[5]), int(binary.LittleEndian.Uint16(file[6:8]))
	at := 8
	if len(file) < at+4*nrunes {
		bad()
	}
	a := &atlas{other: map[rune]int32{}, n: nrunes}
	for i := range nrunes {
		r := rune(binary.LittleEndian.Uint32(file[at+4*i:]))
		if r >= 0 && r < 128 {
			a.ascii[r] = int32(i + 1)
		} else {
			a.other[r] = int32(i + 1)
		}
	}
	at += 4 * nrunes
	for range nsizes {
		if len(file) < at+6 {
			bad()
		}
		w, h := int(file[at]), int(file[at+1])
		n := int(binary.LittleEndian.Uint32(file[at+2:]))
		at += 6
		if len(file) < at+n {
			bad()
		}
		a.sizes = append(a.sizes, &glyphSet{w: w, h: h, packed: file[at : at+n]})
		at += n
	}
	if at != len(file) || a.ascii['?'] == 0 || len(a.sizes) == 0 {
		bad()
	}
	return a
}

// CellSizes are the cell sizes frames can be drawn at, smallest first.
func CellSizes() []image.Point {
	a := getAtlas()
	out := make([]image.Point, len(a.sizes))
	for i, g := range a.sizes {
		out[i] = image.Pt(g.w, g.h)
	}
	return out
}

// size returns the glyphs of cell c (the default cell's when the atlas
// has no such size), unpacked.
func (a *atlas) size(c image.Point) *glyphSet {
	var g *glyphSet
	for _, s := range a.sizes {
		if s.w == c.X && s.h == c.Y {
			g = s
		}
		if g == nil && s.w == CellW && s.h == CellH {
			g = s
		}
	}
	if g == nil {
		g = a.sizes[0]
	}
	g.once.Do(func() { g.unpack(a.n) })
	return g
}

// unpack reads the masks of n runes in both faces and makes the halos and
// the blank-row bits.
func (g *glyphSet) unpack(n int) {
	pix := g.w * g.h
	all := make([]uint8, 2*n*pix)
	if !unpackCoverage(all, g.packed) {
		panic("render: atlas.bin is truncated (go generate ./render)")
	}
	g.masks[regular], g.masks[bold] = all[:n*pix], all[n*pix:]
	g.halo = make([]uint8, n*pix)
	for i := range n {
		dilate(g.halo[i*pix:(i+1)*pix], g.masks[bold][i*pix:(i+1)*pix], g.w, g.h)
	}
	for fc := range g.blank {
		g.blank[fc] = make([]uint64, n)
		for i := range n {
			m := g.masks[fc][i*pix : (i+1)*pix]
			for y := 0; y < g.h && y < 64; y++ {
				empty := true
				for _, v := range m[y*g.w : (y+1)*g.w] {
					if v != 0 {
						empty = false
						break
					}
				}
				if empty {
					g.blank[fc][i] |= 1 << y
				}
			}
		}
	}
}

// unpackCoverage reverses glyphs.Pack into dst, which must have room for
// exactly the packed bytes: a control byte c < 128 is followed by c+1
// bytes as they are; 128 <= c < 192 stands for c-127 zeros, c >= 192 for
// c-191 bytes of 255. ok is false when data does not fill dst exactly.
func unpackCoverage(dst, data []byte) (ok bool) {
	j := 0
	for i := 0; i < len(data); {
		c := data[i]
		i++
		switch {
		case c < 128:
			n := int(c) + 1
			if i+n > len(data) || j+n > len(dst) {
				return false
			}
			j += copy(dst[j:], data[i:i+n])
			i += n
		default:
			n, v := int(c)-127, byte(0)
			if c >= 192 {
				n, v = int(c)-191, 255
			}
			if j+n > len(dst) {
				return false
			}
			for k := range n {
				dst[j+k] = v
			}
			j += n
		}
	}
	return j == len(dst)
}

// dilate writes m spread by one pixel (3x3 maximum) into dst: the dark
// outline drawn behind creature glyphs and arrows.
func dilate(dst, m []uint8, w, h int) {
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			var v uint8
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					xx, yy := x+dx, y+dy
					if xx >= 0 && yy >= 0 && xx < w && yy < h && m[yy*w+xx] > v {
						v = m[yy*w+xx]
					}
				}
			}
			dst[y*w+x] = v
		}
	}
}

// slot returns the glyph index of r ('?' when absent).
func (a *atlas) slot(r rune) int32 {
	if r >= 0 && r < 128 {
		if s := a.ascii[r]; s != 0 {
			return s - 1
		}
	} else if s, ok := a.other[r]; ok {
		return s - 1
	}
	return a.ascii['?'] - 1
}

// mask returns the coverage of glyph s in face fc, w x h, row-major.
func (g *glyphSet) mask(fc face, s int32) []uint8 {
	pix := g.w * g.h
	return g.masks[fc][int(s)*pix : int(s+1)*pix]
}

// haloMask returns the halo of bold glyph s.
func (g *glyphSet) haloMask(s int32) []uint8 {
	pix := g.w * g.h
	return g.halo[int(s)*pix : int(s+1)*pix]
}

// GlyphMask returns the coverage mask the renderer uses for r in the
// regular face (bold when strong) at the default cell, as an *image.Alpha
// of one cell. Tests and tools use it to check what a cell shows; it
// copies, so callers may keep it.
func GlyphMask(r rune, strong bool) *image.Alpha { return GlyphMaskAt(DefaultCell, r, strong) }

// GlyphMaskAt is GlyphMask at cell size c.
func GlyphMaskAt(c image.Point, r rune, strong bool) *image.Alpha {
	a := getAtlas()
	g := a.size(c)
	fc := regular
	if strong {
		fc = bold
	}
	img := image.NewAlpha(image.Rect(0, 0, g.w, g.h))
	copy(img.Pix, g.mask(fc, a.slot(r)))
	return img
}
