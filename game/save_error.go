package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// A LoadError is why Load refused some data: one line of text, with the
// place in the data at fault when there is one (a JSON syntax or type
// error, a save cut short), so a person can look there.
type LoadError struct {
	// Line and Col are the 1-based line and byte column of the fault in
	// the data; 0 when the fault is a value, not a place (a check).
	Line, Col int
	// Msg says what is wrong: "corrupt save: ...", "not a Downhill save".
	Msg string
	err error // ErrOldSave, for errors.Is
}

// Error is "load: [line L, column C: ]Msg".
func (e *LoadError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("load: line %d, column %d: %s", e.Line, e.Col, e.Msg)
	}
	return "load: " + e.Msg
}

// Unwrap gives ErrOldSave for a save of another version.
func (e *LoadError) Unwrap() error { return e.err }

// In is e as an error of the file named file: "FILE:LINE:COL: Msg", or
// "FILE: Msg" when no place is at fault.
func (e *LoadError) In(file string) error {
	if e.Line > 0 {
		return &fileError{fmt.Sprintf("%s:%d:%d: %s", file, e.Line, e.Col, e.Msg), e}
	}
	return &fileError{file + ": " + e.Msg, e}
}

// fileError is a LoadError worded for its file.
type fileError struct {
	text string
	err  *LoadError
}

func (e *fileError) Error() string { return e.text }
func (e *fileError) Unwrap() error { return e.err }

// jsonError words a decoding error err of data as a LoadError of kind
// what ("corrupt save"), placed where the decoder stopped: a syntax or
// type error's offset, else at (a decoder's InputOffset; 0: nowhere). A
// save cut short says "truncated".
func jsonError(data []byte, err error, at int64, what string) *LoadError {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	msg := err.Error()
	switch {
	case errors.Is(err, io.ErrUnexpectedEOF) || errors.As(err, &syn) && syn.Offset >= int64(len(data)): // the scanner hit the end
		return &LoadError{Msg: fmt.Sprintf("%s: truncated after %d bytes", what, len(data)), Line: lineOf(data, int64(len(data))), Col: colOf(data, int64(len(data)))}
	case errors.As(err, &syn):
		at = syn.Offset
	case errors.As(err, &typ):
		at = typ.Offset
		msg = fmt.Sprintf("%s where %s holds a %s", typ.Value, typ.Field, typ.Type)
	}
	msg = what + ": " + msg
	if at <= 0 {
		return &LoadError{Msg: msg}
	}
	return &LoadError{Msg: msg, Line: lineOf(data, at), Col: colOf(data, at)}
}

// lineOf is the 1-based line of the byte before offset at (the decoder's
// offsets count the bytes read, the bad one included).
func lineOf(data []byte, at int64) int {
	return 1 + bytes.Count(data[:min(at, int64(len(data)))], []byte{'\n'})
}

// colOf is the 1-based byte column of that byte.
func colOf(data []byte, at int64) int {
	at = min(at, int64(len(data)))
	return int(at) - (bytes.LastIndexByte(data[:max(at-1, 0)], '\n') + 1)
}

// tooLarge is the LoadError of n bytes of data, more than MaxSaveBytes.
func tooLarge(n int64) *LoadError {
	return &LoadError{Msg: fmt.Sprintf("not a Downhill save: %d bytes, more than a save may hold (%d)", n, MaxSaveBytes)}
}
