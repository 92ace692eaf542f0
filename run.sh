#!/usr/bin/env bash
# run.sh: score a host with the rfc005-lanes suite. With no arguments it
# scores the in-process reference host; every argument goes to `rfc005 run`
# (./run.sh -h lists them), e.g.
#   ./run.sh --host "python3 adapters/examples/python/host.py"
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bin="$here/.bin/rfc005"
(cd "$here" && go build -o "$bin" ./cmd/rfc005)
exec "$bin" run "$@"
