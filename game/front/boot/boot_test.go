package boot

import "testing"

// TestMarks checks marks keep their order and times never go back.
func TestMarks(t *testing.T) {
	Add("a")
	Add("b")
	m := Marks()
	if len(m) < 3 || m[0].Name != "go-init" || m[len(m)-2].Name != "a" || m[len(m)-1].Name != "b" {
		t.Fatalf("marks %v", m)
	}
	for i := 1; i < len(m); i++ {
		if m[i].Ms < m[i-1].Ms {
			t.Errorf("mark %s at %v before %s at %v", m[i].Name, m[i].Ms, m[i-1].Name, m[i-1].Ms)
		}
	}
}
