#!/usr/bin/env bash
# Fuzzes the .sim language with libFuzzer: builds the harness in scripts/fuzz/ (a package of its
# own, every module compiled with -sanitize=fuzzer,address), makes the seed corpus from every
# scripts/**/*.sim and the dictionary from the command table, and runs it. Each input is a .sim
# source run through the whole interpreter on a small work budget, with no file system (see
# scripts/fuzz/Sources/FuzzSim/FuzzSim.swift and docs/fuzzing.md).
#
#   scripts/fuzz.sh [--runs N] [--time SECONDS] [--jobs J] [--workers W] [--timeout SECONDS] [--rss-limit MB]
#                   [--no-asan] [--no-build]
#
#   --runs N         stop after N executions (per job); default: no limit
#   --time SECONDS   stop after that long; default 60, or no limit when --runs is given
#   --jobs J         J fuzzing processes (libFuzzer -jobs=J; logs in .build/fuzz/fuzz-*.log), each
#                    of --runs executions; default 1, in this terminal
#   --workers W      how many of the jobs run at once (default J). Each job is a fresh process
#                    that starts from the shared corpus, so a finding (which stops its process)
#                    costs one job of a long run, not the rest
#   --timeout S      an input that runs longer than S seconds is a finding (default 10)
#   --rss-limit MB   the process growing past MB megabytes is a finding (default 4096). Without
#                    a leak a process stays under 100 MB without ASan; one that grows run after
#                    run ends as oom-… of an empty input (docs/fuzzing.md: finding a leak)
#   --no-asan        coverage only, without AddressSanitizer: about twice the executions per
#                    second (ASan's allocator and quarantine are a large share of each input), for
#                    long runs. Swift's own traps still crash; only unsafe-pointer misuse goes
#                    unseen. Built apart, in .build/fuzz/build-noasan.
#   --no-build       use the harness already built
#   --swift          fuzz the Swift front end instead (FuzzSwift: each input is a Swift file that
#                    a driver imports, instantiates and taps), seeded with every scripts/**/*.swift
#                    and Tests/BadInput/swift/*.swift; its corpus is .build/fuzz/swift-corpus
#   --differential [FIRST:COUNT]
#                    differential fuzzing of the Swift interpreter instead: random well-typed
#                    programs (scripts/swift-program-gen.py), compiled with swiftc and interpreted
#                    by simrepl, must print the same bytes (scripts/swift-differential.sh; default
#                    seeds 1:50; other options but --jobs are ignored)
#   --lsp            fuzz the language server instead (FuzzLSP: each input is what an editor might
#                    write to `simrepl lsp`, after an initialize and a didOpen), seeded by the
#                    harness itself; its corpus is .build/fuzz/lsp-corpus
#
# Everything lives under .build/fuzz/: seeds/ (remade each run), corpus/ (what libFuzzer found
# worth keeping, kept between runs), sim.dict, and artifacts/ — crash-*, timeout-*, oom-*: each is
# an input that broke simrepl; cost-*: an input whose output or time per event of work passed a
# bound (its first line says which), found without stopping the run. Reproduce one with `.build/fuzz/build/release/FuzzSim FILE`, or
# `simrepl run FILE`. The script prints the executions and the findings, and exits 1 if there
# are any.
set -euo pipefail

SCRIPT_NAME=fuzz.sh
root=$(cd -P -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
# shellcheck source=lib/common.sh
source scripts/lib/common.sh

runs=
time_limit=
jobs=1
workers=
timeout=10
rss_limit=4096
build=1
asan=1
product=FuzzSim
# Differential fuzzing needs no libFuzzer harness: hand it to its own script.
for ((i = 1; i <= $#; i++)); do
    if [ "${!i}" = --differential ]; then
        next=$((i + 1)) jobs_arg=()
        seeds=1:50
        [[ "${!next:-}" =~ ^[0-9]+:[0-9]+$ ]] && seeds=${!next}
        for ((j = 1; j < $#; j++)); do k=$((j + 1)); [ "${!j}" = --jobs ] && jobs_arg=(--jobs "${!k}"); done
        exec bash scripts/swift-differential.sh --seeds "$seeds" "${jobs_arg[@]}"
    fi
done
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs=$2; shift 2 ;;
        --time) time_limit=$2; shift 2 ;;
        --jobs) jobs=$2; shift 2 ;;
        --workers) workers=$2; shift 2 ;;
        --timeout) timeout=$2; shift 2 ;;
        --rss-limit) rss_limit=$2; shift 2 ;;
        --no-asan) asan=0; shift ;;
        --no-build) build=0; shift ;;
        --swift) product=FuzzSwift; shift ;;
        --lsp) product=FuzzLSP; shift ;;
        -h|--help) print_header_help "$0"; exit 0 ;;
        *) die "unknown option '$1' (try --help)" ;;
    esac
done
workers=${workers:-$jobs}
for value in "${runs:-1}" "${time_limit:-1}" "$jobs" "$workers" "$timeout" "$rss_limit"; do
    [[ "$value" =~ ^[0-9]+$ ]] && [ "$value" -ge 1 ] || die "'$value' is not a positive whole number"
done
[ -n "$runs" ] || [ -n "$time_limit" ] || time_limit=60

work="$root/.build/fuzz"
scratch="$work/build"
sanitizers=fuzzer,address
if [ "$asan" -eq 0 ]; then
    scratch="$work/build-noasan"
    sanitizers=fuzzer
fi
harness="$scratch/release/$product"
corpus=corpus dict="$work/sim.dict"
case "$product" in
    FuzzSwift) corpus=swift-corpus dict="$work/swift.dict" ;;
    FuzzLSP) corpus=lsp-corpus dict="$work/lsp.dict" ;;
esac
mkdir -p "$work/$corpus" "$work/artifacts"

# --sanitize=fuzzer --sanitize=address tell SwiftPM it links a fuzzer (libFuzzer brings `main`),
# but it hands them to the compiler one by one and the compiler keeps only the last: alone they
# build code with ASan checks and no coverage counters, or the other way round, depending on the
# order. The combined -Xswiftc flag, last on the line, instruments every module for both.
build_harness() {
    local flags=(--sanitize=fuzzer)
    [ "$asan" -eq 0 ] || flags+=(--sanitize=address)
    swift build -c release "${flags[@]}" -Xswiftc -sanitize="$sanitizers" --product "$product" \
        --package-path scripts/fuzz --scratch-path "$scratch" >&2 || die "the fuzz harness did not build"
}

# Whether libFuzzer finds coverage counters in the harness ("Loaded 1 modules (N inline 8-bit
# counters)" as it starts).
instrumented() {
    local output
    output=$(ASAN_OPTIONS=detect_leaks=0 "$harness" -runs=1 -detect_leaks=0 "$1" 2>&1 || true)
    [[ "$output" == *"inline 8-bit counters"* ]]
}

if [ "$build" -eq 1 ]; then
    require_swift
    say "swift build -c release -sanitize=$sanitizers (scripts/fuzz)"
    build_harness
fi
[ -x "$harness" ] || die "$harness is missing: build it (run without --no-build)"

# The seeds: every scenario and fragment in scripts/, flattened into one folder.
rm -rf "$work/seeds"
mkdir -p "$work/seeds"
if [ "$product" = FuzzSim ]; then
    while IFS= read -r -d '' file; do
        name=${file#scripts/}
        cp "$file" "$work/seeds/${name//\//_}"
    done < <(find scripts -name '*.sim' -print0)
elif [ "$product" = FuzzSwift ]; then
    while IFS= read -r -d '' file; do
        cp "$file" "$work/seeds/${file//\//_}"
    done < <(find scripts Tests/BadInput/swift -name '*.swift' -print0)
fi  # FuzzLSP writes its own seeds with the dictionary, below
say "$(find "$work/seeds" -type f | wc -l) seeds, $(find "$work/$corpus" -type f | wc -l) inputs kept in .build/fuzz/$corpus"

# Without coverage counters libFuzzer finds nothing new, ever: say so rather than fuzz blind.
instrumented "$work/seeds" || die "$harness has no coverage counters (was it built by an older fuzz.sh? run without --no-build)"

# The dictionary, from the command table the harness is built with, and the edge seeds (edge
# numbers in every numeric place, long operator chains, values that double, runaway output…),
# which the scenarios of scripts/ never are.
SIMREPL_FUZZ_DICTIONARY="$dict" SIMREPL_FUZZ_SEEDS="$work/seeds" ASAN_OPTIONS=detect_leaks=0 "$harness" >/dev/null 2>&1 ||
    die "the harness did not write the dictionary"
say "dictionary: $(grep -c '^"' "$dict") words ($dict); $(find "$work/seeds" -type f | wc -l) seeds with the edge seeds"

# A cost finding (an input whose trace bytes or time per event of work passed a bound: see
# CostCheck in the harness) is written to artifacts/ as cost-HASH, with what it cost on its first
# line; fuzzing goes on.
export SIMREPL_FUZZ_COST_DIR="$work/artifacts"

# detect_leaks=0: Swift keeps pointers with spare bits set (enum payloads), which LeakSanitizer
# cannot follow, so it reports the command table's static storage as leaked. ASan's other checks
# (use after free, overflows) stay on; Swift's own traps (overflow, index out of range) crash.
export ASAN_OPTIONS="detect_leaks=0:malloc_context_size=8"
# Swift's own backtracer would take a trap's signal first and exit without libFuzzer writing the
# input that trapped (crash-…): leave the signal to libFuzzer.
export SWIFT_BACKTRACE=enable=no
flags=(-max_len=65536 -dict="$dict" -timeout="$timeout" -rss_limit_mb="$rss_limit" -detect_leaks=0
       -artifact_prefix="$work/artifacts/" -print_final_stats=1)
[ -z "$runs" ] || flags+=(-runs="$runs")
[ -z "$time_limit" ] || flags+=(-max_total_time="$time_limit")
before=$(find "$work/artifacts" -type f | wc -l)
log="$work/fuzz.log"
say "running: $product ${flags[*]} $corpus seeds"
status=0
if [ "$jobs" -eq 1 ]; then
    # libFuzzer's progress on the terminal, and a copy in fuzz.log for the totals below.
    (cd "$work" && "$harness" "${flags[@]}" "$corpus" seeds 2>&1 | tee "$log" >&2) || status=$?
    logs=("$log")
else
    rm -f "$work"/fuzz-*.log
    (cd "$work" && "$harness" "${flags[@]}" -jobs="$jobs" -workers="$workers" "$corpus" seeds >&2) || status=$?
    logs=("$work"/fuzz-*.log)
fi

executions=$(cat "${logs[@]}" | awk '/^stat::number_of_executed_units:/ { n += $2 } END { print n + 0 }')
speed=$(cat "${logs[@]}" | awk '/^stat::average_exec_per_sec:/ { n += $2 } END { print n + 0 }')
findings=$(find "$work/artifacts" -type f | wc -l)
echo "fuzz: $executions executions, $speed exec/s, $((findings - before)) new findings ($findings in .build/fuzz/artifacts)"
find "$work/artifacts" -type f -newer "$dict" | sort | sed 's/^/  /'
[ "$findings" -eq "$before" ] && [ "$status" -eq 0 ] || exit 1
