package main

// runMaps is the `downhill maps` sub-command. STUB.
func runMaps(args []string) int { return fail("maps: not implemented yet") }
