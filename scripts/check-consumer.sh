#!/usr/bin/env bash
# Proves that SimCore can be depended on by version, as a stranger's package would: copies the
# working tree into a throwaway git repository, tags it, and builds and runs scripts/consumer/ (a
# package with `.package(url: "file://…", from: VERSION)`) against that tag. SwiftPM refuses a
# versioned dependency whose library has `unsafeFlags`, so this fails if one comes back.
#
#   scripts/check-consumer.sh            # exit 0 when the consumer builds and its tap ran the handler
#
# Run by scripts/test.sh. Needs git and swift; everything it writes goes to a temp dir.
set -euo pipefail

SCRIPT_NAME=check-consumer.sh
root=$(cd -P -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
# shellcheck source=lib/common.sh
source scripts/lib/common.sh

case "${1:-}" in
    -h|--help) print_header_help "$0"; exit 0 ;;
    "") ;;
    *) die "unknown option '$1' (try --help)" ;;
esac

require_swift
command -v git >/dev/null 2>&1 || die "git not found"
# A local tag of the package's own version (Sources/SimCore/Version.swift, the one place it is
# written), as a release would be tagged.
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/SimCore/Version.swift)
[ -n "$version" ] || die "no version in Sources/SimCore/Version.swift"

work=$(mktemp -d "${TMPDIR:-/tmp}/simrepl-consumer.XXXXXX")
trap 'rm -rf "$work"' EXIT

# The tracked and untracked-but-not-ignored files as they are now (so an uncommitted change is
# what gets checked), in a repository of their own.
say "copying the working tree to a throwaway repository tagged $version"
mkdir "$work/simrepl"
git ls-files -z --cached --others --exclude-standard |
    while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done |
    xargs -0 cp -P --parents -t "$work/simrepl"
(
    cd "$work/simrepl"
    git init -q
    git add -A
    git -c user.name=check -c user.email=check@localhost commit -q -m "snapshot for check-consumer.sh"
    git tag "$version"
)

mkdir "$work/consumer"
cp -R scripts/consumer/Sources "$work/consumer/"
sed -e "s|@SIMREPL_URL@|file://$work/simrepl|" -e "s|@SIMREPL_VERSION@|$version|" \
    scripts/consumer/Package.swift.in > "$work/consumer/Package.swift"

say "building the consumer package (depends on SimCore from: \"$version\")"
swift build --package-path "$work/consumer" >&2 || die "the consumer package did not build against SimCore $version"
"$work/consumer/.build/debug/Consumer" || die "the consumer ran but the tap did not reach its handler"
