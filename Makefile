# Clothesline — the two commands a newcomer needs: `make run` and `make test`.
SWIFT ?= swift
RELEASE_BIN := .build/release/clothesline

.PHONY: run test build release deps model bench clean report lexicon

## Start the chat with the shipped model and catalog.
run: release
	@$(RELEASE_BIN)

## Build and run every test (unit, end-to-end, dialogue transcripts).
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-xctest

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

## Rebuild the shipped model from its training data: regenerate Models/clothing-questions.csv from the templates
## (needs python3), then train deterministically (fixed seed and creation date) on it and on the hand-written
## Models/handwritten-questions.csv into Models/clothing.clmodel. The temperature is fitted on
## Models/calibration.csv (hand-written, in neither training file). Settings chosen by log-loss on that file:
## IDF and separate word/character norms (the train defaults), character 4–5-grams, L2 1e-6, evidence scaling.
MODEL_DATA := Models/clothing-questions.csv Models/handwritten-questions.csv
MODEL_FLAGS := --name clothing --model-version 2.0 --author "Clothesline contributors" --license MIT \
	--description "Is this a clothing, shoes or fashion-accessory question? Labels: valid, invalid." --seed 42 \
	--validation Models/calibration.csv --evidence-scaling --char-min 4 --l2 1e-6
model: release
	@if command -v python3 >/dev/null 2>&1; then python3 scripts/generate-training-data.py Models/clothing-questions.csv; \
	else echo "python3 not found: training from the committed Models/clothing-questions.csv" >&2; fi
	SOURCE_DATE_EPOCH=1763683200 $(RELEASE_BIN) train $(MODEL_DATA) --output Models/clothing.clmodel $(MODEL_FLAGS)

## Regenerate the shipped search lexicon Catalog/lexicon.tsv from WordNet 3.0 (installs Debian's wordnet-base
## with apt-get when root). The runtime reads only the derived file, never WordNet.
lexicon:
	@scripts/ensure-deps.sh --lexicon
	python3 scripts/build-lexicon.py --output Catalog/lexicon.tsv

## Benchmarks on the release build: `make bench` runs all, `make bench GROUPS=classifier` one group.
bench: deps
	$(SWIFT) build -c release --product clothesline-bench
	$(SWIFT) build -c release --product clothesline
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
