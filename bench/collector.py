"""The API's cycle-collector pauses over a measured window, from its ``/metrics``
(``tarmac_gc_pause_seconds{generation}``, docs/operations.md): how many collections of
each generation ran, how long they paused the process in all, and the longest (the upper
bound of the histogram's bucket it fell in). ``read`` answers None for a server without
the metric (``bare_app.py``), and every runner then reports nothing for it.

With several API processes behind one port (``tarmac serve --workers 2``), ``/metrics``
answers from whichever process took the connection: the figures are then one process's.
"""

import math
import re
import urllib.request
from dataclasses import dataclass

_SAMPLE = re.compile(
    r'^tarmac_gc_pause_seconds_(bucket|count|sum)\{generation="(\d)"(?:,le="([^"]+)")?\} (\S+)$',
    re.M,
)

# by generation: (count, seconds, {bucket bound: cumulative count})
Snapshot = dict[int, tuple[float, float, dict[float, float]]]


def read(metrics_url: str) -> Snapshot | None:
    """The collector's histogram as ``metrics_url`` shows it now, or None without it."""
    try:
        with urllib.request.urlopen(metrics_url, timeout=10) as response:  # noqa: S310 (loopback)
            text = response.read().decode()
    except (OSError, ValueError):
        return None
    return parse(text)


def parse(text: str) -> Snapshot | None:
    """The collector's histogram in a Prometheus text exposition, or None without it."""
    found: dict[int, list] = {}
    for kind, generation, bound, value in _SAMPLE.findall(text):
        entry = found.setdefault(int(generation), [0.0, 0.0, {}])
        if kind == "count":
            entry[0] = float(value)
        elif kind == "sum":
            entry[1] = float(value)
        else:
            entry[2][math.inf if bound == "+Inf" else float(bound)] = float(value)
    return {generation: (c, s, b) for generation, (c, s, b) in found.items()} or None


@dataclass(frozen=True)
class Pauses:
    """The collections of one generation in a window: how many, their total, the longest's
    bucket bound (seconds; ``math.inf`` past the last bucket)."""

    generation: int
    collections: int
    seconds: float
    longest_under: float


def between(before: Snapshot | None, after: Snapshot | None) -> list[Pauses] | None:
    """What the collector did between two snapshots of one process, by generation."""
    if before is None or after is None:
        return None
    found = []
    for generation, (count, seconds, buckets) in sorted(after.items()):
        was_count, was_seconds, was_buckets = before.get(generation, (0.0, 0.0, {}))
        collections = int(count - was_count)
        if collections <= 0:
            found.append(Pauses(generation, 0, 0.0, 0.0))
            continue
        longest = min(
            bound
            for bound, cumulative in buckets.items()
            if cumulative - was_buckets.get(bound, 0.0) >= collections
        )
        found.append(Pauses(generation, collections, seconds - was_seconds, longest))
    return found


def _ms(seconds: float) -> str:
    if math.isinf(seconds):
        return "over 1 s"
    return f"{seconds * 1000:,.1f} ms" if seconds < 0.01 else f"{seconds * 1000:,.0f} ms"


def describe(pauses: list[Pauses] | None) -> str:
    """One line: each generation's collections, their total pause and the longest."""
    if pauses is None:
        return "n/a"
    parts = []
    for each in pauses:
        if each.collections == 0:
            parts.append(f"gen {each.generation}: none")
        else:
            parts.append(
                f"gen {each.generation}: {each.collections:,} paused {_ms(each.seconds)}, "
                f"longest <= {_ms(each.longest_under)}"
            )
    return "; ".join(parts)
