#!/usr/bin/env bash
# Booking benchmark: wrk against POST /api/v1/bookings/ and the bare write endpoint, then
# searches, quotes and bookings mixed, on 127.0.0.1. Everything is in booking_run.py;
# options: bench/booking_run.sh --help
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .venv/bin/tarmac ]; then
    make install
fi
exec .venv/bin/python bench/booking_run.py "$@"
