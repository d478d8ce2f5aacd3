#!/usr/bin/env bash
# Latency at a steady load: the 100:10:1 mix's saturation rate (wrk), then the mix offered
# open-loop at half that rate (bench/openloop.py), p50/p99/p99.9 per kind, on 127.0.0.1.
# Everything is in latency_run.py; options: bench/latency_run.sh --help
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .venv/bin/tarmac ]; then
    make install
fi
exec .venv/bin/python bench/latency_run.py "$@"
