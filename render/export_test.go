package render

// For the external tests (package render_test), which may import the game
// and its session to draw what the game really shows.
var (
	GoldenScenes = scenes
	CheckGolden  = checkGolden
)
