#!/usr/bin/env bash
# README command #2 (and what CI runs through .ci/run): installs what is missing (libedit-dev;
# tmux for the interactive end-to-end tests; perl's prove for the TAP report; xmllint with the
# published JUnit schema and junitparser for the JUnit report; jq for scene files;
# Graphviz, chromium and mermaid.js, the real consumers
# of the pictures and the step-through page), builds, runs `swift test` (XCTest and Swift
# Testing: SimCoreTests, SimScriptTests, SimReplayTests, and SimreplEndToEndTests on the built binary), builds a consumer package
# against SimCore by version (scripts/check-consumer.sh), checks that every example
# output in docs/ is current (scripts/docs.py --check), that the Swift interpreter's oracle corpus
# is current and random programs print under `simrepl run` what swiftc's binary prints
# (scripts/swift-oracle.sh --check, scripts/swift-differential.sh), that the TextMate grammar of .sim
# recognises every scenario and docs example in a real TextMate engine (scripts/check-grammar.sh,
# which installs the engine from PyPI into .build/grammar-venv), builds the API documentation with
# DocC, failing on a broken symbol link (scripts/check-api-docs.sh), then builds release and
# replays every .sim scenario under scripts/ with `simrepl test --keep-going --strict scripts/`,
# drives `simrepl serve` in headless chromium (scripts/check-serve.py) and `simrepl lsp` with a
# real LSP client (scripts/check-lsp.sh, pygls from PyPI into .build/lsp-venv), and
# checks `simrepl language` with jq (scripts/check-language-json.sh), the scene files the
# scenarios save (scripts/check-scene.sh) and every scenario's JSON Lines trace
# (scripts/check-trace-json.sh, against docs/trace.schema.json) with jq.
#
#   scripts/test.sh                    # everything
#   scripts/test.sh --scenarios-only   # skip swift test: build release, replay the scenarios
#
# simrepl test ends with `N passed, N failed` for the scenarios. Exit status: 0 when swift test
# and every scenario passed, non-zero otherwise.
#
# Files in a folder named `scene` (e.g. scripts/patterns/scene/) and files named _*.sim are
# include-only fragments and are not replayed on their own.
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
        -h|--help) print_header_help "$0"; exit 0 ;;
        *) die "unknown option '$arg' (try --help)" ;;
    esac
done

ensure_build_prerequisites
if [ "$run_swift_test" -eq 1 ]; then
    ensure_tmux
    ensure_prove
    ensure_jq  # the JSON consumers: scene files, traces, `simrepl language` (and docs examples)
    ensure_junit_consumers
    # The consumers of the pictures and the step-through page: Graphviz, a browser, mermaid.js.
    ensure_graphviz
    ensure_chromium
    SIMREPL_MERMAID_JS=$(ensure_mermaid_js)
    export SIMREPL_MERMAID_JS
fi

# Each check that fails is named at the end, so a red run says which one to read.
failed_checks=()
fail() { failed_checks+=("$1"); }

if [ "$run_swift_test" -eq 1 ]; then
    # The end-to-end tests run the debug simrepl binary: build it explicitly first (`swift test`
    # in SwiftPM 6.3 builds it too, and the tests build it themselves if it is missing).
    say "swift build (debug)"
    swift build || die "swift build failed"
    say "swift test"
    swift test || fail "swift test"
    # The fuzz harness (scripts/fuzz, a package of its own that CI does not build: about five
    # minutes with sanitizers) must still compile against the public API of SimCore and
    # SimScript: type-checked against the debug build's modules, in seconds.
    say "type-checking the fuzz harness (scripts/fuzz) against SimCore's and SimScript's public API"
    swiftc -typecheck -parse-as-library -swift-version 6 -I .build/debug/Modules -I Sources/CEdit \
        scripts/fuzz/Sources/FuzzSim/FuzzSim.swift || fail "the fuzz harness type-check"
    swiftc -typecheck -parse-as-library -swift-version 6 -I .build/debug/Modules \
        scripts/fuzz/Sources/FuzzLSP/FuzzLSP.swift || fail "the LSP fuzz harness type-check"
    # The Swift interpreter's oracle: each program's recorded output must be the compiler's for
    # the program as it now reads (swift test interprets them all); then a few random programs,
    # compiled by swiftc and interpreted, must print the same bytes.
    say "scripts/swift-oracle.sh --check (the oracle corpus matches its programs)"
    bash scripts/swift-oracle.sh --check || fail "swift-oracle.sh --check"
    say "scripts/swift-differential.sh --seeds 1:16 (random programs: swiftc against simrepl run)"
    bash scripts/swift-differential.sh --seeds 1:16 --simrepl "$root/.build/debug/simrepl" || fail "swift-differential.sh"
    # SimCore must build as a versioned dependency (no unsafeFlags): a consumer package builds
    # against a tagged copy of this tree and runs a tap through it.
    say "scripts/check-consumer.sh (SimCore as a versioned dependency)"
    bash scripts/check-consumer.sh || fail "check-consumer.sh"
    # Every example in docs/ is run by scripts/docs.py; a stale page fails the run.
    if command -v python3 >/dev/null 2>&1; then
        say "checking that docs/ matches what simrepl prints (scripts/docs.py --check)"
        python3 scripts/docs.py --check || fail "docs.py --check"
    else
        say "python3 not found: skipping the docs check"
    fi
    # The .sim grammar for editors (editors/textmate), run by a real TextMate engine over every
    # scenario and docs example; its self-test first proves the check can fail.
    say "scripts/check-grammar.sh (the .sim TextMate grammar, in a real TextMate engine)"
    bash scripts/check-grammar.sh || fail "check-grammar.sh"
    # `simrepl language`, the language as JSON for tools: its shape and its agreement with the
    # trace schema and `help`, checked with jq.
    say "scripts/check-language-json.sh (simrepl language, checked with jq)"
    bash scripts/check-language-json.sh || fail "check-language-json.sh"
    # The DocC catalogs and doc comments of SimCore and SimScript: a broken ``link`` fails.
    say "scripts/check-api-docs.sh (the API documentation, built by DocC with --warnings-as-errors)"
    bash scripts/check-api-docs.sh || fail "check-api-docs.sh"
fi

# simrepl and the programs beside it (common.sh's simrepl_programs).
build_release_programs || die "the release build failed (see above)"
simrepl="$root/.build/release/simrepl"

# The release archive (scripts/package.sh): made from these builds, unpacked elsewhere and run on
# the first lesson (.sim and Swift) before it is announced.
if [ "$run_swift_test" -eq 1 ]; then
    say "scripts/package.sh (the release archive, unpacked and run)"
    bash scripts/package.sh --output "$root/.build/package" >/dev/null || fail "package.sh"
    # docs/ci.md's CI examples (docs/examples/): the shell steps in a repository of their own, the
    # workflow that installs from that archive.
    say "scripts/check-ci-examples.sh (docs/ci.md's CI examples, run as a CI job runs them)"
    bash scripts/check-ci-examples.sh </dev/null || fail "check-ci-examples.sh"
fi

# The GitHub Actions workflow docs/ci.md shows (.github/workflows/scenarios.yml), its steps run here:
# green as committed, and with a changed golden, red with the pending golden uploaded.
if [ "$run_swift_test" -eq 1 ]; then
    say "scripts/check-workflow.sh (the GitHub Actions workflow, run here)"
    bash scripts/check-workflow.sh </dev/null || fail "check-workflow.sh"
fi

# `simrepl serve` as a person uses it, in a real headless chromium over the DevTools protocol:
# the security checks (foreign Host and Origin, paths outside the folder, oversized and hostile
# requests), then clicking, stepping, asking why, trying a fix, editing, predict mode, Ctrl-C.
if [ "$run_swift_test" -eq 1 ]; then
    if command -v chromium >/dev/null 2>&1 && command -v python3 >/dev/null 2>&1; then
        say "scripts/check-serve.py (simrepl serve, driven in headless chromium)"
        python3 scripts/check-serve.py "$simrepl" </dev/null || fail "check-serve.py"
    else
        say "chromium or python3 not found: skipping the serve checks"
    fi
fi

# `simrepl lsp` driven by a real LSP client (pygls, from PyPI) over stdio, then sent what no
# client would (broken headers, invalid JSON, a 17 MiB body).
if [ "$run_swift_test" -eq 1 ]; then
    say "scripts/check-lsp.sh (simrepl lsp, driven by the pygls LSP client)"
    bash scripts/check-lsp.sh "$simrepl" </dev/null || fail "check-lsp.sh"
    # The editor settings of editors/: Neovim's run headless against the server.
    say "scripts/check-editors.sh (editors/: Neovim headless with the server, Helix, VS Code)"
    bash scripts/check-editors.sh "$simrepl" </dev/null || fail "check-editors.sh"
fi

# Every scenario under scripts/, replayed by simrepl's own test runner: expectations, and each
# golden trace (NAME.trace beside NAME.sim). Under CI nothing is re-recorded (CI is set by
# .ci/run and by CI systems); locally a scenario without a golden gets one recorded.
say "simrepl test --keep-going --strict scripts/"
"$simrepl" test --keep-going --strict scripts/ </dev/null || fail "simrepl test scripts/"
# The scene file the round-trip scenario just saved, checked by the real jq.
say "scripts/check-scene.sh (a saved scene file, checked with jq)"
bash scripts/check-scene.sh || fail "check-scene.sh"
bash scripts/check-scene.sh scripts/appkit/document.scene.json || fail "check-scene.sh (appkit)"
# Every scenario's JSON Lines trace, checked by the real jq against the schema the project ships.
say "scripts/check-trace-json.sh (each scenario's --trace json, against docs/trace.schema.json)"
json_traces=$(mktemp "${TMPDIR:-/tmp}/simrepl-traces.XXXXXX")
find scripts -name '*.sim' -not -path '*/scene/*' -not -name '_*' | LC_ALL=C sort | while read -r scenario; do
    "$simrepl" run --trace json "$scenario" </dev/null 2>/dev/null || true
done > "$json_traces"
bash scripts/check-trace-json.sh "$json_traces" || fail "check-trace-json.sh"
rm -f "$json_traces"

if [ "${#failed_checks[@]}" -ne 0 ]; then
    joined=$(IFS=';'; echo "${failed_checks[*]}")
    say "FAILED: ${joined//;/, } (see the output above)"
    exit 1
fi
say "all checks passed"
