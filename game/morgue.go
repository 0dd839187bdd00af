package game

import (
	"fmt"
	"strings"

	"downhill/world"
)

// MorgueMessages is how many of the last messages a morgue file keeps.
const MorgueMessages = 20

// Morgue is the plain-text account of the run (the morgue file, written
// beside the save when a run ends): its settings and seed, the recap, the
// level where it ended, the last messages, kills and items by kind, the
// turn of each descent and the recording, from which `downhill-headless
// sim -replay` plays the whole run again.
func (g *Game) Morgue() string {
	var b strings.Builder
	line := func(format string, a ...any) { fmt.Fprintf(&b, format+"\n", a...) }
	head := func(h string) { line("\n== %s", h) }
	c := g.Cfg
	line("Downhill morgue file: seed %d, turn %d, depth %d", c.Seed, g.Turn, g.Depth)
	head("Settings")
	gen := c.Level
	if gen == "" {
		gen = "mixed by depth"
	}
	goblins := "default"
	if c.Goblins > 0 {
		goblins = fmt.Sprint(c.Goblins)
	}
	line("seed %d; levels %dx%d, generator %s; goblins on depth 1: %s; gold pull %d; the Heart on depth %d",
		c.Seed, c.W, c.H, gen, goblins, g.greed(), g.HeartDepth())
	head("Recap")
	for _, l := range g.Recap().Lines() {
		line("%s", l)
	}
	head(fmt.Sprintf("Depth %d, where it ended (turn %d; the map alphabet of downhill-headless sim -h)", g.Depth, g.Turn))
	for _, r := range g.MapText() {
		line("%s", r)
	}
	head(fmt.Sprintf("The last %d messages", MorgueMessages))
	msgs := g.Messages
	if len(msgs) > MorgueMessages {
		msgs = msgs[len(msgs)-MorgueMessages:]
	}
	for _, m := range msgs {
		line("%s", m)
	}
	head("Kills by kind")
	none := true
	for k, n := range g.Stats.Kills {
		if n > 0 {
			line("%6d %s", n, world.Kind(k).Facts().Name)
			none = false
		}
	}
	if none {
		line("none")
	}
	head("Items by kind (used; carried at the end)")
	none = true
	for k, n := range g.Stats.Used {
		if n > 0 {
			line("%6d %s used", n, world.ItemNames[k])
			none = false
		}
	}
	carried := map[world.ItemKind]int{}
	for _, it := range g.Inventory {
		if it != world.NoItem {
			carried[it]++
		}
	}
	for k := range world.NumItems {
		if n := carried[k]; n > 0 {
			line("%6d %s carried", n, world.ItemNames[k])
			none = false
		}
	}
	if g.HasHeart {
		line("     1 Heart of the Mountain carried")
		none = false
	}
	if g.Stats.GoldThrown > 0 {
		line("%6d gold thrown", g.Stats.GoldThrown)
	}
	if none {
		line("none")
	}
	head("Descents")
	if len(g.Stats.Descents) == 0 {
		line("none")
	}
	for i, t := range g.Stats.Descents {
		line("depth %d on turn %d", i+2, t)
	}
	head("Recording (downhill-headless sim -replay THIS-FILE plays the run again)")
	if rec := g.RecordingText(); rec != "" {
		b.WriteString(rec)
	} else {
		_, why := g.Replayable()
		line("%s", why)
	}
	return b.String()
}
