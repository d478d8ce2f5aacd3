"""NDC orders under real concurrent requests: the last place is sold once whichever door
(NDC or JSON) the buyers use, and one idempotency key books once however many copies race."""

import asyncio
import uuid

from sqlalchemy import func, select, update

from tarmac.bookings.models import Booking
from tarmac.inventory.models import BookingClassInventory
from tests.bookings.helpers import book, passenger, quote
from tests.exchanges.helpers import exchange_world
from tests.factories import create_api_key, create_partner
from tests.ndc.helpers import NDC, XML_HEADERS, assert_valid, error_code
from tests.ndc.test_orders import _create, _quoted
from tests.payments.helpers import top_up


async def _last_place(db, flight_id) -> None:
    await db.execute(
        update(BookingClassInventory)
        .where(BookingClassInventory.flight_id == flight_id)
        .values(sold=BookingClassInventory.seats - 1)
    )
    await db.commit()


async def test_the_last_place_is_sold_once_to_racing_ndc_and_json_buyers(client, db, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    other = await create_partner(db, "Caravan Tours")
    other_key = await create_api_key(db, partner_id=other.id)
    await db.commit()
    await top_up(client, admin_headers, other.id, "5000.00")
    quotes = [await _quoted(client, ex), await _quoted(client, ex, other_key.headers)]
    json_quote = await quote(  # the same class Y as the NDC quotes (each class has one left)
        client,
        ex.key.headers,
        ex.world.flight.id,
        pax=[{"type": "adult", "count": 1}],
        fare_class="Y",
    )
    await _last_place(db, ex.world.flight.id)

    async def ndc(key, quoted):
        return await client.post(
            f"{NDC}/OrderCreate", content=_create(quoted), headers={**key.headers, **XML_HEADERS}
        )

    answers = await asyncio.gather(
        ndc(ex.key, quotes[0]),
        ndc(other_key, quotes[1]),
        book(client, ex.key.headers, json_quote["quote_id"], [passenger()]),
    )
    won = [a for a in answers if a.status_code in (200, 201)]
    assert len(won) == 1, [a.status_code for a in answers]
    for lost in answers:
        if lost in won:
            continue
        assert lost.status_code == 409, lost.text
        if lost.headers["content-type"].startswith("application/xml"):
            assert error_code(assert_valid("OrderViewRS", lost.content)) == "sold_out"
    assert await db.scalar(select(func.count()).select_from(Booking)) == 1


async def test_copies_of_one_order_racing_with_one_idempotency_key_book_once(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    body = _create(await _quoted(client, ex))
    headers = {**ex.key.headers, **XML_HEADERS, "X-Idempotency-Key": str(uuid.uuid4())}
    answers = await asyncio.gather(
        *(client.post(f"{NDC}/OrderCreate", content=body, headers=headers) for _ in range(4))
    )
    done = [a for a in answers if a.status_code == 200]
    assert done, [a.text for a in answers]
    assert all(a.content == done[0].content for a in done)
    # a copy that came while the first was being served is told to retry (409 in progress)
    assert all(a.status_code in (200, 409) for a in answers), [a.status_code for a in answers]
    assert await db.scalar(select(func.count()).select_from(Booking)) == 1
