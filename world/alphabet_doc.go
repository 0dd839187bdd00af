package world

import (
	"fmt"
	"strings"
)

// Legend is one line of the map alphabet's docs: the nine rock digits are
// one entry ("1-9"), every other character its own.
type Legend struct {
	Chars string
	What  What
	Says  string
}

// Legends is the alphabet as the docs list it (Alphabet, rock folded).
func Legends() []Legend {
	var out []Legend
	for _, s := range alphabet {
		switch {
		case s.What == IsRock && s.Char == '1':
			out = append(out, Legend{Chars: "1-9", What: IsRock, Says: s.Says})
		case s.What != IsRock:
			out = append(out, Legend{Chars: string(s.Char), What: s.What, Says: s.Says})
		}
	}
	return out
}

// legendGroups are the docs' sections: the ground, the creatures, the
// items.
var legendGroups = []struct {
	title string
	has   func(What) bool
}{
	{"Ground (the player and gold stand on floor):", func(w What) bool { return w <= IsGold }},
	{"Creatures (hunting, but the sleeping goblin):", func(w What) bool { return w == IsCreature }},
	{"Items (lying on the floor; the player picks them up by walking onto them):", func(w What) bool { return w == IsItem }},
}

// LegendText is the alphabet for a terminal (`downhill sim -h`): two
// entries a line under each section's title.
func LegendText() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Map files (-map): one row per line, all rows the same width, at most %d x %d.\n", MaxSide, MaxSide)
	for _, grp := range legendGroups {
		b.WriteString(grp.title + "\n")
		var entries []string
		for _, l := range Legends() {
			if grp.has(l.What) {
				entries = append(entries, fmt.Sprintf("  %-4s %s", l.Chars, l.Says))
			}
		}
		for i := 0; i < len(entries); i += 2 {
			line := entries[i]
			if i+1 < len(entries) {
				line = fmt.Sprintf("%-44s%s", line, entries[i+1])
			}
			b.WriteString(line + "\n")
		}
	}
	return b.String()
}

// LegendMarkdown is the alphabet as a Markdown table, two entries a row
// (testdata/sim/README.md holds it).
func LegendMarkdown() string {
	rows := []string{"| char | meaning | char | meaning |", "|---|---|---|---|"}
	ls := Legends()
	for i := 0; i < len(ls); i += 2 {
		row := "| " + code(ls[i].Chars) + " | " + ls[i].Says + " |"
		if i+1 < len(ls) {
			row += " " + code(ls[i+1].Chars) + " | " + ls[i+1].Says + " |"
		} else {
			row += " | |"
		}
		rows = append(rows, row)
	}
	return strings.Join(rows, "\n")
}

// code writes map characters as Markdown code: "1-9" as `1`-`9`.
func code(chars string) string {
	if lo, hi, ok := strings.Cut(chars, "-"); ok && len(chars) == 3 {
		return "`" + lo + "`-`" + hi + "`"
	}
	return "`" + chars + "`"
}
