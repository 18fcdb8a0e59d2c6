#!/usr/bin/env bash
# Runs the GitHub Actions workflow this project ships (.github/workflows/scenarios.yml, the one
# docs/ci.md shows) on this machine with scripts/run-workflow.py, twice:
#
#   1. as committed: every job (shard) succeeds and uploads its JUnit report, and no pending golden;
#   2. with one golden changed: its shard fails, and the artifact of pending goldens holds the trace
#      that golden should be (what `simrepl test --accept` would then take).
#
# The steps run in this checkout (CI's fresh clone stands for actions/checkout); the golden is put
# back and report.xml and *.trace.new removed afterwards, whatever happens. PyYAML (pinned) is
# installed from PyPI into .build/workflow-venv (ignored by git) on the first run.
set -euo pipefail

SCRIPT_NAME=check-workflow.sh
root=$(cd -P -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
# shellcheck source=lib/common.sh
source scripts/lib/common.sh

venv=.build/workflow-venv
ensure_python_venv "$venv" yaml PyYAML==6.0.2

golden=scripts/tutorial/01-first-scene.trace
work=$(mktemp -d "${TMPDIR:-/tmp}/simrepl-workflow.XXXXXX")
# The workflow's install step calls apt-get as GitHub's container runs it, as root. A developer
# running the tests as themselves gets the same step through sudo (as scripts/lib/common.sh
# installs everything else), not a step that fails for want of root.
if [ "$(id -u)" -ne 0 ]; then
    mkdir -p "$work/bin"
    printf '#!/bin/sh\nexec sudo -n apt-get "$@"\n' > "$work/bin/apt-get"
    chmod +x "$work/bin/apt-get"
    export PATH="$work/bin:$PATH"
fi
cleanup() {
    git checkout -q -- "$golden" 2>/dev/null || true
    rm -f report.xml
    find scripts -name '*.trace.new' -delete
    rm -rf "$work"
}
trap cleanup EXIT

failed=0
check() { if eval "$2"; then echo "ok     $1"; else echo "FAILED $1"; failed=1; fi; }

say "the workflow as committed"
status=0
"$venv/bin/python" scripts/run-workflow.py .github/workflows/scenarios.yml --artifacts "$work/green" || status=$?
check "every shard succeeds" '[ "$status" -eq 0 ]'
check "each shard uploads its JUnit report" '[ -f "$work/green/junit-1/report.xml" ] && [ -f "$work/green/junit-2/report.xml" ]'
cases=$(cat "$work"/green/junit-*/report.xml | grep -c "<testcase " || true)
# How many scenarios simrepl finds under scripts/, from the note a filter that matches none prints.
scenarios=$("$root/.build/release/simrepl" test --record never --filter '^$' scripts/ 2>&1 >/dev/null | sed -n 's/.*(\([0-9]*\) found).*/\1/p')
check "the two reports cover every scenario once ($cases test cases, $scenarios scenarios)" '[ "$cases" -eq "$scenarios" ]'
check "no pending goldens when nothing differs" '[ ! -d "$work/green/pending-goldens-1" ] && [ ! -d "$work/green/pending-goldens-2" ]'

say "the workflow with $golden changed"
sed -i 's/log: saving notes.txt/log: saving other.txt/' "$golden"
status=0
"$venv/bin/python" scripts/run-workflow.py .github/workflows/scenarios.yml --artifacts "$work/red" || status=$?
check "a changed golden fails its shard" '[ "$status" -eq 1 ]'
pending=$(find "$work/red" -path "*pending-goldens-*/$golden.new" | head -1)
check "the shard uploads the pending golden" '[ -n "$pending" ]'
check "the pending golden is the committed trace (what --accept would restore)" \
    '[ -n "$pending" ] && git show "HEAD:$golden" | cmp -s - "$pending"'

[ "$failed" -eq 0 ] || die "the workflow did not do what docs/ci.md says"
say "the workflow ran as docs/ci.md says"
