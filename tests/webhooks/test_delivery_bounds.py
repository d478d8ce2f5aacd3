"""What a receiver cannot make a delivery cost (issue 33): the answer is read up to 64 KiB,
one deadline bounds the whole attempt, test pings are bounded and hold no database
connection while they wait, and a NAT64 or other IPv6 form of a private address is no
way around the live-mode URL rule. Real HTTP to misbehaving receivers on 127.0.0.1."""

import asyncio
import time

import httpx
import pytest

from tarmac.webhooks.delivery import ANSWER_CAP, EXCERPT_LENGTH, _forbidden_address
from tarmac.webhooks.service import PING_LIMIT
from tests.bookings.helpers import advance_clock
from tests.conftest import client_for
from tests.live import serving
from tests.webhooks.helpers import HOOKS, deliveries, event, run_due, subscribe
from tests.webhooks.misbehaving import misbehaving

HUGE = 200 * 1024 * 1024


async def test_a_receivers_answer_is_read_up_to_a_cap_and_the_rest_never(client, admin_headers):
    with misbehaving("huge", HUGE) as hook:
        sub = await subscribe(client, admin_headers, hook.url, timeout_seconds=30)
        started = time.monotonic()
        response = await client.post(f"{HOOKS}/{sub['id']}/ping", headers=admin_headers)
        took = time.monotonic() - started
        sent = hook.sent

    assert response.status_code == 200, response.text
    [attempt] = response.json()["attempts"]
    assert attempt["status_code"] == 500 and attempt["result"] == "dead_letter"
    assert attempt["error"] == "HTTP 500: " + "x" * EXCERPT_LENGTH
    # the cap read, and what the kernel's socket buffers held: never the 200 MiB sent
    assert sent < ANSWER_CAP + 16 * 1024 * 1024, sent
    assert took < 5 and attempt["duration_ms"] < 5000


async def _recorded(client, headers, subscription_id, within: float) -> list[dict]:
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        [item] = (await deliveries(client, headers, subscription_id))["items"]
        if item["attempts"]:
            return item["attempts"]
        await asyncio.sleep(0.2)
    return []


async def test_one_deadline_bounds_the_whole_attempt_and_a_drip_is_a_timeout_retried_on_schedule(
    client, db, admin_headers
):
    with misbehaving("drip", 0.25) as hook:
        sub = await subscribe(client, admin_headers, hook.url, timeout_seconds=2)
        await event(db)
        await run_due(client, admin_headers)

        # a byte every 0.25 s never trips a per-read timeout of 2 s; the deadline does
        [attempt] = await _recorded(client, admin_headers, sub["id"], within=8)
        assert attempt["status_code"] is None and attempt["result"] == "retry"
        assert "Timed out" in attempt["error"] and "2 s" in attempt["error"]
        assert 1900 <= attempt["duration_ms"] < 4000
        assert hook.requests == 1

        # the worker's lease (timeout + 30 s) has lapsed; the retry is due at 1 minute
        await advance_clock(client, admin_headers, 45)
        await asyncio.sleep(0.5)
        assert hook.requests == 1, "sent again before its retry schedule"
        await advance_clock(client, admin_headers, 16)
        await asyncio.sleep(0.5)
        assert hook.requests == 2
    [item] = (await deliveries(client, admin_headers, sub["id"]))["items"]
    assert item["status"] == "pending"


async def test_concurrent_pings_are_bounded_and_hold_no_database_connection_while_waiting(
    app_factory, admin_headers
):
    app = app_factory(database_pool_size=3)  # 3 and 3 more: 6 connections in all
    async with (
        serving(app) as [base],
        httpx.AsyncClient(
            base_url=base, timeout=30, limits=httpx.Limits(max_connections=200)
        ) as http,
    ):
        with misbehaving("hang") as hook:
            async with client_for(app) as setup:
                sub = await subscribe(setup, admin_headers, hook.url, timeout_seconds=3)
            ping = f"{HOOKS}/{sub['id']}/ping"

            pings = [asyncio.create_task(http.post(ping, headers=admin_headers)) for _ in range(70)]
            waited = time.monotonic() + 20
            while hook.requests < PING_LIMIT and time.monotonic() < waited:
                await asyncio.sleep(0.05)
            started = time.monotonic()
            unrelated = await http.get(f"{HOOKS}/{sub['id']}", headers=admin_headers)
            took = time.monotonic() - started
            answers = await asyncio.gather(*pings)

    # the 3 s the hanging receiver holds each ping would show here, or the pool's 30 s
    assert unrelated.status_code == 200 and took < 2.0, took
    sent = [a for a in answers if a.status_code == 200]
    refused = [a for a in answers if a.status_code == 429]
    assert len(sent) == PING_LIMIT and len(refused) == 70 - PING_LIMIT
    assert hook.requests == PING_LIMIT
    for answer in sent:
        [attempt] = answer.json()["attempts"]
        assert attempt["status_code"] is None and "Timed out" in attempt["error"]
    assert {a.json()["code"] for a in refused} == {"too_many_pings"}
    assert all(a.headers["Retry-After"] == "30" for a in refused)
    assert f"{PING_LIMIT} test pings are already waiting" in refused[0].json()["detail"]


@pytest.mark.parametrize(
    "address",
    [
        "64:ff9b::7f00:1",  # NAT64 of 127.0.0.1
        "64:ff9b::a9fe:a9fe",  # NAT64 of 169.254.169.254, the cloud's metadata
        "64:ff9b::a00:1",  # NAT64 of 10.0.0.1
        "64:ff9b:1::a00:1",  # a network's own NAT64 (RFC 8215)
        "::ffff:127.0.0.1",  # IPv4-mapped
        "::ffff:0:7f00:1",  # IPv4-translated (SIIT)
        "::7f00:1",  # IPv4-compatible
        "2002:7f00:1::1",  # 6to4 of 127.0.0.1
        "2002:c0a8:101::1",  # 6to4 of 192.168.1.1
        "2001:0:4136:e378:8000:63bf:80ff:fffe",  # Teredo
    ],
)
def test_an_ipv6_form_of_a_private_address_is_private(address):
    assert _forbidden_address(address)


def test_the_ipv6_forms_of_public_addresses_stay_allowed():
    for address in ("64:ff9b::808:808", "2002:808:808::1", "2606:2800:220:1::", "8.8.8.8"):
        assert not _forbidden_address(address), address


async def test_live_mode_refuses_the_nat64_form_of_a_loopback_address(app_factory, admin_headers):
    async with client_for(app_factory(mode="live")) as live:
        for url in ("https://[64:ff9b::7f00:1]/x", "https://[64:ff9b::a9fe:a9fe]/latest"):
            body = {"name": "x", "url": url, "events": ["*"]}
            response = await live.post(f"{HOOKS}/", json=body, headers=admin_headers)
            assert response.status_code == 422, (url, response.text)
            assert response.json()["code"] == "url_not_allowed"
            assert "loopback, private or link-local" in response.json()["detail"]
