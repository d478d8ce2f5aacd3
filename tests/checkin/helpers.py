"""Helpers of the check-in tests: a confirmed booking of the pricing world, its magic link,
the test clock moved to a moment before departure, staff tokens with check-in scopes."""

import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import update

from tarmac.core import clock
from tarmac.pricing.models import FareFamily
from tests.bookings.helpers import BOOKINGS, advance_clock, book, passenger, quote
from tests.factories import create_api_key
from tests.pricing.factories import create_zone_price
from tests.pricing.world import build_world

CHECKIN = "/api/v1/checkin"


@dataclass
class Trip:
    booking: dict
    signer: object
    passengers: list[dict]

    @property
    def token(self) -> str:
        """A magic link minted now (on the test clock: a link lives 24 hours)."""
        return self.signer.magic_link_token(uuid.UUID(self.booking["id"]))

    @property
    def id(self) -> str:
        return self.booking["id"]

    def link(self, **params) -> dict:
        return {"access_token": self.token, **params}


async def confirmed_trip(
    client, key, signer, flight_id, people=None, language: str | None = None, **fields
) -> Trip:
    """A booking of ``flight_id`` for ``people`` (passenger dicts), confirmed on account;
    made in ``language`` (its ``Accept-Language``) when given."""
    people = people or [passenger()]
    pax: dict[str, int] = {}
    for person in people:
        pax[person["passenger_type"]] = pax.get(person["passenger_type"], 0) + 1
    fields.setdefault("fare_class", "Y")  # CLASSIC: seat selection allowed, BG23
    quoted = await quote(
        client,
        key.headers,
        flight_id,
        pax=[{"type": t, "count": n} for t, n in pax.items()],
        **fields,
    )
    headers = key.headers | ({"Accept-Language": language} if language else {})
    response = await book(client, headers, quoted["quote_id"], people)
    assert response.status_code == 201, response.text
    booking = response.json()
    confirmed = await client.post(f"{BOOKINGS}/{booking['id']}/confirm", headers=key.headers)
    assert confirmed.status_code == 200, confirmed.text
    booking = confirmed.json()
    return Trip(booking, signer, booking["passengers"])


async def clock_at(client, admin_headers, moment: datetime) -> None:
    """Move the test clock forward so that it reads ``moment`` now."""
    seconds = int((moment - clock.now()).total_seconds())
    assert seconds >= 0, "the test clock only moves forward in these tests"
    await advance_clock(client, admin_headers, seconds)


async def online_window_open(client, admin_headers, flight) -> None:
    """Two hours before departure: inside both the online and the counter windows."""
    await clock_at(client, admin_headers, flight.scheduled_departure - timedelta(hours=2))


async def open_boarding(client, admin_headers, flight_id) -> None:
    """The back office opens the flight's boarding (``POST /admin/flights/{id}/boarding``)."""
    opened = await client.post(
        f"/api/v1/admin/flights/{flight_id}/boarding", headers=admin_headers, json={}
    )
    assert opened.status_code == 200, opened.text


async def scan(client, signer, flight_id, boarding_pass: dict, **body):
    """A gate agent scans the pass's barcode at the gate of ``flight_id``."""
    return await client.post(
        f"{CHECKIN}/boarding",
        headers=staff(signer, "checkin:boarding_pass"),
        json={"flight_id": str(flight_id), "bcbp": boarding_pass["bcbp"], **body},
    )


def staff(signer, *scopes: str) -> dict:
    return {"Authorization": f"Bearer {signer.staff_token('agent-7', set(scopes), 3600)}"}


async def check_in(client, trip: Trip, passenger_id: str, flight_id, **body):
    return await client.post(
        f"{CHECKIN}/consumer",
        params=trip.link(),
        json={
            "booking_id": trip.id,
            "passenger_id": passenger_id,
            "flight_id": str(flight_id),
            **body,
        },
    )


async def checked_in_and_issued(client, trip: Trip, passenger_id: str, flight_id, **body) -> dict:
    """Checked in, declared, completed and the boarding pass issued; the pass."""
    created = await check_in(client, trip, passenger_id, flight_id, **body)
    assert created.status_code == 201, created.text
    checkin_id = created.json()["checkin_id"]
    for step, payload in (("dg-declare", {"confirmed": True}), ("complete", None)):
        done = await client.post(f"{CHECKIN}/{checkin_id}/{step}", params=trip.link(), json=payload)
        assert done.status_code == 200, done.text
    issued = await client.post(f"{CHECKIN}/{checkin_id}/boarding-pass", params=trip.link())
    assert issued.status_code == 200, issued.text
    return issued.json()


async def seat_zones(db) -> None:
    """Seat zones for every fare: STD included, XL (exit rows) 25, FRONT 10."""
    await create_zone_price(db, "STD", "0", is_included=True)
    await create_zone_price(db, "XL", "25")
    await create_zone_price(db, "FRONT", "10")
    await db.commit()


@dataclass
class IssuedPass:
    boarding_pass: dict
    trip: Trip
    world: object

    @property
    def bcbp(self) -> str:
        return self.boarding_pass["bcbp"]

    @property
    def ticket_number(self) -> str:
        [ticket] = self.trip.booking["tickets"]
        return ticket["ticket_number"]


async def issued_pass(client, db, signer, admin_headers, baggage: str | None = None) -> IssuedPass:
    """The pricing world, a confirmed booking of its flight for one adult (ASANOV/AIBEK,
    male) whose fare family carries ``baggage``, checked in online in seat 7C, its boarding
    pass issued."""
    world = await build_world(db)
    await seat_zones(db)
    await db.execute(update(FareFamily).values(baggage_allowance=baggage))
    await db.commit()
    key = await create_api_key(db)
    trip = await confirmed_trip(client, key, signer, world.flight.id)
    await online_window_open(client, admin_headers, world.flight)
    issued = await checked_in_and_issued(
        client, trip, trip.passengers[0]["id"], world.flight.id, seat_number="7C"
    )
    return IssuedPass(issued, trip, world)
