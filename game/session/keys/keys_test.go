package keys

import "testing"

// TestEveryRowIsFoundInItsContext: each key and character of each row of
// the table looks up to that row in its context (no other row took it),
// a letter in either case; keys outside the table are unbound.
func TestEveryRowIsFoundInItsContext(t *testing.T) {
	for _, b := range Keys {
		for _, k := range b.Keys {
			if got, ok := Lookup(Input{Key: k}, b.In); !ok || got.Action != b.Action || got.Help != b.Help {
				t.Errorf("%s in %s: %v %v, want %v", k, b.In, got.Action, ok, b.Action)
			}
		}
		for _, r := range b.Text {
			for _, typed := range []rune{r, []rune(string(r))[0] - 'a' + 'A'} {
				if typed != r && (r < 'a' || r > 'z') {
					continue
				}
				if got, ok := Lookup(Input{Char: typed}, b.In); !ok || got.Action != b.Action || got.Help != b.Help {
					t.Errorf("%q in %s: %v %v, want %v", typed, b.In, got.Action, ok, b.Action)
				}
			}
		}
	}
	if _, ok := LookupKey(KeyF(11)); ok {
		t.Error("F11 is bound")
	}
	if _, ok := Lookup(Input{Key: "Nonsense"}, CtxPlay); ok || Key("Nonsense").Known() {
		t.Error("a key no front end passes looks up")
	}
}
