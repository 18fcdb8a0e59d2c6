#!/usr/bin/env bash
# Checks JSON Lines traces (`simrepl run --trace json`) line by line with the real jq against the
# JSON Schema the project ships, docs/trace.schema.json. jq has no JSON Schema validator, so
# the part of JSON Schema the file uses is interpreted here, in jq: type (with integer),
# required, properties, additionalProperties false, enum, const, items, allOf and if/then/else.
#
#   scripts/check-trace-json.sh FILE...        # each a .jsonl file, or - for standard input
#
# Prints `FILE:LINE: problem` for each record that does not conform. Exit status: 0 when every
# line conforms, 1 when one does not, 2 when jq is missing.
set -euo pipefail

SCRIPT_NAME=check-trace-json.sh
root=$(cd -P -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=lib/common.sh
source "$root/scripts/lib/common.sh"
ensure_jq
command -v jq >/dev/null 2>&1 || { say "jq not found: cannot check the traces"; exit 2; }
[ "$#" -gt 0 ] || die "give one or more JSON Lines files (or -)"

read -r -d '' validator <<'JQ' || true
def typeok($t): if $t == "integer" then (type == "number" and . == floor)
                elif $t == "null" then . == null else type == $t end;
def errs($s; $p):
  . as $v
  | (if $s | has("type") then
       (if [([$s.type] | flatten)[] as $t | $v | typeok($t)] | any then empty
        else "\($p): expected \($s.type | tostring), found \($v | type)" end)
     else empty end),
    (if $s | has("enum") then (if $s.enum | index([$v]) then empty else "\($p): \($v | tojson) is not one of the allowed values" end) else empty end),
    (if $s | has("const") then (if $v == $s.const then empty else "\($p): expected \($s.const | tojson)" end) else empty end),
    (if ($s | has("required")) and ($v | type) == "object" then
       ($s.required[] | select(. as $k | $v | has($k) | not) | "\($p): missing \"\(.)\"")
     else empty end),
    (if ($s | has("properties")) and ($v | type) == "object" then
       ($v | keys_unsorted[] as $k
        | if $s.properties | has($k) then ($v[$k] | errs($s.properties[$k]; "\($p).\($k)"))
          elif $s.additionalProperties == false then "\($p): unexpected key \"\($k)\""
          else empty end)
     else empty end),
    (if ($s | has("items")) and ($v | type) == "array" then ($v | to_entries[] | .value | errs($s.items; $p + "[]")) else empty end),
    (if $s | has("allOf") then ($s.allOf[] as $sub | $v | errs($sub; $p)) else empty end),
    (if $s | has("if") then
       (if [$v | errs($s.if; $p)] | length == 0 then ($v | errs($s.then // {}; $p))
        else ($v | errs($s.else // {}; $p)) end)
     else empty end);
. as $line | (fromjson? // "not JSON") as $record
| if $record == "not JSON" then "not a JSON object: \($line[0:60])"
  else ($record | errs($schema[0]; "record")) end
JQ

status=0
for file in "$@"; do
    name=$file
    [ "$file" = "-" ] && name="<stdin>"
    # jq prints nothing for a conforming line, and `LINE: problem` for each problem of the others.
    problems=$(jq -R -r --slurpfile schema "$root/docs/trace.schema.json" \
        "input_line_number as \$n | ([$validator] | .[] | \"\\(\$n): \\(.)\")" "$file" 2>&1 || true)
    if [ -n "$problems" ]; then
        printf '%s\n' "$problems" | sed "s|^|$name:|"
        status=1
    fi
done
exit $status
