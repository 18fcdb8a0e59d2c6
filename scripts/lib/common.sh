# Shared by scripts/setup.sh, scripts/test.sh and scripts/bench.sh (sourced, not run).
#
# Installs the few Debian packages simrepl needs when they are missing: libedit-dev (the REPL's
# line editor, found with pkg-config), tmux (the interactive end-to-end tests) and time (peak
# memory in the benchmark). Everything is checked first, so a second run installs nothing and
# needs no root. `apt-get update` runs at most once per script run.

# Messages go to stderr, so stdout stays the program's (the REPL, the test summary).
say() { printf '%s: %s\n' "${SCRIPT_NAME:-simrepl}" "$*" >&2; }
die() { say "error: $*"; exit 1; }
# --help of a script: its header comment (the lines after #!, up to the first line of code).
print_header_help() { awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$1"; }

# Runs a command as root: directly when we are root, else through sudo (non-interactively when
# there is no terminal to type a password into, as in CI).
as_root() {
    if [ "$(id -u)" -eq 0 ]; then
        "$@"
    elif command -v sudo >/dev/null 2>&1; then
        if [ -t 0 ]; then sudo "$@"; else sudo -n "$@"; fi
    else
        say "not root and sudo is not installed: cannot run '$*'"
        return 1
    fi
}

_apt_updated=0

# apt_install PACKAGE… — apt-get update (once), then apt-get install -y. Returns non-zero on failure.
apt_install() {
    if ! command -v apt-get >/dev/null 2>&1; then
        say "apt-get not found: install $* with your system's package manager"
        return 1
    fi
    if [ "$_apt_updated" -eq 0 ]; then
        say "apt-get update"
        as_root env DEBIAN_FRONTEND=noninteractive apt-get update -q >&2 || return 1
        _apt_updated=1
    fi
    say "apt-get install -y $*"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "$@" >&2
}

require_swift() {
    command -v swift >/dev/null 2>&1 ||
        die "swift not found on PATH: install Swift 6.3 (https://www.swift.org/install/linux/) first"
}

# release_build [ARGS…] — the release build every script makes (setup, test, bench), with Swift's
# runtime and Foundation linked in statically: a dynamic simrepl loads and relocates a dozen shared
# libraries at every start (8 million of its 12 million instructions for `simrepl run` on a
# one-line script), a static one 3 million. Same flags everywhere, so no script relinks another's.
# Foundation's static library calls mktemp, and glibc's link-time warning about that ("the use of
# `mktemp' is dangerous") is not about simrepl: it is left out of the output.
release_build() {
    say "swift build -c release --static-swift-stdlib $*"
    swift build -c release --static-swift-stdlib "$@" 2>&1 | grep -v "the use of \`mktemp' is dangerous"
    return "${PIPESTATUS[0]}"
}

# The programs of a release: simrepl and those it starts or becomes, which must lie beside it —
# simrepl-swift (the Swift front end for `import "File.swift"`), simrepl-serve and simrepl-lsp
# (what `simrepl serve` and `simrepl lsp` exec).
simrepl_programs=(simrepl simrepl-swift simrepl-serve simrepl-lsp)

# Builds each of simrepl_programs (release, Swift's runtime linked in); stops at the first that
# fails, saying which.
build_release_programs() {
    local program
    for program in "${simrepl_programs[@]}"; do
        release_build --product "$program" || { say "error: release build of $program failed"; return 1; }
    done
}

# What building needs: Swift, libedit's headers (the REPL) and libcurl's (simrepl-serve).
ensure_build_prerequisites() {
    require_swift
    ensure_libedit
    ensure_curl_dev
}

# link_on_path BINARY PREFIX — puts `simrepl` on PATH: a symbolic link PREFIX/bin/simrepl to
# BINARY, made or updated (a file there that is not a link is left alone), and says so; when
# PREFIX/bin is not on PATH, prints the one line that puts it there (on stderr, like every
# message: stdout is the program's).
link_on_path() {
    local binary=$1 bin=$2/bin
    local link=$bin/simrepl
    if [ -e "$link" ] && [ ! -L "$link" ]; then
        say "warning: $link exists and is not a link: left as it is (run $binary, or remove $link and run this again)"
        return 0
    fi
    if ! mkdir -p "$bin" || ! ln -sfn "$binary" "$link"; then
        say "warning: could not link $link: simrepl is not on your PATH (run $binary)"
        return 0
    fi
    case ":$PATH:" in
        *":$bin:"*)
            local found
            found=$(command -v simrepl || true)
            if [ "$found" = "$link" ]; then
                say "simrepl is on your PATH: $link -> $binary"
            else
                say "linked $link -> $binary, but $found comes first on your PATH"
            fi ;;
        *)
            say "linked $link -> $binary; $bin is not on your PATH, so add this line to your shell's startup file (~/.bashrc, ~/.zshrc):"
            printf 'export PATH="%s:$PATH"\n' "$bin" >&2 ;;
    esac
}

# libedit-dev: without it `swift build` fails with "you may be able to install libedit using
# your system-packager". SwiftPM finds it through pkg-config.
ensure_libedit() {
    if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libedit; then
        return 0
    fi
    local packages=(libedit-dev)
    command -v pkg-config >/dev/null 2>&1 || packages+=(pkg-config)
    say "libedit (pkg-config libedit) not found; installing ${packages[*]}"
    apt_install "${packages[@]}" || die "could not install ${packages[*]}; install it and rerun"
    pkg-config --exists libedit || die "libedit-dev is installed but 'pkg-config --exists libedit' still fails"
}

# libcurl's headers and link library: simrepl-serve's HTTP server (FlyingFox) brings Foundation's
# networking, which a static Swift standard library links against -lcurl (the server never
# fetches anything; the library is linked, not used).
ensure_curl_dev() {
    if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libcurl; then
        return 0
    fi
    say "libcurl (pkg-config libcurl) not found; installing libcurl4-openssl-dev to link simrepl-serve"
    apt_install libcurl4-openssl-dev || die "could not install libcurl4-openssl-dev; install it and rerun"
}

# tmux drives the interactive end-to-end tests; without it they are skipped (with a warning).
ensure_tmux() {
    command -v tmux >/dev/null 2>&1 && return 0
    say "tmux not found; installing it for the interactive end-to-end tests"
    apt_install tmux || say "warning: could not install tmux: the interactive end-to-end tests will be skipped"
}

# GNU time (/usr/bin/time) measures peak memory in the benchmark. Optional.
ensure_gnu_time() {
    [ -x /usr/bin/time ] && return 0
    say "/usr/bin/time not found; installing the 'time' package"
    apt_install time || say "warning: could not install 'time': peak RSS will be read from /proc instead"
}

# Graphviz checks every DOT picture simrepl draws (`dot -Tsvg`, in PictureTests).
ensure_graphviz() {
    command -v dot >/dev/null 2>&1 && return 0
    say "Graphviz (dot) not found; installing it to check the DOT pictures"
    apt_install graphviz || say "warning: could not install graphviz: DOT pictures will not be checked"
}

# jq checks the scene files `save scene` writes (scripts/check-scene.sh).
# Perl's prove (TAP::Parser) reads `simrepl test --tap` reports in TestCommandTests.
ensure_prove() {
    command -v prove >/dev/null 2>&1 && return 0
    say "prove not found; installing perl to check the TAP report with a real TAP consumer"
    apt_install perl || say "warning: could not install perl: the TAP report will not be read by prove"
}

ensure_jq() {
    command -v jq >/dev/null 2>&1 && return 0
    say "jq not found; installing it to check the scene files"
    apt_install jq || say "warning: could not install jq: scene files will not be checked"
}

# The simrepl a check script was given (default: the release build), as an absolute path; dies
# when there is none.
simrepl_argument() {
    local given=${1:-.build/release/simrepl}
    [ -x "$given" ] || die "no simrepl at $given (build it: scripts/setup.sh, or swift build -c release)"
    printf '%s/%s\n' "$(cd "$(dirname "$given")" && pwd)" "$(basename "$given")"
}

# A Python virtual environment holding exactly the pinned REQUIREMENTs (from PyPI), made once
# and reused while it holds the same pins and MODULE imports:
#   ensure_python_venv VENV MODULE REQUIREMENT...
# The checks that need a Python consumer (the TextMate engine, the workflow's YAML reader, the
# LSP client) each keep theirs under .build/ (ignored by git).
ensure_python_venv() {
    local venv=$1 module=$2
    shift 2
    local stamp="$venv/.requirements"
    if [ -x "$venv/bin/python" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$*" ] &&
        "$venv/bin/python" -c "import $module" 2>/dev/null; then
        return 0
    fi
    command -v python3 >/dev/null 2>&1 || die "python3 not found: it is needed to install $*"
    python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))' ||
        die "python3 is $(python3 -V 2>&1 | cut -d' ' -f2); $* need 3.11 or later"
    say "installing $* into $venv"
    rm -rf "$venv"
    if ! python3 -m venv "$venv" >&2; then
        # Debian's python3 keeps venv (ensurepip) in a package of its own.
        apt_install python3-venv || die "could not install python3-venv"
        rm -rf "$venv"
        python3 -m venv "$venv" >&2 || die "python3 -m venv $venv failed"
    fi
    "$venv/bin/python" -m pip install -q --disable-pip-version-check "$@" >&2 || die "pip could not install $*"
    "$venv/bin/python" -c "import $module" || die "$* installed, but $module does not import"
    printf '%s\n' "$*" > "$stamp"
}

# The real consumers of the JUnit report: the JUnit schema Jenkins' xunit plugin publishes
# (junit-10.xsd, MIT, by Gregory Boissinot; pytest validates its own reports against the copy its
# source distribution carries, which is where it is taken from here, pinned by version and
# checksum), checked with xmllint; and the junitparser package (PyPI), a JUnit reader. Both are
# downloaded once into .build-tools/junit (ignored by git, never committed): nothing of theirs is
# shipped. Sets SIMREPL_JUNIT_XSD and SIMREPL_JUNITPARSER (a PYTHONPATH folder) when they can be had.
ensure_junit_consumers() {
    local dir="$root/.build-tools/junit"
    local xsd="$dir/junit-10.xsd" parser="$dir/junitparser-3.2.0"
    command -v xmllint >/dev/null 2>&1 || { say "xmllint not found; installing libxml2-utils to check the JUnit report"; apt_install libxml2-utils || say "warning: could not install libxml2-utils"; }
    command -v python3 >/dev/null 2>&1 || { say "warning: python3 not found: the JUnit report will not be checked"; return 0; }
    mkdir -p "$dir"
    if [ ! -f "$xsd" ]; then
        say "downloading the JUnit schema (junit-10.xsd, from pytest 8.3.4's source distribution on PyPI)"
        if python3 -m pip download pytest==8.3.4 --no-deps --no-binary=:all: -d "$dir" -q >&2 2>&1 &&
           tar -xzf "$dir/pytest-8.3.4.tar.gz" -C "$dir" pytest-8.3.4/testing/example_scripts/junit-10.xsd &&
           echo "a1a816f58d1bf95ebabf371994df0b9246dee66ea9572fbec4f9296f1b2c0ff6  $dir/pytest-8.3.4/testing/example_scripts/junit-10.xsd" | sha256sum -c --quiet -; then
            mv "$dir/pytest-8.3.4/testing/example_scripts/junit-10.xsd" "$xsd"
        else
            say "warning: could not download the JUnit schema: the JUnit report will not be validated"
        fi
    fi
    if [ ! -d "$parser/junitparser" ]; then
        say "downloading junitparser 3.2.0 (PyPI) to read the JUnit report"
        python3 -m pip download junitparser==3.2.0 --no-deps --only-binary=:all: -d "$dir" -q >&2 2>&1 &&
            python3 -m zipfile -e "$dir/junitparser-3.2.0-py2.py3-none-any.whl" "$parser" ||
            say "warning: could not download junitparser: the JUnit report will not be read by it"
    fi
    [ -f "$xsd" ] && export SIMREPL_JUNIT_XSD="$xsd"
    [ -d "$parser/junitparser" ] && export SIMREPL_JUNITPARSER="$parser"
    return 0
}

# A headless chromium loads the step-through page and runs mermaid.js on the Mermaid pictures
# (StepThroughPageTests, PictureTests). Debian's package, started with --headless.
ensure_chromium() {
    command -v chromium >/dev/null 2>&1 && return 0
    say "chromium not found; installing it to check the HTML page and the Mermaid pictures in a browser"
    apt_install chromium || say "warning: could not install chromium: the browser checks will be skipped"
}

# mermaid.js, the real consumer of the Mermaid pictures: the artoo-mermaid wheel on PyPI vendors
# a pinned mermaid.min.js (11.x). It is downloaded once into .build-tools/ (ignored by git, never
# committed) and only read by the tests; it needs Python 3.12 to install, so the wheel is
# unpacked rather than installed. Prints the file's path; nothing when it cannot be had.
ensure_mermaid_js() {
    local dir="$root/.build-tools/mermaid"
    local js="$dir/artoo_mermaid/assets/mermaid.min.js"
    if [ ! -f "$js" ]; then
        command -v python3 >/dev/null 2>&1 || { say "warning: python3 not found: Mermaid pictures will not be checked"; return 0; }
        say "downloading mermaid.js (the artoo-mermaid wheel from PyPI) to check the Mermaid pictures"
        mkdir -p "$dir"
        if python3 -m pip download artoo-mermaid==11.16.0 --no-deps --only-binary=:all: --python-version 3.12 \
               -d "$dir" -q >&2 2>&1 && python3 -m zipfile -e "$dir"/artoo_mermaid-11.16.0-py3-none-any.whl "$dir"; then
            :
        else
            say "warning: could not download mermaid.js: Mermaid pictures will not be checked"
            return 0
        fi
    fi
    [ -f "$js" ] && printf '%s\n' "$js"
}
