//go:build linux

package main

import (
	"strconv"

	"github.com/jezek/xgb"
	"github.com/jezek/xgb/xproto"
)

// setXResources sets the X resources of the server at display (the root
// window's RESOURCE_MANAGER property, which xrdb writes): Xft.dpi there
// is what a desktop's scale setting sets, and what the game's toolkit
// reads for the screen's device scale factor.
func setXResources(display, resources string) error {
	conn, err := xgb.NewConnDisplay(display)
	if err != nil {
		return err
	}
	defer conn.Close()
	atom, err := xproto.InternAtom(conn, false, uint16(len("RESOURCE_MANAGER")), "RESOURCE_MANAGER").Reply()
	if err != nil {
		return err
	}
	root := xproto.Setup(conn).DefaultScreen(conn).Root
	return xproto.ChangePropertyChecked(conn, xproto.PropModeReplace, root, atom.Atom, xproto.AtomString, 8,
		uint32(len(resources)), []byte(resources)).Check()
}

// rootWindow is the id of the screen's root window, as xdotool takes it.
func rootWindow(d *desktop) string {
	d.t.Helper()
	conn, err := xgb.NewConnDisplay(d.display())
	if err != nil {
		d.t.Fatal(err)
	}
	defer conn.Close()
	return strconv.FormatUint(uint64(xproto.Setup(conn).DefaultScreen(conn).Root), 10)
}

// display is the X display the game runs on.
func (d *desktop) display() string {
	var display string
	for _, e := range d.env {
		if len(e) > 8 && e[:8] == "DISPLAY=" {
			display = e[8:]
		}
	}
	return display
}

// closeWindow asks the window to close as a window manager's close button
// does: a WM_DELETE_WINDOW message of the WM_PROTOCOLS kind.
func (d *desktop) closeWindow() {
	d.t.Helper()
	conn, err := xgb.NewConnDisplay(d.display())
	if err != nil {
		d.t.Fatal(err)
	}
	defer conn.Close()
	atom := func(name string) xproto.Atom {
		r, err := xproto.InternAtom(conn, false, uint16(len(name)), name).Reply()
		if err != nil {
			d.t.Fatal(err)
		}
		return r.Atom
	}
	id, err := strconv.ParseUint(d.win, 10, 32)
	if err != nil {
		d.t.Fatal(err)
	}
	win := xproto.Window(id)
	ev := xproto.ClientMessageEvent{Format: 32, Window: win, Type: atom("WM_PROTOCOLS"),
		Data: xproto.ClientMessageDataUnionData32New([]uint32{uint32(atom("WM_DELETE_WINDOW")), 0, 0, 0, 0})}
	if err := xproto.SendEventChecked(conn, false, win, 0, string(ev.Bytes())).Check(); err != nil {
		d.t.Fatal(err)
	}
}
