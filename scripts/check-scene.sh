#!/usr/bin/env bash
# Checks a scene file that `save scene` wrote with the real jq: the format, and the shape of every
# object and connection (docs/scenes.md). test.sh runs it on scripts/nib/login.scene.json (and
# the AppKit scripts/appkit/document.scene.json), which their save scenarios rewrite on every replay.
#
#   scripts/check-scene.sh [FILE]      # default scripts/nib/login.scene.json
#
# Exit status: 0 when the file passes, 1 when it does not, 2 when jq is missing.
set -euo pipefail

SCRIPT_NAME=check-scene.sh
root=$(cd -P -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
# shellcheck source=lib/common.sh
source scripts/lib/common.sh

file=${1:-scripts/nib/login.scene.json}
ensure_jq
command -v jq >/dev/null 2>&1 || { say "jq not found: cannot check $file"; exit 2; }

# Every connection names objects of the file (or File's Owner); each type has its own fields.
jq -e '
  def str: type == "string";
  (.objects | map(.name)) as $names
  | def known: . == "File'"'"'s Owner" or (. as $n | $names | index($n) != null);
  .format == "simrepl-scene" and .version == 1 and (.platform | str)
  and (.objects | length) > 0
  and all(.objects[]; (.name | str) and (.class | str)
          and ((.superview // .container // .rootViewOf // .view // null) as $p | $p == null or ($p | known)))
  and (.connections | length) > 0
  and all(.connections[];
      (.source | str) and (.source | known) and
      if .type == "outlet" then (.name | str) and (.destination | known) and (.storage == "weak" or .storage == "strong")
      elif .type == "action" then (has("target")) and (.target == null or (.target | known)) and (.action | str)
                                  and (.events == null or (.events | length > 0 and all(.[]; str)))
      elif .type == "delegate" then (.property | str) and (.destination | known)
      else false end)
  and (.notSaved | type == "array")
' "$file" >/dev/null || { say "$file: not a well-formed scene file (jq check failed)"; exit 1; }
say "$file: a well-formed scene file ($(jq '.objects | length' "$file") objects, $(jq '.connections | length' "$file") connections)"
