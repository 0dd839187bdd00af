// Package docs is Downhill's documentation: the README's pages on playing,
// the controls, the lab, the engine, the headless commands, recordings,
// the browser, the limits and the design, in Markdown. It holds no code;
// its test keeps the pages' links and the repository paths they name
// pointing at what exists, so a moved file or a renamed heading fails
// `go test` instead of leaving a dead link.
package docs
