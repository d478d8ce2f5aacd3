"""One booking of each pricing shape, made through the API, for tests over every shape
(issue 21: a booking's ``total_amount`` equals the sum of its tickets plus booking-level
charges).

``pricing_shapes(client, db)`` builds ``tests.pricing.world`` (CLASSIC class Y adult 100.00,
child 75.00, infant 0.00; return OSS-FRU adult 120.00; LIGHT class Q adult 80.00) with two
taxes on every quote: VAT 10 % of the fare (refundable) and YQ 5.00 per paid passenger and
leg (not refundable); seat zones STD 0, XL 20.00; SSRs XBAG 25.00 and PETC 40.00; promo
SAVE10 (10 %); a partner with a 10 % agreement; USD→KGS at 87.5. It returns one ``Shape``
per shape, each with the booking as answered and the ``total_amount`` the spec gives,
worked out by hand in ``expected`` (a test may check it again).
"""

from dataclasses import dataclass
from decimal import Decimal

from tests.bookings.helpers import BOOKINGS, book, passenger, quote
from tests.content.factories import create_internal_rate
from tests.factories import create_api_key, create_partner
from tests.pricing.factories import (
    create_partnership,
    create_promo,
    create_ssr,
    create_tax,
    create_zone_price,
)
from tests.pricing.world import World, build_world


@dataclass(frozen=True)
class Shape:
    name: str
    variant: str  # A (quote_id), B (segments), C (legacy ids)
    booking: dict
    expected: Decimal  # the booking's total_amount per the spec
    headers: dict  # the key that made it (and may confirm it)


async def _setup(db) -> World:
    world = await build_world(db)
    await create_tax(db, "VAT", "10", tax_type="percentage", applies_to=None, refundable=True)
    await create_tax(db, "YQ", "5.00", applies_to="per_pax", refundable=False)
    await create_zone_price(db, "STD", "0", is_included=True)
    await create_zone_price(db, "XL", "20")
    await create_ssr(db, "XBAG", "25")
    await create_ssr(db, "PETC", "40")
    await create_promo(db, "SAVE10", "10")
    await create_internal_rate(db, "USD", "KGS", "87.5")
    await db.commit()
    return world


async def _created(response) -> dict:
    assert response.status_code == 201, response.text
    return response.json()


async def pricing_shapes(client, db) -> list[Shape]:
    world = await _setup(db)
    partner = await create_partner(db)
    await create_partnership(db, partner.id, "10")
    await db.commit()
    key = await create_api_key(db, client_type="consumer_app")
    agency = await create_api_key(db, partner_id=partner.id)
    h = key.headers
    flight = world.flight.id
    shapes: list[Shape] = []

    async def by_quote(name, expected, travellers=None, headers=h, booking=None, **asked):
        quoted = await quote(client, headers, flight, **asked)
        made = await _created(
            await book(client, headers, quoted["quote_id"], travellers, **(booking or {}))
        )
        shapes.append(Shape(name, "A", made, Decimal(expected), headers))

    async def posted(name, variant, expected, body):
        made = await _created(await client.post(f"{BOOKINGS}/", json=body, headers=h))
        shapes.append(Shape(name, variant, made, Decimal(expected), h))

    # fare 100 + VAT 10 % + YQ 5
    await by_quote("taxes", "115.00", fare_class="Y")
    # promo: 10 % of the fare off, taxes on the fare before it: 100 + 10 + 5 - 10
    await by_quote("promo", "105.00", fare_class="Y", promo_code="SAVE10")
    # partner: 10 % of the fare off, 100 + 10 + 5 - 10
    await by_quote(
        "partner_discount",
        "105.00",
        headers=agency.headers,
        fare_class="Y",
        partner_id=str(partner.id),
    )
    # an XL seat (20) on top of the quote
    await by_quote("seat", "135.00", [passenger(seat_number="6A")], fare_class="Y")
    # offers: one priced by the quote (25), one more sent with the booking (25), PETC (40)
    await by_quote(
        "offers",
        "205.00",
        fare_class="Y",
        offers=[{"offer_id": "XBAG"}],
        booking={"offers": [{"offer_id": "XBAG", "qty": 2}, {"offer_id": "PETC"}]},
    )
    # a special request (SSR) sent with the booking
    await by_quote("ssr", "155.00", fare_class="Y", booking={"special_requests": ["PETC"]})
    # round trip: 100 + 120 fares, VAT 22, YQ 5 x 2 legs
    await by_quote(
        "round_trip", "252.00", fare_class="Y", return_flight_id=str(world.return_flight.id)
    )
    # two adults, a lap infant (free, no YQ) and an INS infant (adult fare, YQ)
    await by_quote(
        "infants",
        "345.00",
        [
            passenger(),
            passenger(first_name="ASEL"),
            passenger("infant", first_name="ALI", age=1),
            passenger("infant_with_seat", first_name="AIDA", age=1),
        ],
        fare_class="Y",
        pax=[{"type": "ADT", "count": 2}, {"type": "INF"}, {"type": "INS"}],
    )
    # a child at its own fare (75) beside an adult: 175 + 17.50 + 10
    await by_quote(
        "child",
        "202.50",
        [passenger(), passenger("child", first_name="ALI", age=7)],
        fare_class="Y",
        pax=[{"type": "ADT"}, {"type": "CHD"}],
    )
    # currency conversion: each line converted half-up: 8750.00 + 875.00 + 437.50
    await by_quote("currency_conversion", "10062.50", fare_class="Y", target_currency="KGS")
    # variant B: the flights and the fare named in a segment
    await posted(
        "segments",
        "B",
        "252.00",
        {
            "segments": [
                {"flight_id": str(flight), "fare_plan_id": str(world.classic_plan.id)},
                {"flight_id": str(world.return_flight.id)},
            ],
            "passengers": [passenger()],
        },
    )
    # variant C: the legacy ids of LIGHT (80 + 8 + 5) with an offer (25)
    await posted(
        "legacy",
        "C",
        "118.00",
        {
            "flight_id": str(flight),
            "fare_plan_id": str(world.light_plan.id),
            "fare_rule_id": str(world.light_rule.id),
            "fare_price_id": str(world.prices["light_adult"].id),
            "passengers": [passenger()],
            "offers": [{"offer_id": "XBAG"}],
        },
    )
    return shapes
