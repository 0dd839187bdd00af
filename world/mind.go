package world

import "strconv"

// Mind is a creature's state of attention.
type Mind uint8

// The states of mind. Asleep creatures wait to hear the player; Wandering
// ones roam; Hunting ones follow the fields; Fleeing ones run on the flee
// field; Investigating ones walk to a noise or to where they last noticed
// the player (Store.Target); Searching ones roam around that cell.
// Values are part of the save format: append new states before NumMinds,
// with their name in mindNames.
const (
	Asleep Mind = iota
	Wandering
	Hunting
	Fleeing
	Investigating
	Searching
	NumMinds // how many states of mind there are; not a state
)

// mindNames are the states of mind as the screen words them.
var mindNames = [...]string{
	Asleep: "asleep", Wandering: "wandering", Hunting: "hunting", Fleeing: "fleeing",
	Investigating: "investigating", Searching: "searching",
}

// Every state of mind has its name and no name lacks its state: otherwise
// this does not compile.
var _ [0]struct{} = [len(mindNames) - int(NumMinds)]struct{}{}

// String is the state's name ("investigating"), or "mind(N)" for a value
// that is not a state.
func (m Mind) String() string {
	if m >= NumMinds {
		return "mind(" + strconv.Itoa(int(m)) + ")"
	}
	return mindNames[m]
}
