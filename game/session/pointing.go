package session

// pointing is the word for pointing at a cell on this screen, as prompts
// say it: "tap" once the front end has seen a touch (Touched), "click"
// with a mouse. Every prompt that says how to point at a cell says it with
// this word, so a touch player never reads "click".
func (s *Session) pointing() string {
	if s.touch {
		return "tap"
	}
	return "click"
}
