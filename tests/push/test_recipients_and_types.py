"""Who receives which push (spec 02 §6.2, issue 24): the devices of the account that owns
the booking and of accounts that proved its contact e-mail, in each one's language, with
string ``data`` of every ``data.type``, each from its event (sandbox provider; the back
office lists the pushes per token)."""

from datetime import timedelta

from tarmac.core import clock
from tests.bookings.helpers import CLOCK_MARGIN
from tests.checkin.helpers import clock_at
from tests.factories import create_api_key
from tests.pricing.world import build_world
from tests.push.helpers import (
    account,
    confirmed_booking,
    device,
    emit,
    flight_payload,
    prove_email,
    pushes,
    run_due,
)

CONTACT = "aibek@example.com"


async def travellers(client, db, admin_headers):
    """The world, a key, and a confirmed booking of its flight owned by ``owner`` (a device
    in English) for the contact address ``proven`` proved (a device in Kyrgyz)."""
    world = await build_world(db)
    key = await create_api_key(db, key_type="secret", client_type="consumer_app")
    owner = await account(client, key, "owner@example.com")
    await device(client, owner, "owner-phone", locale="en-GB")
    proven = await account(client, key, CONTACT)
    await prove_email(client, admin_headers, proven)
    await device(client, proven, "proven-phone", locale="ky-KG", platform="ios")
    booking = await confirmed_booking(client, key, world.flight.id, owner=owner, contact=CONTACT)
    return world, key, owner, proven, booking


async def test_the_owner_and_an_account_that_proved_the_contact_email_are_pushed_an_unproven_one_is_not(  # noqa: E501
    client, db, admin_headers
):
    world = await build_world(db)
    key = await create_api_key(db, key_type="secret", client_type="consumer_app")
    owner = await account(client, key, "owner@example.com")
    await device(client, owner, "owner-phone")
    await device(client, owner, "owner-tablet", platform="web", device_id="Mozilla/5.0")
    proven = await account(client, key, "proven@example.com")
    await prove_email(client, admin_headers, proven)
    await device(client, proven, "proven-phone")
    unproven = await account(client, key, "unproven@example.com")
    await device(client, unproven, "unproven-phone")
    stranger = await account(client, key, "stranger@example.com")
    await device(client, stranger, "stranger-phone")

    await confirmed_booking(client, key, world.flight.id, owner=owner, contact="Proven@Example.com")
    await confirmed_booking(
        client, key, world.flight.id, owner=None, contact="unproven@example.com"
    )
    await run_due(client, admin_headers)

    for token in ("owner-phone", "owner-tablet", "proven-phone"):
        [push] = await pushes(client, admin_headers, token)
        assert push["type"] == "booking_confirmed" and push["status"] == "sent", token
        assert push["provider"] == "sandbox"
    assert await pushes(client, admin_headers, "unproven-phone") == []
    assert await pushes(client, admin_headers, "stranger-phone") == []


async def test_a_logged_out_device_and_an_account_that_turned_pushes_off_receive_nothing(
    client, db, admin_headers
):
    world = await build_world(db)
    key = await create_api_key(db, key_type="secret", client_type="consumer_app")
    owner = await account(client, key, "owner@example.com")
    await device(client, owner, "old-phone")
    gone = await client.delete("/api/v1/auth/passenger/devices/old-phone", headers=owner.headers)
    assert gone.status_code in (200, 204)
    quiet = await account(client, key, CONTACT)
    await prove_email(client, admin_headers, quiet)
    await device(client, quiet, "quiet-phone")
    off = await client.patch(
        "/api/v1/auth/passenger/me",
        headers=quiet.headers,
        json={"preferences": {"notifications": {"push": False}}},
    )
    assert off.status_code == 200, off.text
    await confirmed_booking(client, key, world.flight.id, owner=owner, contact=CONTACT)
    await run_due(client, admin_headers)
    assert await pushes(client, admin_headers, "old-phone") == []
    assert await pushes(client, admin_headers, "quiet-phone") == []


async def test_every_flight_event_pushes_its_data_type_with_string_data_in_each_language(
    app, client, db, admin_headers
):
    world, _, _, _, booking = await travellers(client, db, admin_headers)
    flight = world.flight
    new_departure = flight.scheduled_departure + timedelta(minutes=45)
    await emit(
        app,
        "flight.delayed",
        flight_payload(
            flight,
            origin_iata="FRU",
            destination_iata="OSS",
            original_departure=flight.scheduled_departure.isoformat(),
            new_departure=new_departure.isoformat(),
            delay_minutes=45,
            reason="weather",
            affected_passengers=1,
        ),
    )
    await emit(app, "flight.delayed", flight_payload(flight, delay_minutes=20))  # under 30
    await emit(
        app,
        "flight.gate_changed",
        flight_payload(
            flight,
            origin_iata="FRU",
            destination_iata="OSS",
            departure_gate="B7",
            previous_gate="A3",
            scheduled_departure=flight.scheduled_departure.isoformat(),
        ),
    )
    await emit(
        app,
        "flight.boarding_open",
        flight_payload(flight, departure_gate="B7", boarding_at=clock.now().isoformat()),
    )
    await emit(
        app,
        "flight.cancelled",
        {"flight_id": str(flight.id), "reason": "technical", "affected_bookings": [booking["id"]]},
    )
    await run_due(client, admin_headers)

    common = {
        "booking_id": booking["id"],
        "booking_reference": booking["booking_reference"],
        "flight_id": str(flight.id),
        "flight_number": "TQ101",
        "origin_iata": "FRU",
        "destination_iata": "OSS",
    }
    english = {p["type"]: p for p in await pushes(client, admin_headers, "owner-phone")}
    kyrgyz = {p["type"]: p for p in await pushes(client, admin_headers, "proven-phone")}
    expected = {
        "booking_confirmed",
        "flight_delayed",
        "flight_gate_changed",
        "boarding_open",
        "flight_cancelled",
        "airline_change",  # the cancellation is an airline change of the booking (disruptions)
    }
    assert set(english) == set(kyrgyz) == expected  # one delay push: 20 minutes is not one
    for push in [*english.values(), *kyrgyz.values()]:
        assert push["status"] == "sent"
        assert all(isinstance(v, str) for v in push["data"].values())
        assert push["data"]["type"] == push["type"]
        assert {k: push["data"][k] for k in common} == common
    assert english["flight_delayed"]["data"]["delay_minutes"] == "45"
    assert english["flight_delayed"]["data"]["departure"] == new_departure.isoformat()
    assert english["flight_gate_changed"]["data"]["departure_gate"] == "B7"
    assert english["flight_gate_changed"]["data"]["previous_gate"] == "A3"
    assert english["boarding_open"]["data"]["departure_gate"] == "B7"
    assert english["flight_cancelled"]["data"]["reason"] == "technical"

    assert {p["language"] for p in english.values()} == {"en"}
    assert {p["language"] for p in kyrgyz.values()} == {"ky"}
    assert english["flight_delayed"]["title"] == "Flight TQ101 is delayed"
    assert "delayed by 45 min" in english["flight_delayed"]["body"]
    assert kyrgyz["flight_delayed"]["title"] == "TQ101 рейси кечигет"
    assert english["flight_gate_changed"]["title"] == "Flight TQ101: new gate B7"
    assert (
        english["flight_gate_changed"]["body"] == "Flight FRU–OSS now boards at gate B7 (was A3)."
    )
    assert kyrgyz["boarding_open"]["title"] == "TQ101 рейсине отуруу башталды"
    assert english["flight_cancelled"]["title"] == "Flight TQ101 is cancelled"


async def test_without_a_device_locale_the_account_language_is_used(client, db, admin_headers):
    world = await build_world(db)
    key = await create_api_key(db, key_type="secret", client_type="consumer_app")
    owner = await account(client, key, "owner@example.com")
    patched = await client.patch(
        "/api/v1/auth/passenger/me", headers=owner.headers, json={"preferences": {"language": "en"}}
    )
    assert patched.status_code == 200, patched.text
    await device(client, owner, "no-locale", locale=None)
    await device(client, owner, "french", locale="fr-FR")
    await confirmed_booking(client, key, world.flight.id, owner=owner, contact=owner.email)
    await run_due(client, admin_headers)
    for token in ("no-locale", "french"):
        [push] = await pushes(client, admin_headers, token)
        assert push["language"] == "en" and push["title"].startswith("Booking "), token


async def test_checkin_open_is_pushed_once_when_the_online_window_opens(client, db, admin_headers):
    world, _, _, _, booking = await travellers(client, db, admin_headers)
    opens = world.flight.scheduled_departure - timedelta(hours=24)

    await clock_at(client, admin_headers, opens - timedelta(seconds=CLOCK_MARGIN))
    await run_due(client, admin_headers)
    assert await pushes(client, admin_headers, "owner-phone", type="checkin_open") == []

    await clock_at(client, admin_headers, opens + timedelta(seconds=1))
    [push] = await pushes(client, admin_headers, "owner-phone", type="checkin_open")
    assert push["status"] == "sent" and push["data"]["booking_id"] == booking["id"]
    assert (
        push["data"]["checkin_closes_at"]
        == (world.flight.scheduled_departure - timedelta(minutes=40)).isoformat()
    )
    assert push["title"] == "Online check-in is open for flight TQ101"
    assert len(await pushes(client, admin_headers, "proven-phone", type="checkin_open")) == 1

    await clock_at(client, admin_headers, opens + timedelta(hours=3))
    await run_due(client, admin_headers)
    assert len(await pushes(client, admin_headers, "owner-phone", type="checkin_open")) == 1
