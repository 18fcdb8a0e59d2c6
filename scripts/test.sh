#!/usr/bin/env bash
# README command #2 (and what CI runs through .ci/run): installs what is missing (libedit-dev;
# tmux for the interactive end-to-end tests), builds, runs `swift test` (XCTest and Swift
# Testing: SimCoreTests, and SimreplEndToEndTests on the built binary), checks that every example
# output in docs/ is current (scripts/docs.py --check), then builds release and
# replays every .sim scenario under scripts/ with `simrepl run --quiet`.
#
#   scripts/test.sh                    # everything
#   scripts/test.sh --scenarios-only   # skip swift test: build release, replay the scenarios
#
# The last line is `N passed, N failed` for the scenarios. Exit status: 0 when swift test and
# every scenario passed, 1 otherwise.
#
# Files in a folder named `scene` (e.g. scripts/patterns/scene/) are include-only fragments
# and are not replayed on their own.
set -euo pipefail

SCRIPT_NAME=test.sh
root=$(cd -P -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
# shellcheck source=lib/common.sh
source scripts/lib/common.sh

run_swift_test=1
for arg in "$@"; do
    case "$arg" in
        --scenarios-only) run_swift_test=0 ;;
        -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
        *) die "unknown option '$arg' (try --help)" ;;
    esac
done

require_swift
ensure_libedit
if [ "$run_swift_test" -eq 1 ]; then ensure_tmux; fi

unit_status=0
if [ "$run_swift_test" -eq 1 ]; then
    # The end-to-end tests run the debug simrepl binary: build it explicitly first (`swift test`
    # in SwiftPM 6.3 builds it too, and the tests build it themselves if it is missing).
    say "swift build (debug)"
    swift build || die "swift build failed"
    say "swift test"
    swift test || unit_status=$?
    # Every example in docs/ is run by scripts/docs.py; a stale page fails the run.
    if command -v python3 >/dev/null 2>&1; then
        say "checking that docs/ matches what simrepl prints (scripts/docs.py --check)"
        python3 scripts/docs.py --check || unit_status=1
    else
        say "python3 not found: skipping the docs check"
    fi
fi

say "swift build -c release --product simrepl"
swift build -c release --product simrepl || die "release build failed"
simrepl="$root/.build/release/simrepl"

# Every scenario, in a stable order, except include-only fragments under a `scene` folder.
scenarios=()
while IFS= read -r -d '' file; do
    scenarios+=("$file")
done < <(find scripts -type f -name '*.sim' -not -path '*/scene/*' -print0 | LC_ALL=C sort -z)

say "replaying ${#scenarios[@]} scenarios"
passed=0
failed=0
log=$(mktemp)
trap 'rm -f "$log"' EXIT
for file in "${scenarios[@]}"; do
    status=0
    # A scenario takes milliseconds; the timeout only keeps a hang from eating CI's time.
    timeout 120 "$simrepl" run --quiet "$file" </dev/null >"$log" 2>&1 || status=$?
    if [ "$status" -eq 0 ]; then
        passed=$((passed + 1))
        printf 'PASS  %s\n' "$file"
    else
        failed=$((failed + 1))
        case "$status" in
            1) reason="an expectation failed" ;;
            2) reason="script error" ;;
            124) reason="timed out after 120 s" ;;
            *) reason="exit $status" ;;
        esac
        printf 'FAIL  %s (%s)\n' "$file" "$reason"
        sed 's/^/      /' "$log"
    fi
done

if [ "$unit_status" -ne 0 ]; then
    say "swift test FAILED (exit $unit_status): see its output above"
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$unit_status" -eq 0 ]
