# Downhill: `make run` to play, `make test` to run every test.
GO ?= go
TAGS := nowayland,novulkan
BIN := build/downhill
export CGO_ENABLED := 1

.PHONY: run build deps test vet fuzz bench web serve clean

run: build
	./$(BIN)

deps:
	@sh .ci/deps.sh build

build: deps
	$(GO) build -tags $(TAGS) -o $(BIN) .

vet:
	@test -z "$$(gofmt -l .)" || { echo "gofmt needed:"; gofmt -l .; exit 1; }
	$(GO) vet -tags $(TAGS) ./...

test: 
	@sh .ci/deps.sh test web
	$(MAKE) vet
	$(GO) test -tags $(TAGS) -count=1 ./...
	$(MAKE) fuzz

fuzz:
	@echo "fuzz targets: none yet"

bench:
	$(GO) test -tags $(TAGS) -run '^$$' -bench . -benchmem ./ai

web:
	@echo "web: not yet"

serve: web

clean:
	rm -rf build
