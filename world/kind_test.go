package world

import "testing"

// TestKindFacts: every kind has every fact, and no two kinds share a
// glyph, a name or a tag (the action log, the map files and the screen
// tell kinds apart by them). A kind added without its row does not compile;
// a row with a fact left out fails here.
func TestKindFacts(t *testing.T) {
	glyphs, names, tags := map[rune]Kind{}, map[string]Kind{}, map[string]Kind{}
	for k := range NumKinds {
		f := k.Facts()
		if f.Name == "" || f.Tag == "" || f.Noun == "" || f.Glyph == 0 || f.Colour == 0 || f.BlindColour == 0 || f.HP <= 0 ||
			f.Blow.HitPct <= 0 || f.Blow.MinDamage <= 0 || f.Blow.MaxDamage < f.Blow.MinDamage {
			t.Errorf("kind %d lacks a fact: %+v", k, *f)
		}
		if f.Shot != (Attack{}) && (f.Shot.HitPct <= 0 || f.Shot.MinDamage <= 0 || f.Shot.MaxDamage < f.Shot.MinDamage) {
			t.Errorf("kind %v: a shot of %+v", k, f.Shot)
		}
		if f.Glyph >= 128 {
			t.Errorf("kind %v: glyph %q is not ASCII (map files are)", k, f.Glyph)
		}
		for _, dup := range []struct {
			seen map[string]Kind
			key  string
		}{{names, f.Name}, {tags, f.Tag}} {
			if o, ok := dup.seen[dup.key]; ok {
				t.Errorf("kinds %d and %d are both %q", o, k, dup.key)
			}
			dup.seen[dup.key] = k
		}
		if o, ok := glyphs[f.Glyph]; ok {
			t.Errorf("kinds %d and %d share glyph %q", o, k, f.Glyph)
		}
		glyphs[f.Glyph] = k
		if k.String() != f.Tag {
			t.Errorf("kind %d's String is %q, want its tag %q", k, k.String(), f.Tag)
		}
		if g, ok := KindByGlyph(f.Glyph); !ok || g != k {
			t.Errorf("glyph %q gives kind %d, want %d", f.Glyph, g, k)
		}
	}
	if s := Kind(200).String(); s != "kind(200)" {
		t.Errorf("a value past the kinds prints %q", s)
	}
}

// TestMindNames: every state of mind has a name of its own.
func TestMindNames(t *testing.T) {
	seen := map[string]Mind{}
	for m := range NumMinds {
		name := m.String()
		if name == "" {
			t.Errorf("mind %d has no name", m)
		}
		if o, ok := seen[name]; ok {
			t.Errorf("minds %d and %d are both %q", o, m, name)
		}
		seen[name] = m
	}
	if s := Mind(200).String(); s != "mind(200)" {
		t.Errorf("a value past the minds prints %q", s)
	}
}

// TestItemFacts: every item has a glyph and a name of its own. (The
// game's help, the screen's ink and short names are tested where they
// live.)
func TestItemFacts(t *testing.T) {
	glyphs, names := map[rune]ItemKind{}, map[string]ItemKind{}
	for k := NoItem + 1; k < NumItems; k++ {
		g, n := ItemGlyphs[k], k.String()
		if g == 0 || n == "" {
			t.Errorf("item %d: glyph %q, name %q", k, g, n)
		}
		if o, ok := glyphs[g]; ok {
			t.Errorf("items %d and %d share glyph %q", o, k, g)
		}
		if o, ok := names[n]; ok {
			t.Errorf("items %d and %d are both %q", o, k, n)
		}
		glyphs[g], names[n] = k, k
	}
}
