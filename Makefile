# Clothesline — the two commands a newcomer needs: `make run` and `make test`.
SWIFT ?= swift
RELEASE_BIN := .build/release/clothesline

.PHONY: run test build release deps model bench clean report

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
	.build/release/clothesline-bench $(GROUPS)

## Policy report: `policy compare` on REPORT_DATA (the dev set when ../shared is there) as HTML, then a
## screenshot of it in headless Chromium (installed with apt-get when root). Both land in out/report/.
REPORT_DATA ?= $(firstword $(wildcard ../shared/data/clothing-questions/dev.csv) Tests/ClotheslineTests/Fixtures/policy-sample.csv)
REPORT_DIR := out/report
report: deps
	$(SWIFT) build --product clothesline
	@mkdir -p $(REPORT_DIR)
	.build/debug/clothesline policy compare $(REPORT_DATA) --preset balanced --preset strict --preset lenient \
		--report $(REPORT_DIR)/policy-report.html
	@chromium=$$(scripts/ensure-chromium.sh) && \
		"$$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1400,2600 \
			--screenshot=$(abspath $(REPORT_DIR))/policy-report.png \
			file://$(abspath $(REPORT_DIR))/policy-report.html 2>/dev/null && \
		test -s $(REPORT_DIR)/policy-report.png && echo "screenshot: $(REPORT_DIR)/policy-report.png"
