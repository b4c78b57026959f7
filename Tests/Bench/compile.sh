#!/usr/bin/env bash
# make bench-compile: what the Swift that palettec generates costs to compile. For each size (default
# 100, 1,000, 5,000 and 20,000 colors) a generated palette (generate.py --mix: light, dark, light-hc,
# dark-hc and a sepia theme, aliases, alpha and Display P3 values, a description each) goes through the
# release palettec (`palettec build`, one public Swift output), and the Bench.swift it writes through
# `swiftc -parse-as-library -c` at -Onone and at -O: wall time (median of 3 runs up to 5,000 colors,
# 1 run above), peak memory, and at -Onone the instructions callgrind counts. A hello-world file compiled
# the same way is the floor every Swift file pays. Progress goes to stderr; a Markdown table for
# Docs/Performance.md goes to stdout.
#
# On Linux the `#if canImport(UIKit)`, `AppKit` and `SwiftUI` sections are compiled out, so the first table
# measures the portable core (Appearance, Value, Entry, one constant per key); a second table checks the
# Apple branches as the tests do, through SIL against the signature stubs and with Objective-C interop.
#
# Every compile runs under `timeout` and an address-space cap (`ulimit -v`); one that exceeds them is a
# `timeout` or `out of memory` cell, and the larger sizes at that optimization level are skipped.
#
#   compile.sh [SIZE ...]        sizes, default $COMPILE_SIZES or 100 1000 5000 20000
#   COMPILE_TIMEOUT=600          seconds one compile may take
#   COMPILE_MEMORY_GB=12         address space one compile may use
#   BENCH_CALLGRIND=1            0 skips the instruction counts (valgrind --tool=callgrind is 50-100x slower)
#   CALLGRIND_MAX_SIZE=1000      largest palette counted
#   CALLGRIND_MAX_SECONDS=30     ... and only if its -Onone wall time is at most this
#   CALLGRIND_TIMEOUT=1800       seconds one callgrind run may take
set -euo pipefail
read -ra sizes <<<"${*:-${COMPILE_SIZES:-100 1000 5000 20000}}"
timeout_s=${COMPILE_TIMEOUT:-600}
memory_gb=${COMPILE_MEMORY_GB:-12}
callgrind=${BENCH_CALLGRIND:-1}
callgrind_max_size=${CALLGRIND_MAX_SIZE:-1000}
callgrind_max_seconds=${CALLGRIND_MAX_SECONDS:-30}
callgrind_timeout=${CALLGRIND_TIMEOUT:-1800}
repeat_max_size=5000 # median of 3 runs up to this size, 1 run above
tolerance=1.1        # "at most linear": growth ≤ size ratio × tolerance (×5.5 from 1,000 to 5,000 colors)
for size in "${sizes[@]}"; do
  [[ $size =~ ^[1-9][0-9]*$ ]] || { echo "compile.sh: '$size' is not a number of colors" >&2; exit 2; }
done
command -v /usr/bin/time >/dev/null || { echo "compile.sh: needs GNU time (/usr/bin/time; apt-get install time)" >&2; exit 2; }
if [[ $callgrind != 0 ]] && ! command -v valgrind >/dev/null; then
  echo "compile.sh: valgrind not installed; skipping instruction counts" >&2
  callgrind=0
fi

root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
swift build -c release --product palettec >/dev/null
bin=$(swift build -c release --show-bin-path)/palettec
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cap_kb=$((memory_gb * 1024 * 1024))
load=$(cut -d' ' -f1 /proc/loadavg)

declare -A state wall peak instructions # by "<size>:<-Onone|-O>"; size "floor" is hello world
declare -A failed_at                    # by optimization level: the size that failed, if one did

say() { echo "compile.sh: $*" >&2; }
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
thousands() { echo "$1" | sed -E ':a; s/([0-9])([0-9]{3})($|,)/\1,\2\3/; ta'; }
bytes() {
  awk -v b="$1" 'BEGIN { if (b >= 1048576) printf "%.1f MB", b / 1048576; else if (b >= 1024) printf "%.0f KB", b / 1024; else printf "%d bytes", b }'
}
memory() { awk -v k="$1" 'BEGIN { if (k >= 1048576) printf "%.2f GB", k / 1048576; else printf "%.0f MB", k / 1024 }'; }
count() { awk -v n="$1" 'BEGIN { if (n >= 1e9) printf "%.2f G", n / 1e9; else printf "%.0f M", n / 1e6 }'; }

# One command under the caps. Sets run_status (ok, timeout, out of memory, killed, exit N), run_wall (s)
# and run_peak (KB, the largest resident set of the command and its children, e.g. swift-frontend);
# the command's output is in $work/log. `timeout` signals its whole process group, children included.
guarded() { # seconds, then the command
  local seconds=$1 code=0 line
  shift
  rm -f "$work/time"
  (ulimit -v "$cap_kb" && exec /usr/bin/time -f '%e %M' -o "$work/time" timeout "$seconds" "$@") \
    >"$work/log" 2>&1 || code=$?
  line=$(tail -n 1 "$work/time" 2>/dev/null || true)
  read -r run_wall run_peak <<<"$line" || true
  [[ ${run_wall:-} =~ ^[0-9.]+$ ]] || run_wall=0
  [[ ${run_peak:-} =~ ^[0-9]+$ ]] || run_peak=0
  if ((code == 0)); then
    run_status=ok
  elif ((code == 124)); then
    run_status=timeout
  elif grep -qiE 'out of memory|allocation failed|bad_alloc|cannot allocate memory' "$work/log"; then
    run_status="out of memory"
  elif ((code == 137)); then
    run_status=killed # SIGKILL: the kernel's OOM killer if the machine ran out first
  else
    run_status="exit $code"
  fi
  if [[ $run_status != ok ]]; then
    line="$*"
    say "$run_status after ${run_wall} s, peak $(memory "$run_peak"): ${line:0:120}…"
    [[ $run_status == timeout || $run_status == "out of memory" ]] || head -n 5 "$work/log" | sed 's/^/    /' >&2
  fi
}

# Wall time and peak memory of `swiftc <opt> -parse-as-library -c FILE`: the median time of `runs`
# compiles and the largest peak, stopping at the first failure (which becomes the cell).
measure() { # key, optimization flag, runs, source file
  local key=$1 opt=$2 runs=$3 file=$4 times=() most=0 i
  for ((i = 0; i < runs; i++)); do
    guarded "$timeout_s" swiftc "$opt" -parse-as-library -c "$file" -o "${file%.swift}.o"
    if [[ $run_status != ok ]]; then
      case $run_status in
        timeout) state[$key]="timeout (> $timeout_s s)" ;;
        "out of memory") state[$key]="out of memory (> $memory_gb GB)" ;;
        *) state[$key]=$run_status ;;
      esac
      return
    fi
    times+=("$run_wall")
    if ((run_peak > most)); then most=$run_peak; fi
  done
  state[$key]=ok
  wall[$key]=$(printf '%s\n' "${times[@]}" | median)
  peak[$key]=$most
  say "$key: ${wall[$key]} s, $(memory "$most")"
}

# Instructions (callgrind's Ir) of the swift-frontend job that `swiftc -Onone -parse-as-library -c FILE`
# runs. Valgrind 3.19 cannot read swift-driver's DWARF 5 debug info ("unhandled dwarf2 abbrev form"),
# so instead of `--trace-children=yes` on swiftc the job is taken from `swiftc -###` and run alone:
# the driver's own few milliseconds are not counted. Sums every callgrind output file (one per process).
count_instructions() { # key, source file
  local key=$1 file=$2 job argv
  job=$(swiftc -### -Onone -parse-as-library -c "$file" -o "${file%.swift}.o" | grep -m 1 -e ' -frontend -c ' || true)
  if [[ -z $job || $job == *[\"\']* ]]; then
    instructions[$key]="n/a (no plain frontend job in swiftc -###)"
    return
  fi
  read -ra argv <<<"$job"
  rm -f "$work"/callgrind.out.*
  guarded "$callgrind_timeout" valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out.%p" "${argv[@]}"
  if [[ $run_status != ok ]]; then
    instructions[$key]="callgrind: $run_status"
    return
  fi
  instructions[$key]=$(awk '/^summary:/ { s += $2; n++ } /^totals:/ { t += $2 } END { printf "%.0f\n", (n ? s : t) }' "$work"/callgrind.out.*)
  say "$key: $(count "${instructions[$key]}") instructions (callgrind took ${run_wall} s)"
}

# Whether callgrind runs for this size, or why not (the cell's text).
callgrind_skip() { # key, size
  if [[ $callgrind == 0 ]]; then echo "skipped (BENCH_CALLGRIND=0)"
  elif [[ ${state[$1]} != ok ]]; then echo "—"
  elif [[ $2 != floor ]] && ((10#$2 > callgrind_max_size)); then echo "— (> $(thousands "$callgrind_max_size") colors)"
  elif awk -v w="${wall[$1]}" -v m="$callgrind_max_seconds" 'BEGIN { exit !(w > m) }'; then echo "skipped (> $callgrind_max_seconds s wall)"
  fi
}

# The floor: a hello-world file compiled the same way.
mkdir "$work/floor"
cat >"$work/floor/hello.swift" <<'SWIFT'
@main
struct Hello {
    static func main() {
        print("Hello, world!")
    }
}
SWIFT
say "floor: hello world"
for opt in -Onone -O; do measure "floor:$opt" "$opt" 3 "$work/floor/hello.swift"; done
skip=$(callgrind_skip floor:-Onone floor)
if [[ -z $skip ]]; then count_instructions floor:-Onone "$work/floor/hello.swift"; else instructions[floor:-Onone]=$skip; fi

# The Apple branches, which Linux compiles out above, checked the way the tests check them: through SIL
# against the iOS signature stubs (UIKit, SwiftUI, WebKit, Combine: Tests/Stubs), and with Objective-C
# interop against the stub SDK headers (Tests/Stubs/ObjC), writing the Objective-C header. Neither
# generates machine code, so this is the type checker's and SIL's share of an iOS build, 1 run each.
stubs="$work/stubs"
mkdir -p "$stubs/common" "$stubs/ios" "$stubs/objc"
stub() { # module, folder, sources…
  local module=$1 folder=$2
  shift 2
  swiftc -swift-version 6 -parse-as-library -emit-module -module-name "$module" -I "$stubs/common" -I "$folder" \
    -emit-module-path "$folder/$module.swiftmodule" "${@/#/Tests/Stubs/}" >"$work/log" 2>&1 || { cat "$work/log" >&2; exit 1; }
}
stub CoreGraphics "$stubs/common" CoreGraphics.swift
stub Combine "$stubs/common" Combine.swift
stub UIKit "$stubs/ios" UIKit.swift
stub WebKit "$stubs/ios" WebKit.swift
stub SwiftUI "$stubs/ios" SwiftUI.swift SwiftUI-ios.swift
objc_flags=(-swift-version 6 -Xfrontend -enable-objc-interop -I Tests/Stubs/ObjC/sdk/usr/include
  -F Tests/Stubs/ObjC/sdk/System/Library/Frameworks -I "$stubs/objc" -module-cache-path "$stubs/objc/cache")
for module in ObjectiveC CoreGraphics Foundation UIKit; do
  swiftc "${objc_flags[@]}" -parse-as-library -emit-module -module-name "$module" -import-underlying-module \
    -emit-module-path "$stubs/objc/$module.swiftmodule" "Tests/Stubs/ObjC/overlays/$module.swift" >"$work/log" 2>&1 ||
    { cat "$work/log" >&2; exit 1; }
done
declare -A apple_state apple_wall apple_peak # by "<size>:<ios|objc>"
measure_apple() { # size, source file
  local key
  for key in "$1:ios" "$1:objc"; do
    if [[ $key == *:ios ]]; then
      guarded "$timeout_s" swiftc -swift-version 6 -parse-as-library -emit-sil -wmo -o /dev/null \
        -I "$stubs/common" -I "$stubs/ios" "$2"
    else
      guarded "$timeout_s" swiftc "${objc_flags[@]}" -typecheck -module-name Bench \
        -emit-objc-header-path "${2%.swift}-Swift.h" "$2"
    fi
    apple_state[$key]=$run_status
    apple_wall[$key]=$run_wall
    apple_peak[$key]=$run_peak
    say "$key: $run_status, ${run_wall} s, $(memory "$run_peak")"
  done
}

# Each size: generate the palette, build its Swift with the release palettec, compile it.
declare -A source_size
for size in "${sizes[@]}"; do
  dir="$work/$size"
  mkdir -p "$dir"
  python3 Tests/Bench/generate.py "$size" "$dir/bench.json" --mix
  cat >"$dir/palettec.json" <<'JSON'
{ "palettes": ["bench.json"], "outputs": [ { "format": "swift", "path": "Bench.swift", "accessLevel": "public" } ] }
JSON
  (cd "$dir" && "$bin" build >"$work/log" 2>&1) || { cat "$work/log" >&2; exit 1; }
  source_size[$size]="$(bytes "$(wc -c <"$dir/Bench.swift")"), $(thousands "$(wc -l <"$dir/Bench.swift")") lines"
  say "$(thousands "$size") colors: Bench.swift ${source_size[$size]}"
  runs=1
  if ((10#$size <= repeat_max_size)); then runs=3; fi
  for opt in -Onone -O; do
    if [[ -n ${failed_at[$opt]:-} ]]; then
      state[$size:$opt]="skipped ($(thousands "${failed_at[$opt]}"): ${state[${failed_at[$opt]}:$opt]})"
      continue
    fi
    measure "$size:$opt" "$opt" "$runs" "$dir/Bench.swift"
    if [[ ${state[$size:$opt]} != ok ]]; then failed_at[$opt]=$size; fi
  done
  skip=$(callgrind_skip "$size:-Onone" "$size")
  if [[ -z $skip ]]; then count_instructions "$size:-Onone" "$dir/Bench.swift"; else instructions[$size:-Onone]=$skip; fi
  measure_apple "$size" "$dir/Bench.swift"
done

# The table.
cell_wall() { if [[ ${state[$1]} == ok ]]; then printf '%.2f s' "${wall[$1]}"; else echo "${state[$1]}"; fi; }
cell_peak() { if [[ ${state[$1]} == ok ]]; then memory "${peak[$1]}"; else echo "—"; fi; }
cell_instructions() {
  local value=${instructions[$1]:-—}
  if [[ $value =~ ^[0-9]+$ ]]; then count "$value"; else echo "$value"; fi
}
row() { # key prefix, first cell, size cell
  printf '| %s | %s | %s | %s | %s | %s | %s |\n' "$2" "$3" "$(cell_wall "$1:-Onone")" "$(cell_peak "$1:-Onone")" \
    "$(cell_instructions "$1:-Onone")" "$(cell_wall "$1:-O")" "$(cell_peak "$1:-O")"
}

# Growth from the smaller to the larger size: raw, and above the hello-world floor (which a fixed cost
# would otherwise hide); "at most linear" when every above-floor ratio is at most size ratio × tolerance.
metric() { # wall or peak, key
  if [[ $1 == wall ]]; then echo "${wall[$2]:-0}"; else echo "${peak[$2]:-0}"; fi
}
growth() { # small, large
  local small=$1 large=$2 limit opt name ratio above judged text="" verdict="at most linear"
  limit=$(awk -v a="$small" -v b="$large" -v t="$tolerance" 'BEGIN { printf "%.1f", b / a * t }')
  for opt in -Onone -O; do
    text+="${text:+; }$opt"
    if [[ ${state[$small:$opt]} != ok ]]; then
      text+=" $(thousands "$small") colors ${state[$small:$opt]}"
      verdict="not at most linear"
      continue
    elif [[ ${state[$large:$opt]} != ok ]]; then
      text+=" $(thousands "$large") colors ${state[$large:$opt]}"
      verdict="not at most linear"
      continue
    fi
    for name in wall peak; do
      read -r ratio above < <(awk -v a="$(metric "$name" "$small:$opt")" -v b="$(metric "$name" "$large:$opt")" \
        -v f="$(metric "$name" "floor:$opt")" \
        'BEGIN { printf "%.2f ", (a > 0 ? b / a : 0); if (a - f > 0) printf "%.2f\n", (b - f) / (a - f); else print "n/a" }')
      if [[ $name == wall ]]; then text+=" time"; else text+=", peak"; fi
      text+=" ×$ratio (×$above above the floor)"
      judged=$above
      if [[ $judged == n/a ]]; then judged=$ratio; fi
      if awk -v r="$judged" -v l="$limit" 'BEGIN { exit !(r > l) }'; then verdict="SUPERLINEAR"; fi
    done
  done
  printf 'Growth %s → %s colors (at most linear: every ratio above the floor ≤ ×%s): %s — **%s**.\n' \
    "$(thousands "$small")" "$(thousands "$large")" "$limit" "$text" "$verdict"
}

echo
echo "Compile cost of the generated Swift: \`swiftc -parse-as-library -c Bench.swift\`, $(swiftc --version 2>&1 | head -n 1 | sed -E 's/.*Swift version ([^ ]+).*/Swift \1/'), Linux $(uname -m), $(nproc) cores (load average $load at start)."
echo "On Linux the UIKit, AppKit and SwiftUI sections are compiled out: this is the portable core, all the Linux compiler sees."
echo
echo "| colors | Bench.swift | -Onone wall | -Onone peak | -Onone instructions | -O wall | -O peak |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"
row floor "hello world (floor)" "$(bytes "$(wc -c <"$work/floor/hello.swift")"), $(wc -l <"$work/floor/hello.swift") lines"
for size in "${sizes[@]}"; do row "$size" "$(thousands "$size")" "${source_size[$size]}"; done
echo
echo "Wall: median of 3 runs (1 run above $(thousands "$repeat_max_size") colors). Peak: largest resident set of swiftc and swift-frontend (\`/usr/bin/time %M\`)."
echo "Instructions: callgrind Ir of the swift-frontend job alone (valgrind cannot read swift-driver's debug info), -Onone, up to $(thousands "$callgrind_max_size") colors."
echo "Each compile is capped at $timeout_s s and $memory_gb GB of address space; after a failure the larger sizes at that level are skipped."
echo
echo "The Apple branches (UIKit, SwiftUI, WebKit, the Objective-C class), which the table above compiles out, checked as the tests check them: \`-emit-sil\` against the iOS signature stubs, and \`-typecheck -emit-objc-header-path\` with Objective-C interop against the stub SDK. No machine code: the type checker's and SIL's share of an iOS build. 1 run each."
echo
echo "| colors | iOS stubs, SIL wall | peak | Objective-C interop wall | peak |"
echo "| --- | ---: | ---: | ---: | ---: |"
apple_cell() { if [[ ${apple_state[$1]} == ok ]]; then printf '%.2f s | %s' "${apple_wall[$1]}" "$(memory "${apple_peak[$1]}")"; else echo "${apple_state[$1]} | —"; fi; }
for size in "${sizes[@]}"; do
  printf '| %s | %s | %s |\n' "$(thousands "$size")" "$(apple_cell "$size:ios")" "$(apple_cell "$size:objc")"
done
echo
# The growth line: 1,000 → 5,000 colors when both ran, else the two largest sizes.
mapfile -t sorted < <(printf '%s\n' "${sizes[@]}" | sort -nu)
if [[ " ${sorted[*]} " == *" 1000 "* && " ${sorted[*]} " == *" 5000 "* ]]; then
  growth 1000 5000
elif ((${#sorted[@]} >= 2)); then
  growth "${sorted[-2]}" "${sorted[-1]}"
fi
