"""Random journeys prove the money (issue 32): bookings, payments, corrections, exchanges,
cancels, refunds, check-in and the gate, flight operations, answers to airline changes
and time passing, in any order through the real HTTP API, and after every step every
invariant of ``tests.money.invariants``.

Bounded for the suite by default; ``JOURNEYS_EXAMPLES`` and ``JOURNEYS_STEPS`` make a
longer run (``bench/money_soak.sh``), ``--hypothesis-seed`` replays one. In CI (``CI=1``)
the journeys are derandomized: the same ones every run, so a red CI is a change's doing
and replays as it is; the soak explores new ones."""

import os

import pytest
from hypothesis import HealthCheck, Phase, settings
from hypothesis.stateful import run_state_machine_as_test

from tests.money.journeys import Journeys

pytestmark = pytest.mark.journeys

EXAMPLES = int(os.environ.get("JOURNEYS_EXAMPLES", "20"))
STEPS = int(os.environ.get("JOURNEYS_STEPS", "30"))
SHRINK = os.environ.get("JOURNEYS_SHRINK", "1") == "1"


@pytest.mark.timeout(int(os.environ.get("JOURNEYS_TIMEOUT", "1800")))
def test_random_journeys_keep_every_money_invariant(journeys_database: str) -> None:
    Journeys.database_url = journeys_database
    Journeys.journeys_run = Journeys.checks_run = 0
    phases = tuple(Phase) if SHRINK else tuple(p for p in Phase if p is not Phase.shrink)
    run_state_machine_as_test(
        Journeys,
        settings=settings(
            max_examples=EXAMPLES,
            stateful_step_count=STEPS,
            deadline=None,
            derandomize=os.environ.get("CI") == "1",
            phases=phases,
            print_blob=True,
            report_multiple_bugs=True,
            suppress_health_check=[
                HealthCheck.too_slow,
                HealthCheck.data_too_large,
                HealthCheck.filter_too_much,
                HealthCheck.large_base_example,
            ],
        ),
    )
    report = os.environ.get("JOURNEYS_REPORT")
    if report:
        steps = Journeys.checks_run - Journeys.journeys_run
        with open(report, "w") as out:
            out.write(f"{Journeys.journeys_run} journeys, {steps} steps\n")
