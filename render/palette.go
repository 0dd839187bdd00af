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
