//go:build linux

package main

import (
	"bufio"
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"downhill/game"
	"downhill/game/session"
	"downhill/render"
	"downhill/world"
)

// The desktop test plays the real binary in a real X window: it builds
// downhill with the release tags, starts its own Xvfb, drives the window
// with xdotool and reads the -events lines and screenshots. A copy of the
// same game runs in the test process (every random choice flows from the
// seed), so the test knows the map, where a path goes and what each key
// must do, and checks the binary against it turn by turn.

const (
	desktopSeed = 7
	// waitFor bounds every wait on the binary. It is a deadlock guard, not
	// a speed assertion: speed is measured, never asserted.
	waitFor = 30 * time.Second
)

// desktopTools returns the missing tools the test needs.
func desktopTools() []string {
	var missing []string
	for _, tool := range []string{"Xvfb", "xdotool", "/usr/bin/import"} {
		if _, err := exec.LookPath(tool); err != nil {
			missing = append(missing, tool)
		}
	}
	return missing
}

// freeDisplay picks an X display number no server uses, starting from one
// derived from our pid so parallel runs do not collide.
func freeDisplay() int {
	for i := 0; i < 200; i++ {
		n := 97 + (os.Getpid()+i)%400
		if _, err := os.Stat(fmt.Sprintf("/tmp/.X11-unix/X%d", n)); err == nil {
			continue
		}
		if _, err := os.Stat(fmt.Sprintf("/tmp/.X%d-lock", n)); err == nil {
			continue
		}
		return n
	}
	return 97
}

// eventLog collects the binary's -events lines as they arrive.
type eventLog struct {
	mu    sync.Mutex
	lines []string
}

func (l *eventLog) read(sc *bufio.Scanner) {
	for sc.Scan() {
		if s := sc.Text(); strings.HasPrefix(s, "turn=") {
			l.mu.Lock()
			l.lines = append(l.lines, s)
			l.mu.Unlock()
		}
	}
}

func (l *eventLog) all() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.lines...)
}

// waitTurn waits for the line of turn n and returns it.
func (l *eventLog) waitTurn(t *testing.T, n int) string {
	t.Helper()
	prefix := fmt.Sprintf("turn=%d ", n)
	deadline := time.Now().Add(waitFor)
	for time.Now().Before(deadline) {
		for _, s := range l.all() {
			if strings.HasPrefix(s, prefix) {
				return s
			}
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("no event line for turn %d; lines so far:\n%s", n, strings.Join(l.all(), "\n"))
	return ""
}

// settle waits until no line has arrived for quiet and returns the last
// turn number seen (an animated trip has ended).
func (l *eventLog) settle(t *testing.T, quiet time.Duration) int {
	t.Helper()
	n, since := len(l.all()), time.Now()
	for deadline := time.Now().Add(waitFor); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		all := l.all()
		if len(all) != n {
			n, since = len(all), time.Now()
			continue
		}
		if time.Since(since) >= quiet {
			var turn int
			fmt.Sscanf(all[n-1], "turn=%d ", &turn)
			return turn
		}
	}
	t.Fatal("the event lines never settled")
	return 0
}

var scansRE = regexp.MustCompile(` scans=\d+`)

// comparable drops the scan count: hovering floods preview fields in the
// window that the test's copy of the game never needs.
func comparable(line string) string { return scansRE.ReplaceAllString(line, "") }

// desktop is one running binary under its own Xvfb.
type desktop struct {
	t      *testing.T
	env    []string
	win    string
	events *eventLog
	dir    string
}

func (d *desktop) xdotool(args ...string) string {
	d.t.Helper()
	cmd := exec.Command("xdotool", args...)
	cmd.Env = d.env
	out, err := cmd.Output()
	if err != nil {
		d.t.Fatalf("xdotool %v: %v", args, err)
	}
	return strings.TrimSpace(string(out))
}

// geometry is the window's position and size on the screen.
func (d *desktop) geometry() image.Rectangle {
	d.t.Helper()
	v := map[string]int{}
	for _, kv := range strings.Fields(d.xdotool("getwindowgeometry", "--shell", d.win)) {
		k, val, _ := strings.Cut(kv, "=")
		n, _ := strconv.Atoi(val)
		v[k] = n
	}
	return image.Rect(v["X"], v["Y"], v["X"]+v["WIDTH"], v["Y"]+v["HEIGHT"])
}

// shot captures the screen with ImageMagick's import.
func (d *desktop) shot(name string) *image.RGBA {
	d.t.Helper()
	path := filepath.Join(d.dir, name)
	cmd := exec.Command("/usr/bin/import", "-window", "root", path)
	cmd.Env = d.env
	if out, err := cmd.CombinedOutput(); err != nil {
		d.t.Fatalf("import: %v\n%s", err, out)
	}
	f, err := os.Open(path)
	if err != nil {
		d.t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		d.t.Fatal(err)
	}
	rgba := image.NewRGBA(img.Bounds())
	for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
		for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x++ {
			rgba.Set(x, y, img.At(x, y))
		}
	}
	return rgba
}

// startDesktop builds the binary and runs it under a fresh Xvfb with
// -seed desktopSeed -events and the extra arguments, its settings in a
// temporary config directory.
func startDesktop(t *testing.T, extra ...string) *desktop {
	if missing := desktopTools(); len(missing) > 0 {
		if os.Getenv("CI") != "" {
			t.Fatalf("CI is set and %v are missing (`sh .ci/deps.sh test` installs them)", missing)
		}
		t.Skipf("missing %v: run `sh .ci/deps.sh test`", missing)
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "downhill")
	build := exec.Command("go", "build", "-tags", "nowayland,novulkan", "-o", bin, ".")
	build.Env = append(os.Environ(), "CGO_ENABLED=1")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}

	n := freeDisplay()
	xvfb := exec.Command("Xvfb", fmt.Sprintf(":%d", n), "-screen", "0", "1280x1024x24", "-nolisten", "tcp", "-noreset")
	if err := xvfb.Start(); err != nil {
		t.Fatalf("Xvfb: %v", err)
	}
	t.Cleanup(func() { xvfb.Process.Kill(); xvfb.Wait() })
	sock := fmt.Sprintf("/tmp/.X11-unix/X%d", n)
	for deadline := time.Now().Add(waitFor); ; time.Sleep(20 * time.Millisecond) {
		if _, err := os.Stat(sock); err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("Xvfb :%d did not start", n)
		}
	}
	d := &desktop{t: t, dir: dir, events: &eventLog{}}
	runtimeDir := filepath.Join(dir, "xdg")
	os.Mkdir(runtimeDir, 0o700)
	d.env = append(os.Environ(), fmt.Sprintf("DISPLAY=:%d", n), "XDG_RUNTIME_DIR="+runtimeDir, "WAYLAND_DISPLAY=",
		"XDG_CONFIG_HOME="+filepath.Join(dir, "config"), "XDG_DATA_HOME="+filepath.Join(dir, "data"))

	// Park the pointer where the window will not be, so no hover preview
	// is drawn until the test hovers on purpose.
	d.parkPointer()

	game := exec.Command(bin, append([]string{"-seed", strconv.Itoa(desktopSeed), "-events"}, extra...)...)
	game.Env = d.env
	stdout, err := game.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr strings.Builder
	game.Stderr = &stderr
	if err := game.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		game.Process.Kill()
		game.Wait()
		if t.Failed() {
			t.Logf("downhill stderr:\n%s", stderr.String())
		}
	})
	go d.events.read(bufio.NewScanner(stdout))

	find := exec.Command("xdotool", "search", "--sync", "--onlyvisible", "--name", "^Downhill$")
	find.Env = d.env
	found := make(chan string, 1)
	go func() {
		out, _ := find.Output()
		found <- strings.TrimSpace(string(out))
	}()
	select {
	case out := <-found:
		d.win = strings.Fields(out + " ")[0]
	case <-time.After(waitFor):
		find.Process.Kill()
		t.Fatalf("no Downhill window; stderr:\n%s", stderr.String())
	}
	return d
}

// replay is the test's copy of the game, advanced by the same commands.
type replay struct {
	g   *game.Game
	cmd []game.Command
}

func (r *replay) do(c game.Command) bool {
	r.cmd = append(r.cmd, c)
	return r.g.Do(c)
}

// clone replays the commands so far on a fresh game: a copy to try a trip.
func (r *replay) clone() *game.Game {
	g := game.New(r.g.Cfg)
	for _, c := range r.cmd {
		g.Do(c)
	}
	return g
}

// creatures returns where every creature but the player stands and its HP.
func creatures(g *game.Game) map[world.Entity][2]int {
	m := map[world.Entity][2]int{}
	s := g.Level.Ents
	for e := range s.Alive {
		if s.Alive[e] && world.Entity(e) != g.Player {
			m[world.Entity(e)] = [2]int{s.Pos[e].Y*g.Level.Grid.W + s.Pos[e].X, s.HP[e]}
		}
	}
	return m
}

// placement is where the frame's pixel 0,0 is on screen and its scale.
type placement struct {
	origin image.Point
	scale  int
}

// screenCell is the screen pixel of cell p's pixel (dx,dy) in the frame.
func (pl placement) screenCell(p world.Pos, dx, dy int) image.Point {
	return image.Pt(pl.origin.X+(p.X*render.CellW+dx)*pl.scale, pl.origin.Y+(p.Y*render.CellH+dy)*pl.scale)
}

func rgbAt(img *image.RGBA, p image.Point) color.RGBA { return img.RGBAAt(p.X, p.Y) }

func TestDesktop(t *testing.T) {
	d := startDesktop(t)
	r := &replay{g: game.New(game.Config{Seed: desktopSeed, W: 80, H: 45})}
	fw0, fh0 := render.Size(session.Scene(r.g, session.View{ViewW: 80, ViewH: 45}))

	// The start line, before any input: the binary and the copy agree.
	if got, want := comparable(d.events.waitTurn(t, 0)), comparable(r.g.EventLine()); got != want {
		t.Fatalf("start: binary %q, test copy %q", got, want)
	}

	// The window opens at a size a laptop screen holds, the whole frame
	// in it, the status line on screen. Then it is made big enough for
	// the frame at 1:1, so the pixel checks below see whole pixels.
	d.checkOpenSize(r.g)
	d.resize(image.Pt(fw0, fh0))

	// Keys, sent as soon as the window exists (keys work from the first
	// frame): each one the copy can take must pass the same turn.
	keys := []struct {
		sym string
		d   world.Pos
	}{
		{"Right", world.Pos{X: 1}}, {"l", world.Pos{X: 1}}, {"Down", world.Pos{Y: 1}},
		{"j", world.Pos{Y: 1}}, {"Left", world.Pos{X: -1}}, {"h", world.Pos{X: -1}},
		{"Up", world.Pos{Y: -1}}, {"k", world.Pos{Y: -1}}, {"y", world.Pos{X: -1, Y: -1}},
		{"u", world.Pos{X: 1, Y: -1}}, {"b", world.Pos{X: -1, Y: 1}}, {"n", world.Pos{X: 1, Y: 1}},
	}
	before := creatures(r.g)
	start := r.g.PlayerPos()
	moved, acted := 0, 0
	for round := 0; round < 2 && moved < 6; round++ {
		for _, k := range keys {
			p := r.g.PlayerPos().Add(k.d)
			gr := r.g.Level.Grid
			if !gr.At(p.X, p.Y).Walkable() || r.g.Level.Ents.At(p) != world.NoEntity || r.g.Dead {
				continue // a refused move passes no turn: nothing to wait for
			}
			prev := creatures(r.g)
			if !r.do(game.Command{Action: game.ActMove, DX: k.d.X, DY: k.d.Y}) {
				continue
			}
			d.xdotool("key", "--window", d.win, k.sym)
			got := d.events.waitTurn(t, r.g.Turn)
			if comparable(got) != comparable(r.g.EventLine()) {
				t.Fatalf("after key %s: binary %q, test copy %q", k.sym, got, r.g.EventLine())
			}
			moved++
			now := creatures(r.g)
			for e, v := range now {
				if prev[e] != v {
					acted++
				}
			}
		}
	}
	// Waits let the goblins act with the player still.
	for i := 0; i < 4; i++ {
		prev := creatures(r.g)
		r.do(game.Command{Action: game.ActWait})
		d.xdotool("key", "--window", d.win, "period")
		if got := d.events.waitTurn(t, r.g.Turn); comparable(got) != comparable(r.g.EventLine()) {
			t.Fatalf("after wait: binary %q, test copy %q", got, r.g.EventLine())
		}
		for e, v := range creatures(r.g) {
			if prev[e] != v {
				acted++
			}
		}
	}
	if moved < 4 || r.g.PlayerPos() == start {
		t.Fatalf("the player moved %d times, from %v to %v", moved, start, r.g.PlayerPos())
	}
	if acted == 0 {
		t.Fatalf("no goblin moved or fought in %d turns (goblins %v)", r.g.Turn, before)
	}
	t.Logf("player %v -> %v in %d turns; %d goblin moves or hits", start, r.g.PlayerPos(), r.g.Turn, acted)

	// Auto-explore: `x` walks on by itself, animated, until a key stops it.
	// The copy knows where an uninterrupted walk would end; the test
	// interrupts it earlier and the copy then replays the steps the binary
	// took (explore steps are deterministic).
	base := r.g.Turn
	natural := r.clone()
	for natural.Do(game.Command{Action: game.ActExplore}) && natural.Travelling() {
	}
	d.xdotool("key", "--window", d.win, "x")
	if natural.Turn-base > 40 {
		d.events.waitTurn(t, base+30)
		d.xdotool("key", "--window", d.win, "Escape")
	}
	last := d.events.settle(t, time.Second)
	if last <= base+1 || last > natural.Turn {
		t.Fatalf("explore: turns %d..%d, an uninterrupted walk ends at %d", base, last, natural.Turn)
	}
	if natural.Turn-base > 40 && last >= natural.Turn {
		t.Fatalf("a key did not stop auto-explore (turn %d of %d)", last, natural.Turn)
	}
	for r.g.Turn < last && r.do(game.Command{Action: game.ActExplore}) {
	}
	if got := d.events.waitTurn(t, last); comparable(got) != comparable(r.g.EventLine()) {
		t.Fatalf("after explore: binary %q, test copy %q", got, r.g.EventLine())
	}
	r.g.StopTravel()
	t.Logf("explore: %d steps, stopped by a key at turn %d (uninterrupted: %d)", last-base, last, natural.Turn)

	// Where the frame is: the window was made the frame's size (the
	// default 80x45 view) above and, with no window manager, is at 0,0.
	geo := d.geometry()
	fw, fh := fw0, fh0
	k := min(geo.Dx()/fw, geo.Dy()/fh)
	if k < 1 {
		t.Fatalf("window %v is smaller than the %dx%d frame", geo, fw, fh)
	}
	pl := placement{origin: geo.Min.Add(image.Pt((geo.Dx()-fw*k)/2, (geo.Dy()-fh*k)/2)), scale: k}

	// A travel target: a visible cell some steps away whose path runs
	// mostly clear of the cursor's label (so the tint can be seen), that a
	// trip reaches (the copy tries it first).
	type candidate struct {
		p     world.Pos
		path  []world.Pos
		clear int
	}
	var cands []candidate
	gr := r.g.Level.Grid
	for y := 0; y < gr.H; y++ {
		for x := 0; x < gr.W; x++ {
			p := world.Pos{X: x, Y: y}
			if !gr.Visible[gr.Index(x, y)] || !gr.At(x, y).Walkable() || r.g.Level.Ents.At(p) != world.NoEntity {
				continue
			}
			if pp := r.g.PreviewPath(x, y); len(pp) >= 5 {
				cands = append(cands, candidate{p, pp, len(clearOfLabel(p, pp))})
			}
		}
	}
	slices.SortStableFunc(cands, func(a, b candidate) int { return b.clear - a.clear })
	target, path := world.Pos{}, []world.Pos(nil)
	for _, c := range cands {
		if c.clear < 2 {
			break
		}
		try := r.clone()
		for i := 0; i < 200 && try.Do(game.Command{Action: game.ActTravel, X: c.p.X, Y: c.p.Y}) && try.Travelling(); i++ {
		}
		if try.PlayerPos() == c.p {
			target, path = c.p, c.path
			break
		}
	}
	if path == nil {
		for i, c := range cands[:min(5, len(cands))] {
			t.Logf("candidate %d: %v clear %d path %v", i, c.p, c.clear, c.path)
		}
		t.Fatalf("no visible cell 5+ steps away that travel reaches from %v", r.g.PlayerPos())
	}

	// Hover: the path preview appears, tinted, with the cursor on target.
	plain := d.shot("plain.png")
	c := pl.screenCell(target, render.CellW/2, render.CellH/2).Sub(geo.Min)
	d.xdotool("mousemove", "--window", d.win, strconv.Itoa(c.X), strconv.Itoa(c.Y))
	var hover *image.RGBA
	var bad []string
	for deadline := time.Now().Add(waitFor); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		hover = d.shot("hover.png")
		bad = pathTinted(hover, plain, pl, target, path)
		if len(bad) == 0 {
			break
		}
	}
	if len(bad) > 0 {
		t.Fatalf("path preview to %v not drawn: %s (see %s)", target, strings.Join(bad, "; "), d.dir)
	}
	if err := saveShot(hover, geo, "build/desktop.png"); err != nil {
		t.Errorf("saving build/desktop.png: %v", err)
	}

	// The window shows the map: many colours, mostly not blank.
	colours := map[color.RGBA]int{}
	for y := geo.Min.Y; y < geo.Max.Y; y++ {
		for x := geo.Min.X; x < geo.Max.X; x++ {
			colours[hover.RGBAAt(x, y)]++
		}
	}
	if len(colours) < 40 {
		t.Fatalf("the window shows %d colours: not a drawn map", len(colours))
	}

	// Click: the player travels there, one turn per step, as the copy did.
	want := r.clone()
	for want.Do(game.Command{Action: game.ActTravel, X: target.X, Y: target.Y}) && want.Travelling() {
	}
	d.xdotool("click", "--window", d.win, "1")
	got := d.events.waitTurn(t, want.Turn)
	if comparable(got) != comparable(want.EventLine()) {
		t.Fatalf("after the click: binary %q, test copy %q", got, want.EventLine())
	}
	if !strings.Contains(got, fmt.Sprintf(" player=%d,%d ", target.X, target.Y)) {
		t.Fatalf("travel to %v ended with %q", target, got)
	}
	t.Logf("clicked %v: arrived in %d turns (%d path steps)", target, want.Turn-r.g.Turn, len(path))

	for r.do(game.Command{Action: game.ActTravel, X: target.X, Y: target.Y}) && r.g.Travelling() {
	}
	if comparable(r.g.EventLine()) != comparable(got) {
		t.Fatalf("test copy out of step after the click: %q vs %q", r.g.EventLine(), got)
	}

	// The keyboard way: t, move the cursor with movement keys, Enter. The
	// cursor starts on the hovered cell, where the player now stands.
	var steps []string
	var dest world.Pos
	from := r.g.PlayerPos()
	for _, try := range []world.Pos{{X: 3}, {X: -3}, {Y: 3}, {Y: -3}, {X: 2, Y: 2}, {X: -2, Y: 2}, {X: 2, Y: -2}, {X: -2, Y: -2}, {X: 4}, {X: -4}} {
		p := from.Add(try)
		if !gr.In(p.X, p.Y) || !gr.Visible[gr.Index(p.X, p.Y)] || gr.At(p.X, p.Y) != world.Floor {
			continue
		}
		sim := r.clone()
		for sim.Do(game.Command{Action: game.ActTravel, X: p.X, Y: p.Y}) && sim.Travelling() {
		}
		if sim.PlayerPos() != p {
			continue
		}
		dest, want = p, sim
		for x := try.X; x != 0; x -= sign(x) {
			steps = append(steps, map[int]string{1: "l", -1: "h"}[sign(x)])
		}
		for y := try.Y; y != 0; y -= sign(y) {
			steps = append(steps, map[int]string{1: "j", -1: "k"}[sign(y)])
		}
		break
	}
	if steps == nil {
		t.Fatalf("no cell near %v for the keyboard cursor", from)
	}
	d.xdotool(append(append([]string{"key", "--window", d.win, "t"}, steps...), "Return")...)
	got = d.events.waitTurn(t, want.Turn)
	if comparable(got) != comparable(want.EventLine()) || !strings.Contains(got, fmt.Sprintf(" player=%d,%d ", dest.X, dest.Y)) {
		t.Fatalf("t %v Enter to %v: binary %q, test copy %q", steps, dest, got, want.EventLine())
	}
	t.Logf("t %v Enter: travelled to %v", steps, dest)

	// F: the player field as a heat map over every seen cell it reaches,
	// which fills the explored map with the palette's colours.
	// The dungeon's own colours are muted; the palette is not. The heat
	// must add 2500 vivid pixels to what the map shows
	// without it (items, stairs and creatures are vivid too).
	mapArea := image.Rectangle{Min: pl.origin, Max: pl.origin.Add(image.Pt(80*render.CellW*k, 45*render.CellH*k))}
	off := vivid(d.shot("noheat.png"), mapArea)
	d.xdotool("key", "--window", d.win, "F")
	var heat *image.RGBA
	on := 0
	for deadline := time.Now().Add(waitFor); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		heat = d.shot("heat.png")
		if on = vivid(heat, mapArea); on > off+2500 {
			break
		}
	}
	if err := saveShot(heat, geo, "build/desktop-heat.png"); err != nil {
		t.Error(err)
	}
	if on <= off+2500 {
		t.Fatalf("F: %d vivid pixels with the heat overlay, %d without", on, off)
	}
	t.Logf("F: %d vivid pixels with the heat overlay, %d without", on, off)

	// Small windows: the frame scales down whole, the status line stays
	// on screen and looks as it does at 1:1.
	d.parkPointer()
	d.checkSmallWindows(image.Pt(fw, fh))
}

// laptop is the screen the window must fit: what the laptop screens the
// issue names (1366x768, 1280x800) have in common, 1280x768, less a title
// bar and a taskbar. Xvfb's screen is larger so the test can also show the
// frame 1:1.
var laptop = image.Rect(0, 0, 1280, 768-80)

// parkPointer moves the pointer to the screen's far corner, off any window
// the test makes, so no hover preview changes the frame.
func (d *desktop) parkPointer() {
	d.t.Helper()
	d.xdotool("mousemove", "1279", "1023")
}

// resize sets the window's size (no window manager: it obeys) and waits
// until the X server reports it.
func (d *desktop) resize(size image.Point) image.Rectangle {
	d.t.Helper()
	d.xdotool("windowsize", d.win, strconv.Itoa(size.X), strconv.Itoa(size.Y))
	for deadline := time.Now().Add(waitFor); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if geo := d.geometry(); geo.Size() == size {
			return geo
		}
	}
	d.t.Fatalf("the window did not take the size %v (it is %v)", size, d.geometry())
	return image.Rectangle{}
}

// statusBand is where the frame's status bar is on the screen, for a
// frame-sized image placed in window geo as every front end places it
// (session.FitImage), shrunk by a pixel on each side so no sample blends
// with its neighbours.
func statusBand(geo image.Rectangle, frame image.Point) image.Rectangle {
	f := session.FitImage(frame, geo.Size())
	at := func(x, y int) image.Point {
		return geo.Min.Add(f.Offset).Add(image.Pt(int(float32(x)*f.Scale+0.5), int(float32(y)*f.Scale+0.5)))
	}
	r := barRow(frame)
	return image.Rectangle{Min: at(r.Min.X, r.Min.Y), Max: at(r.Max.X, r.Max.Y)}.Inset(1)
}

// barRow is the status bar's row of the frame, in frame pixels.
func barRow(frame image.Point) image.Rectangle {
	y0 := frame.Y - (render.LogLines+2)*render.CellH
	return image.Rect(0, y0, frame.X, y0+render.CellH)
}

// bandLook is a band's average colour and its lightest pixel's luma (the
// status text is light on a dark bar). The average is taken in linear
// light, as the GPU filters a scaled image, and given back in sRGB levels,
// so a scaled band averages to what the 1:1 band does.
func bandLook(img *image.RGBA, r image.Rectangle) (avg [3]float64, light int) {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := img.RGBAAt(x, y)
			for i, v := range []uint8{c.R, c.G, c.B} {
				avg[i] += toLinear(v)
			}
			light = max(light, (2*int(c.R)+7*int(c.G)+int(c.B))/10)
			n++
		}
	}
	for i := range avg {
		avg[i] = fromLinear(avg[i] / float64(max(n, 1)))
	}
	return avg, light
}

// toLinear and fromLinear convert between sRGB levels (0-255) and linear
// light (0-1).
func toLinear(v uint8) float64 {
	c := float64(v) / 255
	if c <= 0.04045 {
		return c / 12.92
	}
	return math.Pow((c+0.055)/1.055, 2.4)
}

func fromLinear(l float64) float64 {
	if l <= 0.0031308 {
		return 255 * 12.92 * l
	}
	return 255 * (1.055*math.Pow(l, 1/2.4) - 0.055)
}

// checkStatus checks that the status bar of the frame (frame pixels,
// placed in window geo) is wholly on the screen and in the window, and
// that it looks like the status bar of want (the same frame drawn 1:1):
// the same average colour within a few levels, light text on it. It
// retries while the window catches up, and returns the last screenshot.
func (d *desktop) checkStatus(name string, geo image.Rectangle, frame image.Point, want *image.RGBA, wantBand image.Rectangle) *image.RGBA {
	d.t.Helper()
	band := statusBand(geo, frame)
	if !band.In(geo) || band.Empty() {
		d.t.Fatalf("%s: the status bar %v is not inside the window %v", name, band, geo)
	}
	wantAvg, wantLight := bandLook(want, wantBand)
	var img *image.RGBA
	var why string
	for deadline := time.Now().Add(waitFor); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		img = d.shot(name)
		if !band.In(img.Bounds()) {
			d.t.Fatalf("%s: the status bar %v is off the %v screen", name, band, img.Bounds())
		}
		avg, light := bandLook(img, band)
		why = ""
		// 8 levels: at a third of the size the band is 4 pixels tall and
		// the GPU's sampling of the 20-pixel row aliases its text by up to
		// 7 levels (a 1000-pixel frame, five text rows, at 1200x300).
		for i := range avg {
			if avg[i]-wantAvg[i] > 8 || wantAvg[i]-avg[i] > 8 {
				why = fmt.Sprintf("average colour %.0f, want %.0f", avg, wantAvg)
			}
		}
		if light < 120 || wantLight < 120 {
			why += fmt.Sprintf(" lightest %d (1:1: %d): no status text", light, wantLight)
		}
		if why == "" {
			return img
		}
	}
	saveShot(img, geo, "build/desktop-fail-"+name)
	d.t.Fatalf("%s: the status bar at %v does not show: %s (see build/desktop-fail-%s)", name, band, why, name)
	return nil
}

// checkOpenSize checks the window as it opens on game g (turn 0): no
// bigger than a laptop screen holds, and showing the whole frame with its
// status bar on that screen.
func (d *desktop) checkOpenSize(g *game.Game) {
	d.t.Helper()
	geo := d.geometry()
	if geo.Dx() > session.OpenMax.X || geo.Dy() > session.OpenMax.Y || !geo.In(laptop) {
		d.t.Fatalf("the window opens at %v: bigger than %v, or off a %v laptop screen", geo, session.OpenMax, laptop.Size())
	}
	s := session.New(g, nil)
	s.Resize(geo.Size())
	want := s.Draw(nil)
	frame := want.Bounds().Size()
	if band := statusBand(geo, frame); !band.In(laptop) {
		d.t.Fatalf("the status bar %v is off a %v laptop screen", band, laptop.Size())
	}
	img := d.checkStatus("open.png", geo, frame, want, barRow(frame))
	if err := saveShot(img, geo, "build/desktop-open.png"); err != nil {
		d.t.Error(err)
	}
	d.t.Logf("opened at %v: the %v frame scaled by %.3f", geo.Size(), frame, session.FitImage(frame, geo.Size()).Scale)
}

// checkSmallWindows shrinks the window to sizes smaller than the frame, of
// several shapes, and checks the status bar stays on screen, inside the
// window and unchanged but for its scale. The window shows the frame 1:1
// when called.
func (d *desktop) checkSmallWindows(frame image.Point) {
	d.t.Helper()
	geo := d.geometry()
	if geo.Size() != frame {
		d.t.Fatalf("window %v, want the %v frame 1:1", geo, frame)
	}
	// The frame may still show the hover the pointer just left: wait
	// until two shots agree.
	var ref *image.RGBA
	for deadline := time.Now().Add(waitFor); ; time.Sleep(100 * time.Millisecond) {
		img := d.shot("ref.png")
		if ref != nil && bytes.Equal(img.SubImage(geo).(*image.RGBA).Pix, ref.SubImage(geo).(*image.RGBA).Pix) {
			break
		}
		if time.Now().After(deadline) {
			d.t.Fatal("the window never settled after the pointer left")
		}
		ref = img
	}
	refBand := barRow(frame).Add(geo.Min)
	for _, size := range []image.Point{{640, 400}, {1200, 300}, {320, 700}, {800, 600}} {
		g := d.resize(size)
		name := fmt.Sprintf("small-%dx%d.png", size.X, size.Y)
		img := d.checkStatus(name, g, frame, ref, refBand)
		if err := saveShot(img, g, "build/desktop-"+name); err != nil {
			d.t.Error(err)
		}
	}
}

// vivid counts the pixels inside r whose channels spread by 60 or more:
// saturated colour, as the heat palette paints and the dungeon does not.
func vivid(img *image.RGBA, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := img.RGBAAt(x, y)
			if max(c.R, c.G, c.B)-min(c.R, c.G, c.B) >= 60 {
				n++
			}
		}
	}
	return n
}

// pathTinted checks the hover screenshot against the plain one: every path
// cell clear of the cursor's label is tinted towards the path colour, and
// the target is framed. It returns what is wrong.
func pathTinted(hover, plain *image.RGBA, pl placement, target world.Pos, path []world.Pos) []string {
	var bad []string
	cells := clearOfLabel(target, path)
	for _, p := range cells {
		at := pl.screenCell(p, 2, 3) // near a corner: background, not the dot
		a, b := rgbAt(plain, at), rgbAt(hover, at)
		if int(b.R)-int(a.R) < 30 || int(b.G)-int(a.G) < 25 || b.R <= b.B {
			bad = append(bad, fmt.Sprintf("cell %v %v -> %v", p, a, b))
		}
	}
	if len(cells) < 2 {
		bad = append(bad, fmt.Sprintf("only %d path cells to check", len(cells)))
	}
	// The cursor frame: white just outside the target cell's left edge.
	if c := rgbAt(hover, pl.screenCell(target, -1, render.CellH/2)); c.R < 200 || c.G < 200 || c.B < 200 {
		bad = append(bad, fmt.Sprintf("no cursor frame at %v (%v)", target, c))
	}
	return bad
}

// clearOfLabel returns the path cells whose sample pixel nothing but the
// tint can change: not the target and its neighbours (the cursor frame), nor
// the cells of the row above or below it within a dozen columns (the
// step-count label sits there).
func clearOfLabel(target world.Pos, path []world.Pos) []world.Pos {
	var out []world.Pos
	for _, p := range path {
		dx, dy := abs(p.X-target.X), abs(p.Y-target.Y)
		if max(dx, dy) <= 1 || dy == 1 && dx <= 12 {
			continue
		}
		out = append(out, p)
	}
	return out
}

func sign(v int) int {
	switch {
	case v < 0:
		return -1
	case v > 0:
		return 1
	}
	return 0
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// saveShot writes the window's part of the screen to name (under build/),
// the screenshots a person looks at.
func saveShot(img *image.RGBA, geo image.Rectangle, name string) error {
	if err := os.MkdirAll("build", 0o755); err != nil {
		return err
	}
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img.SubImage(geo)); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
