package session

import (
	"downhill/game/session/screen"
	"fmt"

	"downhill/game"
	"downhill/game/session/layout"
	"downhill/render"
	"downhill/world"
)

// Comparing reports whether the session plays the side-by-side
// comparison (StartCompare).
func (s *Session) Comparing() bool { return s.twin != nil }

// Twin is the right-hand game of a comparison (nil when not comparing).
func (s *Session) Twin() *game.Game { return s.twin }

// StartCompare plays the game twice from now on, side by side: on the left
// as it is, goblins thinking with Dijkstra maps; on the right an exact copy
// (the same level, creatures, hit points and random state) whose goblins
// are all the naive straight-line chaser of the tutorials. Every turn the
// player takes on the left is played on the right as the same command
// (game.LastCommand: trips and auto-explore are walked on the left and
// mirrored step by step). Each side counts the turns its hunting goblins
// stood stuck and the damage they dealt. Levels below the first are not the
// same on both sides: each game draws them from its own random stream.
func (s *Session) StartCompare() error {
	data, err := s.g.Save()
	if err != nil {
		return err
	}
	twin, err := game.Load(data)
	if err != nil {
		return err
	}
	twin.Cfg.Naive = true
	st := twin.Level.Ents
	for i, alive := range st.Alive {
		if alive && world.Entity(i) != twin.Player {
			st.Kind[i], st.Glyph[i] = world.Naive, 'n'
		}
	}
	s.g.Tally, twin.Tally = game.Tally{}, game.Tally{}
	s.twin = twin
	s.relayout()
	return nil
}

// StopCompare ends the comparison; the left game plays on alone.
func (s *Session) StopCompare() {
	s.twin = nil
	s.relayout()
}

// mirror plays the left game's last turn on the twin (after a restart, the
// twin restarts on the same seed).
func (s *Session) mirror(c game.Command) {
	if s.twin == nil {
		return
	}
	if c.Action == game.ActRestart {
		s.StartCompare()
		return
	}
	if !s.twin.Dead && !s.twin.Do(s.g.LastCommand()) {
		// Refused there (a tunnel dug only on the left, say): the turn
		// still passes, so both sides stay on the same turn.
		s.twin.Do(game.Command{Action: game.ActWait})
	}
}

// compareStatus is a side's status line: what thinks there and its count.
func compareStatus(name string, g *game.Game) string {
	st := g.Level.Ents
	return fmt.Sprintf("%s  stuck %d  damage %d  HP %d/%d", name, g.Tally.Stuck, g.Tally.Damage,
		max(st.HP[g.Player], 0), st.MaxHP[g.Player])
}

// compareDecor is d made a comparison: both maps side by side, each
// under its title with its count, the twin through its own camera (which
// settle moves) and under the same fog as the left map. On a generated
// level that is the player's fog on both sides: comparing shows nothing
// the player has not seen (no goblin behind a wall, no corner not yet
// explored), so it is no way to scout a level. A hand-drawn map (a
// scenario, the sandbox's drawing) is known whole to whoever drew it:
// there both maps are drawn whole, so the goblins can be watched behind
// the walls.
func (s *Session) compareDecor(d screen.Decor) screen.Decor {
	if s.g.Level.Generator == world.HandDrawn {
		d.NoFog = true
	}
	d.Title = compareStatus("DIJKSTRA", s.g)
	title := compareStatus("NAIVE", s.twin)
	if s.twin.Dead {
		title = fmt.Sprintf("NAIVE  died on turn %d", s.twin.Turn)
	}
	d.Twin = &render.Twin{Level: s.twin.Level, Camera: s.twinCam, Title: title}
	return d
}

// followTwin moves the twin's camera after its player (settle).
func (s *Session) followTwin() {
	if s.twin != nil {
		gr := s.twin.Level.Grid
		s.twinCam = layout.FollowCamera(s.twinCam, s.twin.PlayerPos(), s.viewW, s.viewH, gr.W, gr.H)
	}
}
