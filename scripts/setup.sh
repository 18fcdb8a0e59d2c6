#!/usr/bin/env bash
# README command #1 for a newcomer: on a Debian machine with Swift 6.3, installs libedit-dev if
# it is missing, builds simrepl (release), puts it on your PATH — a link ~/.local/bin/simrepl to
# the build (it says so, or prints the line to add to your shell's startup file when that folder
# is not on PATH) — then starts the REPL on the built-in demo scene.
#
#   scripts/setup.sh                   # the REPL, demo scene loaded
#   scripts/setup.sh --no-demo         # arguments go to simrepl
#   scripts/setup.sh run my.sim        # relative paths are relative to where you ran this
#   scripts/setup.sh --prefix DIR …    # the link in DIR/bin instead (also: PREFIX=DIR scripts/setup.sh)
#
# Safe to run again: it installs nothing that is present, the build is incremental, and the link
# is replaced (a file that is not a link is never overwritten).
set -euo pipefail

SCRIPT_NAME=setup.sh
caller_dir=$PWD
root=$(cd -P -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
# shellcheck source=lib/common.sh
source scripts/lib/common.sh

prefix=${PREFIX:-${HOME:?HOME is not set: give --prefix DIR}/.local}
case "${1:-}" in
    --prefix) [ $# -ge 2 ] || die "--prefix needs a folder, e.g. --prefix ~/.local"; prefix=$2; shift 2 ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
esac
case "$prefix" in /*) ;; *) prefix=$caller_dir/$prefix ;; esac

ensure_build_prerequisites

say "building simrepl (release; the first build takes a minute or two)"
release_build >&2 || die "swift build -c release failed (see above)"

binary="$root/.build/release/simrepl"
[ -x "$binary" ] || die "the build finished but $binary is missing"
link_on_path "$binary" "$prefix"
say "starting $binary $*"
cd "$caller_dir"
exec "$binary" "$@"
