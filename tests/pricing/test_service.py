"""The pricing API other domains use: a quote taken unchanged by booking creation."""

import uuid
from datetime import timedelta

import pytest

from tarmac.auth.caller import Caller
from tarmac.core import clock
from tarmac.core.errors import Gone
from tarmac.pricing import service as pricing
from tests.pricing.factories import create_promo
from tests.pricing.test_quote_basics import quote
from tests.pricing.world import build_world

ANYONE = Caller(kind="anonymous")  # the quotes here are made without a key


async def test_quote_for_booking_and_promo_use(client, db):
    world = await build_world(db, with_light=False)
    await create_promo(db, "ONCE", "10", max_uses=1)
    await db.commit()
    body = await quote(
        client,
        {
            "flight_id": str(world.flight.id),
            "return_flight_id": str(world.return_flight.id),
            "pax": [{"type": "ADT"}, {"type": "CHD"}, {"type": "INF"}],
            "promo_code": "ONCE",
            "customer_email": "Ann@Example.com",
        },
    )
    taken = await pricing.quote_for_booking(db, body["quote_id"])
    assert taken.bookable and taken.round_trip
    assert (taken.flight_id, taken.return_flight_id) == (world.flight.id, world.return_flight.id)
    assert str(taken.net) == body["net"]
    assert taken.legs[0].fare_price_id == world.prices["adult"].id
    assert [(p.passenger_type, p.count, p.fare_price_id) for p in taken.legs[0].passengers] == [
        ("adult", 1, world.prices["adult"].id),
        ("child", 1, world.prices["child"].id),
        ("infant", 1, world.prices["infant"].id),
    ]
    assert taken.pax == (("adult", 1), ("child", 1), ("infant", 1))
    assert taken.customer_email == "ann@example.com"
    booking_id = uuid.uuid4()
    await pricing.take_promo_use(db, taken, booking_id, None)
    with pytest.raises(pricing.PromoLimitReached):  # max_uses 1: taken
        await pricing.take_promo_use(db, taken, uuid.uuid4(), None)
    booked = await pricing.book_quote(db, taken.quote_id, booking_id, ANYONE)
    assert booked == taken  # the quote as priced, now the booking's
    with pytest.raises(pricing.QuoteAlreadyBooked):
        await pricing.book_quote(db, taken.quote_id, uuid.uuid4(), ANYONE)
    await db.commit()
    again = await quote(client, {"flight_id": str(world.flight.id), "promo_code": "ONCE"})
    assert again["applied_rules"][0]["reason"] == "max_uses_reached"
    clock.set_offset(timedelta(seconds=301))
    with pytest.raises(Gone) as gone:
        await pricing.quote_for_booking(db, body["quote_id"])
    assert gone.value.detail["error"] == "quote_not_available"


async def test_schedule_quote_is_not_bookable(client, db):
    world = await build_world(db, with_light=False)
    body = await quote(
        client,
        {
            "origin": "FRU",
            "destination": "OSS",
            "departure_date": world.flight.flight_date.isoformat(),
        },
    )
    taken = await pricing.quote_for_booking(db, uuid.UUID(body["quote_id"]))
    assert taken.bookable is False


async def test_old_unused_quotes_are_purged_and_their_audit_entries_kept(client, db):
    from sqlalchemy import func, select

    from tarmac.pricing import audit
    from tarmac.pricing.quote_models import PriceAuditEntry, Quote, QuotePricing
    from tarmac.pricing.tasks import purge_expired_quotes

    world = await build_world(db, with_light=False)
    used = await quote(client, {"flight_id": str(world.flight.id)})
    unused = await quote(client, {"flight_id": str(world.flight.id)})  # the same pricing
    alone = await quote(
        client, {"flight_id": str(world.flight.id), "pax": [{"type": "ADT", "count": 2}]}
    )
    booking_id = uuid.uuid4()
    await pricing.book_quote(db, uuid.UUID(used["quote_id"]), booking_id, ANYONE)
    await db.commit()
    before, _ = await audit.search(db)
    assert await purge_expired_quotes(db) == 0
    clock.set_offset(timedelta(days=31))
    assert await purge_expired_quotes(db) == 2
    await db.commit()
    assert [str(q) for q in (await db.scalars(select(Quote.id))).all()] == [used["quote_id"]]
    # the pricing of the used quote stays; the one only the purged quote used is gone
    assert await db.scalar(select(func.count()).select_from(QuotePricing)) == 1
    archived = (await db.scalars(select(PriceAuditEntry.id))).all()
    assert sorted(map(str, archived)) == sorted([unused["quote_id"], alone["quote_id"]])
    after, count = await audit.search(db)
    assert count == 3
    assert after == before  # the same entries, whether derived or archived
    [entry] = (await audit.search(db, booking_id=booking_id))[0]
    assert entry["quote_id"] == uuid.UUID(used["quote_id"])


async def test_demo_pricing_is_idempotent_and_quotable(client, db):
    from sqlalchemy import func, select

    from tarmac.demo import pricing as demo
    from tarmac.pricing.quote_models import PromoCode, SsrService, Tax
    from tests.content.factories import create_internal_rate
    from tests.factories import create_partner

    world = await build_world(db, with_light=False, currency="KGS")
    await create_partner(db)
    await create_internal_rate(db, "KGS", "USD", "0.0114")
    for _ in range(2):
        await demo.load(db)
        await db.commit()
    assert await db.scalar(select(func.count()).select_from(SsrService)) == 40
    assert await db.scalar(select(func.count()).select_from(Tax)) == 5
    assert await db.scalar(select(func.count()).select_from(PromoCode)) == 3
    body = await quote(
        client,
        {
            "flight_id": str(world.flight.id),
            "pax": [{"type": "ADT"}],
            "promo_code": "WELCOME10",
            "ancillaries": [{"code": "XBAG"}],
        },
    )
    codes = {line["metadata"]["code"] for line in body["line_items"] if line["type"] == "tax"}
    assert codes == {"AIRPORT_KG", "YQ", "BOOK_FEE", "VAT", "SECURITY_FEE"}
    # 100 fare + 2500 XBAG + 300 + 500 + 200 + 12.00 VAT + 150 - 10.00 promo
    assert body["net"] == "3752.00"
