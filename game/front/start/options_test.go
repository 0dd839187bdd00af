package start

import "testing"

// TestGameFlagsSettings: the runs a plain `downhill` plays are the
// standard ones, whatever defaults are written out; `-heart 1 -goblins 1`
// plays runs that keep those settings and are ranked apart.
func TestGameFlagsSettings(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, ""},
		{[]string{"-goblins", "4", "-heart", "8", "-width", "80", "-height", "45", "-greed", "-4"}, ""},
		{[]string{"-heart", "1", "-goblins", "1"}, "-goblins 1 -heart 1"},
		{[]string{"-level", "maze", "-width", "60"}, "-width 60 -level maze"},
	} {
		o, code, ok := Options(c.args)
		if !ok {
			t.Fatalf("downhill %v: refused (%d)", c.args, code)
		}
		if got := o.Config().Settings(); got != c.want {
			t.Errorf("downhill %v: settings %q, want %q", c.args, got, c.want)
		}
	}
}
