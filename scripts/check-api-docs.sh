#!/usr/bin/env bash
# Builds the API documentation of SimCore and SimScript with DocC (the `docc` of the Swift
# toolchain; no package dependency) and fails on any DocC warning: a broken ``symbol link`` in a
# doc comment or an article, a Topics entry that names nothing, a malformed article.
#
#   scripts/check-api-docs.sh     # writes .build/docs/SimCore, SimRendering and SimScript .doccarchive
#
# It builds SimCore and SimScript (debug: the build `swift build` makes, so after that it is a
# no-op), extracts each module's public symbols with swift-symbolgraph-extract, and runs
# `docc convert` on Sources/MODULE/MODULE.docc with them, `--warnings-as-errors`. For each module it
# prints the documentation coverage: how many public symbols have a summary (DocC's "abstract").
# The archives are static websites: serve one, e.g.
#   python3 -m http.server -d .build/docs/SimCore.doccarchive 8000
# and open http://localhost:8000/documentation/simcore/.
# Safe to run again: each run rebuilds the archives from scratch. Exit status 0 when both built
# without a warning.
set -euo pipefail

SCRIPT_NAME=check-api-docs.sh
root=$(cd -P -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
# shellcheck source=lib/common.sh
source scripts/lib/common.sh

require_swift

# docc and swift-symbolgraph-extract ship with the Swift toolchain, beside swift (on macOS:
# through xcrun).
toolchain_bin=$(dirname -- "$(readlink -f -- "$(command -v swift)")")
find_tool() {
    if command -v "$1" >/dev/null 2>&1; then
        tool=("$1")
    elif [ -x "$toolchain_bin/$1" ]; then
        tool=("$toolchain_bin/$1")
    elif command -v xcrun >/dev/null 2>&1 && xcrun --find "$1" >/dev/null 2>&1; then
        tool=(xcrun "$1")
    else
        die "$1 not found: it comes with the Swift toolchain (Swift 5.9 or later)"
    fi
}
find_tool docc; docc=("${tool[@]}")
find_tool swift-symbolgraph-extract; extract=("${tool[@]}")
sdk=()
if command -v xcrun >/dev/null 2>&1; then sdk=(-sdk "$(xcrun --show-sdk-path)"); fi

out=.build/docs
mkdir -p "$out"

# The debug build `swift build` and `swift test` make (same flags, so after them this is a no-op),
# then the public symbols of each module from its .swiftmodule, as `swift package
# dump-symbol-graph` extracts them (which also wants every test module built).
say "swift build --target SimScript (SimCore, SimRendering and SimScript, debug)"
swift build --target SimScript >"$out/build.log" 2>&1 || { cat "$out/build.log" >&2; die "swift build failed"; }
bin=$(swift build --show-bin-path)
triple=$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -n 1)
[ -n "$triple" ] || die "'swift -print-target-info' printed no target triple"

status=0
for module in SimCore SimRendering SimScript; do
    catalog="Sources/$module/$module.docc"
    archive="$out/$module.doccarchive"
    [ -d "$catalog" ] || die "$catalog is missing"
    module_graphs="$out/symbol-graphs/$module"
    rm -rf "$module_graphs" "$archive"
    mkdir -p "$module_graphs"
    "${extract[@]}" -module-name "$module" -target "$triple" "${sdk[@]}" -I "$bin/Modules" \
        -module-cache-path "$bin/ModuleCache" -minimum-access-level public -omit-extension-block-symbols \
        -output-dir "$module_graphs" || die "swift-symbolgraph-extract failed for $module"

    say "docc convert $catalog --warnings-as-errors"
    log="$out/$module.log"
    if "${docc[@]}" convert "$catalog" \
            --additional-symbol-graph-dir "$module_graphs" \
            --output-dir "$archive" \
            --fallback-display-name "$module" \
            --fallback-bundle-identifier "simrepl.$module" \
            --warnings-as-errors \
            --experimental-documentation-coverage --coverage-summary-level brief \
            >"$log" 2>&1; then
        # The brief table has one row per kind: "Types | 79% (154/194) | …"; the first numbers
        # are the symbols with a summary.
        awk -v module="$module" -F'|' '
            $1 ~ /^(Types|Members|Globals) *$/ && match($2, /[0-9]+\/[0-9]+/) {
                split(substr($2, RSTART, RLENGTH), n, "/"); have += n[1]; all += n[2]
                sub(/ +$/, "", $1); parts = parts sprintf("%s%s %s", (parts ? ", " : ""), tolower($1), n[1] "/" n[2])
            }
            END {
                if (all) printf "%s: documentation coverage %d/%d public symbols (%.1f%%) have a summary (%s)\n",
                                module, have, all, 100 * have / all, parts
            }' "$log" >&2
    else
        cat "$log" >&2
        say "error: docc found problems in $module's documentation (above)"
        status=1
    fi
done

[ "$status" -eq 0 ] && say "API docs: $out/SimCore.doccarchive, $out/SimRendering.doccarchive, $out/SimScript.doccarchive"
exit "$status"
