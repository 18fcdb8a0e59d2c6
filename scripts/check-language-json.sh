#!/usr/bin/env bash
# Checks `simrepl language` (the .sim language as JSON, for editors and tools) with the real jq:
# the document's shape (every command with usage lines and grammar trees whose nodes each have
# exactly one kind, every argument with a label and a kind, every class with both platform
# names, every config setting with a unit and a default), and that it agrees with what else the
# project ships — the trace schema's record kinds (docs/trace.schema.json) and `help`'s command
# list. test.sh runs it; scripts/check-grammar.sh and scripts/docs.py read the same JSON.
#
#   scripts/check-language-json.sh [SIMREPL]     # default: .build/debug/simrepl
#
# Exit status: 0 when it conforms, 1 when it does not, 2 when jq or simrepl is missing.
set -euo pipefail

SCRIPT_NAME=check-language-json.sh
root=$(cd -P -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=lib/common.sh
source "$root/scripts/lib/common.sh"
ensure_jq
command -v jq >/dev/null 2>&1 || { say "jq not found: cannot check the language description"; exit 2; }
simrepl=${1:-$root/.build/debug/simrepl}
[ -x "$simrepl" ] || { say "$simrepl not found: build simrepl first"; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$simrepl" language >"$work/language.json" || die "simrepl language failed"
"$simrepl" language | cmp -s - "$work/language.json" || die "simrepl language printed different bytes on a second run"

read -r -d '' checks <<'JQ' || true
def node_problems($where):
  (to_entries | map(select(.key != "atLeast" and .key != "more")) | length) as $kinds
  | (if $kinds == 1 then empty else "\($where): a grammar node with \($kinds) kinds (\(keys | join(", ")))" end),
    (if has("argument") then
       (.argument | if (.label | type) == "string" and (.kind | type) == "string" and (.what | type) == "string" then empty
                    else "\($where): an argument without label, kind or what" end),
       (if .argument.kind == "object" and (.argument.accepts | type) != "string" then "\($where): an object argument that accepts nothing" else empty end),
       (if .argument.kind == "choice" and ((.argument.words // []) | length) == 0 then "\($where): a choice without words" else empty end)
     else empty end),
    ((.sequence // .optional // .oneOf // .repeated // .commaSeparated // .options // [])[] | node_problems($where)),
    ((.more // [])[] | node_problems($where));

(if .schemaVersion == 1 then empty else "schemaVersion is \(.schemaVersion), expected 1" end),
(if (.commands | length) >= 50 then empty else "only \(.commands | length) commands" end),
(.commands | map(.name) | group_by(.)[] | select(length > 1) | "command \(.[0]) is listed \(length) times"),
(.commands[] | . as $c
  | (if (.usage | length) == (.forms | length) and (.usage | length) > 0 then empty
     else "\($c.name): \(.usage | length) usage lines for \(.forms | length) forms" end),
    (if (.summary | length) > 0 then empty else "\($c.name): no summary" end),
    (if (["scene", "wiring", "events", "inspect", "expect", "script"] | index($c.topic)) then empty else "\($c.name): unknown topic \($c.topic)" end),
    (if (["everywhere", "touchOnly", "mouseOnly", "notInAppKit"] | index($c.availability)) then empty else "\($c.name): unknown availability \($c.availability)" end),
    (.forms[] | node_problems($c.name))),
(.classes[] | . as $k
  | (if (.uikit | length) > 0 and (.appkit | length) > 0 then empty else "\($k.kind): a class without its UIKit or AppKit name" end),
    (.properties[] | .type as $t | if (["bool", "number", "string", "object", "frame", "list", "any"] | index($t)) then empty
                     else "\($k.kind).\(.name): unknown type \(.type)" end)),
((.commands | map(.name)) as $names
  | [.commands[] | select(.name == "gesture") | .. | objects | select(has("argument")) | .argument.words // [] | .[]] as $gestures
  | .classes[] | select(.maker != null) | .maker as $m
  | if (.kind | endswith("Recognizer")) then
      (if $gestures | index($m) then empty else "class \(.kind): \($m) is not a kind `gesture` takes" end)
    elif $names | index($m) then empty else "class \(.kind): its maker \($m) is not a command" end),
(.config[] | .unit as $u | if (["points", "microseconds", "events", "flag"] | index($u)) and (.default | type) == "number" and .default >= .minimum
             then empty else "config \(.name): unit \(.unit), default \(.default), minimum \(.minimum)" end)
JQ

status=0
problems=$(jq -r "$checks" "$work/language.json") || die "jq could not read the language description"
if [ -n "$problems" ]; then printf '%s\n' "$problems" >&2; status=1; fi

# The record kinds: the trace schema lists the header and every kind the language lists.
jq -r '.events[]' "$work/language.json" | sort >"$work/events"
jq -r '.properties.kind.enum[] | select(. != "header")' "$root/docs/trace.schema.json" | sort >"$work/schema-kinds"
if ! diff -u "$work/schema-kinds" "$work/events" >"$work/kinds.diff"; then
    say "the event kinds of simrepl language and docs/trace.schema.json differ:"; cat "$work/kinds.diff" >&2; status=1
fi
# The commands: `help` lists the same ones.
jq -r '.commands[].name' "$work/language.json" | sort >"$work/commands"
printf 'help\n' | "$simrepl" run /dev/stdin | sed -n 's/^  \([A-Za-z]\+\) .*/\1/p' | sort >"$work/help"
if ! diff -u "$work/help" "$work/commands" >"$work/commands.diff"; then
    say "simrepl language and help list different commands:"; cat "$work/commands.diff" >&2; status=1
fi

if [ "$status" -eq 0 ]; then
    say "simrepl language: $(jq '.commands | length' "$work/language.json") commands, $(jq '.classes | length' "$work/language.json") classes, $(jq '.events | length' "$work/language.json") event kinds, $(jq '.config | length' "$work/language.json") settings: conforms"
fi
exit "$status"
