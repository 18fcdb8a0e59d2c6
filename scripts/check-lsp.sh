#!/usr/bin/env bash
# `simrepl lsp` checked by a real LSP client: pygls (PyPI, pinned with the lsprotocol types it
# validates every message against), installed into .build/lsp-venv (ignored by git) on the
# first run, drives the server over stdio as an editor does (scripts/check-lsp.py says what is
# checked), then raw stdio sends what no client would. scripts/test.sh runs it.
#
#   scripts/check-lsp.sh [SIMREPL]            # default: .build/release/simrepl
#   scripts/check-lsp.sh SIMREPL --bench N    # diagnostics times (p50/p90) on the largest scenario
set -euo pipefail

SCRIPT_NAME=check-lsp.sh
root=$(cd -P -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
# shellcheck source=lib/common.sh
source scripts/lib/common.sh

case "${1:-}" in
    -h|--help) print_header_help "$0"; exit 0 ;;
esac
simrepl=$(simrepl_argument "${1:-}")
shift || true

venv=.build/lsp-venv
ensure_python_venv "$venv" pygls.lsp.client pygls==2.1.1 lsprotocol==2025.0.0 cattrs==26.2.1
PYTHONDONTWRITEBYTECODE=1 exec "$venv/bin/python" scripts/check-lsp.py "$simrepl" "$@"
