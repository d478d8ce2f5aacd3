"""The caches keep plain values, never ORM instances (``cache.values``): a detached instance is
about eight objects the cycle collector walks at every full collection, for as long as the
entry lives, and a live one would tie a session's state to a value shared by requests."""

import gc
import types
from datetime import timedelta

from tests.bookings.helpers import BOOKINGS, book, passenger, quote
from tests.content.factories import create_internal_rate, create_profile
from tests.factories import create_api_key, create_partner
from tests.payments.helpers import top_up
from tests.payments.test_pay_with_balance import commission_rule
from tests.pricing.factories import create_promo, create_tax
from tests.pricing.world import build_world, today

SEARCH = "/api/v1/schedules/flights/search"
QUOTE = "/api/v1/fares/quote"
CACHES = ("reference", "search_segments", "flight_availability", "pricings")
# what a search, quotes (one with a promo code, a round trip by airports) and a sale paid
# from a wallet keep in the reference cache, by the first item of its keys
EXPECTED = {
    "catalog.airports",
    "catalog.flights_with_airports",
    "content.airline_profile",
    "partners.commission_rule",
    "partners.wallet_owner",
    "pricing.fares",
    "pricing.offer",
    "pricing.settings",
    "pricing.taxes",
    "promo",
    "quote.flights",
    "quote.routes",
    "search.segment",
}
# not walked into: what every object reaches (classes, modules, code)
OPAQUE = (
    type,
    types.ModuleType,
    types.FunctionType,
    types.BuiltinFunctionType,
    types.CodeType,
    types.MethodType,
)


def orm_instances(roots: list[object]) -> list[object]:
    """The objects reachable from ``roots`` that are mapped (have an instance state)."""
    found, seen, stack = [], set(), list(roots)
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, OPAQUE):
            continue
        seen.add(id(obj))
        if hasattr(type(obj), "_sa_class_manager"):
            found.append(obj)
            continue
        stack.extend(gc.get_referents(obj))
    return found


async def test_a_warmed_api_caches_no_orm_instance(app, client, db, admin_headers):
    world = await build_world(db)
    await create_profile(db)
    await create_tax(db, "YQ", "7.50", route_id=world.route.id)
    await create_promo(db, "SPRING", "10")
    await create_internal_rate(db, "USD", "KGS", "87.5")
    partner = await create_partner(db, "Silk Road Travel")
    await db.commit()
    key = await create_api_key(db, partner_id=partner.id)
    await top_up(client, admin_headers, partner.id, "1000.00")
    await commission_rule(client, admin_headers, partner.id)
    day = world.flight.flight_date

    for currency in ("USD", "KGS"):
        searched = await client.post(
            SEARCH,
            json={
                "origin": "FRU",
                "destination": "OSS",
                "departure_date": day.isoformat(),
                "return_date": (day + timedelta(days=5)).isoformat(),
                "adults": 2,
                "children": 1,
                "include_prices": True,
                "currency": currency,
            },
            headers=key.headers,
        )
        assert searched.status_code == 200, searched.text
        assert searched.json()["total"] >= 1
    around = await client.post(
        QUOTE,
        json={
            "origin": "FRU",
            "destination": "OSS",
            "departure_date": (today() + timedelta(days=20)).isoformat(),
            "return_date": (today() + timedelta(days=27)).isoformat(),
            "pax": [{"type": "adult", "count": 1}],
        },
        headers=key.headers,
    )
    assert around.status_code == 200, around.text
    quoted = await quote(client, key.headers, world.flight.id, promo_code="spring")
    booked = await book(client, key.headers, quoted["quote_id"], [passenger()])
    assert booked.status_code == 201, booked.text
    paid = await client.post(
        f"{BOOKINGS}/{booked.json()['id']}/pay-with-balance", headers=key.headers
    )
    assert paid.status_code == 200, paid.text

    reads = app.state.reads
    kinds = {
        key[0] if isinstance(key, tuple) else key
        for key in reads.reference._entries  # the cache's own entries, as a collection sees them
    }
    assert kinds >= EXPECTED, EXPECTED - kinds
    for name in CACHES:
        entries = getattr(reads, name)._entries
        assert entries or name == "pricings", name
        mapped = orm_instances([*entries.keys(), *(value for value, _ in entries.values())])
        assert not mapped, f"{name} keeps ORM instances: {mapped[:5]}"
