#!/usr/bin/env bash
# Pay-with-balance benchmark: wrk against POST /api/v1/bookings/{id}/pay-with-balance on one
# partner wallet and on many, and the bare write endpoint, on 127.0.0.1. Everything is in
# payments_run.py; options: bench/payments_run.sh --help
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .venv/bin/tarmac ]; then
    make install
fi
exec .venv/bin/python bench/payments_run.py "$@"
