"""CPU time a server process has used, from its own counters (``/proc/<pid>/stat``).

On a shared host requests per second move with whatever else runs; the CPU a process
spends per request moves far less, so every runner reports both. A server's CPU is its
own plus its descendants' (``tarmac serve --workers 2`` forks API processes), read at
the start and the end of the measured window.
"""

import contextlib
import os
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

import collector

# reads of /metrics, off the caller's thread: a generator's event loop must not wait for them
_READER = ThreadPoolExecutor(max_workers=2, thread_name_prefix="collector")

TICKS = os.sysconf("SC_CLK_TCK")


def _stat(pid: int) -> list[str] | None:
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except (FileNotFoundError, ProcessLookupError, PermissionError):
        return None
    # the command name (field 2) is in parentheses and may hold spaces
    return text[text.rindex(")") + 2 :].split()


def _descendants(pid: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and (fields := _stat(int(entry.name))) is not None:
            children.setdefault(int(fields[1]), []).append(int(entry.name))
    found, todo = [], [pid]
    while todo:
        current = todo.pop()
        found.append(current)
        todo.extend(children.get(current, ()))
    return found


def tree_cpu_seconds(pid: int) -> dict[int, float]:
    """User plus system CPU seconds of ``pid`` and each living descendant, by pid."""
    seconds = {}
    for each in _descendants(pid):
        fields = _stat(each)
        if fields is not None:
            # fields 14 and 15 of stat(5) (utime, stime), counted here from field 3
            seconds[each] = (int(fields[11]) + int(fields[12])) / TICKS
    return seconds


def tree_waiting_seconds(pid: int) -> dict[int, float]:
    """Seconds each thread of ``pid`` and its living descendants spent runnable but waiting
    for a CPU (``/proc/<pid>/task/<tid>/schedstat``, field 2), by thread id."""
    seconds = {}
    for each in _descendants(pid):
        try:
            tasks = list(Path(f"/proc/{each}/task").iterdir())
        except (FileNotFoundError, ProcessLookupError, PermissionError):
            continue
        for task in tasks:
            with contextlib.suppress(OSError, IndexError):  # a thread that just ended
                seconds[int(task.name)] = int((task / "schedstat").read_text().split()[1]) / 1e9
    return seconds


class CpuWindow:
    """CPU used by a process tree between ``start()`` and ``stop()``, and the time it
    waited for a CPU while runnable (``waited``: other work on the host); a process that
    started inside the window counts from zero. With ``metrics_url`` (the API's
    ``/metrics``), its cycle collector's pauses over the window too (``pauses``), read
    in a thread of their own."""

    def __init__(self, pid: int, metrics_url: str | None = None) -> None:
        self.pid = pid
        self.metrics_url = metrics_url
        self.before: dict[int, float] = {}
        self.waiting_before: dict[int, float] = {}
        self._collector_reads: list[Future[collector.Snapshot | None]] = []
        self.seconds = 0.0
        self.waited = 0.0

    def start(self) -> None:
        if self.metrics_url is not None:
            self._collector_reads = [_READER.submit(collector.read, self.metrics_url)]
        self.before = tree_cpu_seconds(self.pid)
        self.waiting_before = tree_waiting_seconds(self.pid)

    def stop(self) -> float:
        after = tree_cpu_seconds(self.pid)
        self.seconds = sum(used - self.before.get(pid, 0.0) for pid, used in after.items())
        waiting = tree_waiting_seconds(self.pid)
        self.waited = sum(w - self.waiting_before.get(tid, 0.0) for tid, w in waiting.items())
        if self.metrics_url is not None:
            self._collector_reads.append(_READER.submit(collector.read, self.metrics_url))
        return self.seconds

    @property
    def pauses(self) -> list[collector.Pauses] | None:
        """The collector's pauses between ``start()`` and ``stop()`` (waits for the reads)."""
        if len(self._collector_reads) != 2:
            return None
        before, after = (read.result() for read in self._collector_reads)
        return collector.between(before, after)
