# Downhill: `make run` to play, `make test` to run every test.
GO ?= go
TAGS := nowayland,novulkan
BIN := build/downhill
# The commands that need no window (field, maps, sim, shot, soak): a program
# of their own, so they build without cgo and run with no display.
HEADLESS := build/downhill-headless
export CGO_ENABLED := 1

.PHONY: run build headless deps test vet fuzz soak bench web serve webtest clean

# `make run ARGS="-seed 7 -width 120 -height 60"` passes flags to the game. Gio
# needs an X display (DISPLAY); without one, try `xvfb-run make run`.
run: build
	./$(BIN) $(ARGS)

deps:
	@sh .ci/deps.sh build

build: deps
	$(GO) build -tags $(TAGS) -o $(BIN) .

headless:
	CGO_ENABLED=0 $(GO) build -o $(HEADLESS) ./cmd/downhill-headless

vet:
	@test -z "$$(gofmt -l .)" || { echo "gofmt needed:"; gofmt -l .; exit 1; }
	$(GO) vet -tags $(TAGS) ./...

test: 
	@sh .ci/deps.sh test web
	$(MAKE) vet
	$(GO) test -tags $(TAGS) -count=1 ./...
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
	$(GO) test -tags $(TAGS) -run '^$$' -fuzz '^FuzzScan$$' -fuzztime 30000x -fuzzminimizetime 200x ./ai/dijkstra
	$(GO) test -tags $(TAGS) -run '^$$' -fuzz '^FuzzParseMap$$' -fuzztime 150000x -fuzzminimizetime 200x ./world
	$(GO) test -tags $(TAGS) -run '^$$' -fuzz '^FuzzLoad$$' -fuzztime 25000x -fuzzminimizetime 0 ./game
	$(GO) test -tags $(TAGS) -run '^$$' -fuzz '^FuzzWrap$$' -fuzztime 40000x -fuzzminimizetime 200x ./internal/text
	$(GO) test -tags $(TAGS) -run '^$$' -fuzz '^FuzzScenario$$' -fuzztime 8000x -fuzzminimizetime 200x ./game

# `make soak SEEDS=50 TURNS=2000`: that many seeded games of that many
# turns, headless, every rule checked after every turn (`downhill-headless soak`);
# ends with one line, "soak: S seeds x T turns, V violations". `make test`
# runs the default size.
SEEDS ?= 50
TURNS ?= 2000
soak: headless
	./$(HEADLESS) soak -seeds $(SEEDS) -turns $(TURNS)

bench:
	cd ai/dijkstra/benchtable && $(GO) test -tags $(TAGS) -count=1 -run '^TestBenchTable$$' -args -bench-table
	cd game && $(GO) test -tags $(TAGS) -count=1 -run '^TestTurnTable$$' -args -turn-table

# The browser build: always rebuilt (phony). CGO is off for js/wasm; -s -w
# drops symbols (a smaller download); the .gz files are what web/serve
# sends to browsers that accept gzip, the .br file (Debian's brotli, when
# installed; about 10 s at -q 11) to those that accept br. index.html gets
# the module's size for its progress bar on hosts that compress on the fly.
web:
	@mkdir -p build/web
	GOOS=js GOARCH=wasm CGO_ENABLED=0 $(GO) build -trimpath -ldflags="-s -w" -o build/web/downhill.wasm .
	sed "s/name=\"downhill-wasm-bytes\" content=\"0\"/name=\"downhill-wasm-bytes\" content=\"$$(stat -c %s build/web/downhill.wasm)\"/" web/index.html > build/web/index.html
	cp "$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js" build/web/wasm_exec.js
	gzip -9 -n -k -f build/web/downhill.wasm build/web/wasm_exec.js
	@if command -v brotli >/dev/null; then brotli -q 11 -k -f build/web/downhill.wasm; else rm -f build/web/downhill.wasm.br; fi
	@ls -l build/web/downhill.wasm* | awk '{print "web:", $$5, "bytes", $$9}'

ADDR ?= 127.0.0.1:8080
serve: web
	$(GO) run ./web/serve -addr $(ADDR) -dir build/web

# The browser test: Debian's chromium driven by playwright-core (pinned in
# web/test/package-lock.json; never a browser download) against web/serve.
webtest: web
	cd web/test && npm ci --no-audit --no-fund --loglevel=error
	CGO_ENABLED=0 $(GO) build -o build/serve ./web/serve
	node web/test/browser.mjs

clean:
	rm -rf build
