#!/usr/bin/env bash
# The editor settings of editors/, each checked as far as this machine can:
# - Neovim (Debian's, installed if missing): editors/neovim/simrepl.lua loaded in a headless
#   Neovim, which starts the real `simrepl lsp`, shows its diagnostics and answers hover and
#   go-to-definition (scripts/lib/check_neovim.lua) — the config as a user runs it;
# - Helix: editors/helix/languages.toml read as TOML, naming `simrepl lsp` for .sim files
#   (Helix is not in Debian 12: its use is not run here);
# - VS Code: editors/vscode/extension.js parsed by node and its manifest's entry points checked
#   (VS Code and vscode-languageclient cannot be installed here: its use is not run);
# - Emacs: editors/emacs/simrepl.el byte-compiled when Emacs is installed (not installed by this
#   script; eglot itself is not run here).
#
#   scripts/check-editors.sh [SIMREPL]     # default: .build/release/simrepl
set -euo pipefail

SCRIPT_NAME=check-editors.sh
root=$(cd -P -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
# shellcheck source=lib/common.sh
source scripts/lib/common.sh

case "${1:-}" in
    -h|--help) print_header_help "$0"; exit 0 ;;
esac
simrepl=$(simrepl_argument "${1:-}")
failed=()

work=$(mktemp -d "${TMPDIR:-/tmp}/simrepl-editors.XXXXXX")
trap 'rm -rf "$work"' EXIT

# Neovim: a script whose 7th line has an unknown name, an expect that passes (not marked in
# Neovim: it would crowd the lines), and a button to hover and find. It lives
# in a repository (.git) and includes its window from a folder beside its own, and Neovim starts
# in the script's own folder: the workspace is found above it, so the include is read.
command -v nvim >/dev/null 2>&1 || { say "nvim not found; installing Debian's neovim to check editors/neovim"; apt_install neovim || true; }
if command -v nvim >/dev/null 2>&1; then
    mkdir -p "$work/repo/.git" "$work/repo/scene" "$work/repo/lib"
    printf 'window main\n' > "$work/repo/scene/_window.sim"
    printf 'include "../scene/_window.sim"\ncontroller home in main\nbutton save in home.view frame 20 100 120 44\nmethod home didTapSave: { log "saved" }\ntap save\nexpect save.highlighted == false\ntap sav\n' > "$work/repo/lib/a.sim"
    (cd "$work/repo/lib" && SIMREPL_NVIM_FILE="$work/repo/lib/a.sim" SIMREPL_NVIM_OUT="$work/nvim.out" timeout 60 \
        nvim --headless -n -i NONE --clean --cmd "lua vim.g.simrepl_command = { '$simrepl', 'lsp' }" \
        -u "$root/editors/neovim/simrepl.lua" -c "luafile $root/scripts/lib/check_neovim.lua" </dev/null >/dev/null 2>&1) || true
    out=$(cat "$work/nvim.out" 2>/dev/null || true)
    expect_line() {
        if grep -qF -- "$1" <<<"$out"; then echo "ok     neovim: $2"; else echo "FAILED neovim: $2 (wanted '$1' in: ${out:-nothing})"; failed+=("neovim: $2"); fi
    }
    expect_line "filetype sim" ".sim files get the filetype sim"
    expect_line "diagnostic 7:5 1 no object named 'sav'" "the server's error shows at 7:5"
    if grep -q "^diagnostic 6:" <<<"$out"; then
        echo "FAILED neovim: a passed expect is not marked (got: $(grep "^diagnostic 6:" <<<"$out"))"; failed+=("neovim: a passed expect is not marked")
    else
        echo "ok     neovim: a passed expect is not marked"
    fi
    if grep -q "^diagnostic 1:" <<<"$out"; then
        echo "FAILED neovim: include \"../scene/_window.sim\" from the script's own folder is read (got: $(grep "^diagnostic 1:" <<<"$out"))"
        failed+=("neovim: the include above the script's folder")
    else
        echo "ok     neovim: include \"../scene/_window.sim\" from the script's own folder is read (the workspace is the repository)"
    fi
    expect_line "usage: method OBJECT ACTION" "K on a command shows its usage"
    expect_line "definition 3:8" "gd on a name goes to its button line"
else
    say "warning: nvim could not be installed: editors/neovim is not checked"
fi

# Helix: the TOML as Helix reads it.
if python3 - "$root/editors/helix/languages.toml" <<'PY'; then echo "ok     helix: languages.toml names simrepl lsp for .sim files"; else failed+=("helix"); fi
import sys, tomllib
config = tomllib.load(open(sys.argv[1], "rb"))
server = config["language-server"]["simrepl"]
language = next(l for l in config["language"] if l["name"] == "sim")
ok = server["command"] == "simrepl" and server["args"] == ["lsp"] and language["file-types"] == ["sim"] and language["language-servers"] == ["simrepl"]
if not ok: print("FAILED helix: languages.toml does not name simrepl lsp for .sim files")
sys.exit(0 if ok else 1)
PY

# VS Code: the extension's script parses and its manifest points at it.
if command -v node >/dev/null 2>&1 && node --check editors/vscode/extension.js &&
   python3 -c 'import json,sys; d=json.load(open("editors/vscode/package.json")); sys.exit(0 if d["main"] == "./extension.js" and "onLanguage:sim" in d["activationEvents"] and "vscode-languageclient" in d["dependencies"] else 1)'; then
    echo "ok     vscode: extension.js parses; package.json activates it for .sim with vscode-languageclient"
else
    echo "FAILED vscode: extension.js or package.json"; failed+=("vscode")
fi

# Emacs: byte-compiled, when there is an Emacs.
if command -v emacs >/dev/null 2>&1; then
    cp editors/emacs/simrepl.el "$work/"
    if emacs --batch -Q --eval '(setq byte-compile-error-on-warn t)' -f batch-byte-compile "$work/simrepl.el" 2>"$work/emacs.log"; then
        echo "ok     emacs: simrepl.el byte-compiles without warnings"
    else
        echo "FAILED emacs: $(cat "$work/emacs.log")"; failed+=("emacs")
    fi
else
    say "emacs not installed: editors/emacs/simrepl.el is not byte-compiled here"
fi

[ "${#failed[@]}" -eq 0 ] || die "failed: ${failed[*]}"
say "all editor checks passed"
