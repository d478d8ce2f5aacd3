"""Prometheus metrics at ``/metrics``: request counts and latency by route template, how
often each in-process cache answers from memory, the worker's webhook attempts, push results
and errors, and the outbox lag and webhook deliveries by status (``health`` reads them at
each scrape)."""

import gc
from collections.abc import Awaitable, Callable
from time import perf_counter
from typing import Any

from prometheus_client import CONTENT_TYPE_LATEST, Counter, Gauge, Histogram, generate_latest

# What the database holds, read at each scrape by the room that owns it (registered at
# import with ``reads_database``): every process, API or worker, shows the same, where a
# counter shows only its own process's.
DatabaseReader = Callable[[Any], Awaitable[None]]
DATABASE_READERS: list[DatabaseReader] = []


def reads_database(reader: DatabaseReader) -> DatabaseReader:
    DATABASE_READERS.append(reader)
    return reader


REQUESTS = Counter("tarmac_http_requests_total", "HTTP requests", ["method", "route", "status"])
CACHE_LOOKUPS = Counter(
    "tarmac_cache_lookups_total",
    "Reads of an in-process cache, answered from memory (hit) or loaded (miss)",
    ["cache", "outcome"],
)
LATENCY = Histogram(
    "tarmac_http_request_duration_seconds",
    "HTTP request latency",
    ["method", "route"],
    buckets=(0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0),
)


# a read replica (``db.replica``): how far behind this process last found it, and where the
# reads that tolerate staleness went (the replica while within the bound; the primary when
# it was behind, unreachable, or a read failed there)
REPLICA_LAG = Gauge(
    "tarmac_replica_lag_seconds",
    "How far the read replica was behind the primary at the last probe (+Inf: unknown)",
)
REPLICA_READS = Counter(
    "tarmac_replica_reads_total",
    "Reads that tolerate a bounded staleness, by where they went (replica, primary) and why "
    "(fresh; behind: past the bound or unreachable at the last probe; failed: the read "
    "failed on the replica and was made on the primary)",
    ["target", "reason"],
)


GC_PAUSES = Histogram(
    "tarmac_gc_pause_seconds",
    "Pauses of this process's cycle collector, by the oldest generation collected",
    ["generation"],
    buckets=(0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0),
)


class _CollectorPauses:
    """A ``gc.callbacks`` hook timing each collection from its start to its stop. The
    children are made beforehand: the hook runs inside a collection, on every thread."""

    def __init__(self) -> None:
        self._started = 0.0
        self._children = [GC_PAUSES.labels(str(generation)) for generation in range(3)]

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._started = perf_counter()
        else:
            self._children[info["generation"]].observe(perf_counter() - self._started)


def time_collector_pauses() -> None:
    """Time the collector's pauses into ``GC_PAUSES``; once per process, however many apps
    it builds."""
    if not any(isinstance(hook, _CollectorPauses) for hook in gc.callbacks):
        gc.callbacks.append(_CollectorPauses())


# the labelled children, looked up once per (method, route, status)
_children: dict[tuple[str, str, int], tuple] = {}


def observe(method: str, route: str, status: int, seconds: float) -> None:
    children = _children.get((method, route, status))
    if children is None:
        children = (REQUESTS.labels(method, route, str(status)), LATENCY.labels(method, route))
        _children[(method, route, status)] = children
    children[0].inc()
    children[1].observe(seconds)


def render() -> tuple[bytes, str]:
    return generate_latest(), CONTENT_TYPE_LATEST


# the worker's (an API process running the worker in-process shows them too)
WEBHOOK_ATTEMPTS = Counter(
    "tarmac_webhook_attempts_total",
    "Webhook delivery attempts, by what the delivery became: delivered, retry, dead_letter",
    ["result"],
)
WORKER_ERRORS = Counter(
    "tarmac_worker_errors_total",
    "Failures in the worker: an event handler, a periodic task, a delivery, an iteration",
    ["kind"],
)
# read from the database at each scrape, so every process shows the same
OUTBOX_LAG = Gauge(
    "tarmac_outbox_lag_seconds", "Age of the oldest outbox event not yet processed (0: none)"
)
WEBHOOK_DELIVERIES = Gauge(
    "tarmac_webhook_deliveries", "Webhook deliveries kept, by status", ["status"]
)
PUSH_RESULTS = Counter(
    "tarmac_push_results_total",
    "Push notification attempts by outcome (sent, retry, failed, unregistered)",
    ["provider", "outcome"],
)
PUSH_MESSAGES = Gauge(
    "tarmac_push_messages",
    "Push notifications kept, by status (queued, sent, failed, ...)",
    ["status"],
)
OUTBOX_FAILING = Gauge(
    "tarmac_outbox_events_failing",
    "Outbox events not yet processed whose last handling failed (a handler's error)",
)
MONEY_OUT_OF_BALANCE = Gauge(
    "tarmac_money_out_of_balance",
    "Rows out of balance in the worker's latest reconciliation of the money (bookings, "
    "partners' commission, fee payments, wallets): 0 when everything adds up",
)
TASKS_FAILING = Gauge(
    "tarmac_worker_tasks_failing", "Periodic worker tasks whose last run failed", ["task"]
)
