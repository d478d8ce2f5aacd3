"""Property tests of the price pipeline (``pricing.engine``), rounding and the exchange
arithmetic: the line items add up to ``net``; ``commission_amount`` = |``channel_discount``|;
rounding is half-up; an exchange never has both ``extra_to_charge`` and ``refund_amount``
above zero."""

from decimal import ROUND_HALF_UP, Decimal

from hypothesis import given, settings
from hypothesis import strategies as st

from tarmac.core.money import fmt, money, percent_of
from tarmac.pricing import engine
from tarmac.pricing.dynamic import Multiplier
from tarmac.pricing.exchange import exchange_amounts

PROFILE = settings(max_examples=300, deadline=None)

cents = st.integers(min_value=0, max_value=5_000_000).map(lambda c: Decimal(c) / 100)
percents = st.integers(min_value=0, max_value=10_000).map(lambda p: Decimal(p) / 100)
factors = st.integers(min_value=50, max_value=200).map(lambda f: Decimal(f) / 100)
types = st.sampled_from(["adult", "child", "infant", "infant_with_seat", "youth", "senior"])


@st.composite
def pax_fares(draw):
    chosen = draw(st.lists(types, min_size=1, max_size=6, unique=True))
    return tuple(
        engine.PaxFare(
            t,
            draw(st.integers(1, 9)),
            draw(cents),
            draw(cents) if draw(st.booleans()) else Decimal(0),
            draw(cents) if draw(st.booleans()) else Decimal(0),
        )
        for t in chosen
    )


@st.composite
def pricing_inputs(draw):
    round_trip = draw(st.booleans())
    names = ["outbound", "return"] if round_trip else ["outbound"]
    legs = tuple(
        engine.Leg(
            name,
            "AAA-BBB",
            "KG",
            draw(pax_fares()),
            tuple(
                Multiplier(rule_type="season", name=f"m{i}", factor=draw(factors), description="x")
                for i in range(draw(st.integers(0, 3)))
            ),
        )
        for name in names
    )
    taxes = tuple(
        engine.TaxCharge(
            code=f"T{i}",
            name=f"Tax {i}",
            tax_type=draw(st.sampled_from(["percentage", "fixed"])),
            amount=draw(percents),
            applies_to=draw(st.sampled_from(["per_pax", "per_segment", "per_itinerary"])),
            legs=tuple(draw(st.lists(st.sampled_from(names), min_size=1, unique=True))),
        )
        for i in range(draw(st.integers(0, 4)))
    )
    ancillaries = tuple(
        engine.Ancillary(f"S{i}", "svc", draw(st.integers(1, 9)), draw(cents), draw(st.booleans()))
        for i in range(draw(st.integers(0, 3)))
    )
    channel = None
    if draw(st.booleans()):
        channel = engine.ChannelTerms(
            "deal", {n: draw(percents) for n in names if draw(st.booleans()) or n == "outbound"}
        )
    promo = None
    if draw(st.booleans()):
        kind = draw(st.sampled_from(["percentage", "fixed"]))
        promo = engine.Promo(
            "P",
            kind,
            draw(percents) if kind == "percentage" else draw(cents),
            tuple(draw(st.lists(st.sampled_from(names), unique=True))),
        )
    return engine.PricingInput("USD", legs, taxes, ancillaries, channel, promo)


@PROFILE
@given(pricing_inputs())
def test_line_items_add_up_to_net_and_commission_is_the_discount(data):
    priced = engine.price(data)
    amounts = [Decimal(line.as_json()["amount"]) for line in priced.lines]
    assert sum(amounts, Decimal(0)) == priced.net
    assert priced.gross + priced.channel_discount + priced.promo_discount == priced.net
    assert priced.commission_amount == abs(priced.channel_discount)
    assert priced.channel_discount <= 0
    assert priced.promo_discount <= 0
    assert all(fare >= 0 for fare in priced.leg_fares.values())
    for line in priced.lines:
        assert line.amount == line.amount.quantize(Decimal("0.01"))
    # a promo never takes the fare below zero after the channel discount
    fare = sum((v for v in priced.leg_fares.values()), Decimal(0))
    assert fare + priced.channel_discount + priced.promo_discount >= 0 or priced.promo_discount == 0
    if len(data.legs) == 2:
        assert priced.segment_prices is not None and sum(priced.segment_prices) == fare


@PROFILE
@given(
    pricing_inputs(),
    st.integers(min_value=1, max_value=10_000_000).map(lambda r: Decimal(r) / 10_000),
)
def test_conversion_keeps_the_lines_adding_up(data, rate):
    converted = engine.convert(engine.price(data), rate, "KGS")
    assert sum((line.amount for line in converted.lines), Decimal(0)) == converted.net
    assert converted.commission_amount == abs(converted.channel_discount)
    assert all(line.currency == "KGS" for line in converted.lines)


@PROFILE
@given(st.integers(min_value=-(10**12), max_value=10**12))
def test_money_rounds_half_up(thousandths):
    value = Decimal(thousandths) / 1000
    # reference in integers: away from zero on an exact half
    sign = -1 if thousandths < 0 else 1
    whole, rest = divmod(abs(thousandths), 10)
    expected = sign * (whole + (1 if rest >= 5 else 0))
    assert money(value) == Decimal(expected) / 100
    assert fmt(value) == f"{Decimal(expected) / 100:.2f}"


def test_half_up_examples():
    assert fmt(Decimal("2.675")) == "2.68"
    assert fmt(Decimal("2.665")) == "2.67"  # banker's rounding would give 2.66
    assert fmt(Decimal("-0.004")) == "0.00"
    assert percent_of(Decimal("605.00"), Decimal("2.5")) == Decimal("15.13")


@PROFILE
@given(cents, cents, cents, st.booleans())
def test_exchange_never_both_extra_and_refund(original, new, penalty, refundable):
    difference, extra, refund = exchange_amounts(
        original_total=original, new_total=new, penalty=penalty, refundable=refundable
    )
    assert difference == new - original
    assert extra >= 0 and refund >= 0
    assert not (extra > 0 and refund > 0)
    # what is due (issue 32, spec 01 §4.6 rules 1 and 9): charged whatever the fare, given
    # back only by a refundable one
    due = new + penalty - original
    assert extra == max(due, Decimal(0))
    assert refund == (max(-due, Decimal(0)) if refundable else 0)
    assert refund <= original


def test_rounding_matches_decimal_half_up():
    for raw in ("0.005", "0.015", "0.025", "1.005", "123.455", "-0.005", "-1.115"):
        value = Decimal(raw)
        assert money(value) == value.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
