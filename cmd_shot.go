package main

// runShot is the `downhill shot` sub-command. STUB.
func runShot(args []string) int { return fail("shot: not implemented yet") }
