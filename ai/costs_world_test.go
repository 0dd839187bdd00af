package ai

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"downhill/ai/dijkstra"
	"downhill/world"
)

// The world costs follow the tile table.
func TestWorldCosts(t *testing.T) {
	g := world.NewGrid(10, 1)
	tiles := []world.Tile{world.Wall, world.Floor, world.Door, world.Shallow, world.Deep, world.Rock, world.Rock, world.Stairs, world.Snow, world.OpenDoor}
	for x, tl := range tiles {
		g.Set(x, 0, tl)
	}
	g.SetRock(5, 0, 84)
	g.SetRock(6, 0, 254)
	g.Tiles[6], g.Hard[6] = world.Rock, 254
	w := WalkerCosts(g, nil)
	d := TunnelerCosts(g, dijkstra.NewCosts(3, 3)) // wrong size: replaced
	var gotW, gotD []uint8
	for x := range tiles {
		gotW = append(gotW, w.At(x, 0))
		gotD = append(gotD, d.At(x, 0))
	}
	if want := []uint8{0, 1, 2, 1, 0, 0, 0, 1, 1, 1}; fmt.Sprint(gotW) != fmt.Sprint(want) {
		t.Errorf("walker costs %v, want %v", gotW, want)
	}
	if want := []uint8{0, 1, 1, 1, 0, 1, 3, 1, 1, 1}; fmt.Sprint(gotD) != fmt.Sprint(want) {
		t.Errorf("tunneler costs %v, want %v", gotD, want)
	}
	if w.Max() != 2 || d.Max() != 3 {
		t.Errorf("Max walker %d tunneler %d, want 2 and 3", w.Max(), d.Max())
	}
	// Refilling in place keeps Max exact when the highest cost disappears.
	g.Set(2, 0, world.Floor)
	if WalkerCosts(g, w) != w || w.Max() != 1 {
		t.Errorf("refill: Max %d, want 1, same grid", w.Max())
	}
	// Rock of hardness 255 is never dug, whatever its tile says.
	g.Tiles[5], g.Hard[5] = world.Rock, 255
	if TunnelerCosts(g, d).At(5, 0) != 0 {
		t.Error("rock of hardness 255 is diggable")
	}
	// Set off the grid must not touch the border.
	c := dijkstra.NewCosts(2, 2)
	c.Set(-1, 0, 5)
	c.Set(2, 1, 5)
	if c.Max() != 0 {
		t.Errorf("Set off the grid changed Max to %d", c.Max())
	}
}

// Refilling costs from an unchanged grid keeps their version, so fields'
// wall marks and the derived tables stay valid; a changed tile bumps it,
// and the refill agrees with building afresh.
func TestRefillKeepsVersionUnlessChanged(t *testing.T) {
	l := world.Generate("rooms", 60, 40, 1, rand.New(rand.NewPCG(1, 2)))
	g, p := l.Grid, l.Start
	c := TunnelerCosts(g, nil)
	v := c.Version()
	TunnelerCosts(g, c)
	if c.Version() != v {
		t.Errorf("refill of an unchanged grid bumped the version %d -> %d", v, c.Version())
	}
	g.SetRock(p.X, p.Y, 200)
	TunnelerCosts(g, c)
	if c.Version() == v {
		t.Fatalf("refill after a change kept the version")
	}
	fresh := TunnelerCosts(g, nil)
	if !sameCosts(c, fresh) {
		t.Errorf("refilled costs differ from fresh ones")
	}
	if got := c.At(p.X, p.Y); got != 1+200/85 {
		t.Errorf("rock of hardness 200 costs %d, want %d", got, 1+200/85)
	}
}
