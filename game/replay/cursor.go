package replay

import "downhill/game"

// Cursor is a replay that moves to any turn: ahead by playing on, behind
// by playing again from the last checkpoint before that turn (the replay's
// game saved as it first played there), so stepping back through a long
// run costs a few hundred commands, not the whole run. A command's place
// in the recording is all a replay's state besides its game, so a
// checkpoint is a save and a count.
//
// Moving costs at most a budget of commands a call (Seek), so a front
// end playing to a far turn does it a frame at a time and stays
// responsive; the checkpoints' memory is bounded (MaxCheckpointBytes):
// past it every other one is dropped and they are kept twice as far
// apart.
type Cursor struct {
	rec   *game.Recording
	r     *Replay
	marks []checkpoint
	every int // the commands between two checkpoints
	bytes int // the checkpoints' saves, in bytes
	room  int // the most bytes they keep (MaxCheckpointBytes)
	// Seeks counts the commands Seek played (a test's measure of its
	// cost).
	Seeks int
}

// checkpoint is the replay's game saved after its first played commands,
// on turn turn.
type checkpoint struct {
	played, turn int
	save         []byte
}

// CheckpointEvery is how many commands apart a Cursor first keeps
// checkpoints.
const CheckpointEvery = 512

// MaxCheckpointBytes bounds the memory of a Cursor's checkpoints.
const MaxCheckpointBytes = 64 << 20

// NewCursor begins a cursor on rec at its first turn.
func NewCursor(rec *game.Recording) *Cursor {
	return &Cursor{rec: rec, r: New(rec), every: CheckpointEvery, room: MaxCheckpointBytes}
}

// Game is the game at the cursor (a new *Game after a move behind).
func (c *Cursor) Game() *game.Game { return c.r.g }

// Played is the number of commands played to reach the cursor.
func (c *Cursor) Played() int { return c.r.played }

// Over reports whether the cursor is past the last command.
func (c *Cursor) Over() bool { return c.r.Over() }

// Recording is the recording the cursor plays.
func (c *Cursor) Recording() *game.Recording { return c.rec }

// Rewind puts the cursor back on the first turn.
func (c *Cursor) Rewind() { c.r = New(c.rec) }

// Seek moves the cursor towards turn t: to the first command after which
// the game is on turn t or later (where a replay from the first turn
// reaches it), or to the end. It plays at most budget commands and reports
// whether it got there; when not, the next Seek goes on.
func (c *Cursor) Seek(t, budget int) bool {
	if t < c.r.g.Turn {
		c.restore(t)
	}
	for n := 0; c.r.g.Turn < t && !c.r.Over(); n++ {
		if n == budget {
			return false
		}
		c.next()
	}
	return true
}

// Step plays on to the next turn (or the end), at most budget commands;
// it reports whether it got there.
func (c *Cursor) Step(budget int) bool {
	t := c.r.g.Turn
	for n := 0; c.r.g.Turn == t && !c.r.Over(); n++ {
		if n == budget {
			return false
		}
		c.next()
	}
	return true
}

// next plays one command, keeping a checkpoint every c.every.
func (c *Cursor) next() {
	c.r.Next()
	c.Seeks++
	if c.r.played%c.every != 0 {
		return
	}
	if n := len(c.marks); n > 0 && c.marks[n-1].played >= c.r.played {
		return
	}
	data, err := c.r.g.Save()
	if err != nil {
		return
	}
	c.marks = append(c.marks, checkpoint{played: c.r.played, turn: c.r.g.Turn, save: data})
	c.bytes += len(data)
	for c.bytes > c.room && len(c.marks) > 0 {
		c.thin()
	}
}

// thin drops every other checkpoint, keeping them twice as far apart.
func (c *Cursor) thin() {
	c.every *= 2
	kept, bytes := c.marks[:0], 0
	for _, m := range c.marks {
		if m.played%c.every == 0 {
			kept = append(kept, m)
			bytes += len(m.save)
		}
	}
	clear(c.marks[len(kept):])
	c.marks, c.bytes = kept, bytes
}

// restore puts the cursor on the last checkpoint whose turn is before t
// (the first turn when there is none).
func (c *Cursor) restore(t int) {
	for k := len(c.marks) - 1; k >= 0; k-- {
		m := c.marks[k]
		if m.turn >= t {
			continue
		}
		g, err := game.Load(m.save)
		if err != nil {
			break
		}
		r := New(c.rec)
		r.g = g
		r.skip(m.played)
		c.r = r
		return
	}
	c.Rewind()
}

// skip moves the replay's place in the recording n commands on without
// playing them (its game is a checkpoint's, saved after them).
func (r *Replay) skip(n int) {
	r.played = n
	for r.run < len(r.rec.Runs) && n >= r.rec.Runs[r.run].N-r.in {
		n -= r.rec.Runs[r.run].N - r.in
		r.run, r.in = r.run+1, 0
	}
	r.in += n
}
