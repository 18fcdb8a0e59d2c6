#!/usr/bin/env bash
# Runs the CI examples docs/ci.md shows (docs/examples/), as a CI job would, on this machine:
#
#   1. ci-step.sh and ci-step-require-goldens.sh, in a Git repository of their own with a
#      scenarios/ folder (the package's .build stands for the package they run in, and `swift`
#      builds this package): green as committed; the second red once a scenario has no golden;
#   2. scenarios-from-archive.yml, with scripts/run-workflow.py, in a folder with a scenarios/
#      folder, downloading the release archive scripts/package.sh made (file://, with its .sha256)
#      and replaying the scenarios with the packaged simrepl alone.
#
#   scripts/check-ci-examples.sh [ARCHIVE]   # default: the newest .build/package/simrepl-*.tar.gz
set -euo pipefail

SCRIPT_NAME=check-ci-examples.sh
root=$(cd -P -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
# shellcheck source=lib/common.sh
source scripts/lib/common.sh
case "${1:-}" in -h|--help) print_header_help "$0"; exit 0 ;; esac

archive=${1:-$(ls -t .build/package/simrepl-*.tar.gz 2>/dev/null | head -1)}
[ -f "$archive" ] || die "no release archive: run scripts/package.sh first (or name one)"
[ -f "$archive.sha256" ] || die "the archive has no .sha256 beside it: $archive.sha256"
archive=$(cd "$(dirname "$archive")" && pwd)/$(basename "$archive")
venv=.build/workflow-venv
ensure_python_venv "$venv" yaml PyYAML==6.0.2

work=$(mktemp -d "${TMPDIR:-/tmp}/simrepl-ci-examples.XXXXXX")
trap 'rm -rf "$work"' EXIT
failed=0
check() { if eval "$2"; then echo "ok     $1"; else echo "FAILED $1"; failed=1; fi; }

# Two scenarios with their goldens, as a project keeps them.
scenarios() {
    mkdir -p "$1/scenarios"
    cp scripts/tutorial/01-first-scene.sim scripts/tutorial/01-first-scene.trace \
       scripts/tutorial/02-closures.sim scripts/tutorial/02-closures.trace "$1/scenarios/"
}

say "docs/examples/ci-step.sh and ci-step-require-goldens.sh, in a repository of their own"
repo="$work/project"
mkdir -p "$repo" "$work/bin"
scenarios "$repo"
ln -s "$root/.build" "$repo/.build"
printf '.build\nreport.xml\n' > "$repo/.gitignore"
git -C "$repo" init -q && git -C "$repo" add -A && git -C "$repo" -c user.name=ci -c user.email=ci@example.invalid commit -qm scenarios
# `swift build` in that project builds this package (its .build is this package's).
real_swift=$(command -v swift)
printf '#!/bin/sh\nexec "%s" "$@" --package-path "%s"\n' "$real_swift" "$root" > "$work/bin/swift"
chmod +x "$work/bin/swift"
status=0
(cd "$repo" && PATH="$work/bin:$PATH" bash "$root/docs/examples/ci-step.sh") > "$work/step.log" 2>&1 || status=$?
check "ci-step.sh passes on scenarios with their goldens" '[ "$status" -eq 0 ] && grep -q "2 passed, 0 failed" "$work/step.log"'
check "ci-step.sh writes its JUnit report" '[ -s "$repo/report.xml" ]'
status=0
(cd "$repo" && PATH="$work/bin:$PATH" bash "$root/docs/examples/ci-step-require-goldens.sh") > "$work/strict.log" 2>&1 || status=$?
check "ci-step-require-goldens.sh passes when every golden is committed" '[ "$status" -eq 0 ]'
cp scripts/tutorial/03-delegation.sim "$repo/scenarios/"
git -C "$repo" add scenarios/03-delegation.sim && git -C "$repo" -c user.name=ci -c user.email=ci@example.invalid commit -qm "a scenario without its golden"
status=0
(cd "$repo" && PATH="$work/bin:$PATH" bash "$root/docs/examples/ci-step-require-goldens.sh") > "$work/strict.log" 2>&1 || status=$?
check "ci-step-require-goldens.sh fails on a scenario with no committed golden, naming it" \
    '[ "$status" -eq 1 ] && grep -q "03-delegation.trace" "$work/strict.log"'

say "docs/examples/scenarios-from-archive.yml, with $(basename "$archive")"
job="$work/job"
mkdir -p "$job"
scenarios "$job"
status=0
(cd "$job" && "$root/$venv/bin/python" "$root/scripts/run-workflow.py" "$root/docs/examples/scenarios-from-archive.yml" \
    --artifacts "$work/artifacts" --var "SIMREPL_ARCHIVE_URL=file://$archive") > "$work/archive.log" 2>&1 || status=$?
check "the workflow succeeds with the archive alone" '[ "$status" -eq 0 ]'
check "its simrepl is the packaged one" 'grep -q "2 passed, 0 failed" "$work/archive.log" && [ -x "$job/$(basename "$archive" .tar.gz)/bin/simrepl" ]'
check "it uploads the JUnit report" '[ -s "$work/artifacts/junit/report.xml" ]'

if [ "$failed" -ne 0 ]; then
    for log in "$work"/*.log; do say "--- $(basename "$log")"; cat "$log"; done
    die "the CI examples of docs/ci.md did not do what it says"
fi
say "the CI examples ran as docs/ci.md says"
