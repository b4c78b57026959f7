#!/usr/bin/env bash
# make bench: a generated N-color palette (default 100,000) through `palettec lint` and `palettec build`
# (Swift + CSS + JSON), release build, median wall time of 5 runs each, and peak memory.
set -euo pipefail
size=${1:-100000}
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
swift build -c release --product palettec >/dev/null
bin=$(swift build -c release --show-bin-path)/palettec
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 Tests/Bench/generate.py "$size" "$work/bench.json"
python3 Tests/Bench/generate.py "$size" "$work/bench.plist"
cat > "$work/palettec.json" <<JSON
{ "palettes": ["bench.json"],
  "outputs": [ { "format": "swift", "path": "out/Bench.swift" }, { "format": "css", "path": "out/bench.css" },
               { "format": "json", "path": "out/bench.json" } ] }
JSON

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
measure() { # label, then the command
  local label=$1; shift
  local times=() rss=0
  for _ in 1 2 3 4 5; do
    rm -rf "$work/out"
    local start end
    start=$(date +%s.%N)
    "$@" >/dev/null 2>"$work/err" || { cat "$work/err"; exit 1; }
    end=$(date +%s.%N)
    times+=("$(echo "$end - $start" | bc)")
  done
  if command -v /usr/bin/time >/dev/null 2>&1; then
    rm -rf "$work/out"
    rss=$(/usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -1)
  fi
  printf '%-44s median %6.3f s   peak %s KB\n' "$label" "$(printf '%s\n' "${times[@]}" | median)" "${rss:-?}"
}

echo "palettec bench: $size colors ($(du -h "$work/bench.json" | cut -f1) JSON, $(du -h "$work/bench.plist" | cut -f1) plist), $(nproc) cores"
measure "lint (JSON)" "$bin" lint "$work/bench.json"
measure "lint (plist)" "$bin" lint "$work/bench.plist"
(cd "$work" && measure "build: Swift + CSS + JSON (from JSON)" "$bin" build)
echo "outputs: $(du -ch "$work"/out/* | tail -1 | cut -f1)"
