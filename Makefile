# Clothesline — the two commands a newcomer needs: `make run` and `make test`.
SWIFT ?= swift
RELEASE_BIN := .build/release/clothesline
# The version is defined once, in Swift; everything else (man pages, install messages) reads it from there.
VERSION := $(shell sed -n 's/^ *static let current = "\(.*\)"$$/\1/p' Sources/clothesline/Support/ClotheslineVersion.swift)
PREFIX ?= /usr/local
DESTDIR ?=
DIST := .build/dist

.PHONY: run test build release deps model bench clean report man install uninstall version fuzz lexicon

## Start the chat with the shipped model and catalog.
run: release
	@$(RELEASE_BIN)

## Build and run every test (unit, end-to-end, dialogue transcripts).
## The man pages are generated from the debug build first: the install test installs them.
test: deps
	$(SWIFT) build --build-tests
	$(MAKE) --no-print-directory man MAN_CONFIGURATION=debug
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

version:
	@echo $(VERSION)

## Install into $(DESTDIR)$(PREFIX) (default /usr/local): bin/clothesline (release build), the shipped model
## and catalog data under share/clothesline/, man pages under share/man/man1/, bash, zsh and fish completions,
## and LICENSE, README.md, CHANGELOG.md under share/doc/clothesline/. Every file installed is listed in
## share/clothesline/install-manifest.txt; `make uninstall` (same PREFIX and DESTDIR) removes exactly those.
install: release man
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" scripts/install.sh install $(RELEASE_BIN) $(DIST)/man

uninstall:
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" scripts/install.sh uninstall

## Man pages (one per command) from the command definitions, by swift-argument-parser's generate-manual
## plugin (offline: it builds from .build/checkouts), finished by scripts/finish-man.sh with the version and
## the ENVIRONMENT, FILES and EXIT STATUS sections. They land in .build/dist/man; `man -l` reads them there.
MAN_CONFIGURATION ?= release
MAN_DATE := $(shell git log -1 --format=%cs 2>/dev/null || date -u +%Y-%m-%d)
man: deps
	$(SWIFT) package plugin generate-manual --configuration $(MAN_CONFIGURATION) --multi-page \
		--date $(MAN_DATE) --authors "Clothesline contributors" >/dev/null
	scripts/finish-man.sh "$(VERSION)" "$(PREFIX)/share/clothesline" \
		.build/plugins/GenerateManual/outputs/clothesline $(DIST)/man

## Rebuild the shipped model from its training data: regenerate Models/clothing-questions.csv from the templates
## (needs python3), then train deterministically (fixed seed and creation date) on it, on the hand-written
## Models/handwritten-questions.csv and on the hand-written store questions (Models/store-questions.csv, label
## `store`) and their look-alikes (Models/store-lookalikes.csv, `invalid`), casual shopping lines and their
## look-alikes (Models/shopper-chat.csv) and casual look-alikes of store questions
## (Models/store-casual-lookalikes.csv) into Models/clothing.clmodel. The
## temperature is fitted on Models/calibration.csv (hand-written, in no training file). Settings chosen by
## log-loss on that file: IDF and separate word/character norms (the train defaults), character 4–5-grams,
## L2 1e-6, evidence scaling; balanced label weights (1,600 store lines among 60,000). Then the store-topic
## model Models/store-topics.clmodel, from the `topic` column of Models/store-questions.csv and of the casual
## store questions Models/store-casual.csv (temperature on a 15% split). The casual store questions stay out of
## the clothing model: with them, its precision when acting on clothing fell on both our own and dev sets.
MODEL_DATA := Models/clothing-questions.csv Models/handwritten-questions.csv Models/store-questions.csv \
	Models/store-lookalikes.csv Models/shopper-chat.csv Models/store-casual-lookalikes.csv
MODEL_FLAGS := --name clothing --model-version 3.0 --author "Clothesline contributors" --license MIT \
	--description "Is this a clothing, shoes or fashion-accessory question, or one about the store? Labels: valid, store, invalid." \
	--seed 42 --validation Models/calibration.csv --evidence-scaling --char-min 4 --l2 1e-6 --class-weights balanced
TOPIC_FLAGS := --name store-topics --model-version 1.0 --author "Clothesline contributors" --license MIT \
	--description "What is a store question about? Labels: orders, shipping, returns, exchanges, refunds, payment, discounts, giftCards, accounts, repairs, hours, contact." \
	--seed 42 --label-column topic --validation-split 0.15 --char-min 3 --l2 1e-4
model: release
	@if command -v python3 >/dev/null 2>&1; then python3 scripts/generate-training-data.py Models/clothing-questions.csv; \
	else echo "python3 not found: training from the committed Models/clothing-questions.csv" >&2; fi
	SOURCE_DATE_EPOCH=1763683200 $(RELEASE_BIN) train $(MODEL_DATA) --output Models/clothing.clmodel $(MODEL_FLAGS)
	SOURCE_DATE_EPOCH=1763683200 $(RELEASE_BIN) train Models/store-questions.csv Models/store-casual.csv --output Models/store-topics.clmodel \
		$(TOPIC_FLAGS)

## Regenerate the shipped search lexicon Catalog/lexicon.tsv from WordNet 3.0 (installs Debian's wordnet-base
## with apt-get when root). The runtime reads only the derived file, never WordNet.
lexicon:
	@scripts/ensure-deps.sh --lexicon
	python3 scripts/build-lexicon.py --output Catalog/lexicon.tsv

## Benchmarks on the release build: `make bench` runs all, `make bench GROUPS=classifier` one group,
## `make bench GROUPS=startup,dialogue,catalog` (or space-separated) several.
COMMA := ,
bench: deps
	$(SWIFT) build -c release --product clothesline-bench
	$(SWIFT) build -c release --product clothesline
	.build/release/clothesline-bench $(subst $(COMMA), ,$(GROUPS))

## Mutation fuzzing of every input format (model file, catalog, CSV import, training CSV/JSON/JSONL/folder, policy,
## transcript, chat and search lines) on the release build: `make fuzz` runs FUZZ_COUNT (10,000) inputs per format,
## `make fuzz SECONDS=600` shares 600 s among the formats instead; SEED=N changes the inputs. Reports per format the
## inputs tried, crashes, hangs (> 10 s), errors without the file's name and output leaks; exits 1 if any. Inputs that
## crash or hang are saved under Tests/ClotheslineTests/Fixtures/fuzz/<format>/, where `make test` replays them.
FUZZ_COUNT ?= 10000
SEED ?= 1
fuzz: deps
	$(SWIFT) build -c release --product clothesline-fuzz
	.build/release/clothesline-fuzz --seed $(SEED) $(if $(SECONDS),--seconds $(SECONDS),--count $(FUZZ_COUNT))

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
