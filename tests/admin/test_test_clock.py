"""The sandbox test clock (issue 21, point 17): a move is seen by every later request in
every API process, moves at once all count, and run-due does all the work that is due
before it answers."""

import asyncio

import httpx

from tests.accounts.factories import BASE, key_headers, login, messages_to, register, with_token
from tests.bookings.helpers import booked
from tests.conftest import client_for
from tests.factories import create_api_key
from tests.pricing.world import build_world
from tests.processes import api_processes

CLOCK = "/api/v1/admin/test-clock"


async def test_once_the_clock_moved_every_api_process_sees_the_new_time(
    database_url, db, tmp_path, admin_headers
):
    headers = await key_headers(db)
    await db.commit()
    with api_processes(database_url, tmp_path) as (first_url, second_url):
        async with (
            httpx.AsyncClient(base_url=first_url, timeout=60) as first,
            httpx.AsyncClient(base_url=second_url, timeout=60) as second,
        ):
            await register(second, headers)
            for _ in range(3):
                login_response = await login(second, headers)
                assert login_response.status_code == 200, login_response.text
                passenger = with_token(headers, login_response.json()["access_token"])
                assert (await second.get(f"{BASE}/me", headers=passenger)).status_code == 200
                moved = await first.post(
                    CLOCK, headers=admin_headers, json={"advance_seconds": 901}
                )
                assert moved.status_code == 200, moved.text
                # the other process, asked right after the move answered
                seen = await second.get(CLOCK, headers=admin_headers)
                assert seen.json()["offset_seconds"] == moved.json()["offset_seconds"]
                expired = await second.get(f"{BASE}/me", headers=passenger)
                assert expired.status_code == 401, "a 900 s passenger token outlived the move"


async def test_moves_made_at_once_all_count_and_none_answers_an_older_time(client, admin_headers):
    moves = await asyncio.gather(
        *(
            client.post(CLOCK, headers=admin_headers, json={"advance_seconds": 60})
            for _ in range(10)
        )
    )
    assert [m.status_code for m in moves] == [200] * 10
    answered = sorted(m.json()["offset_seconds"] for m in moves)
    assert answered[-1] == 600
    assert all(offset >= 60 for offset in answered)
    assert (await client.get(CLOCK, headers=admin_headers)).json()["offset_seconds"] == 600
    reset = await client.post(f"{CLOCK}/reset", headers=admin_headers)
    assert reset.json()["offset_seconds"] == 0
    assert (await client.get(CLOCK, headers=admin_headers)).json()["offset_seconds"] == 0


async def test_run_due_sends_every_due_link_and_message_not_one_batch(
    app_factory, db, admin_headers
):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db, key_type="publishable", client_type="consumer_app")
    await db.commit()
    async with client_for(app_factory(messages_batch_size=1)) as client:
        booking = await booked(client, key, world)
        contact = booking["contact_email"]
        for _ in range(3):
            lookup = await client.get(
                "/api/v1/bookings/lookup-consumer",
                params={"pnr": booking["booking_reference"], "email": contact},
                headers=key.headers,
            )
            assert lookup.status_code == 202
        due = await client.post(f"{CLOCK}/run-due", headers=admin_headers)
        assert due.status_code == 200
        messages = await messages_to(client, admin_headers, contact)
    assert [m["template"] for m in messages] == ["booking_access_link"] * 3
    assert {m["status"] for m in messages} == {"sent"}
    assert due.json()["processed"] >= 6  # three look-ups answered, three e-mails sent
