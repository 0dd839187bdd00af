package game

import (
	"fmt"
	"strconv"

	"downhill/world"
)

// actRec is one line of the action log kept as data: who acted and the
// line's format with its numbers, or a ready-made note. A turn only
// records (10,000 goblins make 10,000 lines a turn); the text is made when
// someone reads the log (Acts), so a turn allocates nothing for it.
type actRec struct {
	who    world.Entity
	kind   world.Kind // who's kind then (the log outlives deaths)
	nargs  uint8
	format string // with %d verbs for args; or the whole text when nargs is 0
	args   [4]int32
	on     world.Entity // the creature a line names after the format ("attacks goblin#3"), or NoEntity
	onKind world.Kind
}

// actLog is the action log of the last turn: the records, and their text
// once made (lines[:len(recs)] when read since the last record).
type actLog struct {
	recs  []actRec
	lines []string
	// loaded is the text of a log restored from a save, shown until the
	// next turn starts a new log.
	loaded []string
}

// reset starts the log of a new turn. The text of the last one is left to
// whoever holds it: lines is dropped, not reused.
func (l *actLog) reset() {
	l.recs, l.lines, l.loaded = l.recs[:0], nil, nil
}

// Acts is the action log of the last turn, one line per creature action
// ("player moved 3,4->4,4", "goblin#3 attacks player"), which `downhill
// sim` prints and tests read. The slice is the caller's to keep: a later
// turn makes new lines.
func (g *Game) Acts() []string {
	l := &g.log
	if l.loaded != nil && len(l.recs) == 0 {
		return l.loaded
	}
	for len(l.lines) < len(l.recs) {
		l.lines = append(l.lines, l.recs[len(l.lines)].text())
	}
	return l.lines
}

// text is the line of r.
func (r *actRec) text() string {
	b := make([]byte, 0, 32)
	b = appendTag(b, r.who, r.kind)
	b = append(b, ' ')
	if r.nargs == 0 {
		b = append(b, r.format...)
	} else {
		args := make([]any, r.nargs)
		for i := range args {
			args[i] = int(r.args[i])
		}
		b = fmt.Appendf(b, r.format, args...)
	}
	if r.on != world.NoEntity {
		b = append(b, ' ')
		b = appendTag(b, r.on, r.onKind)
	}
	return string(b)
}

// appendTag appends the log's name for creature e of kind k: "player",
// "goblin#3".
func appendTag(b []byte, e world.Entity, k world.Kind) []byte {
	b = append(b, k.Facts().Tag...)
	if k != world.Player {
		b = append(b, '#')
		b = strconv.AppendInt(b, int64(e), 10)
	}
	return b
}

// act appends a line to the turn's action log: creature e, then format
// with up to four numbers (%d verbs only). It records, and formats
// nothing (see Acts).
func (g *Game) act(e world.Entity, format string, a ...int) {
	r := actRec{who: e, kind: g.Level.Ents.Kind[e], format: format, nargs: uint8(min(len(a), 4)), on: world.NoEntity}
	for i := range r.nargs {
		r.args[i] = int32(a[i])
	}
	g.log.recs = append(g.log.recs, r)
}

// actOn logs "e verb other": a line that names a second creature.
func (g *Game) actOn(e world.Entity, verb string, other world.Entity) {
	g.log.recs = append(g.log.recs, actRec{who: e, kind: g.Level.Ents.Kind[e], format: verb,
		on: other, onKind: g.Level.Ents.Kind[other]})
}

// reserve gives the log room for n records (48 bytes each), so that a
// turn busier than any before does not grow it.
func (l *actLog) reserve(n int) {
	if cap(l.recs) < n {
		l.recs = append(make([]actRec, 0, n), l.recs...)
	}
}

// tag is the log's name for creature e ("player", "goblin#3").
func (g *Game) tag(e world.Entity) string {
	return string(appendTag(nil, e, g.Level.Ents.Kind[e]))
}
