//go:build js

// Package boot keeps the browser build's start-up marks: named moments in
// milliseconds since navigation (performance.now()), printed by the front
// end once the first frame is drawn, so the README can say where a first
// visit's time goes.
//
// It imports only syscall/js, so Go initialises it among the first
// packages: its own mark, go-init, is taken before almost all package
// initialisation runs, and the gap from it to go-main is what the other
// packages' init costs.
package boot

import "syscall/js"

// Mark is one named moment.
type Mark struct {
	Name string
	Ms   float64 // since navigation start
}

var marks []Mark

func init() { Add("go-init") }

// Now is performance.now(): milliseconds since navigation start.
func Now() float64 { return js.Global().Get("performance").Call("now").Float() }

// Add records the moment name now.
func Add(name string) { marks = append(marks, Mark{name, Now()}) }

// Marks returns the moments recorded so far, in order.
func Marks() []Mark { return marks }
