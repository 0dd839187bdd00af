package render

import "image/color"

// viridisStops are matplotlib's viridis colour map (van der Walt and Smith,
// CC0) sampled at entries 0, 16, 32, ... 240 and 255 of its published
// 256-entry table. Viridis is perceptually uniform (equal steps in value
// look like equal steps in colour), stays ordered in greyscale and reads
// the same for the common kinds of colour blindness, which is why the heat
// overlay uses it: a field is a distance, and the eye should judge distance
// from it honestly.
var viridisStops = [17][3]float64{
	{0.267004, 0.004874, 0.329415},
	{0.282327, 0.094955, 0.417331},
	{0.278826, 0.175490, 0.483397},
	{0.258965, 0.251537, 0.524736},
	{0.229739, 0.322361, 0.545706},
	{0.199430, 0.387607, 0.554642},
	{0.172719, 0.448791, 0.557885},
	{0.149039, 0.508051, 0.557250},
	{0.127568, 0.566949, 0.550556},
	{0.120638, 0.625828, 0.533488},
	{0.157851, 0.683765, 0.501686},
	{0.246070, 0.738910, 0.452024},
	{0.369214, 0.788888, 0.382914},
	{0.515992, 0.831158, 0.294279},
	{0.678489, 0.863742, 0.189503},
	{0.845561, 0.887322, 0.099702},
	{0.993248, 0.906157, 0.143936},
}

// Viridis is the 256-entry heat palette, low values (near a goal) first.
// It is interpolated linearly between the stops, which differ from the full
// published table by at most about one 8-bit step.
var Viridis = func() (p [256]color.RGBA) {
	for i := range p {
		pos := float64(i) / 16 // stops sit at entries 0, 16, ... 240, then 255
		k := int(pos)
		if k >= 15 {
			k, pos = 15, 15+float64(i-240)/15
		}
		t := pos - float64(k)
		var c [3]uint8
		for j := range c {
			v := viridisStops[k][j]*(1-t) + viridisStops[k+1][j]*t
			c[j] = uint8(v*255 + 0.5)
		}
		p[i] = color.RGBA{c[0], c[1], c[2], 255}
	}
	return p
}()

// Palette names a heat colour map.
type Palette uint8

// The heat palettes. Viridis, the default, is perceptually uniform and
// safe for the common colour-vision deficiencies; BlueYellow avoids the
// green-red axis altogether (dark blue through grey to yellow, in the
// manner of cividis), for players who find viridis' greens hard to order.
const (
	PaletteViridis Palette = iota
	PaletteBlueYellow
)

// BlueYellow is the 256-entry colour-blind safe palette: three stops
// (#00204d, #7c7b78, #fde737) joined linearly, rising in lightness
// throughout so it also reads in greyscale.
var BlueYellow = func() (p [256]color.RGBA) {
	stops := [3][3]float64{{0x00, 0x20, 0x4d}, {0x7c, 0x7b, 0x78}, {0xfd, 0xe7, 0x37}}
	for i := range p {
		t := float64(i) / 255 * 2
		k := min(int(t), 1)
		t -= float64(k)
		var c [3]uint8
		for j := range c {
			c[j] = uint8(stops[k][j]*(1-t) + stops[k+1][j]*t + 0.5)
		}
		p[i] = color.RGBA{c[0], c[1], c[2], 255}
	}
	return p
}()

// palette is entry i (0..255) of the overlay's palette.
func (r *renderer) palette(i int) rgb {
	pc := Viridis[i]
	if r.s.Overlay.Palette == PaletteBlueYellow {
		pc = BlueYellow[i]
	}
	return rgb{pc.R, pc.G, pc.B}
}

// digit is the character digits mode shows for v: its last decimal digit,
// or with Overlay.Hex v mod 16 in hex (negative values too: -1 is f).
func (r *renderer) digit(v int32) rune {
	if r.s.Overlay.Hex {
		return rune("0123456789abcdef"[v&15])
	}
	return lastDigit(v)
}

// front reports whether x,y, holding v, belongs to the newest wave of a
// running playback: the cells of the value the scan settled last.
func (r *renderer) front(x, y int, v int32) bool {
	rp := r.s.Lab.playback()
	if rp == nil || rp.Step <= 0 || rp.Step >= rp.Total {
		return false
	}
	return v == r.frontValue
}
