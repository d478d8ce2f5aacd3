"""The API's routes are built once per process, however many apps it builds
(``tarmac.app.api_routes``). It counts FastAPI's builds of an included route
(``_EffectiveRouteContext.from_api_route``, FastAPI 0.163's name): when FastAPI renames or
stops calling it, these tests fail at once, and ``api_routes`` must be looked at again."""

import pytest
from fastapi import routing as fastapi_routing
from fastapi.routing import APIRoute, iter_route_contexts

from tarmac.app import api_routes, create_app, warm_routes
from tests.conftest import make_settings


@pytest.fixture
def builds(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The paths of the included routes FastAPI builds while the test runs."""
    built: list[str] = []
    original = fastapi_routing._EffectiveRouteContext.from_api_route

    def counting(*, original_route, include_context):
        built.append(include_context.path_for(original_route))
        return original(original_route=original_route, include_context=include_context)

    monkeypatch.setattr(
        fastapi_routing._EffectiveRouteContext, "from_api_route", staticmethod(counting)
    )
    return built


async def test_a_second_app_builds_no_route_again(database_url, builds):
    first = create_app(make_settings(), db_url=database_url)
    warm_routes(first)  # built now, or already by an earlier test of this process
    builds.clear()
    second = create_app(make_settings(), db_url=database_url)
    try:
        operations = warm_routes(second)
        assert builds == []
        assert operations == len(list(iter_route_contexts(second.routes)))
    finally:
        await first.state.engine.dispose()
        await second.state.engine.dispose()


def test_every_route_is_built_once_and_under_its_prefix(builds):
    """A process's first build of the routes builds each one once (FastAPI's own listing,
    after it, builds nothing more): the counter sees what FastAPI builds."""
    api_routes.cache_clear()
    try:
        routes = api_routes()
        contexts = [
            route
            for route in iter_route_contexts(list(routes))
            if isinstance(route.original_route, APIRoute)
        ]
        assert len(builds) == len(contexts) > 200
        assert sorted(builds) == sorted(route.path for route in contexts)
        assert "/api/v1/schedules/flights/search" in builds
        assert "/healthz" in builds
        builds.clear()
        list(iter_route_contexts(list(routes)))
        assert builds == []
    finally:
        api_routes.cache_clear()
