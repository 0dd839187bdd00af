//go:build linux

package main

import (
	"bufio"
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
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
	"downhill/game/session/layout"
	"downhill/render"
	"downhill/world"
)

// The desktop test plays the real binary in a real X window: it builds
// downhill, starts its own Xvfb, drives the window with xdotool's real
// keyboard and pointer input (XTEST) and reads the -events lines and
// screenshots. A copy of the
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

// startXvfb starts an Xvfb with a screen of the given size on a display
// it picks itself (-displayfd: the server takes the first free one and
// says which once it accepts connections, so runs side by side never race
// for one) and returns its number; the server ends with the test.
func startXvfb(t *testing.T, screen image.Point) (int, *exec.Cmd) {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	xvfb := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", fmt.Sprintf("%dx%dx24", screen.X, screen.Y), "-nolisten", "tcp", "-noreset")
	xvfb.ExtraFiles = []*os.File{w}
	err = xvfb.Start()
	w.Close()
	if err != nil {
		t.Fatalf("Xvfb: %v", err)
	}
	t.Cleanup(func() { xvfb.Process.Kill(); xvfb.Wait() })
	said := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(r).ReadString('\n')
		said <- line
	}()
	select {
	case line := <-said:
		n, err := strconv.Atoi(strings.TrimSpace(line))
		if err != nil {
			t.Fatalf("Xvfb did not start (it said %q)", line)
		}
		return n, xvfb
	case <-time.After(waitFor):
		t.Fatal("Xvfb did not start")
	}
	return 0, nil
}

// eventLog collects the binary's -events lines as they arrive.
type eventLog struct {
	mu    sync.Mutex
	lines []string // the turn lines ("turn=...")
	rest  []string // every other line of stdout ("replay turn=...", "seed=...")
}

func (l *eventLog) read(sc *bufio.Scanner) {
	for sc.Scan() {
		s := sc.Text()
		l.mu.Lock()
		if strings.HasPrefix(s, "turn=") {
			l.lines = append(l.lines, s)
		} else {
			l.rest = append(l.rest, s)
		}
		l.mu.Unlock()
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
	t       *testing.T
	env     []string
	win     string
	events  *eventLog
	dir     string
	proc    *exec.Cmd
	exited  chan struct{} // closed when the process has exited and its output is read
	exitErr error         // then, how it exited
	stderr  *syncBuffer
	screen  image.Point
	xvfb    *exec.Cmd // the X server the game runs on
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

// screenSize is the Xvfb screen the window tests run on: room for the
// window as it opens and for a tall one.
var screenSize = image.Pt(1280, 1024)

// buildGame builds the game once for all the window tests (a test that
// needs it first pays for the build).
var buildGame = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "downhill-window-test")
	if err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "downhill")
	build := exec.Command("go", "build", "-o", bin, ".")
	build.Env = append(os.Environ(), "CGO_ENABLED=1")
	if out, err := build.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build: %v\n%s", err, out)
	}
	return bin, nil
})

// startDesktop runs the game under a fresh Xvfb (screenSize, 96 dpi) with
// -seed desktopSeed -events and the extra arguments, its settings and
// saves in a temporary directory.
func startDesktop(t *testing.T, extra ...string) *desktop {
	return startDesktopOn(t, screenSize, 96, append([]string{"-seed", strconv.Itoa(desktopSeed)}, extra...)...)
}

// startDesktopOn runs the game with -events and args under a fresh Xvfb
// with a screen of the given size whose X resources say Xft.dpi: dpi (192:
// a device scale factor of 2), its settings and saves (XDG_CONFIG_HOME,
// XDG_DATA_HOME) in d.dir.
func startDesktopOn(t *testing.T, screen image.Point, dpi int, args ...string) *desktop {
	return startDesktopWith(t, screen, dpi, "", args...)
}

// startDesktopWith is startDesktopOn with a settings file holding settings
// (JSON, as the options screen writes it; "": none, the defaults).
func startDesktopWith(t *testing.T, screen image.Point, dpi int, settings string, args ...string) *desktop {
	if missing := desktopTools(); len(missing) > 0 {
		if os.Getenv("CI") != "" {
			t.Fatalf("CI is set and %v are missing (`sh .ci/deps.sh test` installs them)", missing)
		}
		t.Skipf("missing %v: run `sh .ci/deps.sh test`", missing)
	}
	bin, err := buildGame()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	n, xvfb := startXvfb(t, screen)
	d := &desktop{t: t, dir: dir, events: &eventLog{}, screen: screen, xvfb: xvfb}
	runtimeDir := filepath.Join(dir, "xdg")
	os.Mkdir(runtimeDir, 0o700)
	d.env = append(os.Environ(), fmt.Sprintf("DISPLAY=:%d", n), "XDG_RUNTIME_DIR="+runtimeDir, "WAYLAND_DISPLAY=",
		"XDG_CONFIG_HOME="+filepath.Join(dir, "config"), "XDG_DATA_HOME="+filepath.Join(dir, "data"))
	if settings != "" {
		conf := filepath.Join(dir, "config", "downhill")
		if err := os.MkdirAll(conf, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(conf, "settings.json"), []byte(settings), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := setXResources(fmt.Sprintf(":%d", n), fmt.Sprintf("Xft.dpi:\t%d\n", dpi)); err != nil {
		t.Fatalf("X resources: %v", err)
	}

	// Park the pointer where the window will not be, so no hover preview
	// is drawn until the test hovers on purpose.
	d.parkPointer()

	game := exec.Command(bin, append([]string{"-events"}, args...)...)
	game.Env = d.env
	stdout, err := game.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	d.stderr = &syncBuffer{}
	game.Stderr = d.stderr
	if err := game.Start(); err != nil {
		t.Fatal(err)
	}
	d.proc = game
	d.exited = make(chan struct{})
	go func() {
		d.events.read(bufio.NewScanner(stdout))
		d.exitErr = game.Wait()
		close(d.exited)
	}()
	t.Cleanup(func() {
		game.Process.Kill()
		<-d.exited
		if t.Failed() {
			t.Logf("downhill stderr:\n%s", d.stderr.String())
		}
	})

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
		t.Fatalf("no Downhill window; stderr:\n%s", d.stderr.String())
	}
	// The keyboard's input goes to the window with the focus. A window
	// manager gives it to a new window; Xvfb has none, so the test does.
	d.xdotool("windowfocus", "--sync", d.win)
	// The tests start when the window shows its first frame, as a player
	// does. (Under Xvfb a window's first buffer swaps can wait up to a
	// second for the server's stand-in for a display's refresh, and the
	// toolkit sets the window's size again as it shows it.)
	for deadline := time.Now().Add(waitFor); ; time.Sleep(50 * time.Millisecond) {
		geo := d.geometry()
		if img := d.shot("first.png"); lit(img, geo) > 1000 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the window never showed a frame; stderr:\n%s", d.stderr.String())
		}
	}
	return d
}

// key types keys with real keyboard input (XTEST, as a player's keyboard
// does, not events sent to the window), to the window with the focus:
// the game's, which takes it as it opens.
func (d *desktop) key(keys ...string) {
	d.t.Helper()
	d.xdotool(append([]string{"key", "--delay", "20"}, keys...)...)
}

// move moves the real pointer to screen pixel p.
func (d *desktop) move(p image.Point) {
	d.t.Helper()
	d.xdotool("mousemove", strconv.Itoa(p.X), strconv.Itoa(p.Y))
}

// click clicks mouse button b where the pointer is.
func (d *desktop) click(b int) {
	d.t.Helper()
	d.xdotool("click", strconv.Itoa(b))
}

// syncBuffer is a bytes.Buffer safe for the process writing and the test
// reading.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
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

func rgbAt(img *image.RGBA, p image.Point) color.RGBA { return img.RGBAAt(p.X, p.Y) }

func TestDesktop(t *testing.T) {
	// 20-pixel cells, and a screen with room for a window that shows the
	// whole level: the test points at cells wherever the player went.
	d := startDesktopWith(t, image.Pt(1400, 1100), 96, cellsOf20, "-seed", strconv.Itoa(desktopSeed))
	r := &replay{g: game.New(game.Config{Seed: desktopSeed, W: 80, H: 45})}

	// The start line, before any input: the binary and the copy agree.
	if got, want := comparable(d.events.waitTurn(t, 0)), comparable(r.g.EventLine()); got != want {
		t.Fatalf("start: binary %q, test copy %q", got, want)
	}

	// The window opens at a size a laptop screen holds, showing what a
	// new player's session draws for it. Then it is made big enough for
	// the whole level, so the checks below find every cell.
	d.checkOpenSize(r.g, cellsOf20)
	d.resize(wholeLevel)

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
			d.key(k.sym)
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
		d.key("period")
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
	d.key("x")
	if natural.Turn-base > 40 {
		d.events.waitTurn(t, base+30)
		d.key("Escape")
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

	// Where the cells are: the window shows the whole level (the camera
	// cannot have moved), laid out as the session lays out its size.
	geo := d.geometry()
	l := copyLayout(r.g, cellsOf20, geo.Size())
	if l.ViewW < 80 || l.ViewH < 45 {
		t.Fatalf("a %v window shows %dx%d cells of the 80x45 level", geo.Size(), l.ViewW, l.ViewH)
	}
	pl := placementOf(geo, l)

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
	d.move(pl.screenCell(target, pl.cell.X/2, pl.cell.Y/2))
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
	d.click(1)
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
		for at := from; at != p; {
			d := at.Toward(p)
			if d.X != 0 {
				d.Y = 0 // the cursor moves along x, then along y
			}
			steps = append(steps, map[world.Pos]string{{X: 1}: "l", {X: -1}: "h", {Y: 1}: "j", {Y: -1}: "k"}[d])
			at = at.Add(d)
		}
		break
	}
	if steps == nil {
		t.Fatalf("no cell near %v for the keyboard cursor", from)
	}
	d.key(append(append([]string{"t"}, steps...), "Return")...)
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
	mapArea := image.Rectangle{Min: pl.screenCell(world.Pos{}, 0, 0), Max: pl.screenCell(world.Pos{X: 80, Y: 45}, 0, 0)}
	off := vivid(d.shot("noheat.png"), mapArea)
	d.key("F")
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

	// Small windows, of several shapes: the frame is drawn at each size,
	// the player and its status still on screen.
	d.parkPointer()
	d.checkSmallWindows(r.g, cellsOf20)
}

// laptop is the screen the window must fit: a 1366x768 laptop's, less
// its bars.
var laptop = image.Rect(0, 0, 1366, 768-layout.ScreenBars)

// parkPointer moves the pointer to the screen's far corner, off any window
// the test makes, so no hover preview changes the frame.
func (d *desktop) parkPointer() {
	d.t.Helper()
	d.move(d.screen.Sub(image.Pt(1, 1)))
}

// resize moves the window to the screen's corner and sets its size (no
// window manager: it obeys), and waits until the X server reports both.
func (d *desktop) resize(size image.Point) image.Rectangle {
	d.t.Helper()
	// To the screen's corner first, so the bigger window stays on it. The
	// toolkit sets the window's size once more as it shows it: a size set
	// before then is set again until it holds for a while.
	var held time.Time
	for deadline := time.Now().Add(waitFor); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		geo := d.geometry()
		switch {
		case geo.Size() != size || geo.Min != (image.Point{}):
			d.xdotool("windowmove", d.win, "0", "0")
			d.xdotool("windowsize", d.win, strconv.Itoa(size.X), strconv.Itoa(size.Y))
			held = time.Time{}
		case held.IsZero():
			held = time.Now()
		case time.Since(held) > 300*time.Millisecond:
			return geo
		}
	}
	d.t.Fatalf("the window did not take the size %v (it is %v)", size, d.geometry())
	return image.Rectangle{}
}

// checkOpenSize checks the window as it opens on game g (turn 0), with
// the settings the binary read: the size layout.OpenWindow gives for the
// screen (the test's screen has room for it, as a laptop's has), showing
// pixel for pixel what a new player's session draws at that size.
func (d *desktop) checkOpenSize(g *game.Game, settings string) {
	d.t.Helper()
	geo := d.geometry()
	if want := layout.OpenWindow(d.screen); geo.Size() != want {
		d.t.Fatalf("the window opens at %v, want %v", geo.Size(), want)
	}
	if !geo.Sub(geo.Min).In(laptop) {
		d.t.Fatalf("the window opens at %v: bigger than a %v laptop screen leaves", geo.Size(), laptop.Size())
	}
	s := copySession(g, settings, geo.Size())
	img := d.waitFrame("open.png", geo, s.Draw(nil), "a new player's frame at turn 0")
	checkInView(d.t, "open.png", img, geo, s.Layout())
	if err := saveShot(img, geo, "build/desktop-open.png"); err != nil {
		d.t.Error(err)
	}
	d.t.Logf("opened at %v", geo.Size())
}

// checkSmallWindows shrinks the window to sizes of several shapes and
// checks each shows its frame with the player's '@' on the map and the
// player's status (the camera follows the player; the cell size stays the
// settings' own).
func (d *desktop) checkSmallWindows(g *game.Game, settings string) {
	d.t.Helper()
	for _, size := range []image.Point{{640, 400}, {1200, 300}, {320, 700}, {800, 600}} {
		geo := d.resize(size)
		name := fmt.Sprintf("small-%dx%d.png", size.X, size.Y)
		l := copyLayout(g, settings, geo.Size())
		var img *image.RGBA
		for deadline := time.Now().Add(waitFor); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
			img = d.shot(name)
			if lit(img, geo) > 1000 && strings.Contains(strings.Join(render.ReadText(img, geo.Min.Add(l.Origin), image.Pt(l.CellW, l.CellH), image.Rect(0, 0, l.ViewW, l.ViewH)), ""), "@") {
				break
			}
		}
		checkInView(d.t, name, img, geo, l)
		if err := saveShot(img, geo, "build/desktop-"+name); err != nil {
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
	if c := rgbAt(hover, pl.screenCell(target, -1, pl.cell.Y/2)); c.R < 200 || c.G < 200 || c.B < 200 {
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
		dx, dy := world.Abs(p.X-target.X), world.Abs(p.Y-target.Y)
		if max(dx, dy) <= 1 || dy == 1 && dx <= 12 {
			continue
		}
		out = append(out, p)
	}
	return out
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
