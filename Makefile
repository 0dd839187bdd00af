# Downhill: `make run` to play, `make test` to run every test.
GO ?= go
BIN := build/downhill
# The commands that need no window (field, maps, sim, shot, soak): a program
# of their own, so they build without cgo and run with no display.
HEADLESS := build/downhill-headless
export CGO_ENABLED := 1

.PHONY: run build headless deps test vet fuzz soak limits bench web ebiten-shaders serve webtest clean

# `make run ARGS="-seed 7 -width 120 -height 60"` passes flags to the game.
# The window needs an X display (DISPLAY); without one, try `xvfb-run make run`.
run: build
	@test -n "$$DISPLAY" || { echo "make run: no display (DISPLAY is not set); the headless commands are in build/downhill-headless (make headless), or try: xvfb-run make run" >&2; exit 1; }
	./$(BIN) $(ARGS)

deps:
	@sh .ci/deps.sh build

build: deps
	$(GO) build -o $(BIN) .

headless:
	CGO_ENABLED=0 $(GO) build -o $(HEADLESS) ./cmd/downhill-headless

vet:
	@test -z "$$(gofmt -l .)" || { echo "gofmt needed:"; gofmt -l .; exit 1; }
	$(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet . ./game/front/... ./game/session

# The packages whose test binaries link Ebiten, which opens the display as
# the program starts: their tests run under an Xvfb of their own (the
# window tests then start one per game they play); every other package's
# tests need no display.
WINDOW_PKGS := downhill downhill/game/front

# A test binary's time limit. Go's default, 10 minutes, is a wall-clock
# bound: the engine's and the session's tests pass it on a quiet 2-core
# machine and not on a busy one, and make test must pass on both. A hung
# test still ends the run, with every goroutine's stack.
TESTTIMEOUT ?= 60m

test:
	@sh .ci/deps.sh test web
	$(MAKE) vet
	$(GO) test -count=1 -timeout $(TESTTIMEOUT) $$($(GO) list ./... | grep -vxF $(foreach p,$(WINDOW_PKGS),-e $(p)))
	xvfb-run -a -s "-screen 0 1280x1024x24 -nolisten tcp" $(GO) test -count=1 -timeout $(TESTTIMEOUT) $(WINDOW_PKGS)
	$(MAKE) fuzz
	$(MAKE) soak
	$(MAKE) webtest

# FuzzLoad's inputs are whole saves (tens of kB, a few ms each to play):
# minimising each new interesting one took every worker for the whole
# -fuzztime (232 inputs run, then none), so it is not minimised. A crash
# is still written to testdata/fuzz/FuzzLoad, whole.
#
# Budgets are counts of inputs (Nx), not seconds: Go 1.26's fuzzer can fail a
# run with a bare "context deadline exceeded" when a -fuzztime in seconds runs
# out while a worker is busy (go.dev/issue/75804, fixed in Go 1.27); a count
# has no deadline to race. Each is about 3 s on a quiet 2-core machine.
fuzz:
	$(GO) test -run '^$$' -fuzz '^FuzzScan$$' -fuzztime 30000x -fuzzminimizetime 200x ./ai/dijkstra
	$(GO) test -run '^$$' -fuzz '^FuzzParseMap$$' -fuzztime 150000x -fuzzminimizetime 200x ./world
	$(GO) test -run '^$$' -fuzz '^FuzzLoad$$' -fuzztime 25000x -fuzzminimizetime 0 ./game
	$(GO) test -run '^$$' -fuzz '^FuzzWrap$$' -fuzztime 40000x -fuzzminimizetime 200x ./internal/text
	$(GO) test -run '^$$' -fuzz '^FuzzScenario$$' -fuzztime 8000x -fuzzminimizetime 200x ./game
	$(GO) test -run '^$$' -fuzz '^FuzzReplay$$' -fuzztime 20000x -fuzzminimizetime 200x ./game/replay

# `make soak SEEDS=50 TURNS=2000`: that many seeded games of that many
# turns, headless, every rule checked after every turn (`downhill-headless soak`);
# ends with one line, "soak: S seeds x T turns, V violations". `make test`
# runs the default size.
SEEDS ?= 50
TURNS ?= 2000
soak: headless
	./$(HEADLESS) soak -seeds $(SEEDS) -turns $(TURNS)

# The limits table of docs/limits.md: every command at its largest input,
# its time and peak memory, each in a process of its own (minutes, and a
# few GB at a time).
limits:
	cd cmd/downhill-headless && $(GO) test -count=1 -timeout $(TESTTIMEOUT) -run '^TestLimitsTable$$' -args -limits-table

bench:
	cd ai/dijkstra/benchtable && $(GO) test -count=1 -timeout $(TESTTIMEOUT) -run '^TestBenchTable$$' -args -bench-table
	cd headless/turnbench && $(GO) test -count=1 -timeout $(TESTTIMEOUT) -run '^TestTurnTable$$' -args -turn-table

# The browser build: always rebuilt (phony). CGO is off for js/wasm; -s -w
# drops symbols (a smaller download). Ebiten's built-in shaders come
# precompiled (web/ebiten; docs/browser.md, "The download"): `go run
# ./web/ebiten` writes build/ebiten/, an alternate go.mod that reads Ebiten
# through a link outside the module cache (the go command overlays no file
# in it) and a go build -overlay that replaces Ebiten's shader sources,
# Kage compiler and GLSL writer by generated tables, so the module links no
# go/parser, math/big, regexp or text/template (whose reflect MethodByName
# kept every exported method). go.mod and the desktop build keep Ebiten as
# it is; `make ebiten-shaders` regenerates the tables from Ebiten's own
# compiler. WASMFLAGS build the standard library and Ebiten without
# inlining (about 75 KB less to download compressed, for 1% more raw
# bytes), but for the packages Downhill's own code calls in its busy loops
# and the runtime; Downhill's own packages inline as always. The .gz files
# are what web/serve sends to browsers that accept gzip, the .br file
# (Debian's brotli, when installed; about 10 s at -q 11) to those that
# accept br. index.html gets the module's address (WASMNAMED) and its
# size, for its progress bar on hosts that compress on the fly. bench.wasm
# is the ?bench page, a program of its own. The game's .gz is made by
# zopfli when installed (Debian's; a gzip stream any browser reads, about
# 4% smaller than gzip -9 at about 30 s of CPU, run beside brotli), else by
# gzip -9; make web prints both sizes.
# The page's scripts and manifest are copied, its icons drawn from the
# game's glyphs (web/icons), and the service worker (web/sw.js) gets the
# build's name: a hash of everything it keeps, so a new build is a new
# worker, which fetches it for the players' next visit.
WASMFLAGS := -trimpath -ldflags="-s -w" -gcflags=all=-l -gcflags=downhill/...= \
	-gcflags=runtime= -gcflags=internal/runtime/...= -gcflags=math/rand/v2= -gcflags=image= \
	-gcflags=encoding/binary= -gcflags=strconv= -gcflags=strings=
WEBPAGE := page.js loader.js saves.js manifest.webmanifest
WEBKEPT := index.html $(WEBPAGE) wasm_exec.js downhill.wasm icon-192.png icon-512.png icon-maskable-512.png
WEBOVERLAY := -modfile=build/ebiten/web.mod -overlay=build/ebiten/overlay.json
# WASMNAMED is the module's address in the page and the service worker:
# its name and the start of its SHA-256, so the address names its bytes
# (see web/sw.js: the first visit's compiled code serves the next).
WASMNAMED = downhill.wasm?v=$$(sha256sum build/web/downhill.wasm | cut -c1-16)
web:
	@sh .ci/deps.sh web
	@mkdir -p build/web
	$(GO) mod download github.com/hajimehoshi/ebiten/v2
	CGO_ENABLED=0 $(GO) run ./web/ebiten -o build/ebiten
	GOOS=js GOARCH=wasm CGO_ENABLED=0 $(GO) build $(WEBOVERLAY) $(WASMFLAGS) -o build/web/downhill.wasm .
	GOOS=js GOARCH=wasm CGO_ENABLED=0 $(GO) build $(WASMFLAGS) -o build/web/bench.wasm ./web/bench
	sed -e "s/name=\"downhill-wasm-bytes\" content=\"0\"/name=\"downhill-wasm-bytes\" content=\"$$(stat -c %s build/web/downhill.wasm)\"/" \
		-e "s/^  const game = \"downhill.wasm\";/  const game = \"$(WASMNAMED)\";/" web/index.html > build/web/index.html
	cp $(addprefix web/,$(WEBPAGE)) build/web/
	cp "$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js" build/web/wasm_exec.js
	CGO_ENABLED=0 $(GO) run ./web/icons -o build/web
	sed -e "s/^const BUILD = \"dev\";/const BUILD = \"$$(cd build/web && cat $(WEBKEPT) | sha256sum | cut -c1-16)\";/" \
		-e "s|^const FILES = \[\];|const FILES = [$$(for f in $(WEBKEPT); do case $$f in index.html) f=./;; downhill.wasm) f=$(WASMNAMED);; esac; printf '"%s", ' "$$f"; done | sed 's/, $$//')];|" web/sw.js > build/web/sw.js
	gzip -9 -n -k -f build/web/downhill.wasm build/web/bench.wasm build/web/wasm_exec.js
	@echo "web: $$(stat -c %s build/web/downhill.wasm.gz) bytes with gzip -9"
	@if command -v brotli >/dev/null; then brotli -q 11 -k -f build/web/downhill.wasm & fi; \
	if command -v zopfli >/dev/null; then zopfli --i5 -c build/web/downhill.wasm > build/web/downhill.wasm.gz.tmp && mv build/web/downhill.wasm.gz.tmp build/web/downhill.wasm.gz; fi; \
	wait; command -v brotli >/dev/null || rm -f build/web/downhill.wasm.br
	@ls -l build/web/downhill.wasm* | awk '{print "web:", $$5, "bytes", $$9}'

# Rewrites web/ebiten's tables (Ebiten's built-in shader sources, their
# programs and GLSL) with Ebiten's own template, compiler and GLSL writer:
# run it after changing Ebiten's version (web/ebiten's tests fail until).
ebiten-shaders:
	CGO_ENABLED=0 $(GO) run ./web/ebiten -generate

ADDR ?= 127.0.0.1:8080
serve: web
	$(GO) run ./web/serve -addr $(ADDR) -dir build/web

# The browser test: Debian's chromium driven by playwright-core (pinned in
# web/test/package-lock.json; never a browser download) against web/serve.
webtest: web headless build
	cd web/test && npm ci --no-audit --no-fund --loglevel=error
	CGO_ENABLED=0 $(GO) build -o build/serve ./web/serve
	node web/test/browser.mjs

clean:
	rm -rf build
