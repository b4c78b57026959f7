# palettec: every routine task has a target here; CI (.ci/run) runs `make test`.
#
#   make build         build the package with warnings as errors
#   make test          format lint + build + every test target + the built binary over Palettes/ (what CI runs)
#   make golden        re-record golden files (fails the run it records in); then REVIEW `git diff Tests Docs`
#   make format        rewrite sources with swift-format
#   make lint          check formatting and style without rewriting
#   make bench         after bench-compile: lint, build, rebuild and --check of generated palettes (100 to
#                      10 × BENCH_SIZE colors, and unknown aliases) beside a hello-world and a cat+fsync floor,
#                      with callgrind instruction counts (BENCH_CALLGRIND=0 skips them): a Markdown table
#   make bench-compile compile the generated Swift of COMPILE_SIZES colors with swiftc at -Onone and -O
#                      (time, memory, callgrind instructions; BENCH_CALLGRIND=0 skips those): a Markdown table
#   make fuzz          run the libFuzzer harnesses for FUZZ_SECONDS each
#   make fuzz-smoke    a short fuzz pass (10 s per harness) that `make test` includes
#   make clean         remove build products

SWIFT        ?= swift
BUILD_FLAGS  ?= -Xswiftc -warnings-as-errors
SWIFT_PATHS   = Package.swift Sources Tests Plugins
BENCH_SIZE   ?= 100000
COMPILE_SIZES ?= 100 1000 5000 20000
FUZZ_SECONDS ?= 60

.PHONY: all build test unit golden format lint bench bench-compile fuzz fuzz-smoke clean check-palettes

all: build

build:
	$(SWIFT) build $(BUILD_FLAGS)

lint:
	$(SWIFT) format lint --strict --recursive --parallel $(SWIFT_PATHS)

unit:
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	$(SWIFT) test --skip-build

# The README's first command, checked: the example palettes lint clean and the committed outputs are current.
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

# Compile cost of the generated Swift; each compile is capped (COMPILE_TIMEOUT, COMPILE_MEMORY_GB).
bench-compile:
	bash Tests/Bench/compile.sh $(COMPILE_SIZES)

fuzz:
	bash Tests/Fuzz/run.sh $(FUZZ_SECONDS)

fuzz-smoke:
	FUZZ_JOBS=2 bash Tests/Fuzz/run.sh 10

clean:
	rm -rf .build
