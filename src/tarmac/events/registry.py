"""What the worker does: the outbox-event handlers and periodic tasks that domains register
at import time (``registry.on_event``, ``registry.every`` in their ``tasks.py``).

It lives here rather than in ``tarmac.worker`` so that domains depend only on this list,
never on the loop that runs it (``tarmac.worker``, which imports the domains' task modules).
"""

import fnmatch
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.config import Settings
from tarmac.events.models import OutboxEvent

# a handler gets the worker's settings, as a periodic task does (what a magic link is signed
# with, where the e-mails go)
EventHandler = Callable[[AsyncSession, OutboxEvent, Settings], Awaitable[None]]
# a periodic task returns how many items it handled (None: it does not count)
PeriodicTask = Callable[[AsyncSession, Settings], Awaitable[int | None]]


@dataclass
class Periodic:
    name: str
    every: timedelta
    run: PeriodicTask
    # work that time makes due (expiries, later retries, messages): the sandbox runs it at
    # once when its test clock moves, whatever the schedule, again while it reports items
    on_clock: bool = False


@dataclass
class Registry:
    """What the worker does. Modules register at import time with the decorators below."""

    handlers: list[tuple[str, EventHandler]] = field(default_factory=list)
    periodic: dict[str, Periodic] = field(default_factory=dict)

    def on_event(self, pattern: str) -> Callable[[EventHandler], EventHandler]:
        """Handle events whose type matches ``pattern`` (``booking.*``, ``*``)."""

        def register(fn: EventHandler) -> EventHandler:
            self.handlers.append((pattern, fn))
            return fn

        return register

    def every(
        self, name: str, seconds: float, *, on_clock: bool = False
    ) -> Callable[[PeriodicTask], PeriodicTask]:
        def register(fn: PeriodicTask) -> PeriodicTask:
            self.periodic[name] = Periodic(name, timedelta(seconds=seconds), fn, on_clock)
            return fn

        return register

    def handlers_for(self, event_type: str) -> list[EventHandler]:
        return [fn for pattern, fn in self.handlers if fnmatch.fnmatchcase(event_type, pattern)]


registry = Registry()
