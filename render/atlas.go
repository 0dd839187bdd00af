package render

import (
	_ "embed"
	"encoding/binary"
	"image"
	"sync"
)

//go:generate go run gen_atlas.go

// CellW and CellH are the pixel size of one map cell and of one character of
// the status and message lines. The window sizes itself from them (and from
// Size); they are constants so a layout can be computed without a frame.
const (
	CellW = 12
	CellH = 20
)

// atlasFile is the glyph atlas, rasterised from Go Mono ahead of time by
// render/internal/glyphs (go generate ./render; its format is described
// there; TestAtlasFile checks it is current). Reading finished masks keeps
// a font parser out of the program and the atlas off the start-up path.
//
//go:embed atlas.bin
var atlasFile []byte

// atlas holds one CellW x CellH coverage mask per glyph, for the regular and
// the bold face, plus a dilated "halo" of each bold glyph that keeps
// creatures readable on any overlay colour. Masks live in one flat slice
// (glyph i at i*cellPix) so drawing reads them without indirection.
type atlas struct {
	masks []uint8
	ascii [2][128]int32 // face -> rune -> glyph slot, for the common case
	other [2]map[rune]int32
	halo  map[int32]int32 // bold slot -> halo slot
}

const cellPix = CellW * CellH

// face selects the regular or bold glyphs.
type face uint8

const (
	regular face = iota
	bold
)

// Shade runes, drawn as dot patterns in the atlas so they tile without
// seams (the font's block elements do not span a 20-pixel cell exactly).
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

// LoadFont reads the glyph atlas now instead of in the first frame that
// needs it. Nothing requires calling it; the browser build does, to time
// the atlas on its own among its start-up marks.
func LoadFont() { getAtlas() }

// getAtlas reads the atlas on first use (well under a millisecond); every
// frame after that only reads it, from any goroutine.
func getAtlas() *atlas {
	atlasOnce.Do(func() { theAtlas = readAtlas(atlasFile) })
	return theAtlas
}

// readAtlas indexes the atlas file's masks by face and rune. The file is
// fixed data built with the program: a malformed one is a build defect,
// hence the panic.
func readAtlas(file []byte) *atlas {
	const head = 5 + 4
	if len(file) < head || string(file[:5]) != "DHAT1" || file[5] != CellW || file[6] != CellH {
		panic("render: atlas.bin does not match this renderer (go generate ./render)")
	}
	n := int(binary.LittleEndian.Uint16(file[7:9]))
	ents, masks := file[head:head+6*n], file[head+6*n:]
	if len(masks) != n*cellPix {
		panic("render: atlas.bin is truncated (go generate ./render)")
	}
	a := &atlas{masks: masks, halo: map[int32]int32{}}
	a.other[regular], a.other[bold] = map[rune]int32{}, map[rune]int32{}
	for i := range n {
		e := ents[6*i:]
		fc, r := face(e[0]), rune(binary.LittleEndian.Uint32(e[2:6]))
		switch {
		case e[1] == 1:
			a.halo[int32(i-1)] = int32(i)
		case r < 128:
			a.ascii[fc][r] = int32(i)
		default:
			a.other[fc][r] = int32(i)
		}
	}
	return a
}

// slot returns the glyph slot of r in face fc ('?' when absent).
func (a *atlas) slot(fc face, r rune) int32 {
	if r >= 0 && r < 128 {
		if s := a.ascii[fc][r]; s != 0 || r == ' ' {
			return s
		}
		return a.ascii[fc]['?']
	}
	if s, ok := a.other[fc][r]; ok {
		return s
	}
	return a.ascii[fc]['?']
}

// mask returns the coverage of glyph slot s, CellW x CellH, row-major.
func (a *atlas) mask(s int32) []uint8 {
	return a.masks[int(s)*cellPix : int(s+1)*cellPix]
}

// GlyphMask returns the coverage mask the renderer uses for r in the
// regular face (bold when strong), as an *image.Alpha of one cell. Tests and
// tools use it to check what a cell shows; it copies, so callers may keep it.
func GlyphMask(r rune, strong bool) *image.Alpha {
	a := getAtlas()
	fc := regular
	if strong {
		fc = bold
	}
	img := image.NewAlpha(image.Rect(0, 0, CellW, CellH))
	copy(img.Pix, a.mask(a.slot(fc, r)))
	return img
}
