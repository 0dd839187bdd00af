package main

import (
	"strconv"
	"strings"
)

// negotiate picks the content coding to send for an Accept-Encoding header
// (RFC 9110, section 12.5.3) among offered, the codings the server has a
// file for, best first (the server's preference breaks ties). It returns ""
// for the identity (the plain file).
//
// A coding is acceptable with the weight (q) the header gives it by name,
// else the weight of "*"; a coding the header does not name, with no "*",
// is not acceptable, and q=0 refuses it. So "*;q=0, gzip" gets gzip and
// "gzip;q=0, *" gets any other coding. The plain file is sent when no
// offered coding is acceptable, or when the header weighs identity above
// every acceptable one ("gzip;q=0.5, identity"). An element whose weight
// is not a valid qvalue (0 to 1, at most three decimals) is ignored; an
// empty or absent header asks for the plain file. "x-gzip" is gzip.
func negotiate(header string, offered []string) string {
	weights := map[string]float64{}
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(part, ";")
		name = strings.ToLower(strings.TrimSpace(name))
		if name == "" {
			continue
		}
		if name == "x-gzip" {
			name = "gzip"
		}
		q, ok := qvalue(params)
		if !ok {
			continue
		}
		if _, seen := weights[name]; !seen { // the first mention counts
			weights[name] = q
		}
	}
	weight := func(coding string) float64 {
		if q, ok := weights[coding]; ok {
			return q
		}
		if q, ok := weights["*"]; ok {
			return q
		}
		return 0
	}
	best, bestQ := "", 0.0
	for _, c := range offered {
		if q := weight(strings.ToLower(c)); q > bestQ {
			best, bestQ = c, q
		}
	}
	if q, ok := weights["identity"]; ok && q > bestQ {
		return ""
	}
	return best
}

// qvalue reads the weight from an element's parameters (";q=0.5"): 1 when
// there is none, ok false when it is malformed. Other parameters are
// ignored.
func qvalue(params string) (q float64, ok bool) {
	q = 1
	for _, p := range strings.Split(params, ";") {
		k, v, found := strings.Cut(p, "=")
		if !found || !strings.EqualFold(strings.TrimSpace(k), "q") {
			continue
		}
		v = strings.TrimSpace(v)
		// qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] )
		if len(v) == 0 || len(v) > 5 || (v[0] != '0' && v[0] != '1') || len(v) > 1 && v[1] != '.' {
			return 0, false
		}
		f, err := strconv.ParseFloat(v, 64)
		if err != nil || f < 0 || f > 1 || strings.ContainsAny(v, "eE+-") {
			return 0, false
		}
		q = f
	}
	return q, true
}
