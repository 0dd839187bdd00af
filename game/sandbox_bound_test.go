package game

import (
	"strings"
	"testing"

	"downhill/world"
)

// TestSandboxCreaturesBounded: the sandbox paints no creature past
// world.MaxMapCreatures (its drawing, saved, would not load again), and
// the drawing it saves at the bound loads.
func TestSandboxCreaturesBounded(t *testing.T) {
	g, err := NewFromMapText("sandbox", []byte(BlankMap(120, 100)), Config{Seed: 1, Sandbox: true})
	if err != nil {
		t.Fatal(err)
	}
	painted := 0
	for y := 1; y < 99 && painted <= world.MaxMapCreatures; y++ {
		for x := 1; x < 119 && painted <= world.MaxMapCreatures; x++ {
			if g.Paint(world.Pos{X: x, Y: y}, CreatureBrush(world.Goblin), 0) {
				painted++
			}
		}
	}
	if painted != world.MaxMapCreatures {
		t.Fatalf("painted %d goblins, want %d", painted, world.MaxMapCreatures)
	}
	if _, err := NewFromMapText("again", []byte(strings.Join(g.MapText(), "\n")+"\n"), Config{Seed: 1, Sandbox: true}); err != nil {
		t.Fatalf("the drawing at the bound does not load: %v", err)
	}
}
