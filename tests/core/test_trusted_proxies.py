"""X-Forwarded-For names the client only when the connection comes from an address in
``TARMAC_TRUSTED_PROXIES`` (none by default): otherwise a client could pick the address its
per-address limits (public content, phone codes, failed keys) are counted for."""

import httpx

from tarmac.auth.caller import PUBLIC_LIMIT
from tarmac.cli import UVICORN
from tests import live
from tests.window_edges import _clear_of_window_edges  # noqa: F401  (autouse)

PUBLIC = "/api/v1/auth/public/airline/profile"
LIMIT = int(PUBLIC_LIMIT.split("/")[0])


async def spend_public_limit(client: httpx.AsyncClient) -> None:
    for _ in range(LIMIT):
        assert (await client.get(PUBLIC)).status_code == 404  # no airline profile: not 429
    assert (await client.get(PUBLIC)).status_code == 429


async def test_x_forwarded_for_is_ignored_by_default(client):
    await spend_public_limit(client)
    dodge = await client.get(PUBLIC, headers={"X-Forwarded-For": "9.9.9.9"})
    assert dodge.status_code == 429


async def test_x_forwarded_for_from_a_trusted_proxy_names_the_client(app_factory):
    app = app_factory(trusted_proxies="127.0.0.1, 10.0.0.0/8")
    transport = httpx.ASGITransport(app=app, client=("127.0.0.1", 40000))
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as proxy:
        await spend_public_limit(proxy)
        forwarded = await proxy.get(PUBLIC, headers={"X-Forwarded-For": "9.9.9.9"})
        assert forwarded.status_code == 404
    transport = httpx.ASGITransport(app=app, client=("192.0.2.1", 40000))
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as stranger:
        await spend_public_limit(stranger)
        dodge = await stranger.get(PUBLIC, headers={"X-Forwarded-For": "9.9.9.9"})
        assert dodge.status_code == 429


async def test_the_server_tarmac_serve_runs_does_not_trust_loopback_forwarding(app):
    """uvicorn alone trusts X-Forwarded-For from 127.0.0.1; served with the options of
    ``tarmac serve`` it does not."""
    options = {k: v for k, v in UVICORN.items() if k not in ("loop", "http")}
    async with live.serving(app, **options) as (url,), httpx.AsyncClient(base_url=url) as client:
        await spend_public_limit(client)
        dodge = await client.get(PUBLIC, headers={"X-Forwarded-For": "9.9.9.9"})
        assert dodge.status_code == 429
