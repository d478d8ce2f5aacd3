"""A request priced before is issued again from its pricing only while nothing it depends on
has changed: reference data, seats, promo uses, and time (departures, promo windows, SSR
deadlines, the airline's date). Each test prices once, changes one thing, and checks that
the next quote sees it."""

from datetime import UTC, datetime, time, timedelta

from sqlalchemy import select

from tarmac.core import clock
from tarmac.db.engine import create_engine
from tarmac.db.group_commit import BatchInserter
from tarmac.inventory.models import BookingClassInventory
from tarmac.pricing import promos
from tarmac.pricing.quote_models import Quote, QuotePricing
from tests.factories import create_api_key
from tests.pricing.factories import create_promo, create_tax, seed_ssr
from tests.pricing.test_quote_basics import QUOTE, quote
from tests.pricing.world import build_world, today

IDENTITY = ("quote_id", "valid_until", "created_at")


def priced_part(body: dict) -> dict:
    return {k: v for k, v in body.items() if k not in IDENTITY}


def move_clock_to(moment: datetime) -> None:
    clock.set_offset(moment - datetime.now(UTC))


async def test_a_repeated_request_is_a_new_stored_quote_with_the_same_price(client, db):
    world = await build_world(db)
    key = await create_api_key(db)
    await create_tax(db, "YQ", "5")
    await db.commit()
    payload = {"flight_id": str(world.flight.id), "pax": [{"type": "ADT", "count": 2}]}
    first = await quote(client, payload, key.headers)
    second = await quote(client, payload, key.headers)
    assert second["quote_id"] != first["quote_id"]
    assert priced_part(second) == priced_part(first)
    for body in (first, second):
        stored = await client.get(f"{QUOTE}/{body['quote_id']}", headers=key.headers)
        assert stored.json() == body
    # one pricing stored, two quotes issued from it
    assert len((await db.scalars(select(QuotePricing.id))).all()) == 1
    issued = (await db.scalars(select(Quote.id))).all()
    assert sorted(map(str, issued)) == sorted([first["quote_id"], second["quote_id"]])


async def test_a_tax_changed_by_staff_is_in_the_next_quote(client, db, admin_headers):
    world = await build_world(db, with_light=False)
    tax = await create_tax(db, "YQ", "5")
    await db.commit()
    payload = {"flight_id": str(world.flight.id), "pax": [{"type": "ADT", "count": 2}]}
    assert (await quote(client, payload))["net"] == "210.00"
    changed = await client.patch(
        f"/api/v1/admin/taxes/{tax.id}", json={"amount": "7.50"}, headers=admin_headers
    )
    assert changed.status_code == 200, changed.text
    assert (await quote(client, payload))["net"] == "215.00"


async def test_seats_sold_since_the_last_quote_are_seen(client, db):
    world = await build_world(db)
    payload = {
        "flight_id": str(world.flight.id),
        "pax": [{"type": "ADT", "count": 2}],
        "fare_class": "Y",
    }
    assert (await quote(client, payload))["fare_class"] == "Y"
    inventory = await db.scalar(
        select(BookingClassInventory).where(
            BookingClassInventory.flight_id == world.flight.id,
            BookingClassInventory.booking_class == "Y",
        )
    )
    inventory.sold = inventory.seats - 1
    await db.commit()
    body = await quote(client, payload)
    assert body["fare_class"] == "Q"
    assert "fare_class_fallback" in [r["rule_type"] for r in body["applied_rules"]]


async def test_a_promo_use_recorded_at_a_booking_is_counted_by_the_next_quote(client, db):
    world = await build_world(db)
    promo = await create_promo(db, "ONCE", "10", max_uses_per_customer=1)
    await db.commit()
    payload = {
        "flight_id": str(world.flight.id),
        "promo_code": "ONCE",
        "customer_email": "Ann@Example.com",
    }
    assert "promo" in [line["type"] for line in (await quote(client, payload))["line_items"]]
    await promos.record_redemption(db, promo.id, booking_id=None, customer_email="ann@example.com")
    await db.commit()
    [rejected] = [
        r
        for r in (await quote(client, payload))["applied_rules"]
        if r["rule_type"] == "promo_rejected"
    ]
    assert rejected["reason"] == "per_customer_limit_reached"


async def test_a_promo_stops_applying_at_the_end_of_its_window(client, db):
    world = await build_world(db)
    ends = clock.now() + timedelta(hours=1)
    await create_promo(db, "HOUR", "10", valid_to=ends)
    await db.commit()
    payload = {"flight_id": str(world.flight.id), "promo_code": "HOUR"}
    assert "promo" in [line["type"] for line in (await quote(client, payload))["line_items"]]
    move_clock_to(ends + timedelta(seconds=1))
    reasons = [r.get("reason") for r in (await quote(client, payload))["applied_rules"]]
    assert "expired" in reasons


async def test_a_flight_is_not_quoted_once_it_has_departed(client, db):
    world = await build_world(db)
    payload = {"flight_id": str(world.flight.id)}
    await quote(client, payload)
    move_clock_to(world.flight.scheduled_departure + timedelta(minutes=1))
    late = await client.post(QUOTE, json=payload)
    assert late.status_code == 400
    assert "departed" in late.json()["detail"]


async def test_an_ssr_is_refused_once_its_advance_deadline_passes(client, db):
    world = await build_world(db)
    await seed_ssr(db)
    await db.commit()
    payload = {"flight_id": str(world.flight.id), "ancillaries": [{"code": "WCHC"}]}
    await quote(client, payload)
    move_clock_to(world.flight.scheduled_departure - timedelta(hours=47))
    late = await client.post(QUOTE, json=payload)
    assert late.status_code == 400
    assert late.json()["detail"]["error"] == "ssr_too_close_to_departure"


async def test_the_next_airline_day_closes_an_advance_purchase_fare(client, db):
    world = await build_world(db)  # the flight is 10 days away
    world.classic_rule.advance_purchase_days = 10
    world.light_rule.advance_purchase_days = 10
    await db.commit()
    payload = {"flight_id": str(world.flight.id)}
    await quote(client, payload)
    midnight = datetime.combine(today() + timedelta(days=1), time(0), clock.BISHKEK)
    move_clock_to(midnight + timedelta(seconds=1))
    late = await client.post(QUOTE, json=payload)
    assert late.status_code == 400
    assert "at least 10 days before departure" in late.json()["detail"]


async def test_a_quote_that_cannot_be_stored_is_503_and_stores_nothing(app, client, db):
    world = await build_world(db)
    await db.commit()
    payload = {"flight_id": str(world.flight.id)}
    await quote(client, payload)  # priced: the next one is only stored
    unreachable = create_engine("postgresql+asyncpg://tarmac@127.0.0.1:9/nowhere")
    app.state.inserter = BatchInserter(unreachable)
    try:
        answer = await client.post(QUOTE, json=payload)
    finally:
        await unreachable.dispose()
    assert answer.status_code == 503
    assert "Retry" in answer.json()["detail"]
    assert answer.json()["code"] == "service_unavailable"
    assert answer.headers["Retry-After"] == "1"
    assert len((await db.scalars(select(Quote.id))).all()) == 1
