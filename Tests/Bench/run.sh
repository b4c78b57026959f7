#!/usr/bin/env bash
# make bench: palettec's own speed and memory on generated palettes, release build, beside the floors measured in
# the same run (a Foundation hello world; `cat` of the same bytes with fsync). Wall times are the median of
# BENCH_RUNS runs (default 5), peak memory from /usr/bin/time; instruction counts from callgrind (the whole
# process, every thread) unless BENCH_CALLGRIND=0. This machine is shared: compare instructions, not only seconds.
#
#   bash Tests/Bench/run.sh [N]        N colors for the main runs (default 100,000); BENCH_LARGE (default 10 × N,
#                                      0 to skip) for the growth run
#
# BENCH_SECTIONS (default "build aliases large preview images hostile") chooses what runs after the floors: the build of
# N colors (hex, then the same palette in oklch()), the unknown-alias lint, the growth run, the HTML preview of
# BENCH_PREVIEW_SIZE (default 10,000) colors (make bench-preview runs only that one), BENCH_IMAGES (default 500) images
# of 100 KB copied into an asset catalog (make bench-images runs only that one), and the hostile inputs
# (Tests/Bench/hostile.py) at 1×, 4× and 16× their base size, each run capped at BENCH_HOSTILE_TIMEOUT seconds (default
# 300; make bench-hostile runs only that one).
set -euo pipefail
size=${1:-100000}
large=${BENCH_LARGE:-$((size * 10))}
runs=${BENCH_RUNS:-5}
callgrind=${BENCH_CALLGRIND:-1}
sections=" ${BENCH_SECTIONS:-build aliases large preview images hostile} "
preview_size=${BENCH_PREVIEW_SIZE:-10000}
image_count=${BENCH_IMAGES:-500}
command -v valgrind >/dev/null 2>&1 || callgrind=0
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
swift build -c release --product palettec >/dev/null
bin=$(swift build -c release --show-bin-path)/palettec
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Build records (what lets a rebuild with nothing changed skip the pipeline) go to the run's own folder.
export PALETTEC_CACHE_DIR="$work/records"

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
instructions() { # the command; prints its instruction count in millions, or "—"
  if [ "$callgrind" = 1 ]; then
    # Every process the command starts counts (the floor runs cat and sync); a failing run (the unknown-alias
    # lint) is measured all the same.
    { valgrind --tool=callgrind --trace-children=yes --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null || true; } |
      awk '/Collected/ { total += $4 } END { printf "%.0f M", total / 1e6 }'
  else
    echo "—"
  fi
}
# measure LABEL PREPARE-COMMAND -- COMMAND...: PREPARE runs (untimed) before every run, including the callgrind one.
measure() {
  local label=$1 prepare=$2; shift 3
  local times=() start end rss
  for _ in $(seq "$runs"); do
    eval "$prepare"
    start=$(date +%s.%N)
    "$@" >/dev/null 2>"$work/err" || { [ "${ALLOW_FAILURE:-0}" = 1 ] || { cat "$work/err"; exit 1; }; }
    end=$(date +%s.%N)
    times+=("$(echo "$end - $start" | bc)")
  done
  eval "$prepare"
  rss=$(/usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -1) || true
  eval "$prepare"
  local count
  count=$(instructions "$@")
  printf '| %s | %.3f s | %s MB | %s |\n' "$label" "$(printf '%s\n' "${times[@]}" | median)" \
    "$((rss / 1024))" "$count"
}

# Floors: the cheapest process palettec could be, and the cheapest way to read and write the same bytes.
printf 'import Foundation\nprint(ProcessInfo.processInfo.arguments.count)\n' >"$work/hello.swift"
swiftc -O "$work/hello.swift" -o "$work/hello" 2>/dev/null

project() { # folder, colors[, extra generate.py arguments]: a project with Swift + CSS + JSON outputs
  mkdir -p "$1"
  python3 Tests/Bench/generate.py "$2" "$1/bench.json" "${@:3}"
  cat >"$1/palettec.json" <<JSON
{ "palettes": ["bench.json"],
  "outputs": [ { "format": "swift", "path": "out/Bench.swift" }, { "format": "css", "path": "out/bench.css" },
               { "format": "json", "path": "out/bench.json" } ] }
JSON
}

echo "palettec bench: $(nproc) cores, load average $(cut -d' ' -f1 /proc/loadavg) at the start, $runs runs each"
echo
echo "| run | wall (median) | peak | instructions |"
echo "| --- | ---: | ---: | ---: |"
measure "floor: Foundation hello world" ":" -- "$work/hello"

if [[ $sections == *" build "* ]]; then
  project "$work/small" 100
  (cd "$work/small" && measure "build: 100 colors (Swift + CSS + JSON)" "rm -rf out" -- "$bin" build)

  project "$work/main" "$size"
  (cd "$work/main" && "$bin" build >/dev/null 2>&1 && cp -r out "$work/reference")
  bytes=$(cat "$work/main/bench.json" "$work"/reference/* | wc -c)
  (cd "$work/main" && measure "floor: cat input + outputs ($((bytes / 1000000)) MB) to a file, fsync" \
    "rm -f copy" -- sh -c 'cat bench.json ../reference/* >copy && sync copy')
  (cd "$work/main" && measure "lint: $size colors" ":" -- "$bin" lint bench.json)
  (cd "$work/main" && measure "build: $size colors (Swift + CSS + JSON)" "rm -rf out" -- "$bin" build)
  (cd "$work/main" && measure "rebuild, nothing changed: $size colors" ":" -- "$bin" build)
  (cd "$work/main" && measure "build --check: $size colors" ":" -- "$bin" build --check)
  (cd "$work/main" && measure "rebuild, nothing changed, no build record: $size colors" ":" -- \
    env PALETTEC_CACHE_DIR= "$bin" build)
  (cd "$work/main" && measure "build --check, no build record: $size colors" ":" -- \
    env PALETTEC_CACHE_DIR= "$bin" build --check)
  # Palettes written in oklch(): their builds should stay within 1.5× the hex palette's. The first has random
  # colors of chroma up to 0.3 (most outside sRGB, many outside Display P3: gamut-mapped); the second is the hex
  # palette's own colors in oklch() (in sRGB but for a few that rounding carries just outside).
  project "$work/oklch" "$size" --oklch
  project "$work/oklch-srgb" "$size" --oklch-srgb
  if (cd "$work/oklch" && "$bin" build >/dev/null 2>"$work/err"); then
    (cd "$work/oklch" && measure "lint: $size colors in oklch()" ":" -- "$bin" lint bench.json)
    (cd "$work/oklch" && measure "build: $size colors in oklch() (Swift + CSS + JSON)" "rm -rf out" -- "$bin" build)
    (cd "$work/oklch-srgb" && measure "lint: the $size hex colors in oklch()" ":" -- "$bin" lint bench.json)
    (cd "$work/oklch-srgb" && measure "build: the $size hex colors in oklch() (Swift + CSS + JSON)" "rm -rf out" \
      -- "$bin" build)
  else
    echo "| oklch(): skipped, this palettec cannot build the oklch() palette: $(head -1 "$work/err") | | | |"
  fi
fi

if [[ $sections == *" aliases "* ]]; then
  project "$work/aliases" 10000 --unknown-aliases 1000
  python3 Tests/Bench/generate.py 10000 "$work/aliases/clean.json"
  (cd "$work/aliases" && measure "lint: 10,000 colors" ":" -- "$bin" lint clean.json)
  (cd "$work/aliases" && ALLOW_FAILURE=1 measure "lint: 10,000 colors + 1,000 unknown aliases" ":" -- \
    "$bin" lint bench.json)
fi

# The designer's preview (issue 13): the --mix palette (five appearances, aliases, alpha, Display P3) linted, then
# written as one HTML page, beside the lint alone and the page's bytes copied to a file.
if [[ $sections == *" preview "* ]]; then
  mkdir -p "$work/preview"
  python3 Tests/Bench/generate.py "$preview_size" "$work/preview/mix.json" --mix
  (cd "$work/preview" && "$bin" preview mix.json -o reference.html >/dev/null 2>&1)
  page=$(wc -c <"$work/preview/reference.html")
  (cd "$work/preview" && measure "floor: cat the page ($((page / 1000)) KB) to a file, fsync" "rm -f copy" -- \
    sh -c 'cat reference.html >copy && sync copy')
  (cd "$work/preview" && measure "lint: $preview_size colors (mix)" ":" -- "$bin" lint mix.json)
  (cd "$work/preview" && measure "preview: $preview_size colors (mix; lint + HTML page)" "rm -f out.html" -- \
    "$bin" preview mix.json -o out.html)
  (cd "$work/preview" && measure "preview, page unchanged: $preview_size colors" ":" -- \
    "$bin" preview mix.json -o reference.html)
fi

# Images (issue 14): BENCH_IMAGES images, light and dark PNG files of 100 KB each, copied into an asset catalog
# (an imageset each) with a JSON bundle beside it. The catalog is a folder output, so no build record skips the
# work: a rebuild with nothing changed reads every image (the frontend checks each file) and compares every copy
# with the file it would replace, and writes nothing. Beside it: cat of the same bytes, and a first build.
if [[ $sections == *" images "* ]]; then
  mkdir -p "$work/images"
  python3 Tests/Bench/images.py "$image_count" 100000 "$work/images"
  cat >"$work/images/palettec.json" <<JSON
{ "palettes": ["images.json"],
  "outputs": [ { "format": "xcassets", "path": "out/Images.xcassets" }, { "format": "json", "path": "out/images.json" } ] }
JSON
  if (cd "$work/images" && "$bin" build >/dev/null 2>"$work/err"); then
    bytes=$(cat "$work"/images/Images/*.png | wc -c)
    (cd "$work/images" && measure "floor: cat the $((image_count * 2)) images ($((bytes / 1000000)) MB) twice" ":" -- \
      sh -c 'cat Images/*.png out/Images.xcassets/*/*.png >/dev/null')
    (cd "$work/images" && measure "build: $image_count images × 2 appearances of 100 KB (xcassets + JSON)" \
      "rm -rf out" -- "$bin" build)
    (cd "$work/images" && measure "rebuild, nothing changed: $image_count images" ":" -- "$bin" build)
    (cd "$work/images" && measure "build --check: $image_count images" ":" -- "$bin" build --check)
  else
    echo "| images: skipped, this palettec cannot build the images palette: $(head -1 "$work/err") | | | |"
  fi
fi

if [[ $sections == *" large "* ]] && [ "$large" -gt 0 ]; then
  project "$work/large" "$large"
  runs_saved=$runs; runs=1; callgrind_saved=$callgrind; callgrind=0
  (cd "$work/large" && measure "build: $large colors (Swift + CSS + JSON)" "rm -rf out" -- \
    "$bin" build --max-file-size 1000000000 --max-entries 100000000)
  runs=$runs_saved; callgrind=$callgrind_saved
fi

# Hostile inputs (issue 23): small files whose cost once grew with the square of their size. Each case at 1×, 4× and
# 16× its base size; the last column is the growth from 1× to 16× as an exponent of the size (instructions when
# callgrind runs, else wall time): 1.0 is linear, n log n stays below about 1.15, a square is 2.0.
if [[ $sections == *" hostile "* ]]; then
  hostile_timeout=${BENCH_HOSTILE_TIMEOUT:-300}
  hostile_runs=$((runs < 3 ? runs : 3))
  echo
  echo "| hostile case | size | input | wall (median) | peak | instructions | growth 1× → 16× |"
  echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"
  for case in $(python3 Tests/Bench/hostile.py --list); do
    first=""
    for scale in 1 4 16; do
      folder="$work/hostile/$case-$scale"
      read -r -a arguments <<<"$(python3 Tests/Bench/hostile.py "$case" "$scale" "$folder")"
      input=$(du -sb "$folder" | cut -f1)
      times=()
      timed_out=0
      for _ in $(seq "$hostile_runs"); do
        start=$(date +%s.%N)
        status=0
        (cd "$folder" && timeout "$hostile_timeout" "$bin" "${arguments[@]}" >/dev/null 2>&1) || status=$?
        end=$(date +%s.%N)
        if [ "$status" = 124 ]; then timed_out=1; break; fi
        times+=("$(echo "$end - $start" | bc)")
      done
      if [ "$timed_out" = 1 ]; then
        printf '| %s | %s× | %s KB | > %s s (timed out) | | | |\n' "$case" "$scale" "$((input / 1000))" "$hostile_timeout"
        continue
      fi
      wall=$(printf '%s\n' "${times[@]}" | median)
      rss=$(cd "$folder" && /usr/bin/time -f %M timeout "$hostile_timeout" "$bin" "${arguments[@]}" 2>&1 >/dev/null | tail -1) || true
      count=$(cd "$folder" && instructions timeout "$((hostile_timeout * 20))" "$bin" "${arguments[@]}")
      if [ "$callgrind" = 1 ]; then measure_value=${count% M}; else measure_value=$wall; fi
      growth=""
      if [ "$scale" = 1 ]; then
        first=$measure_value
      elif [ "$scale" = 16 ] && [ -n "$first" ]; then
        growth=$(python3 -c "import math,sys; a,b=float(sys.argv[1]),float(sys.argv[2]); print(f'{math.log(max(b,1e-9)/max(a,1e-9))/math.log(16):.2f}')" "$first" "$measure_value")
      fi
      printf '| %s | %s× | %s KB | %.3f s | %s MB | %s | %s |\n' "$case" "$scale" "$((input / 1000))" "$wall" \
        "$((rss / 1024))" "$count" "$growth"
    done
  done
fi
