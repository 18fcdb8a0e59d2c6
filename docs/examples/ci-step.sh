#!/usr/bin/env bash
# Replay every scenario under scenarios/ as tests; exit 0 passed, 1 failed, 2 broken.
# Run from the root of the simrepl package (needs Swift 6.3 and libedit-dev).
set -euo pipefail
swift build -c release --static-swift-stdlib --product simrepl  # as scripts/ builds it: Swift's runtime linked in
export CI="${CI:-true}"     # compare goldens, never record them (the default under CI anyway)
.build/release/simrepl test --keep-going --junit report.xml scenarios/
