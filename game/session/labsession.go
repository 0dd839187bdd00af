package session

import (
	"image"
	"time"

	"downhill/game/session/keys"
	"downhill/game/session/lab"
	"downhill/render"
	"downhill/world"
)

// playbackEvery is the pace of the playback's ticks (each lights Speed cells).
const playbackEvery = 33 * time.Millisecond

// Lab is the session's Dijkstra lab (its panel, shown field, playback and
// inspector state).
func (s *Session) Lab() *lab.Lab { return s.lab }

// labKey handles the lab's keys; it reports whether a was one. The lab
// never takes a turn: the game's rules run on while it is open.
func (s *Session) labKey(a keys.Action, now time.Time) bool {
	l := s.lab
	switch a {
	case keys.ActCompare:
		if s.twin != nil {
			s.StopCompare()
		} else if err := s.StartCompare(); err != nil {
			s.note = "Cannot compare: " + err.Error()
		}
		s.dirty = true
		return true
	case keys.ActLab:
		l.Open = !l.Open
		if !l.Open {
			l.Playback.On = false
		}
		s.relayout()
	case keys.ActLabNext, keys.ActLabPrev, keys.ActLabShow, keys.ActLabArrows, keys.ActPlayback, keys.ActPlaybackSlow, keys.ActPlaybackFast, keys.ActPlaybackStep:
		if !l.Open {
			return false
		}
		switch a {
		case keys.ActLabNext:
			l.Field = (l.Field + 1) % lab.FieldCount
			l.Playback.On = false
		case keys.ActLabPrev:
			l.Field = (l.Field + lab.FieldCount - 1) % lab.FieldCount
			l.Playback.On = false
		case keys.ActLabShow:
			// heat -> digits -> hex digits -> heat
			switch {
			case l.Heat:
				l.Heat, l.Hex = false, false
			case !l.Hex:
				l.Hex = true
			default:
				l.Heat, l.Hex = true, false
			}
		case keys.ActLabArrows:
			l.Arrows = !l.Arrows
		case keys.ActPlayback:
			if l.Playback.On {
				l.Playback.On = false
			} else {
				l.Playback.Start()
				s.nextTick = now
			}
		case keys.ActPlaybackSlow:
			l.Playback.Slower()
		case keys.ActPlaybackFast:
			l.Playback.Faster()
		case keys.ActPlaybackStep:
			if !l.Playback.On {
				l.Playback.Start()
			}
			l.Playback.StepWave()
			s.repeats()
		}
	default:
		return false
	}
	s.saveSettings()
	s.dirty = true
	return true
}

// tickPlayback advances a running playback when its tick is due and returns
// when the next one is (zero: no playback running).
func (s *Session) tickPlayback(now time.Time) time.Time {
	r := &s.lab.Playback
	if !s.lab.Open || !r.On || r.Paused {
		return time.Time{}
	}
	if r.Total() == 0 && s.lastScene == nil {
		// Never drawn (headless, `sim -keys`): the playback's length comes
		// from a frame, so there is nothing to animate and no end to wait
		// for.
		return time.Time{}
	}
	if now.Before(s.nextTick) {
		return s.nextTick
	}
	if r.Tick() {
		s.dirty = true
	} else if r.Total() > 0 && r.Step >= r.Total() {
		return time.Time{} // holding the last frame
	}
	every := s.settings.pace(playbackEvery)
	s.nextTick = s.nextTick.Add(every)
	if s.nextTick.Before(now) {
		s.nextTick = now.Add(every)
	}
	return s.nextTick
}

// labClick handles a primary click with the lab open: on a creature the
// player sees, it selects it for the inspector (a second click lets go).
// It reports whether the click was the lab's.
func (s *Session) labClick(p world.Pos) bool {
	if !s.lab.Open {
		return false
	}
	l := s.g.Level
	e := l.Ents.At(p)
	if e == world.NoEntity || e == s.g.Player || !l.Ents.Alive[e] || !l.Grid.Visible[l.Grid.Index(p.X, p.Y)] {
		return false
	}
	if s.lab.Selected == e {
		s.lab.Select(s.g, world.NoEntity)
	} else {
		s.lab.Select(s.g, e)
	}
	s.dirty = true
	return true
}

// Press handles a mouse button press (or a tap) at frame pixel x,y of
// the last frame at time now: a touch button presses its key; a line of
// the inventory or the options picks it (a second press on it uses or
// changes it), a choice of the save-open-elsewhere dialog makes it; a press elsewhere closes a dialog (pages the help: see
// pressDialog); an entry of the sidebar looks at it; a field's name in the
// lab's panel shows that field; on the map it is Click on the cell there
// (on a touch screen, near the player, the cell beside it the tap points
// to: fingerCell).
// Front ends call Press rather than Click so everything on screen answers
// the mouse.
func (s *Session) Press(x, y float32, primary bool, now time.Time) {
	pt := image.Pt(int(x), int(y))
	if i := s.buttonAt(x, y); i >= 0 && primary {
		s.pressButton(i, now)
		return
	}
	if s.lastScene != nil && primary && (s.mode == ModeInventory || s.mode == ModeOptions || s.mode == ModeElsewhere) {
		if i := render.DialogLineAt(s.lastScene, pt); i >= 0 {
			s.pressLine(i)
			return
		}
	}
	if primary && s.pressDialog(pt) {
		return
	}
	c, ok := s.CellAt(x, y)
	if s.touch && primary && s.mode == ModePlay && s.sand == nil && !s.lab.Open {
		c, ok = s.fingerCell(x, y)
	}
	if ok || !primary {
		s.Click(c, primary, now)
		return
	}
	if s.lastScene == nil {
		return
	}
	if i := render.SideEntryAt(s.lastScene, pt); i >= 0 && s.mode == ModePlay {
		s.prompt.at = s.lastScene.Side.Entries[i].At
		s.setMode(ModeLook)
		return
	}
	if s.lab.Open {
		if i := render.LabFieldAt(s.lastScene, pt); i >= 0 {
			s.lab.Field = i
			s.lab.Playback.On = false
			s.saveSettings()
			s.dirty = true
		}
	}
}

// pressLine is a press on line i of the inventory, the options or the
// dialog of a save open elsewhere.
func (s *Session) pressLine(i int) {
	switch s.mode {
	case ModeElsewhere:
		s.pressElsewhere(i)
	case ModeInventory:
		// The lines are the pack's items in slot order.
		n := 0
		for slot, k := range s.g.Inventory {
			if k == world.NoItem {
				continue
			}
			if n == i {
				if slot == s.prompt.sel {
					s.useFromInventory()
					return
				}
				s.prompt.sel = slot
			}
			n++
		}
	case ModeOptions:
		if i < len(options) {
			if i == s.prompt.opt {
				s.changeSetting(options[i].step(s.settings, 1))
			}
			s.prompt.opt = i
		}
	}
	s.dirty = true
}

// relayout recomputes the view for the last window size (the lab's panel
// takes its width from the map).
func (s *Session) relayout() {
	if s.win != (image.Point{}) {
		s.Resize(s.win)
	}
	s.dirty = true
}

// labKeys is the panel's footer: the lab's keys, from the key table.
func labKeys() []string {
	return []string{
		keys.First(keys.ActLab) + " close  " + keys.First(keys.ActLabPrev) + keys.First(keys.ActLabNext) + " 1-9 or click: field",
		keys.First(keys.ActLabShow) + " heat/digits  " + keys.First(keys.ActLabArrows) + " arrows  " + keys.First(keys.ActPlayback) + " playback",
		keys.First(keys.ActPlaybackSlow) + keys.First(keys.ActPlaybackFast) + " slower/faster  " + keys.First(keys.ActPlaybackStep) + " one wave",
		"click a goblin: inspect  " + keys.First(keys.ActCompare) + " compare",
	}
}
