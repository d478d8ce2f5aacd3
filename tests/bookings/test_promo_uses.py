"""The uses of a promo code a sale takes (spec 01 §4.4 rule 11, issue 33 point 3): a quote
previews the per-customer limit on the normalised ``customer_email``; the booking takes the
use for its contact e-mail (normalised the same way) and keeps it once confirmed, paid or
ticketed on account; a booking that ends pending gives it back; two sales racing for the
last use do not both have it."""

import asyncio

from sqlalchemy import select

from tarmac.pricing.quote_models import PromoRedemption
from tests.bookings.helpers import BOOKINGS, book, quote
from tests.conftest import client_for
from tests.factories import create_api_key
from tests.pricing.factories import create_promo
from tests.pricing.world import build_world


async def promo_world(db):
    world = await build_world(db)
    await create_promo(db, "WELCOME", "10", max_uses_per_customer=1)
    await db.commit()
    return world


async def welcome(client, key, world, email: str | None) -> dict:
    """A quote of the world's flight with the promo, for ``email`` (none: no preview)."""
    fields = {"customer_email": email} if email is not None else {}
    return await quote(
        client, key.headers, world.flight.id, fare_class="Y", promo_code="welcome", **fields
    )


def rejection(quoted: dict) -> str | None:
    found = [r["reason"] for r in quoted["applied_rules"] if r["rule_type"] == "promo_rejected"]
    return found[0] if found else None


async def test_a_booking_confirmed_without_payment_counts_against_the_per_customer_promo_limit(
    client, db
):
    world = await promo_world(db)
    key = await create_api_key(db)
    first = await welcome(client, key, world, "Ann@Example.com")
    assert (first["net"], rejection(first)) == ("90.00", None)
    made = await book(client, key.headers, first["quote_id"], contact_email="Ann@Example.COM")
    assert made.status_code == 201, made.text
    confirmed = await client.post(f"{BOOKINGS}/{made.json()['id']}/confirm", headers=key.headers)
    assert confirmed.status_code == 200, confirmed.text
    assert (confirmed.json()["status"], confirmed.json()["payment_status"]) == (
        "confirmed",
        "unpaid",
    )

    again = await welcome(client, key, world, "  ANN@example.com ")
    assert (again["net"], rejection(again)) == ("100.00", "per_customer_limit_reached")
    other = await welcome(client, key, world, "bob@example.com")
    assert (other["net"], rejection(other)) == ("90.00", None)
    [used] = (await db.scalars(select(PromoRedemption))).all()
    assert (str(used.booking_id), used.customer_email) == (made.json()["id"], "ann@example.com")


async def test_a_pending_booking_holds_its_promo_use_and_gives_it_back_when_cancelled(client, db):
    world = await promo_world(db)
    key = await create_api_key(db)
    earlier = await welcome(client, key, world, None)  # no preview: the booking checks
    first = await welcome(client, key, world, "ann@example.com")
    made = await book(client, key.headers, first["quote_id"], contact_email="ann@example.com")
    assert made.status_code == 201, made.text

    assert rejection(await welcome(client, key, world, "ANN@example.com")) == (
        "per_customer_limit_reached"
    )
    second = await book(client, key.headers, earlier["quote_id"], contact_email="Ann@example.com")
    assert second.status_code == 409, second.text
    assert second.json()["code"] == "promo_limit_reached"
    assert "quote again" in second.json()["detail"]

    cancelled = await client.post(f"{BOOKINGS}/{made.json()['id']}/cancel", headers=key.headers)
    assert cancelled.status_code == 200, cancelled.text
    back = await welcome(client, key, world, "ann@example.com")
    assert (back["net"], rejection(back)) == ("90.00", None)
    assert (await db.scalars(select(PromoRedemption))).all() == []


async def test_two_simultaneous_bookings_for_one_customer_get_a_promo_limited_to_one_once(
    app, app_factory, db
):
    world = await promo_world(db)
    key = await create_api_key(db)
    second = app_factory()
    async with client_for(app) as one, client_for(second) as two:
        quotes = [await welcome(one, key, world, "ann@example.com") for _ in range(2)]
        assert [q["net"] for q in quotes] == ["90.00", "90.00"]  # a quote only previews
        responses = await asyncio.gather(
            book(one, key.headers, quotes[0]["quote_id"], contact_email="ann@example.com"),
            book(two, key.headers, quotes[1]["quote_id"], contact_email="ANN@Example.com"),
        )
    assert sorted(r.status_code for r in responses) == [201, 409], [r.text for r in responses]
    [refused] = [r for r in responses if r.status_code == 409]
    assert refused.json()["code"] == "promo_limit_reached"
    assert len((await db.scalars(select(PromoRedemption))).all()) == 1
