# Clothesline — the two commands a newcomer needs: `make run` and `make test`.
SWIFT ?= swift
RELEASE_BIN := .build/release/clothesline

.PHONY: run test build release deps model bench clean

## Start the chat with the shipped model and catalog.
run: release
	@$(RELEASE_BIN)

## Build and run every test (unit, end-to-end, dialogue transcripts).
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## Debug build.
build: deps
	$(SWIFT) build

## Release build of the executable and the benchmarks.
release: deps
	$(SWIFT) build -c release --product clothesline

## Install missing system packages (libedit-dev, pkg-config), or say how.
deps:
	@scripts/ensure-deps.sh

clean:
	rm -rf .build

## Benchmarks on the release build: `make bench` runs all, `make bench GROUPS=classifier` one group.
bench: deps
	$(SWIFT) build -c release --product clothesline-bench
	$(SWIFT) build -c release --product clothesline
	.build/release/clothesline-bench $(GROUPS)
