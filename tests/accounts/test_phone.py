"""Phone sign-in (spec 01 §4.1; spec 02 §8: one SMS per 60 s per number, 5 per hour per IP,
3 attempts, 300 s validity). The code is read the way an integrator reads it in sandbox:
through the back office."""

import asyncio

from sqlalchemy import func, select

from tarmac.accounts.models import Passenger, PhoneCode
from tarmac.messaging.models import OutgoingMessage
from tests.accounts.factories import (
    BASE,
    advance_clock,
    deliver_messages,
    key_headers,
    messages_to,
    register,
    sms_code,
    with_token,
)
from tests.window_edges import _clear_of_window_edges  # noqa: F401  (autouse)

PHONE = "+996555123456"


async def request_code(client, headers, phone=PHONE):
    return await client.post(f"{BASE}/phone/request-code", headers=headers, json={"phone": phone})


async def verify(client, headers, code, phone=PHONE):
    return await client.post(
        f"{BASE}/phone/verify", headers=headers, json={"phone": phone, "code": code}
    )


def wrong(code: str) -> str:
    return f"{(int(code) + 1) % 1_000_000:06d}"


async def test_sms_code_read_in_the_back_office_signs_in_and_creates_a_phone_only_account(
    client, db, admin_headers
):
    headers = await key_headers(db)
    assert (
        await client.post(f"{BASE}/phone/check", headers=headers, json={"phone": PHONE})
    ).json() == {"exists": False}
    sent = await request_code(client, headers)
    assert sent.status_code == 200
    assert sent.json() == {"sent": True, "expires_in": 300, "phone_masked": "+996 *** *** 456"}

    code = await sms_code(client, admin_headers, PHONE)
    assert len(code) == 6
    response = await verify(client, headers, code)
    assert response.status_code == 200
    body = response.json()
    assert body["access_token"] and body["refresh_token"]
    assert body["account_created"] is True
    passenger = body["passenger"]
    assert passenger["phone"] == PHONE
    assert passenger["email"] is None
    assert passenger["verified_at"] is not None
    me = await client.get(f"{BASE}/me", headers=with_token(headers, body["access_token"]))
    assert me.json()["id"] == passenger["id"]

    check = await client.post(f"{BASE}/phone/check", headers=headers, json={"phone": "0555123456"})
    assert check.json() == {"exists": True}


async def test_signing_in_again_reaches_the_same_account(client, db, admin_headers):
    headers = await key_headers(db)
    await request_code(client, headers)
    first = (await verify(client, headers, await sms_code(client, admin_headers, PHONE))).json()
    await advance_clock(client, admin_headers, 61)
    await request_code(client, headers, phone="0555 123 456")
    second = await verify(client, headers, await sms_code(client, admin_headers, PHONE))
    assert second.status_code == 200
    assert second.json()["account_created"] is False
    assert second.json()["passenger"]["id"] == first["passenger"]["id"]
    assert await db.scalar(select(func.count()).select_from(Passenger)) == 1


async def test_the_sms_is_queued_in_the_outbox_not_sent_inline(client, db, app, admin_headers):
    headers = await key_headers(db)
    await request_code(client, headers)
    [queued] = await messages_to(client, admin_headers, PHONE)
    assert queued["channel"] == "sms"
    assert queued["status"] == "queued"
    assert queued["attempts"] == 0
    assert await deliver_messages(app) == 1
    [sent] = await messages_to(client, admin_headers, PHONE)
    assert sent["status"] == "sent"
    assert sent["provider"] == "log"
    assert sent["text_body"] == queued["text_body"]


async def test_the_sms_is_in_the_language_of_accept_language(client, db, admin_headers):
    headers = await key_headers(db)
    await request_code(client, {**headers, "Accept-Language": "en-US,en;q=0.9"})
    [message] = await messages_to(client, admin_headers, PHONE)
    assert message["language"] == "en"
    assert "sign-in code" in message["text_body"]
    await request_code(client, {**headers, "Accept-Language": "ky"}, phone="+996700000001")
    [message] = await messages_to(client, admin_headers, "+996700000001")
    assert message["language"] == "ky"
    assert "кирүү коду" in message["text_body"]
    await request_code(client, headers, phone="+996700000002")
    [message] = await messages_to(client, admin_headers, "+996700000002")
    assert message["language"] == "ru"
    assert "код входа" in message["text_body"]


async def test_codes_are_stored_only_as_a_keyed_hash(client, db, admin_headers):
    headers = await key_headers(db)
    await request_code(client, headers)
    code = await sms_code(client, admin_headers, PHONE)
    stored = await db.scalar(select(PhoneCode.code_hash))
    assert len(stored) == 64
    assert code not in stored


async def test_a_second_code_for_a_number_within_60_seconds_is_429_with_retry_after(
    client, db, admin_headers
):
    headers = await key_headers(db)
    assert (await request_code(client, headers)).status_code == 200
    await advance_clock(client, admin_headers, 20)
    again = await request_code(client, headers, phone="0555 123 456")
    assert again.status_code == 429
    assert 39 <= int(again.headers["Retry-After"]) <= 41
    assert again.headers["Retry-After"] in again.json()["detail"]
    # another number is not affected
    assert (await request_code(client, headers, phone="+996700123456")).status_code == 200
    await advance_clock(client, admin_headers, 41)
    assert (await request_code(client, headers)).status_code == 200
    assert await db.scalar(select(func.count()).select_from(OutgoingMessage)) == 3


async def test_a_new_code_replaces_the_previous_one(client, db, admin_headers):
    headers = await key_headers(db)
    await request_code(client, headers)
    old = await sms_code(client, admin_headers, PHONE)
    await advance_clock(client, admin_headers, 61)
    await request_code(client, headers)
    new = await sms_code(client, admin_headers, PHONE)
    if old != new:
        assert (await verify(client, headers, old)).status_code == 400
    assert (await verify(client, headers, new)).status_code == 200


async def test_a_sixth_code_within_an_hour_from_one_ip_is_429(client, db):
    headers = await key_headers(db)
    for i in range(5):
        assert (await request_code(client, headers, phone=f"+99670000000{i}")).status_code == 200
    refused = await request_code(client, headers, phone="+996700000009")
    assert refused.status_code == 429
    assert int(refused.headers["Retry-After"]) > 60
    # the refused request queued nothing
    assert await db.scalar(select(func.count()).select_from(OutgoingMessage)) == 5
    assert await db.scalar(select(func.count()).select_from(PhoneCode)) == 5


async def test_a_code_is_dead_after_three_wrong_attempts(client, db, admin_headers):
    headers = await key_headers(db)
    await request_code(client, headers)
    code = await sms_code(client, admin_headers, PHONE)
    for _ in range(3):
        response = await verify(client, headers, wrong(code))
        assert response.status_code == 400
    assert (await verify(client, headers, code)).status_code == 400


async def test_the_right_code_works_on_the_third_attempt(client, db, admin_headers):
    headers = await key_headers(db)
    await request_code(client, headers)
    code = await sms_code(client, admin_headers, PHONE)
    for _ in range(2):
        assert (await verify(client, headers, wrong(code))).status_code == 400
    assert (await verify(client, headers, code)).status_code == 200


async def test_concurrent_guesses_never_exceed_three_attempts(client, db, admin_headers):
    headers = await key_headers(db)
    await request_code(client, headers)
    code = await sms_code(client, admin_headers, PHONE)
    guesses = [f"{(int(code) + n) % 1_000_000:06d}" for n in range(1, 11)]
    responses = await asyncio.gather(*(verify(client, headers, g) for g in guesses))
    assert {r.status_code for r in responses} == {400}
    assert await db.scalar(select(PhoneCode.attempts)) == 3


async def test_an_expired_code_is_400(client, db, admin_headers):
    headers = await key_headers(db)
    await request_code(client, headers)
    code = await sms_code(client, admin_headers, PHONE)
    await advance_clock(client, admin_headers, 301)
    response = await verify(client, headers, code)
    assert response.status_code == 400
    assert isinstance(response.json()["detail"], str)


async def test_a_code_signs_in_once(client, db, admin_headers):
    headers = await key_headers(db)
    await request_code(client, headers)
    code = await sms_code(client, admin_headers, PHONE)
    assert (await verify(client, headers, code)).status_code == 200
    assert (await verify(client, headers, code)).status_code == 400


async def test_verify_without_a_code_ever_requested_is_400(client, db):
    response = await verify(client, await key_headers(db), "123456")
    assert response.status_code == 400


async def test_invalid_phone_numbers_are_422(client, db):
    headers = await key_headers(db)
    for path, extra in [("check", {}), ("request-code", {}), ("verify", {"code": "123456"})]:
        for phone in ["12", "+996 555", "abc", "+99655512345678901234"]:
            response = await client.post(
                f"{BASE}/phone/{path}", headers=headers, json={"phone": phone, **extra}
            )
            assert response.status_code == 422, (path, phone)
            assert response.json()["detail"][0]["loc"] == ["body", "phone"]


async def test_phone_endpoints_need_an_api_key(client):
    for path, extra in [("check", {}), ("request-code", {}), ("verify", {"code": "123456"})]:
        response = await client.post(f"{BASE}/phone/{path}", json={"phone": PHONE, **extra})
        assert response.status_code == 401, path


async def test_a_number_typed_into_a_profile_does_not_lead_to_that_account(
    client, db, admin_headers
):
    headers = await key_headers(db)
    registered = await register(client, headers, phone=PHONE)
    check = await client.post(f"{BASE}/phone/check", headers=headers, json={"phone": PHONE})
    assert check.json() == {"exists": False}
    await request_code(client, headers)
    signed_in = await verify(client, headers, await sms_code(client, admin_headers, PHONE))
    assert signed_in.json()["account_created"] is True
    assert signed_in.json()["passenger"]["id"] != registered["passenger"]["id"]


async def test_verify_with_a_passenger_token_verifies_the_number_for_that_account(
    client, db, admin_headers
):
    headers = await key_headers(db)
    registered = await register(client, headers)
    auth = with_token(headers, registered["access_token"])
    await request_code(client, headers)
    linked = await client.post(
        f"{BASE}/phone/verify",
        headers=auth,
        json={"phone": PHONE, "code": await sms_code(client, admin_headers, PHONE)},
    )
    assert linked.status_code == 200
    body = linked.json()
    assert body["account_created"] is False
    assert body["passenger"]["id"] == registered["passenger"]["id"]
    assert body["passenger"]["phone"] == PHONE
    assert body["passenger"]["verified_at"] is not None

    # from now on phone sign-in reaches the e-mail account
    await advance_clock(client, admin_headers, 61)
    await request_code(client, headers)
    signed_in = await verify(client, headers, await sms_code(client, admin_headers, PHONE))
    assert signed_in.json()["passenger"]["id"] == registered["passenger"]["id"]

    # changing the phone in the profile makes it unverified again
    await client.patch(f"{BASE}/me", headers=auth, json={"phone": "+996700123456"})
    check = await client.post(f"{BASE}/phone/check", headers=headers, json={"phone": PHONE})
    assert check.json() == {"exists": False}


async def test_a_number_verified_on_one_account_cannot_be_verified_on_another(
    client, db, admin_headers
):
    headers = await key_headers(db)
    await request_code(client, headers)
    await verify(client, headers, await sms_code(client, admin_headers, PHONE))
    registered = await register(client, headers)
    await advance_clock(client, admin_headers, 61)
    await request_code(client, headers)
    response = await client.post(
        f"{BASE}/phone/verify",
        headers=with_token(headers, registered["access_token"]),
        json={"phone": PHONE, "code": await sms_code(client, admin_headers, PHONE)},
    )
    assert response.status_code == 409


async def test_a_staff_token_on_phone_verify_is_403(client, db, admin_headers, signer):
    headers = await key_headers(db)
    await request_code(client, headers)
    response = await client.post(
        f"{BASE}/phone/verify",
        headers=with_token(headers, signer.staff_token("ops", {"admin"}, 600)),
        json={"phone": PHONE, "code": await sms_code(client, admin_headers, PHONE)},
    )
    assert response.status_code == 403


async def test_a_phone_only_account_cannot_change_its_phone_in_the_profile(
    client, db, admin_headers
):
    headers = await key_headers(db)
    await request_code(client, headers)
    body = (await verify(client, headers, await sms_code(client, admin_headers, PHONE))).json()
    response = await client.patch(
        f"{BASE}/me",
        headers=with_token(headers, body["access_token"]),
        json={"phone": "+996700123456"},
    )
    assert response.status_code == 422
    assert isinstance(response.json()["detail"], str)
