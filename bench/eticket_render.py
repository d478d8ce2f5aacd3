"""How long the e-ticket PDF takes to render: the median of 20 renders of the test suite's
representative ticket (a round trip for three passengers, Cyrillic fare notes), after one
render that reads the fonts. About 25 ms on the development machine.

    .venv/bin/python bench/eticket_render.py
"""

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.ticketing.test_eticket import representative

from tarmac.ticketing.eticket import render

RUNS = 20


def main() -> None:
    ticket = representative()
    render(ticket)
    times = []
    for _ in range(RUNS):
        started = time.perf_counter()
        render(ticket)
        times.append(time.perf_counter() - started)
    print(
        f"e-ticket render: median {statistics.median(times) * 1000:.1f} ms, "
        f"min {min(times) * 1000:.1f} ms, max {max(times) * 1000:.1f} ms over {RUNS} renders"
    )


if __name__ == "__main__":
    main()
