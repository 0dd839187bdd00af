package builtinshader

import "testing"

// TestDownhillGeneratedSources checks the table Downhill's browser build
// reads in place of the template (web/ebiten): for every filter, address and
// color-matrix use it holds exactly the source text/template writes.
func TestDownhillGeneratedSources(t *testing.T) {
	n := 0
	for f := Filter(0); f < FilterCount; f++ {
		for a := Address(0); a < AddressCount; a++ {
			for c, colorM := range []bool{false, true} {
				got, want := string(generatedSources[f][a][c]), string(ShaderSource(f, a, colorM))
				if got != want {
					t.Errorf("filter %d, address %d, color matrix %t: the table's source differs from the template's (make ebiten-shaders)\ntable:\n%s\ntemplate:\n%s", f, a, colorM, got, want)
				}
				n++
			}
		}
	}
	if n != 12 {
		t.Errorf("checked %d variants, want 12", n)
	}
}
