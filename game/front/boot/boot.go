// Package boot keeps the browser build's start-up marks: named moments in
// milliseconds since navigation (performance.now()), printed by the front
// end once the first frame is drawn, so docs/browser.md can say where a first
// visit's time goes. Outside the browser the clock starts with the
// process instead.
//
// It imports only syscall/js, so Go initialises it among the first
// packages: its own mark, go-init, is taken before almost all package
// initialisation runs, and the gap from it to go-main is what the other
// packages' init costs.
package boot

// Mark is one named moment.
type Mark struct {
	Name string
	Ms   float64 // since navigation start
}

var marks []Mark

func init() { Add("go-init") }

// Add records the moment name now.
func Add(name string) { marks = append(marks, Mark{name, Now()}) }

// Marks returns the moments recorded so far, in order.
func Marks() []Mark { return marks }
