"""How far behind a read replica is (``db.replica.Freshness``), from the primary's WAL
positions noted by the probes and the position the replica has replayed: no server here
(``tests/db/test_replica.py`` runs a real standby)."""

from time import monotonic

import pytest
from pydantic import ValidationError

from tarmac.db.engine import create_engine
from tarmac.db.replica import Freshness, Replica, Sample, Source
from tests.conftest import make_settings


def test_an_idle_primary_leaves_the_replica_fresh():
    freshness = Freshness()
    for at in range(100):  # the primary writes nothing for 100 s; each probe finds it there
        freshness.primary(Sample(float(at), 7, 5000))
        freshness.replica(5000)
    assert freshness.lag(99.05) < 0.1
    assert freshness.replayed == Sample(99.0, 7, 5000)


def test_a_replica_that_replays_nothing_more_falls_behind_once_the_primary_writes():
    freshness = Freshness()
    freshness.primary(Sample(0.0, 1, 100))
    freshness.replica(100)
    for at in range(1, 10):  # the primary writes; replay is paused (or the link is lost)
        freshness.primary(Sample(float(at), 1 + at, 100 + at))
        freshness.replica(100)
    assert freshness.lag(9.5) == 9.5  # it holds everything up to the first probe only
    assert freshness.replayed is not None and freshness.replayed.mark == 1


def test_paused_replay_with_nothing_to_replay_is_not_behind():
    freshness = Freshness()
    for at in range(10):  # the replica replays nothing more, and there is nothing more
        freshness.primary(Sample(float(at), 3, 100))
        freshness.replica(100)
    assert freshness.lag(9.0) == 0.0


def test_catching_up_moves_to_the_newest_position_replayed():
    freshness = Freshness()
    for at in range(10):
        freshness.primary(Sample(float(at), at, 100 * at))
    freshness.replica(450)  # between the samples of 4 s and 5 s
    assert freshness.replayed == Sample(4.0, 4, 400)
    assert freshness.lag(10.0) == 6.0
    freshness.replica(900)
    assert freshness.replayed == Sample(9.0, 9, 900)


def test_unknown_until_replayed_and_after_being_lost():
    freshness = Freshness()
    assert freshness.lag(1.0) == float("inf")
    freshness.primary(Sample(0.0, 0, 100))
    freshness.replica(50)  # behind the first position noted: how far is not known
    assert freshness.lag(1.0) == float("inf")
    freshness.replica(100)
    assert freshness.lag(1.0) == 1.0
    freshness.lost()  # a read failed there: untrusted until a probe sees it again
    assert freshness.lag(1.0) == float("inf")
    freshness.primary(Sample(2.0, 0, 100))
    freshness.replica(100)
    assert freshness.lag(2.5) == 0.5


def test_the_probe_must_be_shorter_than_the_bound():
    with pytest.raises(ValidationError, match="PROBE_SECONDS must be shorter"):
        make_settings(
            database_replica_url="postgresql://postgres@replica/tarmac",
            database_replica_max_lag_seconds=0.5,
            database_replica_probe_seconds=0.5,
        )


async def test_reads_go_to_the_replica_only_within_the_bound_with_its_mark():
    engine = create_engine("postgresql+asyncpg://postgres@/tarmac?host=/nowhere")
    replica = Replica(engine, engine, max_lag_seconds=1.0, probe_seconds=0.1)
    try:
        assert replica.source(42) == Source(None, 42)  # never probed: the primary
        now = monotonic()
        replica.freshness.primary(Sample(now - 0.5, 40, 100))
        replica.freshness.primary(Sample(now, 41, 200))
        replica.freshness.replica(150)  # it holds what was committed half a second ago
        # what it reads is current as of the mark noted then, not the current one
        assert replica.source(42) == Source(replica, 40)
        replica.freshness.replayed = Sample(now - 1.5, 39, 50)  # further behind than the bound
        assert replica.source(42) == Source(None, 42)
    finally:
        await engine.dispose()
