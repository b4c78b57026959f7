# palettec: every routine task has a target here; CI (.ci/run) runs `make test`.
#
#   make build         build the package with warnings as errors
#   make test          format lint + build + every test (the package-building ones last) + the built binary over
#                      Palettes/ + a short fuzz pass (what CI runs): every test runs, none is skipped (a missing
#                      client the README lists is a failure), and nothing outside the clone is read
#   make test-quick    the edit-compile loop, under 3 minutes on a warm build: every test but the package-building
#                      (plugins, install, pre-commit), Chromium and coloraide reference ones; no lint, no fuzz
#   make test-extra-corpus  the pinned outcomes of the corpus folders the repository may not hold a copy of
#                      (Tests/Corpus/SOURCES.md), from EXTRA_CORPUS (../shared/corpus); .ci/run runs it when it exists
#   make golden        re-record golden files (fails the run it records in); then REVIEW `git diff Tests Docs`
#   make format        rewrite sources with swift-format
#   make lint          check formatting and style without rewriting
#   make bench         after bench-compile: lint, build, rebuild and --check of generated palettes (100 to
#                      10 × BENCH_SIZE colors, and unknown aliases) beside a hello-world and a cat+fsync floor,
#                      with callgrind instruction counts (BENCH_CALLGRIND=0 skips them): a Markdown table
#   make bench-preview only the HTML preview of BENCH_PREVIEW_SIZE (10,000) colors: lint, preview, unchanged page,
#                      beside a hello-world and a cat+fsync floor (wall time and callgrind instructions)
#   make bench-images  only the images section: 500 images of 100 KB (BENCH_IMAGES) copied into an asset catalog,
#                      first build, rebuild with nothing changed, --check, beside cat of the same bytes
#   make bench-hostile only the hostile inputs (Tests/Bench/hostile.py): each shape that once grew with the square of
#                      its size, at 1×, 4× and 16×, with its growth exponent (1.0 linear, 2.0 a square)
#   make bench-compile compile the generated Swift of COMPILE_SIZES colors with swiftc at -Onone and -O
#                      (time, memory, callgrind instructions; BENCH_CALLGRIND=0 skips those): a Markdown table
#   make fuzz          run the libFuzzer harnesses for FUZZ_SECONDS each
#   make fuzz-smoke    a short fuzz pass (10 s per harness) that `make test` includes
#   make install       build a release palettec with the Swift runtime linked in (it runs without a toolchain) and
#                      install it, its man page and its bash, zsh and fish completions under PREFIX (/usr/local)
#   make uninstall     remove what make install installed
#   make dist          palettec-VERSION-PLATFORM.tar.gz and palettec.artifactbundle(.zip) in DIST_DIR, from the same
#                      build; prints the bundle's SwiftPM checksum
#   make clean         remove build products

SWIFT        ?= swift
BUILD_FLAGS  ?= -Xswiftc -warnings-as-errors
SWIFT_PATHS   = Package.swift Sources Tests Plugins
BENCH_SIZE   ?= 100000
COMPILE_SIZES ?= 100 1000 5000 20000
FUZZ_SECONDS ?= 60
PREFIX       ?= /usr/local
DESTDIR      ?=
# The release build has its own scratch folder: its flags differ from `swift build -c release`'s, and `swift test`
# (whose tests run `make install`) holds .build's lock.
INSTALL_SCRATCH ?= .build/install
DIST_DIR     ?= .build/dist
VERSION      := $(shell sed -n 's/^ *static let number = "\(.*\)"$$/\1/p' Sources/PalettecCLI/Process/PalettecVersion.swift)
PLATFORM     := $(shell uname -s | tr '[:upper:]' '[:lower:]')-$(shell uname -m)
RELEASE_BIN   = $(INSTALL_SCRATCH)/release/palettec
# How the release binary gets the Swift runtime (`-Xswiftc -static-executable` links the C library in too), stripped of
# its symbol table: 17 MB instead of 37 MB.
RELEASE_FLAGS ?= --static-swift-stdlib -Xlinker -s

.PHONY: all build test test-quick test-extra-corpus unit golden format lint bench bench-preview bench-images bench-hostile bench-compile fuzz fuzz-smoke clean check-palettes release install \
	uninstall dist

all: build

build:
	$(SWIFT) build $(BUILD_FLAGS)

lint:
	$(SWIFT) format lint --strict --recursive --parallel $(SWIFT_PATHS)

# The tests that build whole packages (a client of the plugins, `make install`, pre-commit's build of the hook) run
# after the others: on a small machine they would slow the time-limited tests down. Plain `swift test` runs
# everything at once.
PACKAGE_TESTS = PalettecCLITests\.(PluginTests|InstallTests|PreCommitHookTests)/
# The pinned outcomes of corpus folders that are not in Tests/Corpus: only `make test-extra-corpus` runs them.
EXTRA_CORPUS_TESTS = PaletteFrontendTests\.ExtraCorpusTests
EXTRA_CORPUS ?= ../shared/corpus
# What `make test-quick` leaves out: the package-building tests, the Chromium ones and the coloraide references.
QUICK_SKIP = $(PACKAGE_TESTS)|$(EXTRA_CORPUS_TESTS)|Chromium|PaletteModelTests\.ColorReferenceTests/|PaletteFrontendTests\.DerivedColorReferenceTests/

# Under these targets a test whose client is missing fails instead of being skipped (Executables.isCI).
unit test-quick test-extra-corpus: export PALETTEC_REQUIRE_CLIENTS = 1

unit:
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	$(SWIFT) test --skip-build --skip '$(PACKAGE_TESTS)' --skip '$(EXTRA_CORPUS_TESTS)'
	$(SWIFT) test --skip-build --filter '$(PACKAGE_TESTS)'

test-quick:
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	$(SWIFT) test --skip-build --skip '$(QUICK_SKIP)'

test-extra-corpus:
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	PALETTEC_EXTRA_CORPUS="$(abspath $(EXTRA_CORPUS))" $(SWIFT) test --skip-build --filter '$(EXTRA_CORPUS_TESTS)'

# The README's first command, checked: the example palettes lint without errors (one warning: the stylesheet names
# the PDF chevron, which only WebKit on Apple platforms draws) and the committed outputs are current.
check-palettes: build
	$$($(SWIFT) build --show-bin-path)/palettec lint
	$$($(SWIFT) build --show-bin-path)/palettec build --check

test: lint unit check-palettes fuzz-smoke

# Recording makes each changed golden test fail once; the second run must pass.
golden:
	-PALETTEC_RECORD=1 $(SWIFT) test
	$(SWIFT) test
	git status --short -- Tests Docs Generated

format:
	$(SWIFT) format --in-place --recursive --parallel $(SWIFT_PATHS)

bench: bench-compile
	bash Tests/Bench/run.sh $(BENCH_SIZE)

bench-preview:
	BENCH_SECTIONS=preview bash Tests/Bench/run.sh

bench-images:
	BENCH_SECTIONS=images bash Tests/Bench/run.sh

bench-hostile:
	BENCH_SECTIONS=hostile bash Tests/Bench/run.sh

# Compile cost of the generated Swift; each compile is capped (COMPILE_TIMEOUT, COMPILE_MEMORY_GB).
bench-compile:
	bash Tests/Bench/compile.sh $(COMPILE_SIZES)

fuzz:
	bash Tests/Fuzz/run.sh $(FUZZ_SECONDS)

fuzz-smoke:
	FUZZ_JOBS=2 bash Tests/Fuzz/run.sh 10

# --static-swift-stdlib links the Swift runtime and Foundation into the binary: only the C library is loaded at
# run time, so it runs on a machine or CI image without the toolchain (Docs/Guides/CI.md has the numbers).
release:
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product palettec --scratch-path $(INSTALL_SCRATCH)

install: release
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
		$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 755 $(RELEASE_BIN) $(DESTDIR)$(PREFIX)/bin/palettec
	$(RELEASE_BIN) help --man > $(DESTDIR)$(PREFIX)/share/man/man1/palettec.1
	$(RELEASE_BIN) completion bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/palettec
	$(RELEASE_BIN) completion zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_palettec
	$(RELEASE_BIN) completion fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/palettec.fish

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/palettec $(DESTDIR)$(PREFIX)/share/man/man1/palettec.1 \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions/palettec \
		$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_palettec \
		$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/palettec.fish

dist: release
	bash Scripts/dist.sh $(RELEASE_BIN) $(VERSION) $(PLATFORM) \
		"$$($(SWIFT) -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$$/\1/p' | head -n 1)" $(DIST_DIR)
	@echo "checksum: $$($(SWIFT) package compute-checksum $(DIST_DIR)/palettec.artifactbundle.zip)"

clean:
	rm -rf .build
