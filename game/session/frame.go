package session

import (
	"downhill/game/session/screen"
	"downhill/render"
	"downhill/world"
)

// frame is what the next frame shows, as the screen package reads it: the
// state settle brought up to date and the mode's panel and info row. It
// only reads the session.
func (s *Session) frame() screen.Frame {
	p := s.parts(s.cell)
	f := screen.Frame{Game: s.g, View: s.next.view, Size: s.frameSize(), Cell: s.cell, Parts: p,
		Blind: s.settings.blind(), Touch: s.touch, Rows: s.rows(),
		Side: s.sideState(), Info: s.infoState(), Panel: s.panel(), Intents: s.next.intents, Note: s.note}
	f.Open = screen.Open{Page: s.prompt.page, LogTop: s.prompt.logTop, Pick: s.prompt.sel,
		Best: screen.Best{Kept: s.Runs.Kept(), Runs: s.prompt.best, Note: s.prompt.bestNote, Sel: s.bestSel()}}
	switch f.Panel {
	case screen.PanelOptions:
		f.Open.Options = s.optionsState()
	case screen.PanelElsewhere:
		f.Open.Elsewhere = s.elsewhereState()
	}
	if p.Buttons {
		f.Buttons = s.buttonLabels()
	}
	if s.sand != nil {
		f.Decor.NoFog, f.Decor.Title = true, s.sandboxStatus()
	}
	if s.twin != nil {
		f.Decor = s.compareDecor(f.Decor)
	}
	return f
}

// panels are the dialog each mode shows (none for the others).
var panels = map[Mode]screen.Panel{
	ModeOver:      screen.PanelRecap,
	ModeHelp:      screen.PanelHelp,
	ModeLog:       screen.PanelLog,
	ModeBest:      screen.PanelBest,
	ModeInventory: screen.PanelInventory,
	ModeOptions:   screen.PanelOptions,
	ModeElsewhere: screen.PanelElsewhere,
}

// panel is the dialog of the mode in force.
func (s *Session) panel() screen.Panel { return panels[s.mode] }

// dialog is the dialog of the mode in force, or nil.
func (s *Session) dialog() *render.Dialog { return screen.PanelDialog(s.frame()) }

// infoRows are the info row each mode shows (the hover's in play).
var infoRows = map[Mode]screen.Row{
	ModeChoose: screen.RowChoose,
	ModeClose:  screen.RowClose,
	ModeAim:    screen.RowAim,
	ModeLook:   screen.RowLook,
	ModeReplay: screen.RowWatch,
	ModeTravel: screen.RowTravel,
}

// infoState is the info row over the messages: the prompt of a mode
// waiting for an answer, else what the look, aim or mouse points at.
func (s *Session) infoState() screen.Info {
	in := screen.Info{Row: infoRows[s.mode], At: s.prompt.at, InPlay: s.mode == ModePlay}
	switch in.Row {
	case screen.RowAim:
		in.Aim = s.aimPrompt()
		if ok, why := s.aimOK(); !ok && why != "" {
			in.Aim = why + " " + in.Aim
		}
		in.Javelin = s.aimKind() == world.Javelin
	case screen.RowWatch:
		in.Watch = s.watchLine()
	case screen.RowTravel:
		in.At = s.cursor
	case screen.RowNone:
		if s.hovered && s.mode == ModePlay {
			in.Row, in.At = screen.RowHover, s.hover
		}
	}
	return in
}

// sideState is what the sidebar marks: the slot being aimed, the entry
// under the mouse, the cell the look, the aim or the mouse points at.
func (s *Session) sideState() screen.Side {
	side := screen.Side{Legend: s.legend(), Selected: -1, Hover: s.sideHover}
	if s.mode == ModeAim {
		side.Selected = s.prompt.slot
	}
	switch {
	case s.mode == ModeLook || s.mode == ModeAim:
		at := s.prompt.at
		side.At = &at
	case s.hovered:
		at := s.hover
		side.At = &at
	}
	return side
}

// legend reports whether the sidebar shows the overlay's legend: an
// overlay is on (the lab's panel has a legend of its own).
func (s *Session) legend() bool { return s.overlay != 0 && !s.lab.Open }

// inView is what the sidebar lists (screen.InView), which Tab steps
// through.
func (s *Session) inView() []render.SideEntry { return screen.InView(s.g, s.settings.blind()) }
