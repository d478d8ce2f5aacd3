"""No client input gives a 500 on the quote endpoints (random bodies, hypothesis)."""

import uuid

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.factories import create_api_key
from tests.pricing.world import build_world

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**20), max_value=10**20),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=12),
    st.sampled_from(["ADT", "INF", "CHD", "FRU", "OSS", "USD", "NaN", "2030-01-01", "  "]),
)
pax_items = st.lists(
    st.dictionaries(
        st.sampled_from(["type", "paxType", "passenger_type", "count", "quantity"]),
        scalars,
        max_size=3,
    ),
    max_size=11,
)
bodies = st.fixed_dictionaries(
    {},
    optional={
        "origin": scalars,
        "destination": scalars,
        "departure_date": scalars,
        "return_date": scalars,
        "pax": st.one_of(pax_items, scalars),
        "fare_class": scalars,
        "cabin": scalars,
        "channel": scalars,
        "promo_code": scalars,
        "target_currency": scalars,
        "customer_email": scalars,
        "ancillaries": st.lists(
            st.dictionaries(st.sampled_from(["code", "qty"]), scalars), max_size=3
        ),
        "offers": st.lists(
            st.dictionaries(st.sampled_from(["offer_id", "amount", "qty"]), scalars), max_size=3
        ),
        "partner_id": st.one_of(scalars, st.uuids().map(str)),
        "route_id": st.one_of(scalars, st.uuids().map(str)),
    },
)


STATE: dict = {}


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(body=bodies, use_flight=st.booleans())
async def test_random_quote_bodies_never_500(client, db, body, use_flight):
    from sqlalchemy import select

    from tarmac.catalog.models import Flight

    flight_id = await db.scalar(select(Flight.id).limit(1))
    if flight_id is None:  # the first example builds the world and a key for the others
        await build_world(db)
        flight_id = await db.scalar(select(Flight.id).limit(1))
        STATE[db] = (await create_api_key(db)).headers
    key_headers = STATE[db]
    if use_flight:
        body = {**body, "flight_id": str(flight_id)}
    response = await client.post("/api/v1/fares/quote", json=body, headers=key_headers)
    assert response.status_code < 500, response.text
    exchange = await client.post(
        "/api/v1/fares/quote/exchange",
        json={
            "original_total_amount": body.get("promo_code") or "1",
            "original_currency": body.get("target_currency") or "USD",
            "original_fare_rule_id": str(uuid.uuid4()),
            "original_scheduled_departure": body.get("departure_date") or "2030-01-01T00:00:00",
            "new_quote": body,
        },
        headers=key_headers,
    )
    assert exchange.status_code < 500, exchange.text
