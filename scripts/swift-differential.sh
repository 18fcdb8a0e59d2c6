#!/usr/bin/env bash
# Differential fuzzing of simrepl's Swift interpreter against the real compiler: random
# well-typed programs from scripts/swift-program-gen.py (expressions, control flow, value and
# reference semantics, closures), each compiled with swiftc and run, and interpreted with
# `simrepl run --quiet FILE.swift`. Standard output must match byte for byte and both must exit
# 0 (the generator makes programs that never trap). `scripts/fuzz.sh --differential` runs this.
#
#   scripts/swift-differential.sh [--seeds FIRST:COUNT] [--size N] [--jobs J] [--simrepl PATH | --simrepl-swift PATH]
#
#   --seeds FIRST:COUNT  the seeds to try (default 1:50); the same seed is always the same program
#   --size N             top-level statements per program (the generator's --size; default 24)
#   --jobs J             programs compiled at once (default: the number of cores)
#   --simrepl PATH       the simrepl to test (default .build/release/simrepl, else .build/debug/simrepl)
#   --simrepl-swift PATH run the interpreter's own executable (`simrepl-swift --run-program -- FILE.swift`, what
#                        `simrepl run` starts) instead: it builds alone, in seconds
#                        (`swift build --product simrepl-swift`)
#
# A program whose outputs differ is a finding: it is kept as .build/fuzz/differential/SEED.swift
# with SEED.expected (the compiled program's output) and SEED.actual (simrepl's, and its standard
# error). Compiling takes about 2 s a program here; interpreting, milliseconds. Exit status: 0
# when every program agreed, 1 when one did not, 2 on a usage error or a missing tool.
set -euo pipefail

SCRIPT_NAME=swift-differential.sh
root=$(cd -P -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
# shellcheck source=lib/common.sh
source scripts/lib/common.sh

seeds=1:50 size=24 jobs=$(nproc 2>/dev/null || echo 2) simrepl= simrepl_swift=
while [ $# -gt 0 ]; do
    case "$1" in
        --seeds) seeds=$2; shift 2 ;;
        --size) size=$2; shift 2 ;;
        --jobs) jobs=$2; shift 2 ;;
        --simrepl) simrepl=$2; shift 2 ;;
        --simrepl-swift) simrepl_swift=$2; shift 2 ;;
        -h|--help) print_header_help "$0"; exit 0 ;;
        *) say "unknown option '$1' (try --help)"; exit 2 ;;
    esac
done
[[ "$seeds" =~ ^([0-9]+):([0-9]+)$ ]] || { say "--seeds takes FIRST:COUNT, e.g. 1:50, not '$seeds'"; exit 2; }
first=${BASH_REMATCH[1]} count=${BASH_REMATCH[2]}
for value in "$size" "$jobs"; do
    [[ "$value" =~ ^[0-9]+$ ]] && [ "$value" -ge 1 ] || { say "'$value' is not a positive whole number"; exit 2; }
done
[ -z "$simrepl" ] || [ -z "$simrepl_swift" ] || { say "give --simrepl or --simrepl-swift, not both"; exit 2; }
if [ -n "$simrepl_swift" ]; then
    # The interpreter's executable, asked to run a program as `simrepl run` asks it: the
    # program's output alone.
    simrepl=$simrepl_swift run_args=(--run-program --work-budget 0 --)
    [ -x "$simrepl" ] || { say "$simrepl not found: swift build --product simrepl-swift"; exit 2; }
else
    run_args=(run --quiet)
    if [ -z "$simrepl" ]; then
        simrepl=.build/release/simrepl
        [ -x "$simrepl" ] || simrepl=.build/debug/simrepl
    fi
    [ -x "$simrepl" ] || { say "$simrepl not found: build simrepl first (scripts/setup.sh), or give --simrepl"; exit 2; }
fi
command -v swiftc >/dev/null 2>&1 || { say "swiftc not found on PATH: install Swift 6.3 first"; exit 2; }
simrepl=$(cd "$(dirname "$simrepl")" && pwd)/$(basename "$simrepl")
run_command="${run_args[*]}"

findings="$root/.build/fuzz/differential"
mkdir -p "$findings"
work=$(mktemp -d "${TMPDIR:-/tmp}/simrepl-differential.XXXXXX")
trap 'rm -rf "$work"' EXIT

# One seed: generate, compile, run both, compare. Prints "ok SEED" or "differs SEED".
try_seed() {
    local seed=$1 dir="$work/$1"
    mkdir -p "$dir"
    python3 scripts/swift-program-gen.py "$seed" --size "$size" > "$dir/main.swift"
    if ! (cd "$dir" && swiftc -swift-version 5 -Onone -module-name main -lm main.swift -o prog) > "$dir/compile.log" 2>&1; then
        # The generator promises well-typed programs: a compile error is its bug, kept to fix it.
        cp "$dir/main.swift" "$findings/$seed.swift"; cp "$dir/compile.log" "$findings/$seed.compile.log"
        echo "generator $seed"; return
    fi
    SWIFT_BACKTRACE=enable=no timeout 10 "$dir/prog" > "$dir/expected" 2>/dev/null < /dev/null || true
    local status=0
    (cd "$dir" && timeout 20 "$simrepl" $run_command main.swift > "$dir/actual" 2> "$dir/stderr" < /dev/null) || status=$?
    if [ "$status" -eq 0 ] && cmp -s "$dir/expected" "$dir/actual"; then
        echo "ok $seed"
    else
        cp "$dir/main.swift" "$findings/$seed.swift"; cp "$dir/expected" "$findings/$seed.expected"
        { cat "$dir/actual"; printf -- '--- exit %s, standard error:\n' "$status"; cat "$dir/stderr"; } > "$findings/$seed.actual"
        echo "differs $seed"
    fi
}
export -f try_seed
export work size simrepl run_command findings

say "seeds $first..$((first + count - 1)): generated, compiled with swiftc and interpreted by $simrepl ($jobs at a time)"
results=$(seq "$first" $((first + count - 1)) | xargs -P "$jobs" -I{} bash -c 'try_seed {}')
agreed=$(grep -c '^ok ' <<< "$results" || true)
differs=$(grep '^differs ' <<< "$results" | cut -d' ' -f2 | sort -n | tr '\n' ' ' || true)
generator=$(grep '^generator ' <<< "$results" | cut -d' ' -f2 | sort -n | tr '\n' ' ' || true)
say "$agreed of $count programs printed the same bytes as the compiled program"
[ -z "$generator" ] || say "the generator made programs swiftc refused (seeds: $generator): see .build/fuzz/differential/SEED.compile.log"
if [ -n "$differs" ]; then
    say "outputs differ for seeds: $differs(kept in .build/fuzz/differential: SEED.swift, .expected, .actual)"
    exit 1
fi
[ -z "$generator" ] || exit 1
