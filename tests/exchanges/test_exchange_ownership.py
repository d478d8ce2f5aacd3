"""An exchange quote names a booking, so it is the booking's client's (issue 32, case 8):
the exchange quote refuses a booking the key may not see, as ``GET /bookings/{id}`` does,
and the preview and execute refuse an exchange quote another client made."""

import uuid
from dataclasses import replace

from sqlalchemy import func, select

from tarmac.exchanges.models import ExchangeLock
from tarmac.pricing.quote_models import QuotePricing
from tests.exchanges.helpers import ExchangeWorld, exchange_world, execute, paid_booking, preview
from tests.factories import create_api_key, create_partner
from tests.payments.helpers import top_up

EXCHANGE_QUOTE = "/api/v1/fares/quote/exchange"


def _exchange_quote_body(ex, booking: dict) -> dict:
    return {
        "original_booking_id": booking["id"],
        "original_total_amount": str(booking["total_amount"]),
        "original_currency": "USD",
        "original_fare_rule_id": str(ex.world.classic_rule.id),
        "original_scheduled_departure": ex.world.flight.scheduled_departure.isoformat(),
        "new_flight_id": str(ex.other.id),
    }


async def _other_agency(client, db, admin_headers, ex) -> ExchangeWorld:
    """The same world seen by an agency of another partner, with a wallet of its own."""
    partner = await create_partner(db, "Tian Shan Tours")
    key = await create_api_key(db, partner_id=partner.id)
    await db.commit()
    await top_up(client, admin_headers, partner.id, "5000.00")
    return replace(ex, key=key, partner_id=partner.id)


async def test_the_exchange_quote_refuses_a_booking_of_another_agency(client, db, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    theirs = await paid_booking(client, ex)
    other = (await _other_agency(client, db, admin_headers, ex)).key
    before = await db.scalar(select(func.count()).select_from(QuotePricing))

    refused = await client.post(
        EXCHANGE_QUOTE, json=_exchange_quote_body(ex, theirs), headers=other.headers
    )
    unknown = await client.post(
        EXCHANGE_QUOTE,
        json={**_exchange_quote_body(ex, theirs), "original_booking_id": str(uuid.uuid4())},
        headers=other.headers,
    )

    assert refused.status_code == 403, refused.text
    assert refused.json()["code"] == "not_your_booking"
    assert unknown.status_code == 404, unknown.text
    assert unknown.json()["code"] == "booking_not_found"
    assert await db.scalar(select(func.count()).select_from(QuotePricing)) == before
    own = await client.post(
        EXCHANGE_QUOTE, json=_exchange_quote_body(ex, theirs), headers=ex.key.headers
    )
    assert own.status_code == 200, own.text


async def test_the_preview_and_execute_refuse_an_exchange_quote_another_client_made(
    client, db, admin_headers
):
    """Agency B previews its own booking with the exchange quote agency A made (for A's
    booking): 403 ``quote_not_yours``, before any other check; no price lock is taken, and
    the execute naming it is refused the same way."""
    ex = await exchange_world(db, client, admin_headers)
    theirs = await paid_booking(client, ex)
    quoted = await client.post(
        EXCHANGE_QUOTE, json=_exchange_quote_body(ex, theirs), headers=ex.key.headers
    )
    assert quoted.status_code == 200, quoted.text
    quote_id = quoted.json()["quote_id"]
    other = await _other_agency(client, db, admin_headers, ex)
    mine = await paid_booking(client, other)

    shown = await preview(client, other.key, mine["id"], ex.other.id, exchange_quote_id=quote_id)
    done = await execute(client, other.key, mine["id"], ex.other.id, exchange_quote_id=quote_id)

    assert shown.status_code == 403, shown.text
    assert shown.json()["code"] == "quote_not_yours"
    assert done.status_code == 403, done.text
    assert done.json()["code"] == "quote_not_yours"
    assert await db.scalar(select(func.count()).select_from(ExchangeLock)) == 0
