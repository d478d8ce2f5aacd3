#!/usr/bin/env bash
# A long run of the random journeys (tests/money, issue 32): many journeys of many steps,
# every money invariant after each step. Driven by the environment:
#   JOURNEYS_EXAMPLES  journeys to run (default 200)
#   JOURNEYS_STEPS     steps per journey at most (default 60)
#   JOURNEYS_SEED      hypothesis seed (default: a random one, printed first)
#   JOURNEYS_SHRINK    1 (default) shrinks a failure to its shortest steps; 0 reports it raw
#   JOURNEYS_TRACE     1 prints every step as it runs
#   JOURNEYS_SKIP      invariants to leave out, by name, comma-separated (to look past a
#                      failure already known)
# A failure prints the shrunk steps, the notes of what each did and was refused, the
# @reproduce_failure blob and the seed; replay it with JOURNEYS_SEED=<seed>. Failing
# examples are also kept in .hypothesis/ and tried first on the next run.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .venv/bin/pytest ]; then
    make install
fi
export JOURNEYS_EXAMPLES="${JOURNEYS_EXAMPLES:-200}"
export JOURNEYS_STEPS="${JOURNEYS_STEPS:-60}"
export JOURNEYS_TIMEOUT="${JOURNEYS_TIMEOUT:-86400}"
SEED="${JOURNEYS_SEED:-$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}"
echo "money soak: ${JOURNEYS_EXAMPLES} journeys of up to ${JOURNEYS_STEPS} steps, seed ${SEED}"
started=$(date +%s)
status=0
export JOURNEYS_REPORT="${JOURNEYS_REPORT:-$(mktemp)}"
.venv/bin/pytest -n 0 -m journeys tests/money/test_random_journeys.py -q \
    --hypothesis-seed="${SEED}" --hypothesis-show-statistics "$@" || status=$?
echo "money soak: $(cat "${JOURNEYS_REPORT}" 2>/dev/null || echo 'a failure'), $(( $(date +%s) - started )) s, seed ${SEED}, $([ "$status" = 0 ] && echo passed || echo "FAILED (replay: JOURNEYS_SEED=${SEED} $0)")"
exit "$status"
