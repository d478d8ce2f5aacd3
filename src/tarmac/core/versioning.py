"""Route lifecycle (spec 02 §9 item 4): released, deprecated, removed.

    @router.get("/old", **deprecated(since=date(2026, 11, 1), sunset=date(2027, 6, 1),
                                      successor="/api/v1/new"))

answers normally with ``Sunset``, ``Deprecation: @<unix>``, ``Link: <...>;
rel="successor-version"`` and ``Warning: 299``; ``removed(router, "GET", "/older", ...)``
makes a path answer 410 with a hint to migrate.
"""

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, date, datetime, time
from email.utils import format_datetime
from typing import Any

from fastapi import APIRouter, Depends
from fastapi.routing import iter_route_contexts

from tarmac.core import context
from tarmac.core.errors import Gone

DEPRECATION = "x-deprecation"  # the route's OpenAPI extension: since, sunset, successor


def deprecated(*, since: date, sunset: date, successor: str) -> dict:
    """Route keyword arguments that mark the route deprecated (OpenAPI and headers)."""
    sunset_at = datetime.combine(sunset, time(0, 0), tzinfo=UTC)
    since_at = datetime.combine(since, time(0, 0), tzinfo=UTC)
    headers = {
        "Sunset": format_datetime(sunset_at, usegmt=True),
        "Deprecation": f"@{int(since_at.timestamp())}",
        "Link": f'<{successor}>; rel="successor-version"',
        "Warning": (
            f'299 - "Deprecated API: this endpoint is removed on {sunset.isoformat()}; '
            f'use {successor}"'
        ),
    }

    async def _announce() -> None:
        for name, value in headers.items():
            context.set_response_header(name, value)

    return {
        "deprecated": True,
        "dependencies": [Depends(_announce)],
        # read back by the app (the ``api.deprecated`` event) and shown to integrators
        "openapi_extra": {
            DEPRECATION: {
                "since": since.isoformat(),
                "sunset": sunset.isoformat(),
                "successor": successor,
            }
        },
    }


class EndpointRemoved(Gone):
    code = "endpoint_removed"
    default_detail = "This endpoint was removed: the detail names its successor"


def removed(router: APIRouter, method: str, path: str, *, successor: str, removed_on: date) -> None:
    """Make ``method path`` answer 410 Gone with a migration hint."""

    async def _gone() -> None:
        raise EndpointRemoved(
            {
                "error": "endpoint_removed",
                "message": f"{method} {path} was removed on {removed_on.isoformat()}",
                "hint": f"Migrate to {successor}",
                "successor": successor,
            }
        )

    router.add_api_route(path, _gone, methods=[method], include_in_schema=False)


@dataclass(frozen=True)
class Deprecated:
    method: str
    path: str
    since: str
    sunset: str
    successor: str

    @property
    def name(self) -> str:
        return f"{self.method} {self.path}"


def deprecated_routes(routes: Iterable[Any]) -> list[Deprecated]:
    """The deprecated operations among ``routes`` (an app's, through its included routers),
    as their marks say."""
    found = []
    for route in iter_route_contexts(list(routes)):
        mark = (getattr(route, "openapi_extra", None) or {}).get(DEPRECATION)
        if not getattr(route, "deprecated", False) or mark is None:
            continue
        for method in sorted(getattr(route, "methods", ())):
            found.append(Deprecated(method, route.path_format, **mark))
    return found
