#!/usr/bin/env bash
# Builds palettec's libFuzzer harnesses (the Fuzz/ package) and runs each one for SECONDS.
#
#   bash Tests/Fuzz/run.sh SECONDS          (make fuzz FUZZ_SECONDS=600; make fuzz-smoke runs 10)
#
# Each harness starts from a fresh working corpus in a temp dir, seeded from Fuzz/Seeds/<harness>/ and
# Tests/Fuzz/Regressions/<harness>/, with Fuzz/Dictionaries/<harness>.dict as its dictionary.
# Crash, timeout and leak inputs go to Fuzz/Findings/<harness>/ (git-ignored).
# Prints, per harness, the executions run and whether it found anything; exits 1 if any harness did.
#
# Environment:
#   FUZZ_HARNESSES  space-separated harness names to run (default: every Fuzz/Sources/Fuzz* except FuzzSupport)
#   FUZZ_JOBS       how many harnesses run at once (default 1; 2 uses both cores of the project's machines)
#   FUZZ_NICE       niceness of the fuzzing processes (default 10, so builds and tests of others go first)
#   FUZZ_LOG_DIR    keep each harness's libFuzzer log here (default: a temp dir, removed at the end)
set -euo pipefail

seconds="${1:-60}"
if ! [[ "$seconds" =~ ^[0-9]+$ ]] || [ "$seconds" -lt 1 ]; then
  echo "usage: $0 SECONDS" >&2
  exit 2
fi
root="$(cd "$(dirname "$0")/../.." && pwd)"
fuzz="$root/Fuzz"
jobs="${FUZZ_JOBS:-1}"
niceness="${FUZZ_NICE:-10}"

if [ -n "${FUZZ_HARNESSES:-}" ]; then
  read -r -a harnesses <<<"$FUZZ_HARNESSES"
else
  harnesses=()
  for dir in "$fuzz"/Sources/Fuzz*; do
    name="$(basename "$dir")"
    [ "$name" = FuzzSupport ] || harnesses+=("$name")
  done
fi

# --sanitize=fuzzer alone instruments only single-file modules on this toolchain (multi-threaded WMO drops the
# coverage pass), so the coverage libFuzzer needs is asked for explicitly.
echo "fuzz: building ${#harnesses[@]} harnesses (release, ASan + libFuzzer) into Fuzz/.build"
build_start=$SECONDS
mkdir -p "$fuzz/.build"
swift build -c release --package-path "$fuzz" \
  --sanitize=fuzzer --sanitize=address \
  -Xswiftc -parse-as-library \
  -Xswiftc -sanitize-coverage=edge,indirect-calls,trace-cmp,inline-8bit-counters,pc-table \
  >"$fuzz/.build/fuzz-build.log" 2>&1 || {
  cat "$fuzz/.build/fuzz-build.log" >&2
  echo "fuzz: build failed" >&2
  exit 1
}
echo "fuzz: built in $((SECONDS - build_start)) s"
bin="$(swift build -c release --package-path "$fuzz" --show-bin-path)"

work="$(mktemp -d "${TMPDIR:-/tmp}/palettec-fuzz.XXXXXX")"
trap 'rm -rf "$work"' EXIT
logs="${FUZZ_LOG_DIR:-$work/logs}"
mkdir -p "$logs"

# The Swift runtime's own crash backtracer would race libFuzzer's handler and can hang; ASan reports suffice.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}"

# Runs one harness; writes "<harness> <exit status> <executions> <new findings>" to its result file.
run_one() {
  local harness="$1"
  local corpus="$work/corpus/$harness"
  local findings="$fuzz/Findings/$harness"
  local log="$logs/$harness.log"
  mkdir -p "$corpus" "$findings"
  for seeds in "$fuzz/Seeds/$harness" "$root/Tests/Fuzz/Regressions/$harness"; do
    if [ -d "$seeds" ]; then cp "$seeds"/* "$corpus"/ 2>/dev/null || true; fi
  done
  local before
  before="$(find "$findings" -type f | wc -l)"
  local dictionary=()
  if [ -f "$fuzz/Dictionaries/$harness.dict" ]; then dictionary=(-dict="$fuzz/Dictionaries/$harness.dict"); fi
  local status=0
  nice -n "$niceness" "$bin/$harness" "$corpus" "${dictionary[@]}" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$findings/" >"$log" 2>&1 || status=$?
  local executions
  executions="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
  local after
  after="$(find "$findings" -type f | wc -l)"
  echo "$harness $status ${executions:-0} $((after - before))" >"$work/$harness.result"
}

running=0
for harness in "${harnesses[@]}"; do
  if [ ! -x "$bin/$harness" ]; then
    echo "fuzz: no harness named $harness" >&2
    exit 2
  fi
  run_one "$harness" &
  running=$((running + 1))
  if [ "$running" -ge "$jobs" ]; then
    wait -n || true
    running=$((running - 1))
  fi
done
wait || true

failed=0
echo "fuzz: ${seconds} s per harness"
for harness in "${harnesses[@]}"; do
  read -r name status executions found <"$work/$harness.result"
  if [ "$status" -eq 0 ] && [ "$found" -eq 0 ]; then
    printf '  %-14s %12s executions  nothing found\n' "$name" "$executions"
  else
    failed=1
    printf '  %-14s %12s executions  FOUND (exit %s, %s new input(s) in Fuzz/Findings/%s/)\n' \
      "$name" "$executions" "$status" "$found" "$name"
    grep -E "ERROR: |Fatal error|SUMMARY|Test unit written" "$logs/$harness.log" | head -8 | sed 's/^/      /'
  fi
done
if [ "$failed" -ne 0 ]; then
  echo "fuzz: findings above; reproduce with $bin/<harness> <input>" >&2
  exit 1
fi
echo "fuzz: no findings"
