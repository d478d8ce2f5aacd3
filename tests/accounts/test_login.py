"""Login (spec 01 §4.1) and its lockout (spec 02 §8)."""

from datetime import datetime, timedelta

from sqlalchemy import update

from tarmac.accounts import passwords
from tarmac.accounts.models import Passenger
from tarmac.core import clock
from tests.accounts.factories import PASSWORD, advance_clock, key_headers, login, register


async def test_login_returns_the_token_pair_and_the_passenger(client, db):
    headers = await key_headers(db)
    registered = await register(client, headers, first_name="Ivan")
    response = await login(client, headers)
    assert response.status_code == 200
    body = response.json()
    assert body["token_type"] == "bearer"
    assert body["expires_in"] == 900
    assert body["passenger"] == registered["passenger"]
    assert body["refresh_token"] != registered["refresh_token"]


async def test_login_compares_the_email_case_insensitively(client, db):
    headers = await key_headers(db)
    await register(client, headers, email="Ivan@Example.com")
    assert (await login(client, headers, email="IVAN@example.COM")).status_code == 200


async def test_wrong_email_and_wrong_password_get_the_same_401(client, db):
    headers = await key_headers(db)
    await register(client, headers)
    wrong_password = await login(client, headers, password="Wrong#123")
    wrong_email = await login(client, headers, email="nobody@example.com")
    assert wrong_password.status_code == wrong_email.status_code == 401
    assert wrong_password.json() == wrong_email.json()


async def test_wrong_email_costs_one_password_check_as_wrong_password_does(client, db, monkeypatch):
    """The time of a login is its argon2 check (about 0.1 s); one of the same cost runs
    whether the e-mail is known or not, so the answer's time does not tell them apart.
    Counted, not timed: a stopwatch on a busy host measures the host."""
    headers = await key_headers(db)
    await register(client, headers)
    checked: list[str] = []
    real_verify = passwords._verify

    def counted(password_hash: str, password: str) -> bool:
        checked.append(password_hash)
        return real_verify(password_hash, password)

    monkeypatch.setattr(passwords, "_verify", counted)
    assert (await login(client, headers, password="Wrong#123")).status_code == 401
    [known] = checked
    assert (await login(client, headers, email="nobody@example.com")).status_code == 401
    [_, unknown] = checked
    assert unknown == passwords.DUMMY_HASH
    # the same argon2 parameters (memory, passes, lanes), so the same work
    assert known.split("$")[:4] == unknown.split("$")[:4]


def test_the_dummy_hash_for_unknown_emails_has_the_cost_of_real_hashes():
    assert not passwords.needs_rehash(passwords.DUMMY_HASH)


async def test_five_consecutive_failures_lock_for_15_minutes_with_423(client, db, admin_headers):
    headers = await key_headers(db)
    await register(client, headers)
    for _ in range(4):
        assert (await login(client, headers, password="Wrong#123")).status_code == 401
    before = clock.now()
    fifth = await login(client, headers, password="Wrong#123")
    assert fifth.status_code == 423
    detail = fifth.json()["detail"]
    assert detail["message"]
    locked_until = datetime.fromisoformat(detail["locked_until"])
    assert (
        timedelta(minutes=14, seconds=59) < locked_until - before < timedelta(minutes=15, seconds=5)
    )

    # locked: even the right password is refused, and the lock is not extended
    right = await login(client, headers)
    assert right.status_code == 423
    assert right.json()["detail"]["locked_until"] == detail["locked_until"]

    await advance_clock(client, admin_headers, 14 * 60)
    assert (await login(client, headers)).status_code == 423
    await advance_clock(client, admin_headers, 61)
    assert (await login(client, headers)).status_code == 200


async def test_success_resets_the_failure_count(client, db):
    headers = await key_headers(db)
    await register(client, headers)
    for _ in range(4):
        assert (await login(client, headers, password="Wrong#123")).status_code == 401
    assert (await login(client, headers)).status_code == 200
    for _ in range(4):
        assert (await login(client, headers, password="Wrong#123")).status_code == 401
    assert (await login(client, headers)).status_code == 200


async def test_after_a_lock_ends_five_new_failures_are_needed_to_lock_again(
    client, db, admin_headers
):
    headers = await key_headers(db)
    await register(client, headers)
    for _ in range(5):
        await login(client, headers, password="Wrong#123")
    await advance_clock(client, admin_headers, 15 * 60 + 1)
    for _ in range(4):
        assert (await login(client, headers, password="Wrong#123")).status_code == 401
    assert (await login(client, headers, password="Wrong#123")).status_code == 423


async def test_an_unknown_email_locks_like_a_known_one(client, db):
    headers = await key_headers(db)
    statuses = [
        (await login(client, headers, email="ghost@example.com")).status_code for _ in range(6)
    ]
    assert statuses == [401, 401, 401, 401, 423, 423]


async def test_lockout_counts_per_address_in_any_letter_case(client, db):
    headers = await key_headers(db)
    await register(client, headers)
    for email in ["ivan@example.com", "IVAN@example.com", "Ivan@Example.com", "ivan@EXAMPLE.com"]:
        assert (await login(client, headers, email=email, password="x")).status_code == 401
    assert (await login(client, headers, email="IVAN@EXAMPLE.COM", password="x")).status_code == 423


async def test_deactivated_account_is_403_with_the_right_password(client, db):
    headers = await key_headers(db)
    await register(client, headers)
    await db.execute(update(Passenger).values(is_active=False))
    await db.commit()
    assert (await login(client, headers)).status_code == 403
    # a wrong password tells nothing about the account
    assert (await login(client, headers, password="Wrong#123")).status_code == 401


async def test_login_needs_an_api_key(client, db):
    await register(client, await key_headers(db))
    response = await client.post(
        "/api/v1/auth/passenger/login", json={"email": "ivan@example.com", "password": PASSWORD}
    )
    assert response.status_code == 401
