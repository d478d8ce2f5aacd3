"""What each ticket is worth: a booking's money split into its passengers' tickets and the
charges of the booking as a whole. A pure function of what was sold (the quote's lines,
seat fees, the booking's items): no database, no clock.

The quote prices passengers by type and count (``adult x 2``) and some charges per leg or
per itinerary; a ticket is one passenger's. Decisions (the spec is silent):

- A line for a passenger type (base fare, fare-filed tax, fee per passenger) is split
  evenly among the passengers of that type; a tax charged per paid passenger is split
  evenly among the paid passengers (lap infants pay none).
- Lines that follow the fare (dynamic pricing of a leg, the channel discount of a leg, a
  percentage tax, the promo) are split pro rata to each passenger's fare on the legs the
  line covers.
- A split is exact: each share is rounded half-up to cents and the cents left over (or
  taken too many) go to the largest shares first, so the shares add up to the line.
- Taxes charged per segment or per itinerary, offers and ancillaries (spec 01 §2.5: an
  offer applies to the whole booking), and special requests not tied to a passenger are
  charges of the booking, on no ticket. A seat fee is its passenger's.
- So the booking's ``total_amount`` is the sum of its tickets plus those charges, always.

A passenger is priced as their own type while the quote has places of it; otherwise as
another type of the same category (youth and senior are adults, an infant with a seat an
infant), in the quote's order.
"""

from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any, cast

from tarmac.core.money import CENT, ZERO, money

CATEGORY_OF = {
    "adult": "adult",
    "youth": "adult",
    "senior": "adult",
    "child": "child",
    "infant": "infant",
    "infant_with_seat": "infant",
}
LAP_INFANT = "infant"
FARE_LINES = frozenset({"base_fare", "dynamic_pricing", "channel_discount", "promo"})
# a ticket's share of the taxes filed with its fares, whatever leg and party the quote's
# line named
FARE_TAXES = "Taxes filed with the fare"


@dataclass(frozen=True)
class Traveller:
    key: Any  # the booking passenger's id
    passenger_type: str  # adult, child, infant, or the quote's finer youth, senior, ...


@dataclass
class TaxShare:
    code: str
    name: str
    amount: Decimal
    refundable: bool


@dataclass
class TicketValue:
    key: Any
    fare_type: str  # the quote's passenger type this ticket was priced as
    fare: Decimal = ZERO
    taxes: list[TaxShare] = field(default_factory=list)
    fees: Decimal = ZERO
    seats: Decimal = ZERO
    ancillaries: Decimal = ZERO
    # the fare of each leg the ticket flies, before the lines that follow it (the weights
    # its coupons' items are split by)
    fare_by_leg: dict[str, Decimal] = field(default_factory=dict)

    @property
    def tax_amount(self) -> Decimal:
        return sum((t.amount for t in self.taxes), ZERO)

    @property
    def total(self) -> Decimal:
        return self.fare + self.tax_amount + self.fees + self.seats + self.ancillaries

    def add_tax(self, code: str, name: str, amount: Decimal, refundable: bool) -> None:
        for tax in self.taxes:
            if tax.code == code and tax.name == name and tax.refundable == refundable:
                tax.amount += amount
                return
        self.taxes.append(TaxShare(code, name, amount, refundable))


@dataclass(frozen=True)
class Charge:
    """A charge of the booking as a whole (on no ticket)."""

    kind: str  # tax | offer | special_request | ancillary
    description: str
    amount: Decimal
    code: str | None = None
    refundable: bool = True


@dataclass(frozen=True)
class Split:
    tickets: list[TicketValue]
    charges: list[Charge]

    @property
    def total(self) -> Decimal:
        return sum((t.total for t in self.tickets), ZERO) + sum(
            (c.amount for c in self.charges), ZERO
        )


def distribute(amount: Decimal, weights: Sequence[Decimal]) -> list[Decimal] | None:
    """``amount`` split pro rata to ``weights``, in cents that add up to ``amount``; None
    when the weights are all zero."""
    whole = sum(weights, ZERO)
    if whole == 0:
        return None
    shares = [money(amount * weight / whole) for weight in weights]
    left = money(amount - sum(shares, ZERO))
    step = CENT if left > 0 else -CENT
    order = sorted(range(len(weights)), key=lambda i: (-abs(weights[i]), i))
    index = 0
    while left != 0:
        shares[order[index % len(order)]] += step
        left -= step
        index += 1
    return shares


def _types(pax: Iterable[Mapping[str, Any]], travellers: Sequence[Traveller]) -> list[str]:
    """The quote type each traveller was priced as: their own type while the quote has
    places of it, else another type of the same category (an adult on a youth place)."""
    left: Counter[str] = Counter()
    for entry in pax:
        left[entry["type"]] += entry["count"]
    types = []
    for traveller in travellers:
        own = traveller.passenger_type
        if left[own] <= 0:
            category = CATEGORY_OF.get(own, own)
            own = next(
                (t for t, n in left.items() if n > 0 and CATEGORY_OF.get(t, t) == category), own
            )
        left[own] -= 1
        types.append(own)
    return types


def split(  # noqa: C901, PLR0915
    quote: Mapping[str, Any],
    travellers: Sequence[Traveller],
    seat_fees: Mapping[Any, Decimal],
    items: Iterable[tuple[str, str, str | None, Decimal, Any]],
) -> Split:
    """The tickets of ``travellers`` and the booking's own charges, from the quote's lines
    (``quote``: the quote's answer as the booking keeps it), the seat fee of each traveller
    and the items the booking added beyond the quote (kind, code, name, amount, traveller
    or None)."""
    types = _types(quote.get("pax", []), travellers)
    tickets = [
        TicketValue(t.key, fare_type) for t, fare_type in zip(travellers, types, strict=True)
    ]
    charges: list[Charge] = []
    fare_by_leg: dict[str, list[Decimal]] = defaultdict(lambda: [ZERO] * len(tickets))

    def of_type(passenger_type: str) -> list[int]:
        return [i for i, t in enumerate(tickets) if t.fare_type == passenger_type]

    def paid() -> list[int]:
        return [i for i, t in enumerate(tickets) if t.fare_type != LAP_INFANT]

    def even(indexes: list[int], amount: Decimal) -> list[tuple[int, Decimal]] | None:
        shares = distribute(amount, [Decimal(1)] * len(indexes)) if indexes else None
        return None if shares is None else list(zip(indexes, shares, strict=True))

    def by_fare(legs: Iterable[str], amount: Decimal) -> list[tuple[int, Decimal]] | None:
        weights = [ZERO] * len(tickets)
        for leg in legs:
            for i, value in enumerate(fare_by_leg[leg]):
                weights[i] += value
        shares = distribute(amount, weights)
        return None if shares is None else list(enumerate(shares))

    lines = quote.get("line_items", [])
    # the legs the lines name: strings once None is left out
    all_legs = sorted(
        cast(set[str], {(line.get("metadata") or {}).get("leg") for line in lines} - {None})
    )
    for line in lines:
        kind = line["type"]
        amount = Decimal(line["amount"])
        meta = line.get("metadata") or {}
        shares: list[tuple[int, Decimal]] | None
        if kind == "base_fare":
            shares = even(of_type(meta["passenger_type"]), amount) if amount else []
            for i, share in shares or []:
                fare_by_leg[meta["leg"]][i] += share
        elif kind == "dynamic_pricing":
            shares = by_fare([meta["leg"]], amount)
            for i, share in shares or []:
                fare_by_leg[meta["leg"]][i] += share
        elif kind == "channel_discount":
            shares = []
            for leg, leg_amount in (meta.get("amount_by_leg") or {}).items():
                part = by_fare([leg], Decimal(leg_amount))
                if part is None:
                    shares = None
                    break
                shares.extend(part)
        elif kind == "promo":
            shares = by_fare(meta.get("legs") or all_legs, amount)
        elif kind == "fee" or (kind == "tax" and meta.get("code") == "FARE"):
            shares = even(of_type(meta["passenger_type"]), amount)
        elif kind == "tax" and meta.get("tax_type") == "percentage":
            shares = by_fare(meta.get("legs") or all_legs, amount)
        elif kind == "tax" and meta.get("applies_to") == "per_pax":
            shares = even(paid(), amount)
        else:
            shares = None
        if shares is None:
            charges.append(
                Charge(
                    kind="tax" if kind == "tax" else "ancillary",
                    description=line["description"],
                    amount=amount,
                    code=meta.get("code"),
                    refundable=bool(meta.get("refundable", True)),
                )
            )
            continue
        for i, share in shares:
            ticket = tickets[i]
            if kind in FARE_LINES:
                ticket.fare += share
            elif kind == "fee":
                ticket.fees += share
            else:
                code = meta.get("code") or "TAX"
                ticket.add_tax(
                    code,
                    FARE_TAXES if code == "FARE" else line["description"],
                    share,
                    bool(meta.get("refundable", True)),
                )
    for leg, shares_of_leg in fare_by_leg.items():
        for ticket, share in zip(tickets, shares_of_leg, strict=True):
            ticket.fare_by_leg[leg] = share
    index = {t.key: i for i, t in enumerate(tickets)}
    for key, fee in seat_fees.items():
        tickets[index[key]].seats += fee
    for kind, code, name, amount, owner in items:
        if owner is not None and owner in index:
            tickets[index[owner]].ancillaries += amount
        else:
            charges.append(Charge(kind, name or code, amount, code))
    return Split(tickets, charges)
