#!/usr/bin/env bash
# The same, and a scenario with no committed golden fails the build: the missing goldens are
# recorded, then any file that appeared under scenarios/ is reported.
set -euo pipefail
swift build -c release --static-swift-stdlib --product simrepl  # as scripts/ builds it: Swift's runtime linked in
status=0
.build/release/simrepl test --keep-going --record missing --junit report.xml scenarios/ || status=$?
if [ -n "$(git status --porcelain -- scenarios)" ]; then
    echo "scenarios without a committed golden (record them locally and commit):"
    git status --porcelain -- scenarios
    status=1
fi
exit "$status"
