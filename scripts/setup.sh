#!/usr/bin/env bash
# README command #1 for a newcomer: on a Debian machine with Swift 6.3, installs libedit-dev if
# it is missing, builds simrepl (release), then starts the REPL on the built-in demo scene.
#
#   scripts/setup.sh                 # the REPL, demo scene loaded
#   scripts/setup.sh --no-demo       # arguments go to simrepl
#   scripts/setup.sh run my.sim      # relative paths are relative to where you ran this
#
# Safe to run again: it installs nothing that is present, and the build is incremental.
set -euo pipefail

SCRIPT_NAME=setup.sh
caller_dir=$PWD
root=$(cd -P -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
# shellcheck source=lib/common.sh
source scripts/lib/common.sh

require_swift
ensure_libedit

say "building simrepl (release; the first build takes a minute or two)"
release_build >&2 || die "swift build -c release failed (see above)"

binary="$root/.build/release/simrepl"
[ -x "$binary" ] || die "the build finished but $binary is missing"
say "starting $binary $*"
cd "$caller_dir"
exec "$binary" "$@"
