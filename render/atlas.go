package render

import (
	"image"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/gomonobold"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// CellW and CellH are the pixel size of one map cell and of one character of
// the status and message lines. The window sizes itself from them (and from
// Size); they are constants so a layout can be computed without a frame.
const (
	CellW = 12
	CellH = 20
)

// Font geometry. The size puts Go Mono's x-height on exactly 10 pixels and
// the baseline on a pixel row, so lower-case tops land on whole pixels and
// stay crisp (opentype does not run TrueType hinting).
const (
	fontPx   = 2048.0 * 10 / 1086 // pixels per em (x-height 1086 units -> 10 px)
	baseline = 15                 // baseline row inside a cell
)

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

// Shade runes drawn procedurally so they tile without seams (the font's
// block elements do not span a 20-pixel cell exactly).
const (
	shadeLight  = '░'
	shadeMedium = '▒'
	shadeDark   = '▓'
	fullBlock   = '█'
)

// extraRunes are the non-ASCII glyphs the renderer and its callers use.
// Anything else falls back to '?'.
var extraRunes = []rune{'≈', '·', '•', '…', '×', '←', '↑', '→', '↓', '♥', '—', '°', '§', '¤'}

var (
	atlasOnce sync.Once
	theAtlas  *atlas
)

// LoadFont builds the glyph atlas now instead of in the first frame that
// needs it. Nothing requires calling it; the browser build does, to time
// the atlas on its own among its start-up marks.
func LoadFont() { getAtlas() }

// getAtlas builds the atlas on first use. Building it takes a few
// milliseconds; every frame after that only reads it, from any goroutine.
func getAtlas() *atlas {
	atlasOnce.Do(func() { theAtlas = buildAtlas() })
	return theAtlas
}

func buildAtlas() *atlas {
	a := &atlas{halo: map[int32]int32{}}
	for fi, ttf := range [][]byte{gomono.TTF, gomonobold.TTF} {
		f, err := opentype.Parse(ttf)
		if err != nil {
			panic(err) // the embedded fonts are fixed data: a failure is a build defect
		}
		fc, err := opentype.NewFace(f, &opentype.FaceOptions{Size: fontPx, DPI: 72, Hinting: font.HintingNone})
		if err != nil {
			panic(err)
		}
		a.other[fi] = map[rune]int32{}
		add := func(r rune, m []uint8) {
			slot := int32(len(a.masks) / cellPix)
			a.masks = append(a.masks, m...)
			if r < 128 {
				a.ascii[fi][r] = slot
			} else {
				a.other[fi][r] = slot
			}
			if face(fi) == bold {
				a.halo[slot] = int32(len(a.masks) / cellPix)
				a.masks = append(a.masks, dilate(m)...)
			}
		}
		for r := rune(32); r < 127; r++ {
			add(r, glyphMask(fc, r))
		}
		for _, r := range extraRunes {
			add(r, glyphMask(fc, r))
		}
		add(shadeLight, shadeMask(1))
		add(shadeMedium, shadeMask(2))
		add(shadeDark, shadeMask(3))
		add(fullBlock, shadeMask(4))
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

// glyphMask rasterises r centred in one cell on the shared baseline.
func glyphMask(fc font.Face, r rune) []uint8 {
	dst := image.NewAlpha(image.Rect(0, 0, CellW, CellH))
	adv, _ := fc.GlyphAdvance(r)
	d := font.Drawer{Dst: dst, Src: image.Opaque, Face: fc,
		Dot: fixed.Point26_6{X: (fixed.I(CellW) - adv) / 2, Y: fixed.I(baseline)}}
	d.DrawString(string(r))
	return dst.Pix
}

// shadeMask draws the block shades as even dot patterns: level 1..3 a
// quarter, half and three quarters of the pixels, 4 a full block. A
// 2-pixel period keeps them calm when the window scales the frame.
func shadeMask(level int) []uint8 {
	m := make([]uint8, cellPix)
	for y := 0; y < CellH; y++ {
		for x := 0; x < CellW; x++ {
			on := false
			switch level {
			case 1:
				on = x%2 == 0 && y%2 == 0
			case 2:
				on = (x+y)%2 == 0
			case 3:
				on = !(x%2 == 0 && y%2 == 0)
			default:
				on = true
			}
			if on {
				m[y*CellW+x] = 255
			}
		}
	}
	return m
}

// dilate spreads a mask by one pixel (3x3 maximum), the outline drawn dark
// behind creature glyphs.
func dilate(m []uint8) []uint8 {
	out := make([]uint8, len(m))
	for y := 0; y < CellH; y++ {
		for x := 0; x < CellW; x++ {
			var v uint8
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					xx, yy := x+dx, y+dy
					if xx >= 0 && yy >= 0 && xx < CellW && yy < CellH && m[yy*CellW+xx] > v {
						v = m[yy*CellW+xx]
					}
				}
			}
			out[y*CellW+x] = v
		}
	}
	return out
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
