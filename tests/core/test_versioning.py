"""Versioning (spec 02 §9): deprecation headers, removed routes, opt-in features."""

from datetime import date
from email.utils import parsedate_to_datetime

from fastapi import APIRouter

from tarmac.core import context
from tarmac.core.versioning import deprecated, removed


def add_routes(app):
    router = APIRouter(prefix="/api/v1/probe")

    @router.get(
        "/old",
        **deprecated(
            since=date(2026, 11, 1), sunset=date(2027, 6, 1), successor="/api/v1/probe/new"
        ),
    )
    async def old():
        return {"still": "works"}

    @router.get("/features")
    async def features():
        return {
            "pricing_v2": context.experimental_enabled("pricing_v2"),
            "version": context.current().api_version,
        }

    removed(router, "GET", "/gone", successor="/api/v1/probe/new", removed_on=date(2026, 1, 1))
    app.include_router(router)


async def test_deprecated_route_still_works_and_says_so(app, client):
    add_routes(app)
    response = await client.get("/api/v1/probe/old")
    assert response.status_code == 200
    assert response.json() == {"still": "works"}
    assert parsedate_to_datetime(response.headers["Sunset"]).date() == date(2027, 6, 1)
    assert response.headers["Deprecation"] == "@1793491200"
    assert response.headers["Link"] == '</api/v1/probe/new>; rel="successor-version"'
    assert response.headers["Warning"].startswith("299 ")


async def test_deprecated_route_is_marked_in_openapi(app, client):
    add_routes(app)
    schema = (await client.get("/openapi.json")).json()
    assert schema["paths"]["/api/v1/probe/old"]["get"]["deprecated"] is True


async def test_removed_route_is_410_with_migration_hint(app, client):
    add_routes(app)
    response = await client.get("/api/v1/probe/gone")
    assert response.status_code == 410
    detail = response.json()["detail"]
    assert detail["error"] == "endpoint_removed"
    assert "/api/v1/probe/new" in detail["hint"]


async def test_experimental_features_applied_are_echoed(app, client):
    add_routes(app)
    response = await client.get(
        "/api/v1/probe/features", headers={"X-Experimental-Features": "pricing_v2, inventory_v2"}
    )
    assert response.json()["pricing_v2"] is True
    assert response.headers["X-Experimental-Applied"] == "pricing_v2"
    plain = await client.get("/api/v1/probe/features")
    assert plain.json()["pricing_v2"] is False
    assert "X-Experimental-Applied" not in plain.headers


async def test_accept_version_read_from_header_or_query(app, client):
    add_routes(app)
    by_header = await client.get("/api/v1/probe/features", headers={"Accept-Version": "v1.1"})
    assert by_header.json()["version"] == "v1.1"
    by_query = await client.get("/api/v1/probe/features", params={"accept_version": "v1.1"})
    assert by_query.json()["version"] == "v1.1"


async def _deprecation_events(db) -> list[dict]:
    from sqlalchemy import select

    from tarmac.events.models import OutboxEvent

    rows = await db.scalars(select(OutboxEvent).where(OutboxEvent.type == "api.deprecated"))
    return [row.payload for row in rows]


async def test_a_deprecated_route_is_announced_once_when_the_airline_switched_it_on(
    app, app_factory, client, db, admin_headers
):
    """Spec 02 §6.1 ``api.deprecated`` (only when configured): off, a process start emits
    nothing; on, the first start emits one event per deprecated route (its OpenAPI carries
    the same marks) and a later start, or a second process, none."""
    add_routes(app)
    async with app.router.lifespan_context(app):
        pass
    assert await _deprecation_events(db) == []
    switched = await client.patch(
        "/api/v1/admin/settings", headers=admin_headers, json={"api_deprecated_events": True}
    )
    assert switched.status_code == 200, switched.text

    for process in (app, app_factory(), app):
        if process is not app:
            add_routes(process)
        async with process.router.lifespan_context(process):
            pass

    expected = {
        "path": "/api/v1/probe/old",
        "method": "GET",
        "since": "2026-11-01",
        "sunset": "2027-06-01",
        "successor": "/api/v1/probe/new",
    }
    assert await _deprecation_events(db) == [expected]
    operation = app.openapi()["paths"]["/api/v1/probe/old"]["get"]
    assert operation["deprecated"] is True
    assert operation["x-deprecation"] == {k: expected[k] for k in ("since", "sunset", "successor")}
