//go:build ignore

// gen_atlas writes atlas.bin, the renderer's glyph masks rasterised from Go
// Mono by render/internal/glyphs. Run it with go generate ./render after
// changing the glyphs, the fonts or the cell sizes; TestAtlasFile fails
// until the file is current.
package main

import (
	"log"
	"os"

	"downhill/render/internal/glyphs"
)

func main() {
	if err := os.WriteFile("atlas.bin", glyphs.File(), 0o644); err != nil {
		log.Fatal(err)
	}
}
