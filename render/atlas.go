package render

import (
	_ "embed"
	"encoding/binary"
	"image"
	"image/draw"
	"sync"
	"sync/atomic"

	"golang.org/x/image/vector"

	"downhill/render/internal/shade"
)

//go:generate go run gen_atlas.go

// CellW and CellH are the classic cell, 12x20 pixels: the size frames are
// drawn at when a scene does not name one (Scene.Cell), as the docs'
// field pictures and the golden images are.
const (
	CellW = 12
	CellH = 20
)

// DefaultCell is the CellW x CellH cell.
var DefaultCell = image.Pt(CellW, CellH)

// atlasFile is the glyph atlas: Go Mono's outlines of every glyph the
// renderer draws and the cell sizes it offers, taken from the fonts ahead
// of time by render/internal/glyphs (go generate ./render; its format is
// described there; TestAtlasFile checks it is current). A size's masks are
// rasterised from the outlines the first time a frame uses it: outlines
// are a tenth of the 11 sizes' masks in the browser's download, and
// reading them keeps a font parser out of the program.
//
//go:embed atlas.bin
var atlasFile []byte

// atlas indexes the file: the runes it holds, their outlines in both
// faces and, per cell size, the masks, rasterised the first time a frame
// uses that size.
type atlas struct {
	ascii [128]int32 // rune -> glyph index + 1 (0: absent)
	other map[rune]int32
	n     int // runes
	upem  int32
	faces [2][]outline // by face, by glyph index
	sizes []*glyphSet
}

// outline is one glyph as the file holds it: a shade pattern, or the
// segments of sfnt.LoadGlyph at ppem = unitsPerEm (font units, y down).
type outline struct {
	shade int   // 1-4: shade.Mask's level; 0: an outline
	adv   int32 // advance, font units
	ops   []uint8
	pts   []image.Point // each op's points in turn
}

// glyphSet is the masks of one cell size: a coverage mask per rune for the
// regular and the bold face, and for each bold glyph its "halo" (the mask
// dilated by a pixel), drawn dark behind creatures so they read on any
// overlay colour. Masks of one kind live in one flat slice (glyph i at
// i*w*h) so drawing reads them without indirection. A glyph is rasterised
// the first time it is drawn (need): a first frame shows a few dozen of a
// size's 248 glyphs, and its time is the game's start-up.
type glyphSet struct {
	w, h   int
	base   int   // the baseline's row
	ppem   int32 // the font size, 26.6 pixels per em
	once   sync.Once
	at     *atlas
	mu     sync.Mutex       // held while a glyph is rasterised
	ready  [2][]atomic.Bool // by face: glyph i's mask (and a bold one's halo) is drawn
	raster glyphRaster      // the rasteriser's buffers, under mu
	masks  [2][]uint8       // by face
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
// frame that needs it; glyphs are rasterised as frames draw them. Nothing
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
	if len(file) < 10 || string(file[:5]) != "DHAT3" {
		bad()
	}
	upem := int32(binary.LittleEndian.Uint16(file[5:7]))
	nrunes, nsizes := int(binary.LittleEndian.Uint16(file[7:9])), int(file[9])
	at := 10
	if upem == 0 || len(file) < at+7*nsizes+4*nrunes {
		bad()
	}
	a := &atlas{other: map[rune]int32{}, n: nrunes, upem: upem}
	for range nsizes {
		a.sizes = append(a.sizes, &glyphSet{w: int(file[at]), h: int(file[at+1]), base: int(file[at+2]),
			ppem: int32(binary.LittleEndian.Uint32(file[at+3:]))})
		at += 7
	}
	for i := range nrunes {
		r := rune(binary.LittleEndian.Uint32(file[at+4*i:]))
		if r >= 0 && r < 128 {
			a.ascii[r] = int32(i + 1)
		} else {
			a.other[r] = int32(i + 1)
		}
	}
	at += 4 * nrunes
	// uv and v read a varint at at; ok turns false past the end.
	ok := true
	uv := func() int {
		v, n := binary.Uvarint(file[min(at, len(file)):])
		if n <= 0 || v > 1<<20 {
			ok = false
			return 0
		}
		at += n
		return int(v)
	}
	v := func() int {
		v, n := binary.Varint(file[min(at, len(file)):])
		if n <= 0 || v < -1<<20 || v > 1<<20 {
			ok = false
			return 0
		}
		at += n
		return int(v)
	}
	for fc := range a.faces {
		a.faces[fc] = make([]outline, nrunes)
		for i := range nrunes {
			if at >= len(file) {
				bad()
			}
			o := &a.faces[fc][i]
			o.shade = int(file[at])
			at++
			if o.shade > 4 {
				bad()
			}
			if o.shade != 0 {
				continue
			}
			o.adv = int32(uv())
			nseg := uv()
			if !ok || nseg > len(file)-at {
				bad()
			}
			var p image.Point
			for range nseg {
				if at >= len(file) || file[at] > 3 {
					bad()
				}
				op := file[at]
				at++
				o.ops = append(o.ops, op)
				for range opPoints(op) {
					p.X += v()
					p.Y += v()
					o.pts = append(o.pts, p)
				}
			}
			if !ok {
				bad()
			}
		}
	}
	if at != len(file) || a.ascii['?'] == 0 || len(a.sizes) == 0 {
		bad()
	}
	return a
}

// The segment ops of the file (sfnt.SegmentOp's values).
const (
	opMoveTo = iota
	opLineTo
	opQuadTo
	opCubeTo
)

// opPoints is how many points a segment of op carries.
func opPoints(op uint8) int {
	switch op {
	case opQuadTo:
		return 2
	case opCubeTo:
		return 3
	}
	return 1
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
// has no such size), ready to be drawn as they are needed.
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
	g.once.Do(func() { g.prepare(a) })
	return g
}

// prepare makes room for every glyph of the size; each is drawn when it
// is first needed.
func (g *glyphSet) prepare(a *atlas) {
	n, pix := a.n, g.w*g.h
	g.at = a
	all := make([]uint8, 2*n*pix)
	g.masks[regular], g.masks[bold] = all[:n*pix], all[n*pix:]
	g.halo = make([]uint8, n*pix)
	for fc := range g.blank {
		g.blank[fc] = make([]uint64, n)
		g.ready[fc] = make([]atomic.Bool, n)
	}
}

// need rasterises glyph s of face fc, once: its mask, its blank-row bits
// and, in bold, its halo. Any goroutine may draw: the glyph is written
// under mu and published by its ready flag.
func (g *glyphSet) need(fc face, s int32) {
	if g.ready[fc][s].Load() {
		return
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.ready[fc][s].Load() {
		return
	}
	pix := g.w * g.h
	m := g.masks[fc][int(s)*pix : int(s+1)*pix]
	g.raster.draw(m, &g.at.faces[fc][s], g, g.at.upem)
	if fc == bold {
		dilate(g.halo[int(s)*pix:int(s+1)*pix], m, g.w, g.h)
	}
	for y := 0; y < g.h && y < 64; y++ {
		empty := true
		for _, v := range m[y*g.w : (y+1)*g.w] {
			if v != 0 {
				empty = false
				break
			}
		}
		if empty {
			g.blank[fc][s] |= 1 << y
		}
	}
	g.ready[fc][s].Store(true)
}

// rasterise draws every glyph of the size now (tests, and ReadText, which
// compares a cell with all of them).
func (g *glyphSet) rasterise() {
	for fc := range g.ready {
		for s := range g.ready[fc] {
			g.need(face(fc), int32(s))
		}
	}
}

// glyphRaster draws glyphs as opentype's Face.Glyph and font.Drawer do,
// step for step and in the same fixed-point and float32 arithmetic, so a
// mask is the one render/internal/glyphs rasterises with opentype, byte
// for byte (TestAtlasMasks).
type glyphRaster struct {
	rast vector.Rasterizer
	mask image.Alpha
	pts  []image.Point // the outline's points at this size (26.6 pixels)
}

// draw writes glyph o into dst, one g.w x g.h cell, which holds zeros:
// centred on its advance, on the cell's baseline, clipped to the cell.
func (r *glyphRaster) draw(dst []uint8, o *outline, g *glyphSet, upem int32) {
	if o.shade != 0 {
		shade.Mask(dst, o.shade, g.w, g.h)
		return
	}
	if len(o.ops) == 0 {
		return // a space: no ink
	}
	// sfnt's scale: x*ppem/unitsPerEm, rounded half away from zero.
	scale := func(x int32) int32 {
		x *= g.ppem
		if x >= 0 {
			x += upem / 2
		} else {
			x -= upem / 2
		}
		return x / upem
	}
	dotX, dotY := (int32(g.w)<<6-scale(o.adv))/2, int32(g.base)<<6
	r.pts = r.pts[:0]
	minX, minY, maxX, maxY := int32(1<<31-1), int32(1<<31-1), int32(-1<<31), int32(-1<<31)
	for _, p := range o.pts {
		x, y := scale(int32(p.X)), scale(int32(p.Y))
		minX, minY, maxX, maxY = min(minX, x), min(minY, y), max(maxX, x), max(maxY, y)
		r.pts = append(r.pts, image.Pt(int(x), int(y)))
	}
	// The glyph's pixels: its bounds moved to the dot, floored and ceiled.
	x0, y0 := (minX+dotX)>>6, (minY+dotY)>>6
	x1, y1 := (maxX+dotX+63)>>6, (maxY+dotY+63)>>6
	w, h := int(x1-x0), int(y1-y0)
	if w < 0 || h < 0 {
		return
	}
	bx, by := dotX-x0<<6, dotY-y0<<6
	if cap(r.mask.Pix) < w*h {
		r.mask.Pix = make([]uint8, 2*w*h)
	}
	r.mask.Pix, r.mask.Stride, r.mask.Rect = r.mask.Pix[:w*h], w, image.Rect(0, 0, w, h)
	r.rast.Reset(w, h)
	r.rast.DrawOp = draw.Src
	f := func(i int) (float32, float32) {
		p := r.pts[i]
		return float32(int32(p.X)+bx) / 64, float32(int32(p.Y)+by) / 64
	}
	k := 0
	for _, op := range o.ops {
		switch op {
		case opMoveTo:
			r.rast.MoveTo(f(k))
		case opLineTo:
			r.rast.LineTo(f(k))
		case opQuadTo:
			ax, ay := f(k)
			bx, by := f(k + 1)
			r.rast.QuadTo(ax, ay, bx, by)
		case opCubeTo:
			ax, ay := f(k)
			bx, by := f(k + 1)
			cx, cy := f(k + 2)
			r.rast.CubeTo(ax, ay, bx, by, cx, cy)
		}
		k += opPoints(op)
	}
	r.rast.Draw(&r.mask, r.mask.Rect, image.Opaque, image.Point{})
	// font.Drawer draws the mask Over the cell's zeros: the mask itself,
	// where it falls inside the cell.
	for y := max(0, int(y0)); y < min(g.h, int(y1)); y++ {
		for x := max(0, int(x0)); x < min(g.w, int(x1)); x++ {
			dst[y*g.w+x] = r.mask.Pix[(y-int(y0))*w+x-int(x0)]
		}
	}
}

// dilate writes m spread by one pixel (3x3 maximum) into dst: the dark
// outline drawn behind creature glyphs and arrows. The maximum is taken
// along rows into dst, then down columns in place (a row's maxima kept
// before it is overwritten): a size's halos are part of its first frame.
func dilate(dst, m []uint8, w, h int) {
	for y := 0; y < h; y++ {
		row, out := m[y*w:(y+1)*w], dst[y*w:(y+1)*w]
		for x := range out {
			v := row[x]
			if x > 0 {
				v = max(v, row[x-1])
			}
			if x+1 < w {
				v = max(v, row[x+1])
			}
			out[x] = v
		}
	}
	var prev, cur [64]uint8 // rows y-1 and y before the column pass
	if w > len(prev) {
		panic("render: cell wider than 64 pixels")
	}
	for y := 0; y < h; y++ {
		out := dst[y*w : (y+1)*w]
		copy(cur[:w], out)
		for x := range out {
			v := cur[x]
			if y > 0 {
				v = max(v, prev[x])
			}
			if y+1 < h {
				v = max(v, dst[(y+1)*w+x])
			}
			out[x] = v
		}
		prev = cur
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
	g.need(fc, s)
	pix := g.w * g.h
	return g.masks[fc][int(s)*pix : int(s+1)*pix]
}

// blankRows returns glyph s's blank-row bits in face fc: bit y is set
// when row y is empty.
func (g *glyphSet) blankRows(fc face, s int32) uint64 {
	g.need(fc, s)
	return g.blank[fc][s]
}

// haloMask returns the halo of bold glyph s.
func (g *glyphSet) haloMask(s int32) []uint8 {
	g.need(bold, s)
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
