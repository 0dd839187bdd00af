package main

// runSim is the `downhill sim` sub-command. STUB.
func runSim(args []string) int { return fail("sim: not implemented yet") }
