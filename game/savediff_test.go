package game

import (
	"encoding/json"
	"fmt"
	"reflect"
)

// saveDiff lists, one line each, the JSON paths where two saves differ and
// their values (cut short), so a failing round trip says what drifted.
func saveDiff(a, b []byte) string {
	var x, y any
	json.Unmarshal(a, &x)
	json.Unmarshal(b, &y)
	out := ""
	var walk func(p string, u, v any)
	walk = func(p string, u, v any) {
		if reflect.DeepEqual(u, v) {
			return
		}
		if mu, ok := u.(map[string]any); ok {
			if mv, ok := v.(map[string]any); ok {
				for k := range mu {
					walk(p+"."+k, mu[k], mv[k])
				}
				for k := range mv {
					if _, ok := mu[k]; !ok {
						walk(p+"."+k, nil, mv[k])
					}
				}
				return
			}
		}
		if su, ok := u.([]any); ok {
			if sv, ok := v.([]any); ok && len(su) == len(sv) {
				for i := range su {
					walk(fmt.Sprintf("%s[%d]", p, i), su[i], sv[i])
				}
				return
			}
		}
		cut := func(s string) string { return s[:min(len(s), 120)] }
		out += fmt.Sprintf("%s: %s vs %s\n", p, cut(fmt.Sprint(u)), cut(fmt.Sprint(v)))
	}
	walk("", x, y)
	return out
}
