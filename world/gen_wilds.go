package world

// wilds paints open country from three noise fields: elevation (low ground
// floods into lakes, deep in the middle with shallow shores), cold (snow
// fields) and crags (rock outcrops whose hardness rises to their cores).
// Specks are filled, and cut-off ground (islands, dells ringed by rock) is
// joined by fords and cuttings.
func (gn *gen) wilds() {
	g, rng := gn.g, gn.rng
	elev := noise2{rng.Uint64()}
	cold := noise2{rng.Uint64()}
	crag := noise2{rng.Uint64()}
	W := g.W
	buf := make([]float64, W)
	hard := make([]uint8, W)
	eRow, cRow, rRow := make([]float64, W), make([]float64, W), make([]float64, W)
	for y := 0; y < g.H; y++ {
		fy := float64(y)
		elev.fbmRow(fy/14, 0, 1.0/14, 4, eRow)
		crag.fbmRow(fy/7, 0, 1.0/7, 3, rRow)
		cold.fbmRow(fy/18, 0, 1.0/18, 3, cRow)
		gn.hardRow(y, buf, hard)
		for x := 0; x < W; x++ {
			if gn.border(x, y) {
				g.Set(x, y, Wall)
				continue
			}
			e := stretch(eRow[x], 1.8)
			switch {
			case e < 0.2:
				g.Set(x, y, Deep)
				continue
			case e < 0.3:
				g.Set(x, y, Shallow)
				continue
			}
			if r := rRow[x]; r > 0.7 {
				// Outcrops: harder towards the core, soft at the edges.
				h := 1 + int((r-0.7)/0.3*253)
				g.SetRock(x, y, uint8(min(254, max(1, (h+int(hard[x]))/2))))
				continue
			}
			if stretch(cRow[x], 2)+e*0.3 > 0.8 {
				g.Set(x, y, Snow)
			} else {
				g.Set(x, y, Floor)
			}
		}
	}
	gn.connect(10)
}
