"""The wallet is debited atomically: real simultaneous pay-with-balance calls, spread over
two API processes' apps on one database, against a wallet that covers only some of them
(spec 01 §4.5 pay-with-balance, §2.12)."""

import asyncio

from sqlalchemy import func, select, update

from tarmac.inventory.models import BookingClassInventory
from tarmac.payments.models import Payment
from tests.bookings.helpers import book, passenger, quote
from tests.catalog.factories import create_cabin
from tests.conftest import client_for
from tests.factories import create_api_key, create_partner
from tests.payments.helpers import assert_ledgers_balance, top_up, wallets
from tests.pricing.world import build_world

ATTEMPTS = 50
AFFORDABLE = 17  # the wallet holds 17 bookings, and half of one more


async def test_fifty_simultaneous_payments_succeed_exactly_as_far_as_the_wallet_goes(
    app, app_factory, db, admin_headers
):
    world = await build_world(db, with_light=False)
    await db.execute(
        update(BookingClassInventory)
        .where(BookingClassInventory.flight_id == world.flight.id)
        .values(seats=ATTEMPTS)
    )
    await create_cabin(db, world.flight, seats=ATTEMPTS)  # the classes share the cabin's
    await db.commit()
    partner = await create_partner(db)
    # 30 bookings a minute per key: two keys of the partner
    keys = [await create_api_key(db, partner_id=partner.id) for _ in range(2)]
    second = app_factory()
    async with client_for(app) as one, client_for(second) as two:
        booked = []
        for n in range(ATTEMPTS):
            key = keys[n % 2]
            quoted = await quote(one, key.headers, world.flight.id)
            made = await book(one, key.headers, quoted["quote_id"], [passenger()])
            assert made.status_code == 201, made.text
            booked.append((key, made.json()))
        price = booked[0][1]["total_amount"]
        assert {booking["total_amount"] for _, booking in booked} == {price}
        await top_up(one, admin_headers, partner.id, f"{AFFORDABLE * price + price / 2:.2f}")

        responses = await asyncio.gather(
            *(
                (one, two)[n % 2].post(
                    f"/api/v1/bookings/{booking['id']}/pay-with-balance", headers=key.headers
                )
                for n, (key, booking) in enumerate(booked)
            )
        )

        statuses = sorted(r.status_code for r in responses)
        assert statuses == [200] * AFFORDABLE + [422] * (ATTEMPTS - AFFORDABLE), statuses
        for refused in (r for r in responses if r.status_code == 422):
            assert "USD" in refused.json()["detail"]
        wallet = (await wallets(one, keys[0], partner.id))["USD"]
        assert wallet["balance"] == round(price / 2, 2)
        assert await db.scalar(select(func.count()).select_from(Payment)) == AFFORDABLE
        await assert_ledgers_balance(one, admin_headers)
