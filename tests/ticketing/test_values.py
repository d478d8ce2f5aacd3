"""A booking's money split into tickets and the booking's own charges
(``ticketing.values``): whatever the lines, the shares add up to them exactly."""

from decimal import Decimal

from hypothesis import given
from hypothesis import strategies as st

from tarmac.ticketing.values import Traveller, distribute, split

amounts = st.decimals(min_value=-5000, max_value=50000, places=2, allow_nan=False)
weights = st.lists(st.decimals(min_value=0, max_value=9999, places=2), min_size=1, max_size=9)


@given(amount=amounts, weights=weights)
def test_a_split_adds_up_to_the_amount_to_the_cent(amount, weights):
    shares = distribute(amount, weights)
    if sum(weights) == 0:
        assert shares is None
        return
    assert sum(shares) == amount
    assert all(share == share.quantize(Decimal("0.01")) for share in shares)
    # nobody with no weight gets anything, and no share is off by more than a cent per head
    whole = sum(weights)
    for share, weight in zip(shares, weights, strict=True):
        if weight == 0:
            assert share == 0
        assert abs(share - amount * weight / whole) <= Decimal("0.01") * len(weights)


def line(kind, amount, description="", **metadata):
    return {"type": kind, "amount": str(amount), "description": description, "metadata": metadata}


QUOTE = {
    "pax": [
        {"type": "adult", "count": 1},
        {"type": "youth", "count": 1},
        {"type": "child", "count": 1},
        {"type": "infant", "count": 1},
    ],
    "line_items": [
        line("base_fare", "100.00", passenger_type="adult", leg="outbound", count=1),
        line("base_fare", "80.00", passenger_type="youth", leg="outbound", count=1),
        line("base_fare", "75.00", passenger_type="child", leg="outbound", count=1),
        line("base_fare", "0.00", passenger_type="infant", leg="outbound", count=1, free=True),
        line("base_fare", "100.00", passenger_type="adult", leg="return", count=1),
        line("base_fare", "80.00", passenger_type="youth", leg="return", count=1),
        line("base_fare", "75.00", passenger_type="child", leg="return", count=1),
        line("dynamic_pricing", "25.50", leg="outbound"),
        line("ancillary", "30.00", "Extra bag", code="XBAG"),
        line("tax", "33.00", "taxes filed", code="FARE", passenger_type="adult", leg="outbound"),
        line("tax", "21.00", "Airport", code="AP", applies_to="per_pax", refundable=True),
        line("tax", "10.00", "Fuel", code="YQ", applies_to="per_segment", refundable=False),
        line("tax", "1.00", "Booking fee", code="BF", applies_to="per_itinerary"),
        line("tax", "63.06", "VAT 12 %", code="VAT", tax_type="percentage", legs=["outbound"]),
        line("fee", "9.99", "fee", passenger_type="child", leg="return"),
        line("channel_discount", "-10.00", amount_by_leg={"outbound": "-7.00", "return": "-3.00"}),
        line("promo", "-20.01", legs=["outbound", "return"]),
    ],
}


def test_every_line_lands_on_a_ticket_or_the_booking_and_the_total_holds():
    travellers = [
        Traveller("anna", "adult"),
        Traveller("timur", "adult"),
        Traveller("ali", "child"),
        Traveller("aliya", "infant"),
    ]
    lines_total = sum(Decimal(item["amount"]) for item in QUOTE["line_items"])
    seats = {"anna": Decimal("15.00")}
    items = [("special_request", "WCHR", "Wheelchair", Decimal("5.00"), None)]

    result = split(QUOTE, travellers, seats, items)

    assert result.total == lines_total + Decimal("20.00")
    anna, timur, ali, aliya = result.tickets
    assert (anna.fare_type, timur.fare_type) == ("adult", "youth")
    assert aliya.total == 0  # a lap infant pays nothing here
    assert anna.seats == Decimal("15.00")
    assert {t.code for t in anna.taxes} == {"FARE", "AP", "VAT"}
    # a ticket's share of the fare's own taxes is named for the ticket, not the quote's line
    assert next(t for t in anna.taxes if t.code == "FARE").name == "Taxes filed with the fare"
    assert ali.fees == Decimal("9.99")
    # per segment and per itinerary taxes, the offer and the request are the booking's
    assert sorted((c.code, c.amount) for c in result.charges) == [
        ("BF", Decimal("1.00")),
        ("WCHR", Decimal("5.00")),
        ("XBAG", Decimal("30.00")),
        ("YQ", Decimal("10.00")),
    ]
    refusing = next(c for c in result.charges if c.code == "YQ")
    assert refusing.refundable is False
