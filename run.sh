#!/usr/bin/env bash
# run.sh: score a host with the rfc005-lanes suite. With no arguments it
# scores the in-process reference host; every argument goes to `rfc005 run`
# (./run.sh -h lists them), e.g.
#   ./run.sh --host "python3 adapters/examples/python/host.py"
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bin="$here/.bin/rfc005"
# Say what is happening: on a fresh machine the first build downloads the
# modules and compiles (the README's figure: about 40 s on a quiet 2-core
# machine, two or three times that on a busy one) before the run prints
# anything.
echo "run.sh: building rfc005 into .bin/ (the first build downloads its modules and compiles them: about 40 s on a quiet 2-core machine, longer on a busy one)…" >&2
start=$(date +%s)
(cd "$here" && go build -o "$bin" ./cmd/rfc005)
echo "run.sh: built in $(( $(date +%s) - start ))s; running rfc005 run $*" >&2
exec "$bin" run "$@"
