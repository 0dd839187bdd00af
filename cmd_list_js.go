package main

// commands is empty in the browser: a tab has no command line, and leaving
// the sub-commands out keeps their code (PNG writing among it) out of the
// download.
var commands = map[string]func(args []string) int{}
