"""Structured JSON logs (structlog) carrying the request id, one line per event, for our own
loggers and the standard library's alike (uvicorn, alembic, asyncio): the root logger writes
through the same processors. Text is written as it is (``"Бишкек"``, not ``"\\u0411..."``).

Never log secrets: the access log records the route path without its query string (which
may hold an ``access_token``) and never a header value. Contacts are personal data: every
e-mail address and E.164 phone number in a logged string is masked (``i***@example.com``,
``+996******456``), whichever logger wrote it."""

import json
import logging
import re
import sys
from functools import partial

import structlog

_EMAIL = re.compile(r"([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})")
_PHONE = re.compile(r"\+\d{8,15}\b")
_HANDLER = "tarmac-json"


def mask_phone(phone: str) -> str:
    """``+996555123456`` -> ``+996******456``."""
    return phone[:4] + "*" * max(0, len(phone) - 7) + phone[-3:]


def mask_contacts(text: str) -> str:
    if "@" in text:
        text = _EMAIL.sub(r"\1***@\2", text)
    if "+" in text:
        text = _PHONE.sub(lambda m: mask_phone(m.group()), text)
    return text


def _mask_event(logger, method: str, event: dict) -> dict:
    for name, value in event.items():
        if isinstance(value, str):
            event[name] = mask_contacts(value)
    return event


def _renderer(json_lines: bool):
    if json_lines:
        return structlog.processors.JSONRenderer(
            serializer=partial(json.dumps, ensure_ascii=False, default=str)
        )
    return structlog.dev.ConsoleRenderer()


def configure(level: str = "INFO", json: bool = True) -> None:
    threshold = logging.getLevelNamesMapping()[level.upper()]
    shared = [
        structlog.contextvars.merge_contextvars,
        structlog.processors.add_log_level,
        structlog.processors.TimeStamper(fmt="iso", utc=True),
    ]
    structlog.configure(
        processors=[
            *shared,
            structlog.processors.format_exc_info,
            _mask_event,
            _renderer(json),
        ],
        wrapper_class=structlog.make_filtering_bound_logger(threshold),
        logger_factory=structlog.PrintLoggerFactory(file=_CurrentStderr()),
        cache_logger_on_first_use=True,
    )
    handler = logging.StreamHandler(_CurrentStderr())
    handler.setFormatter(
        structlog.stdlib.ProcessorFormatter(
            foreign_pre_chain=[*shared, structlog.stdlib.add_logger_name],
            processors=[
                structlog.stdlib.ProcessorFormatter.remove_processors_meta,
                structlog.processors.format_exc_info,
                _mask_event,
                _renderer(json),
            ],
        )
    )
    handler.name = _HANDLER
    root = logging.getLogger()
    root.handlers = [h for h in root.handlers if h.name != _HANDLER] + [handler]
    root.setLevel(threshold)
    # uvicorn's default log config and alembic's ini files give them handlers of their
    # own; their records go to the root handler above instead
    for name in ("alembic", "uvicorn", "uvicorn.error", "uvicorn.access"):
        logger = logging.getLogger(name)
        logger.handlers = []
        logger.propagate = True
    # one INFO line per outgoing request, with its URL: not ours to log
    for name in ("httpx", "httpcore"):
        logging.getLogger(name).setLevel(max(threshold, logging.WARNING))


def get_logger(name: str | None = None):
    return structlog.get_logger(name)


class _CurrentStderr:
    """Whatever ``sys.stderr`` is when a line is written (test runners swap it)."""

    def write(self, text: str) -> int:
        return sys.stderr.write(text)

    def flush(self) -> None:
        sys.stderr.flush()
