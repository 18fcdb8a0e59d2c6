#!/usr/bin/env bash
# Checks the TextMate grammar of .sim (editors/textmate/sim.tmLanguage.json) with a real TextMate
# engine: babi's highlighter (PyPI `babi`, Oniguruma through `onigurumacffi`), which tokenises a
# file line by line as VS Code does. test.sh runs it after swift test. It tokenises every .sim
# file under scripts/ and every ```sim block in docs/*.md, and fails with FILE:LINE:COL when
# text is not recognised (no scope beyond source.sim, or an invalid.* scope), when a command of
# the command table (read from `simrepl language`, so simrepl must be built) is not scoped as a
# command where it starts a line of editors/textmate/tests/all-token-classes.sim, or when a token
# class of the grammar is never produced. A self-test runs first and proves the checks can fail
# (editors/textmate/tests/broken.sim must be reported as its comments announce). The checks
# themselves are in scripts/lib/check_grammar.py.
#
#   scripts/check-grammar.sh               # self-test, then the check; prints a summary line
#   scripts/check-grammar.sh --self-test   # only the self-test
#   scripts/check-grammar.sh FILE...       # what the grammar does not recognise in FILEs
#
# The engine is installed into .build/grammar-venv (ignored by git) on the first run, from PyPI
# at pinned versions; later runs reuse it. Needs python3 (3.11 or later: babi's minimum).
# Exit status: 0 when the grammar passes, 1 when it does not or the engine cannot be installed,
# 2 when a FILE does not exist.
set -euo pipefail

SCRIPT_NAME=check-grammar.sh
caller_dir=$PWD
root=$(cd -P -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
# shellcheck source=lib/common.sh
source scripts/lib/common.sh

# Pinned so that CI and every developer run the same engine: babi's highlighter and the
# Oniguruma binding it uses (a wheel that carries Oniguruma itself, so no compiler is needed).
requirements=(babi==1.8.0 onigurumacffi==1.5.0)
venv=.build/grammar-venv
# No __pycache__ beside scripts/lib/check_grammar.py.
export PYTHONDONTWRITEBYTECODE=1

ensure_engine() { ensure_python_venv "$venv" babi.highlight "${requirements[@]}"; }

case "${1:-}" in
    -h|--help) print_header_help "$0"; exit 0 ;;
    --self-test|"") ;;
    -*) die "unknown option '$1' (try --help)" ;;
esac

ensure_engine
check=("$venv/bin/python" scripts/lib/check_grammar.py)

case "${1:-}" in
    --self-test) exec "${check[@]}" --self-test ;;
    "") ;;
    *)
        # FILEs are named from where the script was called, not from the repository root.
        files=()
        for file in "$@"; do
            case "$file" in /*) files+=("$file") ;; *) files+=("$caller_dir/$file") ;; esac
        done
        exec "${check[@]}" "${files[@]}" ;;
esac

# First prove that the checks can fail: the self-test, and the plain file check on the broken
# fixture, whose exit status must say so.
"${check[@]}" --self-test || die "the self-test failed: the check cannot be trusted"
if "${check[@]}" editors/textmate/tests/broken.sim 2>/dev/null; then
    die "editors/textmate/tests/broken.sim passed the check: the check cannot fail"
fi
# Then the grammar itself.
"${check[@]}" || die "the grammar does not recognise the language (see above)"
