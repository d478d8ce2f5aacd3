"""Registration (spec 01 §2.1, §4.1; spec 02 §8 field lengths)."""

import asyncio

import pytest
from sqlalchemy import func, select

from tarmac.accounts.models import Passenger
from tests.accounts.factories import BASE, PASSWORD, key_headers, register


async def test_register_returns_201_with_token_pair_and_unverified_passenger(client, db):
    headers = await key_headers(db)
    response = await client.post(
        f"{BASE}/register",
        headers=headers,
        json={
            "email": "Ivan.Petrov@Example.com",
            "password": PASSWORD,
            "first_name": "Ivan",
            "last_name": "Petrov",
            "phone": "+996 555 123 456",
        },
    )
    assert response.status_code == 201
    body = response.json()
    assert body["token_type"] == "bearer"
    assert body["expires_in"] == 900
    assert body["access_token"] and body["refresh_token"]
    passenger = body["passenger"]
    assert passenger["email"] == "Ivan.Petrov@example.com"
    assert passenger["first_name"] == "Ivan"
    assert passenger["last_name"] == "Petrov"
    assert passenger["phone"] == "+996555123456"
    assert passenger["ffp_number"] is None
    assert passenger["verified_at"] is None
    assert passenger["is_active"] is True
    assert passenger["documents"] == []
    assert passenger["preferences"] == {
        "seat": None,
        "meal": None,
        "language": "ru",
        "notifications": {"email": True, "push": True},
    }
    assert {"id", "created_at"} <= set(passenger)


async def test_register_needs_an_api_key(client):
    response = await client.post(
        f"{BASE}/register", json={"email": "a@example.com", "password": PASSWORD}
    )
    assert response.status_code == 401


async def test_password_is_stored_as_an_argon2id_hash(client, db):
    body = await register(client, await key_headers(db))
    stored = await db.scalar(select(Passenger.password_hash))
    assert stored.startswith("$argon2id$")
    assert PASSWORD not in stored
    assert body["passenger"]["email"] == "ivan@example.com"


@pytest.mark.parametrize(
    ("password", "broken"),
    [
        ("short", ["8 characters", "uppercase", "digit", "special"]),
        ("alllowercase1!", ["uppercase"]),
        ("ALLUPPERCASE1!", ["lowercase"]),
        ("NoDigitsHere!", ["digit"]),
        ("NoSpecial123", ["special"]),
        ("Aa1!" + "x" * 125, ["128 characters"]),
        ("", ["8 characters", "uppercase", "lowercase", "digit", "special"]),
    ],
)
async def test_password_rule_failure_is_400_listing_every_broken_rule(client, db, password, broken):
    response = await client.post(
        f"{BASE}/register",
        headers=await key_headers(db),
        json={"email": "a@example.com", "password": password},
    )
    assert response.status_code == 400
    errors = response.json()["detail"]["password_errors"]
    assert len(errors) == len(broken)
    for fragment, message in zip(broken, errors, strict=True):
        assert fragment in message
    assert await db.scalar(select(func.count()).select_from(Passenger)) == 0


@pytest.mark.parametrize("password", ["Aa1!aaaa", "Aa1!" + "x" * 124, "Пароль#2024", "Aa1 !bcd"])
async def test_password_of_8_to_128_characters_with_all_classes_is_accepted(client, db, password):
    await register(client, await key_headers(db), password=password)


async def test_existing_email_is_409_compared_case_insensitively(client, db):
    headers = await key_headers(db)
    await register(client, headers, email="ivan@example.com")
    response = await client.post(
        f"{BASE}/register",
        headers=headers,
        json={"email": "IVAN@Example.COM", "password": PASSWORD},
    )
    assert response.status_code == 409
    assert isinstance(response.json()["detail"], str)


async def test_concurrent_registrations_of_one_email_create_one_account(client, db):
    headers = await key_headers(db)

    async def attempt(email):
        return await client.post(
            f"{BASE}/register", headers=headers, json={"email": email, "password": PASSWORD}
        )

    responses = await asyncio.gather(
        *(attempt(e) for e in ["olga@example.com", "OLGA@example.com", "Olga@Example.com"])
    )
    assert sorted(r.status_code for r in responses) == [201, 409, 409]
    assert await db.scalar(select(func.count()).select_from(Passenger)) == 1


@pytest.mark.parametrize(
    "email", ["not-an-email", "ivan@", "@example.com", "ivan@@example.com", "ivan@localhost", ""]
)
async def test_invalid_email_is_422(client, db, email):
    response = await client.post(
        f"{BASE}/register",
        headers=await key_headers(db),
        json={"email": email, "password": PASSWORD},
    )
    assert response.status_code == 422
    assert response.json()["detail"][0]["loc"] == ["body", "email"]


async def test_email_and_password_are_required(client, db):
    response = await client.post(f"{BASE}/register", headers=await key_headers(db), json={})
    assert response.status_code == 422
    assert {tuple(e["loc"]) for e in response.json()["detail"]} == {
        ("body", "email"),
        ("body", "password"),
    }


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("first_name", "И" * 101),
        ("last_name", "x" * 101),
        ("phone", "+996 555 123 456 7890"),
        ("phone", "12345"),
        ("phone", "not a phone"),
    ],
)
async def test_names_over_100_and_bad_or_long_phone_are_422(client, db, field, value):
    response = await client.post(
        f"{BASE}/register",
        headers=await key_headers(db),
        json={"email": "a@example.com", "password": PASSWORD, field: value},
    )
    assert response.status_code == 422
    assert response.json()["detail"][0]["loc"] == ["body", field]


async def test_names_of_100_characters_are_accepted(client, db):
    body = await register(client, await key_headers(db), first_name="И" * 100, last_name="x" * 100)
    assert body["passenger"]["first_name"] == "И" * 100


async def test_national_phone_number_is_read_as_kyrgyz_and_stored_in_e164(client, db):
    body = await register(client, await key_headers(db), phone="0555 123-456")
    assert body["passenger"]["phone"] == "+996555123456"


async def test_accept_language_sets_the_language_preference(client, db):
    headers = {**await key_headers(db), "Accept-Language": "ky-KG, ru;q=0.8"}
    body = await register(client, headers)
    assert body["passenger"]["preferences"]["language"] == "ky"
