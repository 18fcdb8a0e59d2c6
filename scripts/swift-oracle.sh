#!/usr/bin/env bash
# The real compiler as the oracle of the Swift interpreter's differential tests: compiles each
# program of Tests/SwiftOracle/programs/ (NNN-topic.swift, top-level code) with `swiftc`, runs
# the binary and writes what it printed beside it (NNN-topic.out), under a header that names the
# compiler and the sha256 of the program. Tests/SwiftOracle/programs/README.md describes the .out
# format, Tests/SwiftOracle/README.md the corpus.
#
#   scripts/swift-oracle.sh                  # (re)make each .out that is missing or stale
#   scripts/swift-oracle.sh --all            # recompile and rerun every program
#   scripts/swift-oracle.sh --check          # list stale or missing .out (and .out without a
#                                            # program), exit 1 if any; compiles nothing
#   scripts/swift-oracle.sh FILE.swift…      # (re)make the .out of these programs only
#   scripts/swift-oracle.sh --jobs N …       # N compiles at a time (default 2)
#
# Each program is compiled as `swiftc -swift-version 5 -Onone -module-name main -lm NAME.swift`,
# from its own folder: swiftc 6.3's defaults for a main.swift (language mode 5, a debug build,
# which prints Swift's trap messages), in module `main` as a compiled top-level file is
# (`print` shows `main.Suit.clubs` inside an Optional or a collection; `#fileID` is
# `main/NAME.swift`), linked with libm (without Foundation, `Double.rounded()` and
# `squareRoot()` do not link on Linux otherwise). Binaries and compiler logs go to
# .build/swift-oracle/ (ignored by git).
#
# Each binary runs twice, with stdin from /dev/null, stdout unbuffered (stdbuf -o0: a trap would
# otherwise lose what the program printed before it, as a pipe's stdout is block-buffered),
# Swift's backtracer off, and a 10-second timeout. The two runs must agree (a program that prints
# a Dictionary or a Set in iteration order does not: it fails here). A program whose name has
# `-trap-` after its number must trap (exit non-zero); every other program must exit 0.
set -euo pipefail

SCRIPT_NAME=swift-oracle.sh
caller_pwd=$PWD
root=$(cd -P -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
# shellcheck source=lib/common.sh
source scripts/lib/common.sh

programs=Tests/SwiftOracle/programs
build=.build/swift-oracle
run_timeout=10

# header_of PROGRAM — the first line its .out must have (the version comes from $oracle_version).
header_of() {
    printf '# swiftc %s sha256=%s\n' "$oracle_version" "$(sha256sum "$1" | cut -d' ' -f1)"
}

# hash_of_out OUT — the sha256 its header names (nothing when it has no such header).
hash_of_out() {
    local first=
    IFS= read -r first < "$1" || true
    [[ $first =~ ^"# swiftc "[^\ ]+" sha256="([0-9a-f]{64})$ ]] && printf '%s\n' "${BASH_REMATCH[1]}"
    return 0
}

# The sha256 of every program, by path (one sha256sum for all of them).
declare -A program_hash
hash_programs() {
    local hash file
    while read -r hash file; do program_hash[$file]=$hash; done < <(sha256sum -- "$@")
}

# is_current PROGRAM — its .out exists and was made from this very program (hash_programs first).
is_current() {
    local out=${1%.swift}.out
    [ -f "$out" ] && [ "$(hash_of_out "$out")" = "${program_hash[$1]}" ]
}

# run_binary BINARY STDOUT STDERR — runs it as described above; prints its exit status (124 when
# it timed out). A subshell whose stderr is dropped keeps bash's "Illegal instruction" away.
run_binary() {
    ( SWIFT_BACKTRACE=enable=no timeout "$run_timeout" stdbuf -o0 "$1" > "$2" 2> "$3" < /dev/null
      echo $? ) 2>/dev/null
}

# The trap's message: stderr's first line without the location Swift puts before it
# (`Swift/ContiguousArrayBuffer.swift:692: ` or `main/NNN-x.swift:7: `) and without the
# addresses of a failed cast (`'main.A' (0x5648…) to`).
trap_message() {
    head -n 1 "$1" | sed -e 's/^[^ ]*\.swift:[0-9]*: //' -e 's/ (0x[0-9a-f]*)//g'
}

# make_out PROGRAM — compiles and runs one program and writes its .out (through a temporary
# file, so an interrupted run leaves no half-written .out). Prints one line; non-zero on failure.
make_out() {
    local program=$1
    local name dir
    name=$(basename "$program" .swift)
    dir=$(dirname "$program")
    local binary=$root/$build/$name log=$root/$build/$name.log out=$dir/$name.out
    local work=$root/$build/$name.run
    mkdir -p "$work"
    if ! (cd "$dir" && swiftc -swift-version 5 -Onone -module-name main -lm "$name.swift" -o "$binary") > "$log" 2>&1; then
        echo "FAILED $program: does not compile (see $build/$name.log):"
        { grep -m 3 -A 4 'error:' "$log" || sed -n '1,12p' "$log"; } | sed 's/^/    /'
        return 1
    fi
    local status again
    status=$(run_binary "$binary" "$work/stdout" "$work/stderr")
    again=$(run_binary "$binary" "$work/stdout2" "$work/stderr2")
    if [ "$status" = 124 ]; then
        echo "FAILED $program: still running after ${run_timeout}s"; return 1
    fi
    if [ "$status" != "$again" ] || ! cmp -s "$work/stdout" "$work/stdout2" ||
        [ "$(trap_message "$work/stderr")" != "$(trap_message "$work/stderr2")" ]; then
        echo "FAILED $program: two runs differ (Dictionary or Set order? print through sorted keys)"
        { diff "$work/stdout" "$work/stdout2" || true; } | sed -n '1,8p' | sed 's/^/    /'
        return 1
    fi
    case "$name" in
        [0-9]*-trap-*)
            if [ "$status" = 0 ]; then echo "FAILED $program: named -trap- but exited 0"; return 1; fi ;;
        *)
            if [ "$status" != 0 ]; then
                echo "FAILED $program: exited $status: $(head -n 1 "$work/stderr")"; return 1
            fi ;;
    esac
    {
        header_of "$program"
        cat "$work/stdout"
        if [ "$status" != 0 ]; then
            if [ -s "$work/stdout" ] && [ -n "$(tail -c 1 "$work/stdout")" ]; then
                printf '\n#--- trap (stdout did not end with a newline)\n'
            else
                printf '#--- trap\n'
            fi
            printf '# status: %s\n# stderr: %s\n' "$status" "$(trap_message "$work/stderr")"
        fi
    } > "$work/out"
    mv "$work/out" "$out"
    rm -rf "$work"
    if [ "$status" = 0 ]; then echo "wrote  $out"; else echo "wrote  $out (traps: status $status)"; fi
}

mode=update
jobs=2
named=()
while [ $# -gt 0 ]; do
    case "$1" in
        --check) mode=check ;;
        --all) mode=all ;;
        --jobs) [ $# -ge 2 ] || die "--jobs needs a number"; jobs=$2; shift ;;
        --one) # internal: what each parallel job runs
            [ $# -ge 2 ] || die "--one needs a program"
            oracle_version=${SIMREPL_ORACLE_VERSION:?}
            make_out "$2"; exit $? ;;
        -h|--help) print_header_help "$0"; exit 0 ;;
        -*) die "unknown option '$1' (try --help)" ;;
        *) program=$1
           case "$program" in /*) ;; *) program=$caller_pwd/$program ;; esac
           [ -f "$program" ] || die "no such program: $1"
           named+=("$(cd "$(dirname "$program")" && pwd)/$(basename "$program")") ;;
    esac
    shift
done

[ -d "$programs" ] || die "no $programs folder"
all_programs=()
while IFS= read -r -d '' program; do all_programs+=("$program"); done \
    < <(find "$programs" -maxdepth 1 -name '*.swift' -print0 | LC_ALL=C sort -z)
[ "${#all_programs[@]}" -gt 0 ] && hash_programs "${all_programs[@]}"

if [ "$mode" = check ]; then
    problems=0
    for program in "${all_programs[@]}"; do
        out=${program%.swift}.out
        if [ ! -f "$out" ]; then
            echo "missing $out"; problems=$((problems + 1))
        elif ! is_current "$program"; then
            echo "stale   $out (its program changed)"; problems=$((problems + 1))
        fi
    done
    while IFS= read -r -d '' out; do
        [ -f "${out%.out}.swift" ] || { echo "orphan  $out (no ${out%.out}.swift)"; problems=$((problems + 1)); }
    done < <(find "$programs" -maxdepth 1 -name '*.out' -print0 | LC_ALL=C sort -z)
    if [ "$problems" -ne 0 ]; then
        say "$problems of ${#all_programs[@]} expected outputs need scripts/swift-oracle.sh"
        exit 1
    fi
    say "all ${#all_programs[@]} expected outputs are current"
    exit 0
fi

command -v swiftc >/dev/null 2>&1 || die "swiftc not found on PATH: install Swift 6.3 first"
command -v stdbuf >/dev/null 2>&1 || die "stdbuf (coreutils) not found"
oracle_version=$(swiftc --version 2>/dev/null | sed -n 's/.*Swift version \([^ ]*\) .*/\1/p' | head -n 1)
[ -n "$oracle_version" ] || die "could not read swiftc's version"
export SIMREPL_ORACLE_VERSION=$oracle_version

todo=()
if [ "${#named[@]}" -gt 0 ]; then
    todo=("${named[@]}")
else
    for program in "${all_programs[@]}"; do
        if [ "$mode" = all ] || ! is_current "$program"; then todo+=("$program"); fi
    done
fi
if [ "${#todo[@]}" -eq 0 ]; then
    say "all ${#all_programs[@]} expected outputs are current (--all remakes them)"
    exit 0
fi
mkdir -p "$build"
say "compiling and running ${#todo[@]} of ${#all_programs[@]} programs with swiftc $oracle_version ($jobs at a time)"
status=0
printf '%s\0' "${todo[@]}" | xargs -0 -n 1 -P "$jobs" bash "$root/scripts/swift-oracle.sh" --one || status=$?
if [ "$status" -ne 0 ]; then
    die "some programs failed (FAILED above); their .out were left as they were"
fi
say "done: ${#todo[@]} expected outputs written"
