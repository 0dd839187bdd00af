package keys

import (
	"reflect"
	"strings"
	"testing"

	"downhill/world"
)

// TestParseInputs: characters are keys (letters in either case), named
// keys in angle brackets, {x,y} clicks, spaces ignored; every key the table
// binds can be written, and a formatted string reads back the same.
func TestParseInputs(t *testing.T) {
	got, err := ParseInputs("xL6 <Left><Enter> {3,4}>.<lt><Esc>{ 10 , 2 }?<KP8><Space>")
	if err != nil {
		t.Fatal(err)
	}
	want := []Input{{Char: 'x'}, {Char: 'L'}, {Char: '6'}, {Key: KeyLeft}, {Key: KeyEnter},
		{Click: true, Cell: world.Pos{X: 3, Y: 4}}, {Char: '>'}, {Char: '.'}, {Char: '<'}, {Key: KeyEsc},
		{Click: true, Cell: world.Pos{X: 10, Y: 2}}, {Char: '?'}, {Key: KeyKP(8)}, {Char: ' '}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %+v\nwant %+v", got, want)
	}
	var all []Input
	for _, k := range AllKeys {
		all = append(all, Input{Key: k})
	}
	for _, b := range Keys {
		for _, r := range b.Text {
			all = append(all, Input{Char: r})
		}
	}
	all = append(all, Input{Click: true, Cell: world.Pos{X: 7, Y: 0}}, Input{Char: ' '}, Input{Char: '<'},
		Input{Char: '{'}, Input{Char: '}'}, Input{Char: 'X'}, Input{Char: 'é'})
	text := FormatInputs(all)
	back, err := ParseInputs(text)
	if err != nil || !reflect.DeepEqual(back, all) {
		t.Fatalf("%q reads back as %+v (%v)", text, back, err)
	}
	for _, tc := range []struct{ in, want string }{
		{"xx<Lfet>", "column 3: unknown key \"<Lfet>\""},
		// An unclosed bracket quotes a bounded prefix of the rest.
		{"x<" + strings.Repeat("a", 120000), "column 2: \"<" + strings.Repeat("a", 36) + "...\" (120001 bytes) has no closing >"},
		{"{" + strings.Repeat("1", 5000) + ",", "column 1: \"{" + strings.Repeat("1", 36) + "...\" (5002 bytes) has no closing }"},
		{"<" + strings.Repeat("b", 900) + ">", "column 1: unknown key \"<" + strings.Repeat("b", 36) + "...\" (902 bytes)"},
		{"ab<Left", "column 3: \"<Left\" has no closing >"},
		{"{1,2", "column 1: \"{1,2\" has no closing }"},
		{"é{1;2}", "column 2: click \"{1;2}\" is not {x,y}"},
		{"x}", "column 2: unexpected }"},
		{"x\xff", "column 2: not UTF-8"},
		{"x\x01", `column 2: '\x01' is not a character a key types`},
		{"<Space", "column 1: \"<Space\" has no closing >"},
	} {
		if _, err := ParseInputs(tc.in); err == nil || err.Error() != tc.want {
			t.Errorf("%q: %v, want %q", tc.in, err, tc.want)
		}
	}
	if !strings.Contains(KeySyntax, "{x,y}") {
		t.Error("KeySyntax does not explain clicks")
	}
}
