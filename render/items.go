package render

import "downhill/world"

// Aim is a throw being aimed: the line from the player to the target and
// the area it will cover, drawn over the map before the player commits.
type Aim struct {
	Line []world.Pos // the cells the throw passes, ending at the target
	Area []world.Pos // the cells the item covers at the target
	OK   bool        // the throw can be made (else drawn red)
}

// Colours of the items, the effects and the HUD.
var (
	colItem      = hex(0x9ad0ff)
	colHeart     = hex(0xff3355)
	colCaltrops  = hex(0xd7a35c)
	colSmoke     = hex(0x7c8290)
	colHPGood    = hex(0x5ec46b)
	colHPLow     = hex(0xe8453c)
	colHPBack    = hex(0x2b2f3a)
	colAim       = hex(0x9ad0ff)
	colAimBad    = hex(0xe8453c)
	colSelected  = hex(0x33405a)
	colLookText  = hex(0xf0c674)
	colPrompt    = hex(0xffe9a8)
	colSideBg    = hex(0x10131a)
	colSideHover = hex(0x263048)
	colButton    = hex(0x232a3a)
	itemInk      = [world.NumItems]rgb{world.Healing: hex(0xff7a9a), world.Noisemaker: hex(0xf2e36b), world.Smoke: hex(0xaab2c0), world.Fear: hex(0xc59bff), world.Caltrops: colCaltrops, world.Pick: hex(0xc48a52), world.Heart: colHeart,
		world.Javelin: hex(0xd8d0b8), world.Blink: hex(0x6fe0e6), world.Spike: hex(0x9aa4b4)}
)

// itemLook is how an item lying on a cell is drawn.
func itemLook(lk look, k world.ItemKind) look {
	c := colItem
	if k < world.NumItems && itemInk[k] != (rgb{}) {
		c = itemInk[k]
	}
	lk.glyph, lk.fg, lk.fc, lk.halo = world.ItemGlyphs[k], c, bold, true
	return lk
}

// effectLook shades a cell under smoke, marks caltrops on open ground and
// a spiked door in steel.
func effectLook(lk look, l *world.Level, p world.Pos) look {
	for _, ef := range l.Effects {
		if !ef.Covers(p) {
			continue
		}
		switch ef.Kind {
		case world.SmokeCloud:
			lk.bg = mix(lk.bg, colSmoke, 0.55)
			lk.fg = mix(lk.fg, colSmoke, 0.3)
		case world.CaltropArea:
			if lk.glyph == '·' {
				lk.glyph, lk.fg, lk.fc = '^', colCaltrops, bold
			}
			lk.bg = mix(lk.bg, colCaltrops, 0.12)
		case world.JammedDoor:
			// The door in the spike's steel, on steel-tinted ground.
			lk.fg, lk.fc = itemInk[world.Spike], bold
			lk.bg = mix(lk.bg, itemInk[world.Spike], 0.3)
		}
	}
	return lk
}
