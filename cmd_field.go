package main

// runField is the `downhill field` sub-command. STUB.
func runField(args []string) int { return fail("field: not implemented yet") }
