#!/usr/bin/env bash
# Makes a release archive a CI job can download instead of building Swift in every job:
#
#   scripts/package.sh [--output DIR]     # default: .build/package/
#
# The archive, simrepl-VERSION-linux-ARCH.tar.gz, holds bin/simrepl, bin/simrepl-swift (the Swift
# front end, for `import "File.swift"`), bin/simrepl-serve (`simrepl serve`) and bin/simrepl-lsp
# (`simrepl lsp`), each linked with
# the Swift standard library inside (--static-swift-stdlib: no Swift toolchain needed to run
# them); completions for bash, zsh and fish; the man page; LICENSE and a README saying what runs
# where. A SHA-256 sum is written beside it. Before it prints the archive's name, the script
# unpacks it into a fresh folder and runs the packaged simrepl there on a scenario, so an archive
# that does not work is never announced.
#
# Built and tested here on Linux (x86_64, Debian 12, glibc 2.36); the binaries need glibc of that
# age or newer, libedit2 and libcurl4 (simrepl-serve). macOS is not built or tested.
set -euo pipefail

SCRIPT_NAME=package.sh
root=$(cd -P -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
# shellcheck source=lib/common.sh
source scripts/lib/common.sh

output="$root/.build/package"
while [ $# -gt 0 ]; do
    case "$1" in
        --output) [ $# -ge 2 ] || die "--output needs a folder"; output=$2; shift 2 ;;
        -h|--help) print_header_help "$0"; exit 0 ;;
        *) die "unknown option '$1' (try --help)" ;;
    esac
done

ensure_build_prerequisites
build_release_programs >&2 || die "the release build failed (see above)"
bin="$root/.build/release"
version=$("$bin/simrepl" --version | awk '{ print $NF }')
arch=$(uname -m)
name="simrepl-$version-linux-$arch"

work=$(mktemp -d "${TMPDIR:-/tmp}/simrepl-package.XXXXXX")
trap 'rm -rf "$work"' EXIT
stage="$work/$name"
mkdir -p "$stage/bin" "$stage/share/bash-completion/completions" "$stage/share/zsh/site-functions" \
         "$stage/share/fish/vendor_completions.d" "$stage/share/man/man1"
for program in "${simrepl_programs[@]}"; do cp "$bin/$program" "$stage/bin/"; done
strip "$stage/bin/"* 2>/dev/null || say "strip not found: the binaries keep their symbols"
"$bin/simrepl" --generate-completion-script bash > "$stage/share/bash-completion/completions/simrepl"
"$bin/simrepl" --generate-completion-script zsh > "$stage/share/zsh/site-functions/_simrepl"
"$bin/simrepl" --generate-completion-script fish > "$stage/share/fish/vendor_completions.d/simrepl.fish"
say "generating the man page (swift-argument-parser's generate-manual plugin)"
swift package plugin --allow-writing-to-package-directory generate-manual --configuration debug >&2 \
    || die "the man page could not be generated"
# The generator leaves blank lines between paragraphs, which mdoc warns about: each becomes .Pp.
sed 's/^$/.Pp/' "$root/.build/plugins/GenerateManual/outputs/simrepl/simrepl.1" > "$stage/share/man/man1/simrepl.1"
if command -v man >/dev/null 2>&1; then
    warnings=$(LC_ALL=C.UTF-8 man --warnings -E UTF-8 -l "$stage/share/man/man1/simrepl.1" 2>&1 >/dev/null || true)
    [ -z "$warnings" ] || die "the man page has warnings: $warnings"
fi
cp LICENSE "$stage/"
cat > "$stage/README" <<EOF
simrepl $version for Linux ($arch), built $(date -u +%Y-%m-%d) from $(git rev-parse --short HEAD 2>/dev/null || echo "a source tree").

  bin/simrepl          the simulator, the REPL, run, test, serve, lsp
  bin/simrepl-swift    simrepl with the Swift interpreter: simrepl becomes it for Swift (keep it beside simrepl)
  bin/simrepl-serve    what simrepl serve becomes (keep it beside simrepl)
  bin/simrepl-lsp      what simrepl lsp becomes, for editors (keep it beside simrepl)
  share/               completions for bash, zsh and fish, and the man page (man -l share/man/man1/simrepl.1)

The Swift standard library is linked in: no Swift toolchain is needed. Needs glibc 2.36 or newer,
libedit2 and libcurl4 (Debian/Ubuntu: apt-get install libedit2 libcurl4). Built and tested on
Debian 12 (x86_64). macOS is not built or tested.

In CI:  tar -xzf $name.tar.gz && $name/bin/simrepl test --junit report.xml scenarios/
EOF

mkdir -p "$output"
archive="$output/$name.tar.gz"
tar -C "$work" -czf "$archive" "$name"
(cd "$output" && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")

# The archive, unpacked elsewhere, must run a scenario (Swift included) and list its options.
check="$work/check"
mkdir -p "$check"
tar -C "$check" -xzf "$archive"
packaged="$check/$name/bin/simrepl"
"$packaged" --version >/dev/null || die "the packaged simrepl does not start"
(cd "$root" && "$packaged" test --record never scripts/tutorial/01-first-scene.sim scripts/tutorial/swift/01-first-scene.sim >/dev/null) \
    || die "the packaged simrepl failed the tutorial's first lesson (.sim and Swift)"
"$packaged" serve --help >/dev/null || die "the packaged simrepl serve --help failed"
# The packaged language server answers an editor's first and last messages.
lsp_session() { local body; for body in "$@"; do printf 'Content-Length: %d\r\n\r\n%s' "${#body}" "$body"; done; }
lsp_reply=$(lsp_session '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}' \
    '{"jsonrpc":"2.0","id":2,"method":"shutdown"}' '{"jsonrpc":"2.0","method":"exit"}' | "$packaged" lsp 2>/dev/null) \
    || die "the packaged simrepl lsp did not end cleanly after shutdown and exit"
[[ "$lsp_reply" == *'"serverInfo"'* ]] || die "the packaged simrepl lsp did not answer initialize"
say "$(du -h "$archive" | cut -f1) $archive"
echo "$archive"
