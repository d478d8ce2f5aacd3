"""The benchmarks' reading of the collector's pauses (``bench/collector.py``) from what the
API's ``/metrics`` really renders."""

import gc
import sys
from pathlib import Path

from tarmac.core import metrics

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
import collector


def test_a_window_counts_the_collections_run_inside_it():
    metrics.time_collector_pauses()
    before = collector.parse(metrics.render()[0].decode())
    gc.collect(0)
    gc.collect(2)
    gc.collect(2)
    after = collector.parse(metrics.render()[0].decode())
    by_generation = {p.generation: p for p in collector.between(before, after)}
    assert by_generation[2].collections == 2
    assert by_generation[0].collections >= 1
    assert by_generation[2].seconds > 0
    assert by_generation[2].longest_under >= by_generation[2].seconds / 2
    assert "gen 2: 2 paused" in collector.describe(list(by_generation.values()))


def test_a_server_without_the_metric_reports_nothing():
    assert collector.parse("# nothing here\n") is None
    assert collector.between(None, None) is None
    assert collector.describe(None) == "n/a"
