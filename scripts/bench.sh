#!/usr/bin/env bash
# Measures simrepl (the release build scripts/setup.sh makes: Swift's runtime linked statically)
# and prints a small table:
#
#   startup      median wall time of `simrepl run` on a one-line script (`window main`),
#                over 50 runs, and of a bare Swift program (an empty main, swiftc -O) in the same
#                run, with the ratio (hyperfine when installed, else a timing loop in bash); and
#                the instructions of both (callgrind), which a noisy machine does not move
#   throughput   a generated script: window, controller, a card view in the controller's view,
#                a button in the card with one target-action method and one addAction closure
#                (each logs one line), then 100,000 `tap` lines; run with the trace rendered
#                as text to /dev/null, as JSON Lines (--trace json) and with --quiet. Prints
#                taps/second (100000 / wall seconds, median of 3 runs) and peak RSS (GNU time,
#                else VmHWM); and the floor program (see instructions) on the same taps, timed the
#                same way, with each format's time as a ratio to it.
#   why          the throughput script followed by 1,000 `why benchVC.didTap:` questions, against
#                the same script without them: (difference of medians) / 1,000 = one `why` on
#                a 100,000-tap log; and one `whatif` there (it replays the session twice)
#   cells        a 1,000,000-row table scrolled top to bottom in 100,000 steps: time, peak RSS,
#                and (asserted by the script) the number of cells created
#   closures     the same kind of table, each configured row's button given a new UIAction that
#                replaces the cell's previous one, scrolled through 10,000, 100,000 and 1,000,000
#                rows: peak RSS of each (flat when replaced closures are freed)
#   memory       peak RSS (GNU time, else VmHWM) of `run --quiet --max-events 0` on the throughput
#                script at 100,000 and 1,000,000 taps, and on the same scene whose method logs a
#                text that differs on every tap (`{event}`: touch#1, touch#2…), with each pair's
#                ratio (target <= 1.3: memory flat in taps and in distinct log texts); and, for
#                comparison, a method logging a counter (`count {count}`): every such text is
#                kept, as `expect log` answers for any text exactly, so that pair is not flat
#   suite        `simrepl test` over the scenario library copied 20 times (goldens compared),
#                with -j 1 and with one job per core (median of 3 runs each)
#   instructions instructions per tap counted by valgrind's callgrind (stable on a noisy machine,
#                unlike wall time): (Ir of 11,000 taps - Ir of 1,000) / 10,000, for the floor
#                program (scripts/bench/floor/floor.swift, built with swiftc -O: the same tap done
#                by hand, printing the same trace bytes, which is checked), --trace text (and its
#                ratio to the floor), --trace json (its ratio to text) and --quiet (its ratio to
#                the floor). Skipped when valgrind is not installed. With --compare OTHER, the
#                same count for another simrepl binary (e.g. a build of an earlier commit), and
#                the ratio: a change is judged against its baseline in one run, not against a
#                number from another day.
#   swift        the Swift front end: each Swift seed's driver (scripts/swift/) against the same
#                scene written in .sim, wall time (startup included; median of --startup-runs runs,
#                both in one run) and instructions (callgrind; simrepl's and those of simrepl-swift,
#                the helper it starts, summed), with the ratios (target <= 2); and
#                a .sim-only start (`window main`) in wall time and instructions against --compare's binary
#                (target <= 1.02: a .sim run does not pay for the parser)
#   interpreter  Swift programs on the interpreter (`simrepl-swift --run-program`, what `simrepl run
#                main.swift` starts): the wall time and instructions of a generated program of
#                500 and 5,000 lines (structs with methods; parse + resolve dominate) against a
#                one-line one (target: 500 lines <= 15 ms; 5,000 about 10 x 500), and a loop of a
#                million iterations against the same program compiled with swiftc -Onone
#   growth       for each series — taps, depth (a button N views deep: 2, 20, 200, under the
#                language's nesting limit of 256 views), siblings (N views beside
#                it, each tried by hit-testing), handlers (N closures on it, each with its own
#                id), rows (a table of N rows scrolled through), recognizers (N tap recognizers on
#                a tapped view), pan moves (N moves of a panned finger), script lines (N distinct
#                notes), expects (N distinct lines logged, each asked for with `expect log`), script (N varied lines: views made, variables declared and `set`,
#                properties set, taps, notes, expectations), repl (the same N lines piped into
#                the REPL), block (one method whose body is N lines, piped into the REPL) — the
#                instructions (callgrind) at three sizes, N, 10N and 100N, less those of the same
#                script at size 0, and the ratios of each to the one before: about 10 is linear,
#                about 100 quadratic. Then the peak RSS of `simrepl test` over 200 and 2,000
#                scenarios with goldens (flat: a scenario's trace is let go once compared). A few
#                minutes; --series names the series to run (e.g. --series handlers,script).
#
#   scripts/bench.sh [--taps N] [--startup-runs N] [--runs N] [--scratch-path DIR] [--compare OTHER]
#                    [--only SECTION,…] [--series SERIES,…]
#
# --scratch-path is passed to `swift build` (default .build). --only runs the named sections
# (startup, throughput, why, cells, closures, memory, suite, instructions, swift, interpreter, growth), e.g. --only instructions;
# the table shows what ran. Generated files go to a temp dir.
# The throughput, cells and closures scripts are meant to be long: they run with --max-events 0
# (no work budget); the callgrind runs (11,000 taps) stay under the default, so --compare can
# name a simrepl older than the budget.
set -euo pipefail

SCRIPT_NAME=bench.sh
root=$(cd -P -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
# shellcheck source=lib/common.sh
source scripts/lib/common.sh

taps=100000
compare=
startup_runs=50
runs=3
scratch=.build
only=startup,throughput,why,cells,closures,memory,suite,instructions,swift,interpreter,growth
series_only=
while [ $# -gt 0 ]; do
    case "$1" in
        --taps) taps=$2; shift 2 ;;
        --startup-runs) startup_runs=$2; shift 2 ;;
        --runs) runs=$2; shift 2 ;;
        --scratch-path) scratch=$2; shift 2 ;;
        --compare) compare=$2; shift 2 ;;
        --only) only=$2; shift 2 ;;
        --series) series_only=$2; shift 2 ;;
        -h|--help) print_header_help "$0"; exit 0 ;;
        *) die "unknown option '$1' (try --help)" ;;
    esac
done

# section_on SECTION — whether --only names it.
section_on() { case ",$only," in *",$1,"*) return 0 ;; *) return 1 ;; esac; }

require_swift
ensure_libedit
ensure_gnu_time

release_build --product simrepl --scratch-path "$scratch" >&2 || die "release build failed"
release_build --product simrepl-swift --scratch-path "$scratch" >&2 || die "release build of simrepl-swift failed"
simrepl="$root/$scratch/release/simrepl"
[ -x "$simrepl" ] || die "$simrepl is missing after the build"
[ -z "$compare" ] || [ -x "$compare" ] || die "--compare: '$compare' is not an executable simrepl"

work=$(mktemp -d "${TMPDIR:-/tmp}/simrepl-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

# Wall-clock now in nanoseconds: bash 5's $EPOCHREALTIME costs no process; else date(1).
now_ns() {
    if [ -n "${EPOCHREALTIME:-}" ]; then
        local t=${EPOCHREALTIME/[.,]/}
        echo "${t}000"
    else
        date +%s%N
    fi
}

# ratio A B — A / B with two decimals.
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
median() { sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# median_wall_ns RUNS COMMAND… — the command's median wall time in ns over RUNS runs (output discarded).
median_wall_ns() {
    local runs=$1 i t0 t1
    shift
    for ((i = 0; i < runs; i++)); do
        t0=$(now_ns)
        "$@" >/dev/null 2>&1 </dev/null
        t1=$(now_ns)
        echo $((t1 - t0))
    done | median
}

# valgrind cannot read the debug information of a binary that links swift-syntax (138 MB; it
# gives up: "Possibly corrupted debuginfo file"), so callgrind counts a copy without it: the
# same code, the same instructions.
without_debug_info() {  # without_debug_info BINARY COPY — prints the binary callgrind should run
    if command -v objcopy >/dev/null 2>&1 && objcopy --strip-debug "$1" "$2" 2>/dev/null; then echo "$2"; else echo "$1"; fi
}
simrepl_counted=$(without_debug_info "$simrepl" "$work/simrepl-counted")
helper_counted=$(without_debug_info "$(dirname "$simrepl")/simrepl-swift" "$work/simrepl-swift-counted")
compare_counted=
[ -z "$compare" ] || compare_counted=$(without_debug_info "$compare" "$work/compare-counted")

# ir COMMAND… — the instructions callgrind counts for the command (its output to /dev/null):
# unlike wall time, a noisy machine does not move them.
ir() {
    local program=$1
    shift
    if [ "$program" = "$simrepl" ]; then program=$simrepl_counted; elif [ -n "$compare" ] && [ "$program" = "$compare" ]; then program=$compare_counted; fi
    local count out="$work/callgrind.$BASHPID"
    # Children too (simrepl-swift, which a Swift import starts), summed; the helper runs from
    # its own copy without debug information (SIMREPL_SWIFT_HELPER). simrepl *execs*
    # simrepl-swift for Swift, and callgrind forgets what a process counted before an exec
    # unless it is dumped first (--dump-before=execve: ~4.4 M instructions of simrepl's own
    # start, which the Swift figures before 2026-11-29 left out).
    rm -f "$out".*
    SIMREPL_SWIFT_HELPER=$helper_counted valgrind --tool=callgrind --trace-children=yes --dump-before=execve \
        --callgrind-out-file="$out.%p" "$program" "$@" >/dev/null 2>&1
    count=$(cat "$out".* 2>/dev/null | awk '/^summary:/ { sum += $2; n++ } END { if (n) print sum }')
    rm -f "$out".*
    [ -n "$count" ] || die "callgrind counted nothing for $program $* (run it under valgrind by hand to see why)"
    echo "$count"
}

# ---- startup ---------------------------------------------------------------------------------
echo "window main" > "$work/one-line.sim"
"$simrepl" run --quiet "$work/one-line.sim" || die "simrepl run on a one-line script failed"

loop_startup_ms() {  # loop_startup_ms COMMAND… — median ms over $startup_runs runs (after 5 warm-ups)
    local i
    for ((i = 0; i < 5; i++)); do "$@" >/dev/null 2>&1 </dev/null; done
    median_wall_ns "$startup_runs" "$@" | awk '{ printf "%.2f", $1 / 1e6 }'
}

# The bare Swift program: what any Swift binary pays to start (the loader, the runtime).
if section_on startup; then
    echo '// An empty Swift program: the startup every Swift binary pays.' > "$work/bare.swift"
    swiftc -O "$work/bare.swift" -o "$work/bare" >&2 || die "the bare Swift program did not build"
fi

if ! section_on startup; then
    :
elif command -v hyperfine >/dev/null 2>&1; then
    say "startup: hyperfine, $startup_runs runs each, simrepl and a bare Swift program"
    hyperfine --shell=none --warmup 5 --runs "$startup_runs" --export-json "$work/startup.json" \
        "'$simrepl' run '$work/one-line.sim'" "'$work/bare'" >&2
    medians=$(grep -o '"median": *[0-9.eE+-]*' "$work/startup.json" | awk -F: '{ printf "%.2f\n", $2 * 1000 }')
    startup_ms=$(sed -n 1p <<<"$medians")
    baseline_ms=$(sed -n 2p <<<"$medians")
    startup_how="median of $startup_runs, hyperfine; bare Swift program $baseline_ms ms in the same run"
else
    say "startup: timing loop, $startup_runs runs (install hyperfine for finer numbers)"
    startup_ms=$(loop_startup_ms "$simrepl" run "$work/one-line.sim")
    baseline_ms=$(loop_startup_ms "$work/bare")
    startup_how="median of $startup_runs, bash loop; bare Swift program $baseline_ms ms"
fi

# Instructions too: the same start, counted.
if section_on startup && command -v valgrind >/dev/null 2>&1; then
    startup_ir_simrepl=$(ir "$simrepl" run "$work/one-line.sim")
    startup_ir_bare=$(ir "$work/bare")
fi

# ---- throughput ------------------------------------------------------------------------------
scene() {
    cat <<'EOF'
# Generated by scripts/bench.sh.
window main
controller benchVC in main
view card in benchVC.view frame 20 100 350 200
button benchButton in card frame 20 20 120 44 title "Go"
method benchVC didTap: {
    log "didTap: sent by {sender}"
}
addTarget benchButton benchVC didTap: for touchUpInside
addAction benchButton for touchUpInside id benchClosure {
    log "closure ran"
}
EOF
}

# First check that one tap runs both handlers, so the benchmark measures real dispatch work.
{
    scene
    echo "tap benchButton"
    echo "expect ran benchVC didTap: once"
    echo "expect ran closure benchClosure once"
} > "$work/check.sim"
"$simrepl" run --quiet "$work/check.sim" || die "the benchmark scene does not work (see above)"

{
    scene
    awk -v n="$taps" 'BEGIN { for (i = 0; i < n; i++) print "tap benchButton" }'
} > "$work/taps.sim"

# measured COMMAND… — one run of the command (its output discarded); prints "WALL_NS PEAK_KB",
# and dies when it fails.
measured() {
    local t0 t1 rss status=0
    if [ -x /usr/bin/time ]; then
        t0=$(now_ns)
        /usr/bin/time -f '%M' -o "$work/rss" "$@" >/dev/null || status=$?
        t1=$(now_ns)
        rss=$(tail -1 "$work/rss")
    else
        # No GNU time: poll the kernel's high-water mark while the process runs.
        local pid hwm
        rss=0
        t0=$(now_ns)
        "$@" >/dev/null &
        pid=$!
        while kill -0 "$pid" 2>/dev/null; do
            hwm=$(awk '/^VmHWM:/ { print $2 }' "/proc/$pid/status" 2>/dev/null || true)
            [ -n "$hwm" ] && [ "$hwm" -gt "$rss" ] && rss=$hwm
            sleep 0.005
        done
        wait "$pid" || status=$?
        t1=$(now_ns)
    fi
    [ "$status" -eq 0 ] || die "$(basename "$1") ${*:2} exited $status"
    echo "$((t1 - t0)) $rss"
}

# run_measured FORMAT [SCRIPT] — one run (of taps.sim by default); prints "WALL_NS PEAK_KB".
# FORMAT quiet runs with --quiet instead of a trace format.
run_measured() {
    local format=$1 script=${2:-$work/taps.sim} how=(--trace "$1")
    [ "$format" != quiet ] || how=(--quiet)
    measured "$simrepl" run --max-events 0 "${how[@]}" "$script"
}

# The floor program (scripts/bench/floor/floor.swift, see `instructions`): the same taps done by
# hand, printing the same text trace. Timed like simrepl, it says what this machine allows: each
# format's wall time is also given as a ratio to it.
build_floor() {
    [ -x "$work/floor" ] && return
    say "swiftc -O scripts/bench/floor/floor.swift"
    swiftc -O scripts/bench/floor/floor.swift -o "$work/floor" >&2 || die "the floor program did not build"
}
if section_on throughput; then
    build_floor
    say "throughput: $taps taps, the floor program, $runs runs"
    floor_wall_ns=$(median_wall_ns "$runs" "$work/floor" "$taps" "$work/taps.sim")
    floor_taps_per_second=$(awk -v ns="$floor_wall_ns" -v n="$taps" 'BEGIN { printf "%.0f", n / (ns / 1e9) }')
fi
declare -A taps_per_second wall_seconds wall_ns_of peak_mib
section_on throughput && for format in text json quiet; do
    say "throughput: $taps taps, $format, $runs runs"
    : > "$work/results"
    for ((i = 0; i < runs; i++)); do run_measured "$format" >> "$work/results"; done
    wall_ns=$(awk '{ print $1 }' "$work/results" | median)
    wall_ns_of[$format]=$wall_ns
    wall_seconds[$format]=$(awk -v ns="$wall_ns" 'BEGIN { printf "%.3f", ns / 1e9 }')
    taps_per_second[$format]=$(awk -v ns="$wall_ns" -v n="$taps" 'BEGIN { printf "%.0f", n / (ns / 1e9) }')
    peak_mib[$format]=$(awk 'BEGIN { m = 0 } $2 > m { m = $2 } END { printf "%.1f", m / 1024 }' "$work/results")
done

# ---- why and whatif on a long log ----------------------------------------------------------------
# The event log keeps the last 10,000 records, so `why` reads a bounded log however long the run;
# measured after $taps taps all the same, as users meet it: the difference of medians over 1,000
# questions, so the per-question time stands well above the noise of one run.
{ cat "$work/taps.sim"; awk 'BEGIN { for (i = 0; i < 1000; i++) print "why benchVC.didTap:" }'; } > "$work/why.sim"
{ cat "$work/taps.sim"; echo "whatif card.hidden = true"; } > "$work/whatif.sim"
if section_on why; then
    say "why: 1,000 questions after $taps taps; whatif once"
    for script in taps why whatif; do
        : > "$work/results"
        for ((i = 0; i < runs; i++)); do run_measured text "$work/$script.sim" >> "$work/results"; done
        declare "median_${script}_ns=$(awk '{ print $1 }' "$work/results" | median)"
    done
    why_ms=$(awk -v a="$median_why_ns" -v b="$median_taps_ns" 'BEGIN { printf "%.3f", (a - b) / 1000 / 1e6 }')
    whatif_s=$(awk -v a="$median_whatif_ns" -v b="$median_taps_ns" 'BEGIN { printf "%.2f", (a - b) / 1e9 }')
fi

# ---- cells: scrolling a million-row table ---------------------------------------------------
# A full-screen table (844 pt, 44 pt rows: 20 rows visible, 21 when a row is cut at each edge),
# scrolled from top to bottom in 100,000 steps, each visible row configured by a data source block.
# The script's own expectation fails the run if more than 21 cells were ever created.
# table_scene ROWS — a full-screen table of ROWS rows, each configured by a data source block.
table_scene() {
    cat <<SIM
window main
controller listVC in main
tableview list in listVC.view frame 0 0 390 844 rowHeight 44
celltype Row {
    label titleLabel frame 15 0 300 44
}
register Row for list id row
handler list numberOfRowsHandler { return $1 }
handler list cellForRowHandler { set cell.titleLabel.text = "Row " + row }
reloadData list
SIM
}
{ table_scene 1000000; echo "scroll list to row 999980 steps 100000"; echo "expect list.cellsCreated == 21"; } > "$work/rows.sim"
if section_on cells; then
    say "cells: 1,000,000-row table scrolled top to bottom"
    read -r rows_ns rows_kb < <(run_measured text "$work/rows.sim")
    rows_seconds=$(awk -v ns="$rows_ns" 'BEGIN { printf "%.2f", ns / 1e9 }')
    rows_mib=$(awk -v kb="$rows_kb" 'BEGIN { printf "%.1f", kb / 1024 }')
fi

# ---- closures: a closure per configured row -------------------------------------------------
declare -A closure_rows_mib closure_rows_seconds
section_on closures && for rows in 10000 100000 1000000; do
    cat > "$work/closures$rows.sim" <<SIM
window main
controller listVC in main
tableview list in listVC.view frame 0 0 390 844 rowHeight 44
celltype Row {
    button buy frame 15 0 300 44
}
register Row for list id row
handler list numberOfRowsHandler { return $rows }
handler list cellForRowHandler {
    let item = "Row " + row
    addAction cell.buy for touchUpInside id buy capture item { log "buy {item}" }
}
reloadData list
scroll list to row $((rows - 20)) steps $((rows / 10))
expect list.cellsCreated == 21
SIM
    say "closures: $rows rows, a closure per row"
    read -r closure_ns closure_kb < <(run_measured text "$work/closures$rows.sim")
    closure_rows_seconds[$rows]=$(awk -v ns="$closure_ns" 'BEGIN { printf "%.2f", ns / 1e9 }')
    closure_rows_mib[$rows]=$(awk -v kb="$closure_kb" 'BEGIN { printf "%.1f", kb / 1024 }')
done

# ---- memory: peak RSS flat in taps and in distinct log texts ----------------------------------
# The throughput scene, and the same scene whose method logs the touch ({event}: a text of its
# own on every tap), each at 100,000 and 1,000,000 taps. The script is read as it runs and the
# log index keeps what `expect log` needs, so ten times the taps should not take much more memory.
distinct_scene() {
    scene | sed 's/log "didTap: sent by {sender}"/log "didTap: touch {event}"/'
}
counter_scene() {
    scene | sed -e 's/log "didTap: sent by {sender}"/set count = count + 1; log "didTap: count {count}"/' \
                -e 's/^method benchVC/var count = 0\nmethod benchVC/'
}
declare -A memory_kib
if section_on memory; then
    { distinct_scene; echo "tap benchButton"; echo "tap benchButton"; } > "$work/distinct-check.sim"
    [ "$("$simrepl" run "$work/distinct-check.sim" | grep -c 'log: didTap: touch touch#[12]$')" -eq 2 ] ||
        die "memory: the distinct-text scene does not log a different text on each tap"
    { counter_scene; echo "tap benchButton"; echo "tap benchButton"; echo 'expect log "didTap: count 2"'; } > "$work/counter-check.sim"
    "$simrepl" run --quiet "$work/counter-check.sim" || die "memory: the counter scene does not log its count"
    for kind in same distinct counter; do
        for n in 100000 1000000; do
            { case $kind in same) scene ;; distinct) distinct_scene ;; counter) counter_scene ;; esac
              awk -v n="$n" 'BEGIN { for (i = 0; i < n; i++) print "tap benchButton" }'; } > "$work/memory.sim"
            say "memory: $n taps, $kind log text"
            read -r _ memory_kib[$kind$n] < <(run_measured quiet "$work/memory.sim")
        done
    done
    rm -f "$work/memory.sim"
fi

# ---- suite: simrepl test over many scenarios ----------------------------------------------------
# The scenario library copied 20 times (goldens included, so every golden is compared), replayed
# serially and with one job per core.
suite="$work/suite"
section_on suite && for ((c = 0; c < 20; c++)); do
    mkdir -p "$suite/copy$c"
    # Every scenario folder (seeds, patterns, gestures, tutorial…), fragments included for includes.
    for dir in scripts/*/; do cp -R "$dir" "$suite/copy$c/"; done
done
cores=$(nproc)
if section_on suite; then
    suite_count=$("$simrepl" test --record never --quiet "$suite" | tail -1 | awk '{ print $1 }')
    say "suite: simrepl test on $suite_count scenarios, -j 1 and -j $cores"
    suite_serial_ms=$(startup_runs=$runs; loop_startup_ms "$simrepl" test --record never --quiet "$suite")
    suite_parallel_ms=$(startup_runs=$runs; loop_startup_ms "$simrepl" test --record never --quiet -j "$cores" "$suite")
fi

# ---- instructions per tap (callgrind) --------------------------------------------------------
# Per tap: (Ir of 11,000 taps - Ir of 1,000) / 10,000, so startup and the scene cancel out.
declare -A instructions_per_tap compared_per_tap
if section_on instructions && command -v valgrind >/dev/null 2>&1; then
    for n in 1000 11000; do
        { scene; awk -v n="$n" 'BEGIN { for (i = 0; i < n; i++) print "tap benchButton" }'; } > "$work/taps$n.sim"
    done
    # The floor: the same tap written by hand (see its header). It must print the bytes simrepl's
    # text trace prints for the taps, or the comparison would be of different work.
    build_floor
    "$simrepl" run "$work/taps1000.sim" | awk '/^\[[0-9.]*\] > tap /{ on = 1 } on' > "$work/taps1000.trace"
    "$work/floor" 1000 "$work/taps1000.sim" | cmp -s - "$work/taps1000.trace" ||
        die "the floor program's trace differs from simrepl's for the same taps"
    # per_tap COMMAND… — the command's instructions per tap: an argument TAPS stands for the number
    # of taps, SCRIPT for the script of that many.
    per_tap() {
        local n arg args counts=()
        for n in 1000 11000; do
            args=()
            for arg in "$@"; do
                case "$arg" in TAPS) args+=("$n") ;; SCRIPT) args+=("$work/taps$n.sim") ;; *) args+=("$arg") ;; esac
            done
            counts+=("$(ir "${args[@]}")")
        done
        echo $(( (counts[1] - counts[0]) / 10000 ))
    }
    say "instructions: callgrind, 1,000 and 11,000 taps: floor, --trace text, --trace json, --quiet"
    instructions_per_tap[floor]=$(per_tap "$work/floor" TAPS SCRIPT)
    instructions_per_tap[text]=$(per_tap "$simrepl" run --trace text SCRIPT)
    instructions_per_tap[json]=$(per_tap "$simrepl" run --trace json SCRIPT)
    instructions_per_tap[quiet]=$(per_tap "$simrepl" run --quiet SCRIPT)
    if [ -n "$compare" ]; then
        compared_per_tap[text]=$(per_tap "$compare" run --trace text SCRIPT)
        compared_per_tap[json]=$(per_tap "$compare" run --trace json SCRIPT)
        compared_per_tap[quiet]=$(per_tap "$compare" run --quiet SCRIPT)
    fi
fi

# ---- swift: the Swift seeds against their .sim scenes ----------------------------------------
# Each pair runs the same interactions: the Swift file imported by its driver, and the scene as
# the .sim library writes it. Startup is included: a Swift run parses its files each time.
swift_pairs=("swift/target-action-basic.sim seeds/target-action-basic.sim"
             "swift/twenty-items.sim cells/twenty-items-fix.sim"
             "swift/login-screen.sim seeds/login-screen.sim")
declare -A swift_ms=() sim_ms=() swift_ir=() sim_ir=()
if section_on swift; then
    say "swift: the Swift seeds' drivers against their .sim scenes, $startup_runs runs each"
    for pair in "${swift_pairs[@]}"; do
        read -r swift_script sim_script <<<"$pair"
        for script in "$swift_script" "$sim_script"; do
            "$simrepl" run --quiet "scripts/$script" 2>/dev/null || die "scripts/$script does not pass"
        done
        swift_ms[$swift_script]=$(loop_startup_ms "$simrepl" run --quiet "scripts/$swift_script")
        sim_ms[$swift_script]=$(loop_startup_ms "$simrepl" run --quiet "scripts/$sim_script")
        if command -v valgrind >/dev/null 2>&1; then
            swift_ir[$swift_script]=$(ir "$simrepl" run --quiet "scripts/$swift_script")
            sim_ir[$swift_script]=$(ir "$simrepl" run --quiet "scripts/$sim_script")
        fi
    done
    # A handler body: the same button and label, `count += 1` and the label's text set, in a
    # Swift class and in a .sim method; each driver taps 1 and 201 times, and a tap costs
    # (Ir(201) - Ir(1)) / 200. Again with an empty body: what is left is the body itself.
    if command -v valgrind >/dev/null 2>&1; then
        body_swift() { # NAME BODY — a controller class whose add(_:) runs BODY
            printf 'import UIKit\n\nclass %s: UIViewController {\n    @IBOutlet var button: UIButton!\n    @IBOutlet var label: UILabel!\n    var count = 0\n\n' "$1"
            printf '    override func viewDidLoad() {\n        super.viewDidLoad()\n        button.addTarget(self, action: #selector(add(_:)), for: .touchUpInside)\n    }\n\n'
            printf '    @objc func add(_ sender: UIButton) {\n%s    }\n}\n' "$2"
        }
        body_driver() { # LANGUAGE TAPS FILE [CLASS]
            {
                if [ "$1" = swift ]; then printf 'import "%s.swift"\nwindow main\ncontroller vc in main class %s\n' "$4" "$4"
                else printf 'var count = 0\nwindow main\ncontroller vc in main\n'; fi
                printf 'button button in vc.view frame 10 10 100 44 title "Add"\nlabel label in vc.view frame 10 60 200 20\n'
                if [ "$1" = swift ]; then printf 'outlet vc.button = button\noutlet vc.label = label\nsendAction viewDidLoad to vc\n'
                else printf 'method vc add: { %s }\naddTarget button vc add: for touchUpInside\n' "$4"; fi
                for _ in $(seq "$2"); do echo 'tap button'; done
            } > "$3"
        }
        body_swift CounterViewController $'        count += 1\n        label.text = "Count: \\(count)"\n' > "$work/CounterViewController.swift"
        body_swift EmptyViewController '' > "$work/EmptyViewController.swift"
        declare -A body_ir=()
        for taps in 1 201; do
            body_driver swift "$taps" "$work/body-swift-$taps.sim" CounterViewController
            body_driver swift "$taps" "$work/body-swift-empty-$taps.sim" EmptyViewController
            body_driver sim "$taps" "$work/body-sim-$taps.sim" 'set count = count + 1; set label.text = "Count: " + count'
            body_driver sim "$taps" "$work/body-sim-empty-$taps.sim" ''
            for kind in swift swift-empty sim sim-empty; do
                "$simrepl" run --quiet "$work/body-$kind-$taps.sim" 2>/dev/null || die "the handler-body driver body-$kind-$taps.sim did not pass"
                body_ir[$kind-$taps]=$(ir "$simrepl" run --quiet "$work/body-$kind-$taps.sim")
            done
        done
        for kind in swift swift-empty sim sim-empty; do
            body_ir[$kind]=$(( (body_ir[$kind-201] - body_ir[$kind-1]) / 200 ))
        done
    fi
    if [ -n "$compare" ]; then
        sim_start_ms=$(loop_startup_ms "$simrepl" run "$work/one-line.sim")
        sim_start_ms_compared=$(loop_startup_ms "$compare" run "$work/one-line.sim")
    fi
    if [ -n "$compare" ] && command -v valgrind >/dev/null 2>&1; then
        sim_start_ir=$(ir "$simrepl" run "$work/one-line.sim")
        sim_start_ir_compared=$(ir "$compare" run "$work/one-line.sim")
    fi
fi

# ---- interpreter: Swift programs on simrepl-swift run ---------------------------------------
# swift_program LINES FILE — a program of about LINES lines: structs with stored properties, a
# computed label and a mutating method (ten lines each), then two lines that use the last one.
swift_program() {
    awk -v n="$(($1 / 10))" 'BEGIN {
        for (i = 0; i < n; i++) {
            printf "struct Item%d {\n    var name: String\n    var count: Int\n", i
            printf "    func label() -> String {\n        let doubled = count * 2\n"
            printf "        return name + \": \" + String(doubled)\n    }\n"
            printf "    mutating func bump() { count += 1 }\n}\n\n"
        }
        if (n > 0) printf "var item = Item%d(name: \"x\", count: 1)\nitem.bump()\n", n - 1
        print "print(\"ok\")"
    }' > "$2"
}
declare -A load_ms load_ir
if section_on interpreter; then
    helper="$(dirname "$simrepl")/simrepl-swift"
    for lines in 0 500 5000; do
        swift_program "$lines" "$work/program-$lines.swift"
        [ "$("$helper" --run-program --work-budget 0 -- "$work/program-$lines.swift")" = ok ] || die "the $lines-line program did not print ok"
        load_ms[$lines]=$(awk -v ns="$(median_wall_ns "$runs" "$helper" --run-program --work-budget 0 -- "$work/program-$lines.swift")" 'BEGIN { printf "%.1f", ns / 1e6 }')
        if command -v valgrind >/dev/null 2>&1; then load_ir[$lines]=$(ir "$helper_counted" --run-program --work-budget 0 -- "$work/program-$lines.swift"); fi
    done
    # A loop of a million iterations, each a remainder, an addition and a comparison: the
    # interpreter's speed on plain code, against the same program compiled by swiftc -Onone.
    cat > "$work/loop.swift" <<'SWIFT'
var sum = 0
for i in 0..<1_000_000 {
    if i % 7 == 3 { sum += i }
}
print(sum)
SWIFT
    swiftc -swift-version 5 -Onone -module-name main -o "$work/loop-compiled" "$work/loop.swift" 2>/dev/null || die "swiftc could not compile the loop"
    [ "$("$helper" --run-program --work-budget 0 -- "$work/loop.swift")" = "$("$work/loop-compiled")" ] || die "the interpreted loop printed another sum than the compiled one"
    loop_ms=$(awk -v ns="$(median_wall_ns "$runs" "$helper" --run-program --work-budget 0 -- "$work/loop.swift")" 'BEGIN { printf "%.0f", ns / 1e6 }')
    loop_compiled_ms=$(awk -v ns="$(median_wall_ns "$runs" "$work/loop-compiled")" 'BEGIN { printf "%.1f", ns / 1e6 }')
fi

# ---- growth series (callgrind) ----------------------------------------------------------------
# grow SERIES N — the series' script at size N (size 0: the same scene with nothing to do).
grow() {
    local n=$2
    case "$1" in
        taps)
            scene; awk -v n="$n" 'BEGIN { for (i = 0; i < n; i++) print "tap benchButton" }' ;;
        depth)  # the button under N nested views, tapped 20 times
            echo "window main"; echo "controller benchVC in main"; echo "view v0 in benchVC.view frame 0 0 390 844"
            awk -v n="$n" 'BEGIN { for (i = 1; i <= n; i++) printf "view v%d in v%d frame 0 0 390 844\n", i, i - 1 }'
            echo "button deep in v$n frame 20 100 120 44"
            echo "addAction deep for touchUpInside id deepAction { log \"deep\" }"
            [ "$n" -eq 0 ] || for ((i = 0; i < 20; i++)); do echo "tap deep"; done ;;
        siblings)  # N views in front of the button's neighbourhood that hit-testing tries first
            scene
            awk -v n="$n" 'BEGIN { for (i = 0; i < n; i++) printf "view s%d in card frame 200 150 10 10\n", i }'
            [ "$n" -eq 0 ] || for ((i = 0; i < 20; i++)); do echo "tap benchButton"; done ;;
        handlers)  # N closures for touchUpInside, the button tapped 20 times
            scene
            awk -v n="$n" 'BEGIN { for (i = 0; i < n; i++) printf "addAction benchButton for touchUpInside id h%d { log \"h%d\" }\n", i, i }'
            [ "$n" -eq 0 ] || for ((i = 0; i < 20; i++)); do echo "tap benchButton"; done ;;
        rows)  # a table of N rows scrolled top to bottom, a row a step
            table_scene $((n + 20))
            [ "$n" -eq 0 ] || echo "scroll list to row $n steps $n" ;;
        recognizers)  # N tap recognizers on a view, tapped 5 times: one recognizes, the rest fail
            echo "window main"; echo "controller padVC in main"; echo "view pad in padVC.view frame 20 100 350 200"
            awk -v n="$n" 'BEGIN { for (i = 0; i < n; i++) printf "gesture g%d tap on pad\n", i }'
            [ "$n" -eq 0 ] || for ((i = 0; i < 5; i++)); do echo "tap pad"; echo "wait 1s"; done ;;
        pan)  # a pan recognizer, one finger down, N moves, up
            echo "window main"; echo "controller padVC in main"; echo "view pad in padVC.view frame 0 100 390 600"
            echo "gesture drag pan on pad"; echo "addAction drag { log \"panned\" }"
            echo "touch down pad"
            awk -v n="$n" 'BEGIN { for (i = 0; i < n; i++) printf "touch move at %d %d\n", 100 + i % 200, 300 + i % 100 }'
            echo "touch up" ;;
        lines)  # N distinct script lines
            scene; awk -v n="$n" 'BEGIN { for (i = 0; i < n; i++) printf "note \"line %d\"\n", i }' ;;
        expects)  # N distinct lines logged, each then asked for with `expect log`
            scene; awk -v n="$n" 'BEGIN { for (i = 0; i < n; i++) printf "log \"line %d\"\nexpect log \"line %d\"\n", i, i }' ;;
        script|repl)  # N varied lines, each tenth a view (in a pile the taps' hit-test passes by)
            scene; echo "view pile in benchVC.view frame 0 400 390 100"; echo "var total = 0"; echo 'var label = "start"'
            awk -v n="$n" 'BEGIN { for (i = 0; i < n; i++) { k = i % 10
                if (k == 0) printf "view v%d in pile frame %d 10 10 10\n", i, i % 300
                else if (k == 1) printf "set total = total + %d\n", i
                else if (k == 2) printf "let c%d = total + 2\n", i
                else if (k == 3) printf "set label = \"step %d\"\n", i
                else if (k == 4) print "tap benchButton"
                else if (k == 5) printf "note \"line %d\"\n", i
                else if (k == 6) printf "set benchButton.title = \"t%d\"\n", i
                else if (k == 7) print "expect total > 0"
                else if (k == 8) printf "set v%d.hidden = true\n", i - 8
                else print "set total = total - 1" } }' ;;
        block)  # one method whose body is N lines, typed (piped) into the REPL
            scene; echo "method benchVC long: {"
            awk -v n="$n" 'BEGIN { for (i = 0; i < n; i++) printf "    log \"line %d\"\n", i }'
            echo "}" ;;
    esac
}
# grow_ir SERIES FILE — the instructions of the series' run of FILE: `run`, or the REPL reading it
# from a pipe.
grow_ir() {
    case "$1" in
        repl|block) ir "$simrepl" < "$2" ;;
        *) ir "$simrepl" run "$2" ;;
    esac
}
growth_series=(taps depth siblings handlers rows recognizers pan lines expects script repl block)
declare -A growth_base=([taps]=100 [depth]=2 [siblings]=10 [handlers]=50 [rows]=100 [recognizers]=20 [pan]=100 [lines]=100 [expects]=100
                        [script]=100 [repl]=100 [block]=100)
declare -A growth_line
# series_on SERIES — whether --series names it (all series when it is not given).
series_on() { [ -z "$series_only" ] && return 0; case ",$series_only," in *",$1,"*) return 0 ;; *) return 1 ;; esac; }
if section_on growth && command -v valgrind >/dev/null 2>&1; then
    for series in "${growth_series[@]}"; do
        series_on "$series" || continue
        base=${growth_base[$series]}
        say "growth: $series at 0, $base, $((base * 10)), $((base * 100)) (callgrind)"
        grow "$series" 0 > "$work/grow0.sim"
        zero=$(grow_ir "$series" "$work/grow0.sim")
        costs=()
        for n in "$base" $((base * 10)) $((base * 100)); do
            grow "$series" "$n" > "$work/grow$n.sim"
            "$simrepl" run --quiet "$work/grow$n.sim" || die "growth: the $series script of size $n failed"
            costs+=($(( $(grow_ir "$series" "$work/grow$n.sim") - zero )))
        done
        growth_line[$series]=$(awk -v b="$base" -v c0="${costs[0]}" -v c1="${costs[1]}" -v c2="${costs[2]}" \
            'BEGIN { printf "N=%-5d %12.0f   10N %13.0f (x%.1f)   100N %14.0f (x%.1f)", b, c0, c1, c1 / c0, c2, c2 / c1 }')
    done
fi

# simrepl test's memory: N scenarios (the throughput scene, six taps, an expectation), goldens
# recorded first, then compared. A scenario's trace is let go once it is compared, so 2,000 take
# about the memory of 200.
declare -A suite_kib
if section_on growth && series_on test; then
    for n in 200 2000; do
        mkdir -p "$work/suite$n"
        for ((i = 0; i < n; i++)); do
            { scene; for ((t = 0; t < 6; t++)); do echo "tap benchButton"; done; echo "expect ran benchVC didTap: 6 times"; } > "$work/suite$n/s$i.sim"
        done
        "$simrepl" test --record missing --quiet "$work/suite$n" >/dev/null || die "growth: recording the goldens of $n scenarios failed"
        say "growth: simrepl test over $n scenarios, peak RSS"
        read -r _ suite_kib[$n] < <(measured "$simrepl" test --record never --quiet "$work/suite$n")
        rm -rf "$work/suite$n"
    done
fi

# ---- table -----------------------------------------------------------------------------------
rss_how=$([ -x /usr/bin/time ] && echo "GNU time" || echo "VmHWM")
echo
echo "simrepl benchmark — release build, $(uname -m), $(nproc) cores, $(date -u +%Y-%m-%d)"
printf '%-34s %18s   %s\n' "measurement" "result" "notes"
section_on startup &&
    printf '%-34s %18s   %s\n' "startup: run 1-line script" "$startup_ms ms" \
        "$(ratio "$startup_ms" "$baseline_ms") x a bare Swift program (target <= 1.3); $startup_how"
[ -z "${startup_ir_simrepl:-}" ] ||
    printf '%-34s %18s   %s\n' "startup: instructions (callgrind)" "$startup_ir_simrepl" \
        "$(ratio "$startup_ir_simrepl" "$startup_ir_bare") x the bare Swift program's $startup_ir_bare"
declare -A throughput_target=([text]=500000 [json]=300000 [quiet]=1000000)
section_on throughput && for format in text json quiet; do
    label="--trace $format > /dev/null"
    [ "$format" != quiet ] || label="--quiet"
    printf '%-34s %18s   %s\n' "throughput: $label" "${taps_per_second[$format]} taps/s" \
        "$taps taps in ${wall_seconds[$format]} s (median of $runs; target >= ${throughput_target[$format]} on a quiet machine); $(ratio "${wall_ns_of[$format]}" "$floor_wall_ns") x the floor program's time; peak RSS ${peak_mib[$format]} MiB ($rss_how)"
done
section_on throughput &&
    printf '%-34s %18s   %s\n' "throughput: floor program" "$floor_taps_per_second taps/s" \
        "the same taps by hand, text trace (scripts/bench/floor/floor.swift; median of $runs): what this machine allows"
if section_on why; then
    printf '%-34s %18s   %s\n' "why, after $taps taps" "$why_ms ms" "per question: (1,000 questions - none) / 1,000, medians of $runs"
    printf '%-34s %18s   %s\n' "whatif, after $taps taps" "$whatif_s s" "one change: the session replayed twice (medians of $runs)"
fi
section_on cells &&
    printf '%-34s %18s   %s\n' "cells: 1M-row scroll, top to bottom" "$rows_seconds s" "21 cells created (asserted); 100,000 scroll steps, ~1M rows configured; peak RSS $rows_mib MiB"
section_on closures && for rows in 10000 100000 1000000; do
    printf '%-34s %18s   %s\n' "closure per row: $rows rows" "${closure_rows_mib[$rows]} MiB" \
        "peak RSS; ${closure_rows_seconds[$rows]} s (replaced closures are freed)"
done
section_on memory && for kind in same distinct counter; do
    case $kind in same) label="one log text" ;; distinct) label="{event} text" ;; counter) label="counter text" ;; esac
    target=$([ "$kind" = counter ] && echo "every text kept for expect log" || echo "target <= 1.3")
    printf '%-34s %18s   %s\n' "memory: 100k taps, $label" "$(awk -v k="${memory_kib[${kind}100000]}" 'BEGIN { printf "%.1f MiB", k / 1024 }')" \
        "peak RSS of run --quiet --max-events 0 ($rss_how)"
    printf '%-34s %18s   %s\n' "memory: 1M taps, $label" "$(awk -v k="${memory_kib[${kind}1000000]}" 'BEGIN { printf "%.1f MiB", k / 1024 }')" \
        "$(awk -v a="${memory_kib[${kind}1000000]}" -v b="${memory_kib[${kind}100000]}" 'BEGIN { printf "%.2f", a / b }') x 100k taps ($target)"
done
if section_on suite; then
    printf '%-34s %18s   %s\n' "suite: simrepl test -j 1" "$suite_serial_ms ms" "$suite_count scenarios with goldens (median of $runs)"
    printf '%-34s %18s   %s\n' "suite: simrepl test -j $cores" "$suite_parallel_ms ms" "the same, one job per core"
fi
# ratio A B — A / B with two decimals.
if [ -n "${instructions_per_tap[floor]:-}" ]; then
    how="callgrind: (Ir of 11,000 taps - Ir of 1,000) / 10,000"
    printf '%-34s %18s   %s\n' "instructions per tap, floor" "${instructions_per_tap[floor]}" \
        "scripts/bench/floor/floor.swift (swiftc -O): the same tap and trace bytes by hand; $how"
    printf '%-34s %18s   %s\n' "instructions per tap, --trace text" "${instructions_per_tap[text]}" \
        "$(ratio "${instructions_per_tap[text]}" "${instructions_per_tap[floor]}") x the floor (target <= 2)"
    printf '%-34s %18s   %s\n' "instructions per tap, --trace json" "${instructions_per_tap[json]}" \
        "$(ratio "${instructions_per_tap[json]}" "${instructions_per_tap[text]}") x text (target <= 1.5)"
    printf '%-34s %18s   %s\n' "instructions per tap, --quiet" "${instructions_per_tap[quiet]}" \
        "$(ratio "${instructions_per_tap[quiet]}" "${instructions_per_tap[floor]}") x the floor (target <= 1.5)"
    for kind in text json quiet; do
        [ -n "${compared_per_tap[$kind]:-}" ] || continue
        printf '%-34s %18s   %s\n' "  compared ($kind): $(basename "$compare")" "${compared_per_tap[$kind]}" \
            "this build / compared = $(awk -v a="${instructions_per_tap[$kind]}" -v b="${compared_per_tap[$kind]}" 'BEGIN { printf "%.3f", a / b }')"
    done
fi
if section_on swift; then
    for pair in "${swift_pairs[@]}"; do
        read -r swift_script sim_script <<<"$pair"
        printf '%-34s %18s   %s\n' "swift: $(basename "$swift_script" .sim)" "${swift_ms[$swift_script]} ms" \
            "vs $sim_script ${sim_ms[$swift_script]} ms: $(ratio "${swift_ms[$swift_script]}" "${sim_ms[$swift_script]}") x (target <= 2; startup included, median of $startup_runs)"
        [ -z "${swift_ir[$swift_script]:-}" ] ||
            printf '%-34s %18s   %s\n' "  instructions" "${swift_ir[$swift_script]}" \
                "vs ${sim_ir[$swift_script]}: $(ratio "${swift_ir[$swift_script]}" "${sim_ir[$swift_script]}") x (callgrind)"
    done
    if [ -n "${body_ir[swift]:-}" ]; then
        printf '%-34s %18s   %s\n' "swift: a tap, handler in Swift" "${body_ir[swift]}" \
            "vs .sim ${body_ir[sim]}: $(ratio "${body_ir[swift]}" "${body_ir[sim]}") x (instructions per tap, callgrind)"
        printf '%-34s %18s   %s\n' "  the body alone" "$((body_ir[swift] - body_ir[swift-empty]))" \
            "vs .sim $((body_ir[sim] - body_ir[sim-empty])): $(ratio "$((body_ir[swift] - body_ir[swift-empty]))" "$((body_ir[sim] - body_ir[sim-empty]))") x (a tap minus an empty-body tap: ${body_ir[swift-empty]} Swift, ${body_ir[sim-empty]} .sim; target <= 2)"
    fi
    [ -z "${sim_start_ms:-}" ] ||
        printf '%-34s %18s   %s\n' "swift: .sim-only start" "$sim_start_ms ms" \
            "wall time of run window main; $(basename "$compare") $sim_start_ms_compared ms: $(ratio "$sim_start_ms" "$sim_start_ms_compared") x (median of $startup_runs)"
    [ -z "${sim_start_ir:-}" ] ||
        printf '%-34s %18s   %s\n' "  instructions" "$sim_start_ir" \
            "instructions of run window main; $(basename "$compare") $sim_start_ir_compared: $(awk -v a="$sim_start_ir" -v b="$sim_start_ir_compared" 'BEGIN { printf "%.3f", a / b }') x (target <= 1.02)"
fi
if section_on interpreter; then
    for lines in 500 5000; do
        printf '%-34s %18s   %s\n' "interpreter: load $lines lines" "${load_ms[$lines]} ms" \
            "simrepl-swift --run-program: parse + resolve + a tiny run, wall (median of $runs); a one-line program ${load_ms[0]} ms"
        [ -z "${load_ir[$lines]:-}" ] ||
            printf '%-34s %18s   %s\n' "  instructions above one line" "$((load_ir[$lines] - load_ir[0]))" \
                "callgrind$([ "$lines" = 5000 ] && echo "; $(ratio "$((load_ir[5000] - load_ir[0]))" "$((load_ir[500] - load_ir[0]))") x 500 lines (10: linear)")"
    done
    printf '%-34s %18s   %s\n' "interpreter: 1M-iteration loop" "$loop_ms ms" \
        "swiftc -Onone's binary $loop_compiled_ms ms: $(ratio "$loop_ms" "$loop_compiled_ms") x (median of $runs)"
fi
if [ -n "${growth_line[*]:-}" ]; then  # set -u: an empty array counts as unset in bash < 5.2
    echo
    echo "growth: instructions above the size-0 script (callgrind), and each size's ratio to the one before (~10: linear)"
    for series in "${growth_series[@]}"; do
        if [ -n "${growth_line[$series]:-}" ]; then printf '%-12s %s\n' "$series" "${growth_line[$series]}"; fi
    done
fi
if [ -n "${suite_kib[2000]:-}" ]; then
    printf '%-12s %s\n' "test memory" "$(awk -v a="${suite_kib[200]}" -v b="${suite_kib[2000]}" \
        'BEGIN { printf "peak RSS of simrepl test: 200 scenarios %.1f MiB, 2,000 %.1f MiB (x%.2f; flat: 1)", a / 1024, b / 1024, b / a }')"
fi
