// Package ui is Downhill's window: Gio input turned into game commands, one
// turn, and the CPU-rendered frame scaled into the window. It is the only
// package that knows Gio, and builds for the desktop and the browser.
package ui

import (
	"io"

	"downhill/game"
)

// Run opens the window and plays until it closes. When events is not nil it
// gets game.EventLine at the start and after every turn. STUB.
func Run(cfg game.Config, events io.Writer) error { return nil }
