"""Statement budgets: how many SQL statements each hot request runs, so that a change that
adds round trips to a sale, a payment, a cancel, a read, a search or a quote fails here
instead of in a benchmark weeks later.

Each budget is the count of 2026-11-27 (issue 26). Raising one is a decision: say why in
``docs/decisions/performance.md`` with the change that needs it. Every count is of a second request
like the first: the first warms what a process keeps (the reference cache, stored quote
pricings, prepared statements), which a running API has warm. ``tests/statements.py``
says what is counted (every statement, through SQLAlchemy or the driver, but transaction
control and the foundation's periodic look-ups).
"""

from datetime import timedelta

from tests.bookings.helpers import BOOKINGS, QUOTE, book, passenger, quote
from tests.factories import create_api_key, create_partner
from tests.payments.helpers import top_up
from tests.pricing.factories import create_zone_price
from tests.pricing.world import build_world, today
from tests.statements import listing, statements, writes

SEARCH = "/api/v1/schedules/flights/search"

# --- budgets (counts of 2026-11-27; a change is a decision) ---------------------------------
# the quote claimed with its pricing; the class taken (cabin and class in one UPDATE); the
# booking with its segments, passengers, history line and booking.created in one statement
# (4 until issue 35: the booking was inserted first, alone)
CREATE = 3
# two seats: the three above, the trip's flights and the aircraft's layout read again (not
# from the reference cache), then per seat its fare rule, the seat zones' prices and the seat
# held, and the booking's seats inserted at the commit (14 until issue 35: the booking was
# inserted first and its total updated after the seats)
CREATE_WITH_SEATS = 12
# the booking locked, its segments, passengers, seats, items and ticket numbers in one plain
# read, whether a flight is cancelled, the wallet, the booking's update with the tickets,
# coupons, history, event and payment in one statement, the payments read for the answer,
# the ledger posted last (12 until issue 35, 13 until issue 26)
PAY_WITH_BALANCE = 7
# a pending booking: locked, tickets and coupons looked at, places and seats given back, the
# booking, history, segments and event written one by one, the answer read anew
CANCEL_PENDING = 18
# a booking paid from the wallet: the refund (fare rules, payments, refunds, the ledger's
# audit) and its tickets and coupons ended, coupon by coupon, what its items still hold
# retained (one statement, issue 32), before the same as above
CANCEL_PAID = 33
# the booking, then its segments, passengers, seats, items, tickets, coupons, flights and
# payments (one statement each)
READ = 9
# a party not asked before: at most the live inventory of the flights (none while another
# party's search read them since their last sale; the rest is remembered per process); the
# same search again: nothing
SEARCH_ANEW = 1
ROUND_TRIP_ANEW = 1
SEARCH_REMEMBERED = 0
# a party not priced before: the live inventory, then the pricing and its quote stored by
# group commit in one statement (3 until 2026-11-27); the same request again: the quote alone
QUOTE_ANEW = 2
QUOTE_REPEATED = 1


async def _quoted(client, key, world, party: int = 1, **fields) -> str:
    quoted = await quote(
        client, key.headers, world.flight.id, pax=[{"type": "adult", "count": party}], **fields
    )
    return quoted["quote_id"]


def _party(count: int, **fields) -> list[dict]:
    names = ("AIBEK", "ASEL", "BEKA", "DINARA")
    return [passenger(first_name=names[n], **fields) for n in range(count)]


async def test_a_booking_from_a_quote_stays_within_its_statement_budget(client, db, app):
    world = await build_world(db)
    key = await create_api_key(db)
    warm = await book(client, key.headers, await _quoted(client, key, world), _party(1))
    assert warm.status_code == 201, warm.text
    quote_id = await _quoted(client, key, world, party=2)

    with statements(app) as seen:
        created = await book(client, key.headers, quote_id, _party(2))

    assert created.status_code == 201, created.text
    assert len(seen) <= CREATE, listing(seen)


async def test_a_booking_with_seats_stays_within_its_statement_budget(client, db, app):
    world = await build_world(db, with_light=False)
    await create_zone_price(db, "STD", "0", is_included=True)
    await create_zone_price(db, "XL", "20")
    await db.commit()
    key = await create_api_key(db)
    warm = await book(
        client,
        key.headers,
        await _quoted(client, key, world, fare_class="Y"),
        [passenger(seat_number="6A")],
    )
    assert warm.status_code == 201, warm.text
    quote_id = await _quoted(client, key, world, party=2, fare_class="Y")
    seated = [passenger(seat_number="7A"), passenger(first_name="ASEL", seat_number="7B")]

    with statements(app) as seen:
        created = await book(client, key.headers, quote_id, seated)

    assert created.status_code == 201, created.text
    assert sorted(s["seat_number"] for s in created.json()["seats"]) == ["7A", "7B"]
    assert len(seen) <= CREATE_WITH_SEATS, listing(seen)


async def _agency(client, db, admin_headers):
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await top_up(client, admin_headers, partner.id, "5000.00")
    return key


async def test_paying_from_the_wallet_stays_within_its_statement_budget(
    client, db, app, admin_headers
):
    world = await build_world(db)
    key = await _agency(client, db, admin_headers)
    first, second = [
        (await book(client, key.headers, await _quoted(client, key, world), _party(1))).json()
        for _ in range(2)
    ]
    warm = await client.post(f"{BOOKINGS}/{first['id']}/pay-with-balance", headers=key.headers)
    assert warm.status_code == 200, warm.text

    with statements(app) as seen:
        paid = await client.post(f"{BOOKINGS}/{second['id']}/pay-with-balance", headers=key.headers)

    assert paid.status_code == 200, paid.text
    assert paid.json()["status"] == "confirmed" and paid.json()["payment_status"] == "paid"
    assert len(seen) <= PAY_WITH_BALANCE, listing(seen)


async def test_cancelling_stays_within_its_statement_budget(client, db, app, admin_headers):
    world = await build_world(db)
    key = await _agency(client, db, admin_headers)
    pending = [
        (await book(client, key.headers, await _quoted(client, key, world), _party(1))).json()
        for _ in range(4)
    ]
    for booking in pending[2:]:
        paid = await client.post(
            f"{BOOKINGS}/{booking['id']}/pay-with-balance", headers=key.headers
        )
        assert paid.status_code == 200, paid.text
    counts = {}
    for label, (warm, measured) in (("pending", pending[:2]), ("paid", pending[2:])):
        response = await client.post(f"{BOOKINGS}/{warm['id']}/cancel", headers=key.headers)
        assert response.status_code == 200, response.text
        with statements(app) as seen:
            cancelled = await client.post(
                f"{BOOKINGS}/{measured['id']}/cancel", headers=key.headers
            )
        assert cancelled.status_code == 200, cancelled.text
        assert cancelled.json()["status"] == "cancelled"
        counts[label] = seen
    assert len(counts["pending"]) <= CANCEL_PENDING, listing(counts["pending"])
    assert len(counts["paid"]) <= CANCEL_PAID, listing(counts["paid"])


async def test_reading_a_booking_stays_within_its_budget_and_writes_nothing(client, db, app):
    world = await build_world(db)
    key = await create_api_key(db)
    bookings = [
        (await book(client, key.headers, await _quoted(client, key, world), _party(1))).json()
        for _ in range(2)
    ]
    confirmed = await client.post(f"{BOOKINGS}/{bookings[1]['id']}/confirm", headers=key.headers)
    assert confirmed.status_code == 200, confirmed.text
    assert (await client.get(f"{BOOKINGS}/{bookings[0]['id']}", headers=key.headers)).is_success

    with statements(app) as seen:
        read = await client.get(f"{BOOKINGS}/{bookings[1]['id']}", headers=key.headers)

    assert read.status_code == 200, read.text
    assert read.json() == confirmed.json()
    assert len(seen) <= READ, listing(seen)
    assert writes(seen) == [], listing(seen)


def _search(**fields) -> dict:
    day = today() + timedelta(days=10)
    return {"origin": "FRU", "destination": "OSS", "departure_date": day.isoformat()} | fields


async def test_a_search_stays_within_its_budget_remembered_or_anew_and_writes_nothing(
    client, db, app
):
    await build_world(db)
    key = await create_api_key(db)
    back = (today() + timedelta(days=15)).isoformat()
    counts = {}
    for label, fields in (("one way", {}), ("round trip", {"return_date": back})):
        warm = await client.post(
            SEARCH, json=_search(include_prices=True, **fields), headers=key.headers
        )
        assert warm.status_code == 200, warm.text
        body = _search(include_prices=True, adults=2, **fields)  # a party not asked before
        with statements(app) as anew:
            first = await client.post(SEARCH, json=body, headers=key.headers)
        with statements(app) as remembered:
            again = await client.post(SEARCH, json=body, headers=key.headers)
        assert first.status_code == again.status_code == 200, first.text
        assert again.json() == first.json() and first.json()["total"] == 1
        counts[label] = (anew, remembered)
    assert len(counts["one way"][0]) <= SEARCH_ANEW, listing(counts["one way"][0])
    assert len(counts["round trip"][0]) <= ROUND_TRIP_ANEW, listing(counts["round trip"][0])
    for anew, remembered in counts.values():
        assert len(remembered) <= SEARCH_REMEMBERED, listing(remembered)
        assert writes(anew) == [], listing(anew)


async def test_a_quote_stays_within_its_budget_priced_anew_or_repeated(client, db, app):
    world = await build_world(db)
    key = await create_api_key(db)
    await quote(client, key.headers, world.flight.id, return_flight_id=str(world.return_flight.id))
    body = {
        "flight_id": str(world.flight.id),
        "return_flight_id": str(world.return_flight.id),
        "pax": [{"type": "adult", "count": 2}],  # a request not priced before
    }
    with statements(app) as anew:
        first = await client.post(QUOTE, json=body, headers=key.headers)
    with statements(app) as repeated:
        again = await client.post(QUOTE, json=body, headers=key.headers)

    assert first.status_code == again.status_code == 200, first.text
    assert again.json()["quote_id"] != first.json()["quote_id"]
    assert again.json()["net"] == first.json()["net"]
    assert len(anew) <= QUOTE_ANEW, listing(anew)
    assert len(repeated) <= QUOTE_REPEATED, listing(repeated)
