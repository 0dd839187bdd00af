package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
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
// save cut short says "truncated", one with nothing but blanks "empty"
// (at line 1, column 1). A value of the wrong kind is said in JSON's
// words ("an array where a save should be", "a number where levels holds
// a list"), never in Go's types.
func jsonError(data []byte, err error, at int64, what string) *LoadError {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	msg := err.Error()
	switch {
	case len(bytes.TrimSpace(data)) == 0:
		return &LoadError{Msg: what + ": empty", Line: 1, Col: 1}
	case errors.Is(err, io.ErrUnexpectedEOF) || errors.As(err, &syn) && syn.Offset >= int64(len(data)): // the scanner hit the end
		return &LoadError{Msg: fmt.Sprintf("%s: truncated after %d bytes", what, len(data)), Line: lineOf(data, int64(len(data))), Col: colOf(data, int64(len(data)))}
	case errors.As(err, &syn):
		at = syn.Offset
	case errors.As(err, &typ):
		at = typ.Offset
		if typ.Field == "" {
			msg = fmt.Sprintf("%s where a save should be (a JSON object)", jsonValue(typ.Value))
		} else {
			msg = fmt.Sprintf("%s where %s holds %s", jsonValue(typ.Value), typ.Field, jsonKind(typ.Type))
		}
	}
	msg = what + ": " + msg
	if at <= 0 {
		return &LoadError{Msg: msg}
	}
	return &LoadError{Msg: msg, Line: lineOf(data, at), Col: colOf(data, at)}
}

// jsonValue is the decoder's name of a JSON value ("array", "number",
// "number 1e99") with its article: "an array", "a number 1e99".
func jsonValue(v string) string {
	if strings.HasPrefix(v, "array") || strings.HasPrefix(v, "object") {
		return "an " + v
	}
	return "a " + v
}

// jsonKind is what JSON value a Go type t reads: "a list", "an object",
// "a number", "a string", "true or false".
func jsonKind(t reflect.Type) string {
	if t == nil {
		return "a value"
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Slice, reflect.Array:
		if t.Elem().Kind() == reflect.Uint8 {
			return "a string (base64)"
		}
		return "a list"
	case reflect.Struct, reflect.Map:
		return "an object"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return "a whole number"
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number from 0"
	case reflect.Float32, reflect.Float64:
		return "a number"
	}
	return "a value"
}

// lineOf is the 1-based line of the byte before offset at (the decoder's
// offsets count the bytes read, the bad one included).
func lineOf(data []byte, at int64) int {
	return 1 + bytes.Count(data[:min(at, int64(len(data)))], []byte{'\n'})
}

// colOf is the 1-based byte column of that byte (1 when there is none:
// a place is never column 0).
func colOf(data []byte, at int64) int {
	at = min(at, int64(len(data)))
	return max(1, int(at)-(bytes.LastIndexByte(data[:max(at-1, 0)], '\n')+1))
}

// tooLarge is the LoadError of n bytes of data, more than MaxSaveBytes.
func tooLarge(n int64) *LoadError {
	return &LoadError{Msg: fmt.Sprintf("not a Downhill save: %d bytes, more than a save may hold (%d)", n, MaxSaveBytes)}
}
