"""Ancillary services (SSR): the catalog (spec 01 §2.11), availability by flight, and the
checks a quote makes (§4.4 rules 12 and 13).

Decisions (the spec is silent):

- Availability rules match on route, route type, aircraft, flight duration (a min/max
  window), fare family code and airport (the departure or arrival airport of the leg; the
  ``airport_code`` query parameter). Every criterion a rule sets must equal the query's; a
  criterion the query does not give cannot be confirmed, so the rule does not match. The
  rule with the most criteria wins for its code; ties go to the higher ``priority``, then
  to the more restrictive action (restricted, then available, then included), then to the
  newer rule. Active catalog codes without a matching rule are available at the catalog
  price (``rule_applied`` null).
- What a fare includes comes from the rules (action ``included``, its ``included_reason``),
  never from the fare rule's ``allowed_ssr_codes``: a code the fare allows is sold at its
  rule's or the catalog's price like any other (issue 33). The list says what check-in
  accepts as a special request and is shown in the fare's notes.
- An SSR is charged once per booking (an offer applies to the whole booking, §2.5) times
  its ``qty``, also on round trips. Its price comes from the matching rule or the catalog;
  a client ``amount`` never sets it.
- A quote with an unknown or deactivated code is 422 (a deactivated code names its
  replacement when it has one); a restricted code is 422 (rule 13); a code requested
  closer to departure than its ``min_hours_before_departure`` is 400 (rule 12) with
  ``{error: ssr_too_close_to_departure, message, ssr_code, required_hours, hours_left}``;
  a ``qty`` above ``max_per_flight`` is 409. Booking creation re-checks ``max_per_flight``
  against what is already sold.
- Rule 12 counts hours to the quoted flight's scheduled departure; a schedule-based quote
  (no flight) counts to the start of the departure date at the origin airport.
"""

import uuid
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from decimal import Decimal
from typing import Any, ClassVar

from sqlalchemy import select
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.catalog import service as catalog
from tarmac.core import clock
from tarmac.core.errors import InvalidRange
from tarmac.db.crud import Records
from tarmac.pricing.errors import (
    CurrencyRequired,
    FlightNotFound,
    RestrictedSsr,
    SsrOverLimit,
    SsrTooClose,
    UnknownSsr,
)
from tarmac.pricing.quote_models import SsrAvailabilityRule, SsrService

# code, name, category, icon, is_paid, price (KGS), requires_confirmation, min hours, notes
CATALOG: list[tuple[str, str, str, str, bool, int, bool, int | None, str | None]] = [
    ("XBAG", "Extra checked bag 23 kg", "baggage", "luggage", True, 2500, False, None, None),
    ("HBAG", "Heavy bag up to 32 kg", "baggage", "luggage", True, 3500, False, None, None),
    ("SBAG", "Sports equipment", "baggage", "ski", True, 3000, False, None, None),
    ("PBAG", "Priority baggage handling", "baggage", "luggage", True, 800, False, None, None),
    ("BG23", "Checked bag 23 kg", "baggage", "luggage", True, 2000, False, None, None),
    ("RQST", "Seat request", "seat", "seat", False, 0, False, None, None),
    ("LEGR", "Extra legroom seat", "seat", "seat", True, 1500, False, None, None),
    ("NRBY", "Seat next to a companion", "seat", "seat", True, 500, False, None, None),
    (
        "EXST",
        "Extra seat (a second seat for one passenger)",
        "seat",
        "seat",
        True,
        6000,
        True,
        None,
        "A full extra seat: the passenger occupies two seats",
    ),
    ("VGML", "Vegetarian vegan meal", "meal", "meal", False, 0, False, None, None),
    ("VLML", "Vegetarian lacto-ovo meal", "meal", "meal", False, 0, False, None, None),
    ("MOML", "Muslim meal", "meal", "meal", False, 0, False, None, None),
    ("KSML", "Kosher meal", "meal", "meal", False, 0, False, None, None),
    ("DBML", "Diabetic meal", "meal", "meal", False, 0, False, None, None),
    ("GFML", "Gluten-free meal", "meal", "meal", False, 0, False, None, None),
    ("CHML", "Child meal", "meal", "meal", False, 0, False, None, None),
    ("BBML", "Baby meal", "meal", "meal", False, 0, False, None, None),
    ("SPML", "Special meal", "meal", "meal", False, 0, True, None, "Describe it in the request"),
    ("MEAL", "Hot meal", "meal", "meal", True, 600, False, None, None),
    (
        "WCHR",
        "Wheelchair to the aircraft door",
        "assistance",
        "wheelchair",
        False,
        0,
        True,
        24,
        None,
    ),
    ("WCHS", "Wheelchair up the steps", "assistance", "wheelchair", False, 0, True, 24, None),
    ("WCHC", "Wheelchair to the seat", "assistance", "wheelchair", False, 0, True, 48, None),
    ("BLND", "Blind passenger", "assistance", "assistance", False, 0, True, 24, None),
    ("DEAF", "Deaf passenger", "assistance", "assistance", False, 0, False, None, None),
    ("MAAS", "Meet and assist", "assistance", "assistance", False, 0, True, 24, None),
    ("UMNR", "Unaccompanied minor", "assistance", "child", True, 3000, True, 24, None),
    ("PETC", "Pet in the cabin", "pet", "pet", True, 3000, True, 24, "Up to 8 kg with the carrier"),
    ("AVIH", "Animal in the hold", "pet", "pet", True, 5000, True, 48, None),
    ("LOUG", "Lounge access", "comfort", "lounge", True, 2500, False, None, None),
    ("BIKE", "Bicycle", "comfort", "bike", True, 3000, False, None, None),
    ("UPGR", "Upgrade", "comfort", "star", True, 10000, True, None, None),
    ("FTRK", "Fast track", "comfort", "fast", True, 700, False, None, "Formerly FPTV"),
    ("SMSN", "SMS notifications", "other", "sms", True, 50, False, None, None),
    ("OTHS", "Other service", "other", "info", False, 0, True, None, None),
]
# code, name, category, replaced_by
DEACTIVATED: list[tuple[str, str, str, str | None]] = [
    ("TKNE", "Ticket number", "other", None),
    ("NSSB", "Non-smoking seat", "seat", None),
    ("INSR", "Travel insurance", "other", None),
    ("CXLP", "Cancellation protection", "other", None),
    ("SEAT", "Seat (replaced by seat zones)", "seat", None),
    ("FPTV", "Fast pass (renamed FTRK)", "comfort", "FTRK"),
]
ACTION_STRICTNESS = {"restricted": 2, "available": 1, "included": 0}


async def seed_catalog(session: AsyncSession, currency: str = "KGS") -> int:
    """Load the spec's SSR catalog (active and deactivated codes); codes that exist are
    left as they are. Returns how many were added. The demo world calls this."""
    rows: list[dict[str, Any]] = []
    for position, (code, name, category, icon, paid, price, confirm, hours, notes) in enumerate(
        CATALOG
    ):
        rows.append(
            {
                "code": code,
                "name": name,
                "category": category,
                "icon": icon,
                "is_paid": paid,
                "default_price": Decimal(price),
                "currency": currency,
                "requires_confirmation": confirm,
                "is_active": True,
                "notes": notes,
                "min_hours_before_departure": hours,
                "replaced_by": None,
                "sort_order": position,
            }
        )
    for position, (code, name, category, replaced_by) in enumerate(DEACTIVATED, len(CATALOG)):
        rows.append(
            {
                "code": code,
                "name": name,
                "category": category,
                "icon": None,
                "is_paid": False,
                "default_price": Decimal(0),
                "currency": currency,
                "requires_confirmation": False,
                "is_active": False,
                "notes": f"Deactivated; use {replaced_by}" if replaced_by else "Deactivated",
                "min_hours_before_departure": None,
                "replaced_by": replaced_by,
                "sort_order": position,
            }
        )
    now = clock.now()
    for row in rows:
        row.update(id=uuid.uuid4(), created_at=now, updated_at=now)
    result = await session.execute(
        insert(SsrService)
        .values(rows)
        .on_conflict_do_nothing(index_elements=["code"])
        .returning(SsrService.code)
    )
    return len(result.all())


async def list_services(
    session: AsyncSession, *, category: str | None = None, is_active: bool | None = True
) -> list[SsrService]:
    return await services.list(session, {"category": category, "is_active": is_active})


# --- availability -----------------------------------------------------------------------


@dataclass(frozen=True)
class Context:
    """What is known about the flight an SSR is asked for (None: not given)."""

    route_id: uuid.UUID | None = None
    route_type: str | None = None
    aircraft_id: uuid.UUID | None = None
    duration_min: int | None = None
    fare_family_code: str | None = None
    airports: frozenset[str] = field(default_factory=frozenset)


def _specificity(rule: SsrAvailabilityRule, context: Context) -> int | None:  # noqa: C901
    """How many criteria the rule sets, or None when one of them does not match."""
    count = 0
    if rule.route_id is not None:
        if rule.route_id != context.route_id:
            return None
        count += 1
    if rule.route_type is not None:
        if rule.route_type != context.route_type:
            return None
        count += 1
    if rule.aircraft_id is not None:
        if rule.aircraft_id != context.aircraft_id:
            return None
        count += 1
    if rule.min_duration_min is not None or rule.max_duration_min is not None:
        duration = context.duration_min
        if duration is None:
            return None
        if rule.min_duration_min is not None and duration < rule.min_duration_min:
            return None
        if rule.max_duration_min is not None and duration > rule.max_duration_min:
            return None
        count += 1
    if rule.fare_family_code is not None:
        if (context.fare_family_code or "").upper() != rule.fare_family_code.upper():
            return None
        count += 1
    if rule.airport_code is not None:
        if rule.airport_code.upper() not in context.airports:
            return None
        count += 1
    return count


def winning_rules(
    rules: Iterable[SsrAvailabilityRule], context: Context
) -> dict[str, SsrAvailabilityRule]:
    best: dict[str, tuple[tuple[int, int, int, Any], SsrAvailabilityRule]] = {}
    for rule in rules:
        if not rule.is_active:
            continue
        specificity = _specificity(rule, context)
        if specificity is None:
            continue
        rank = (specificity, rule.priority, ACTION_STRICTNESS[rule.action], rule.created_at)
        current = best.get(rule.ssr_code)
        if current is None or rank > current[0]:
            best[rule.ssr_code] = (rank, rule)
    return {code: rule for code, (_, rule) in best.items()}


@dataclass(frozen=True)
class Offer:
    service: SsrService
    status: str  # available | included | restricted
    price: Decimal
    currency: str
    max_per_flight: int | None
    rule_applied: str | None
    included_reason: str | None

    def as_json(self) -> dict[str, Any]:
        body = {
            "code": self.service.code,
            "name": self.service.name,
            "category": self.service.category,
            "icon": self.service.icon,
            "price": float(self.price),
            "currency": self.currency,
            "included_in_fare": self.status == "included",
            "max_per_flight": self.max_per_flight,
            "rule_applied": self.rule_applied,
            "requires_confirmation": self.service.requires_confirmation,
        }
        if self.status == "included":
            body["included_reason"] = self.included_reason
        return body


def offer_for(service: SsrService, rule: SsrAvailabilityRule | None) -> Offer:
    status = rule.action if rule is not None else "available"
    reason = rule.included_reason if rule is not None else None
    price = service.default_price if service.is_paid else Decimal(0)
    currency = service.currency
    if rule is not None and rule.price is not None:
        price = rule.price
        currency = rule.currency or service.currency
    if status == "included":
        price = Decimal(0)
        reason = reason or "Included in the fare"
    return Offer(
        service=service,
        status=status,
        price=price,
        currency=currency,
        max_per_flight=rule.max_per_flight if rule is not None else None,
        rule_applied=rule.name if rule is not None else None,
        included_reason=reason,
    )


async def context_for_flight(
    session: AsyncSession, flight_id: uuid.UUID, given: Context
) -> Context:
    """``given`` completed from a flight: what the query did not say, the flight does."""
    found = (await catalog.flights_with_airports(session, [flight_id])).get(flight_id)
    if found is None:
        raise FlightNotFound()
    flight, route, origin, destination = found
    duration = int((flight.scheduled_arrival - flight.scheduled_departure).total_seconds() // 60)
    return replace(
        given,
        route_id=given.route_id or route.id,
        route_type=given.route_type or route.route_type,
        aircraft_id=given.aircraft_id or flight.aircraft_id,
        duration_min=given.duration_min if given.duration_min is not None else duration,
        airports=given.airports or frozenset({origin.iata_code, destination.iata_code}),
    )


async def availability(session: AsyncSession, context: Context) -> dict[str, list[Offer]]:
    services = await list_services(session, is_active=True)
    rules = (
        await session.scalars(select(SsrAvailabilityRule).where(SsrAvailabilityRule.is_active))
    ).all()
    winners = winning_rules(rules, context)
    result: dict[str, list[Offer]] = {"available": [], "included": [], "restricted": []}
    for service in services:
        offer = offer_for(service, winners.get(service.code))
        result[offer.status].append(offer)
    return result


@dataclass(frozen=True)
class Requested:
    code: str
    qty: int
    source: str  # ancillaries | offers
    client_amount: Decimal | None = None
    name: str | None = None


async def check_requested(
    session: AsyncSession,
    items: Sequence[Requested],
    context: Context,
    *,
    departure: datetime,
    now: datetime,
    sold: Mapping[str, int] | None = None,
) -> list[tuple[Requested, Offer]]:
    """The offers for the requested codes, or the error the quote must return (two queries:
    the catalog entries and their rules). ``sold``: how many of each code the flight has
    sold already, counted against ``max_per_flight`` (a booking's special requests)."""
    codes = sorted({item.code for item in items})
    services = {
        s.code: s
        for s in (await session.scalars(select(SsrService).where(SsrService.code.in_(codes))))
    }
    rules = (
        await session.scalars(
            select(SsrAvailabilityRule).where(
                SsrAvailabilityRule.ssr_code.in_(codes), SsrAvailabilityRule.is_active
            )
        )
    ).all()
    winners = winning_rules(rules, context)
    hours_left = (departure - now).total_seconds() / 3600
    totals: dict[str, int] = dict(sold or {})
    result = []
    for item in items:
        service = services.get(item.code)
        if service is None:
            raise UnknownSsr(f"Unknown SSR code {item.code}")
        if not service.is_active:
            hint = f"; use {service.replaced_by}" if service.replaced_by else ""
            raise UnknownSsr(f"SSR {item.code} is no longer offered{hint}")
        offer = offer_for(service, winners.get(item.code))
        if offer.status == "restricted":
            raise RestrictedSsr(
                f"SSR {item.code} is restricted on this flight and cannot be chosen"
                + (f" ({offer.rule_applied})" if offer.rule_applied else "")
            )
        required = service.min_hours_before_departure
        if required is not None and hours_left < required:
            raise SsrTooClose(item.code, required, max(hours_left, 0))
        totals[item.code] = totals.get(item.code, 0) + item.qty
        if offer.max_per_flight is not None and totals[item.code] > offer.max_per_flight:
            raise SsrOverLimit(
                f"SSR {item.code}: at most {offer.max_per_flight} per flight "
                f"({totals[item.code]} with those sold)"
            )
        result.append((item, offer))
    return result


# --- back office ----------------------------------------------------------------------------


class Services(Records[SsrService]):
    """The SSR catalog, by code (compared upper case). Codes are never deleted: old bookings
    refer to them; deactivate them instead."""

    model = SsrService
    noun = "SSR service"
    key = "code"
    order_by = (SsrService.sort_order, SsrService.code)

    def key_value(self, key: Any) -> Any:
        return str(key).strip().upper()[:8]


services = Services()


def _check_rule(values: dict[str, Any]) -> None:
    low, high = values.get("min_duration_min"), values.get("max_duration_min")
    if low is not None and high is not None and high < low:
        raise InvalidRange("max_duration_min must not be below min_duration_min")
    if values.get("price") is not None and not values.get("currency"):
        raise CurrencyRequired("a rule with a price needs a currency")


class Rules(Records[SsrAvailabilityRule]):
    """Where an SSR is available, included or restricted; the SSR code, route and aircraft
    a rule names must exist (422)."""

    model = SsrAvailabilityRule
    noun = "SSR availability rule"
    order_by = (SsrAvailabilityRule.ssr_code, SsrAvailabilityRule.priority.desc())
    filters: ClassVar = {"ssr_code": lambda code: SsrAvailabilityRule.ssr_code == code.upper()}
    messages: ClassVar = {
        "fk_ssr_availability_rules_ssr_code_ssr_services": "ssr_code is not in the catalog",
    }

    async def prepare_create(self, session: AsyncSession, values: dict[str, Any]) -> dict[str, Any]:
        _check_rule(values)
        return values

    async def prepare_update(
        self, session: AsyncSession, row: SsrAvailabilityRule, changes: dict[str, Any]
    ) -> dict[str, Any]:
        current = {c.key: getattr(row, c.key) for c in SsrAvailabilityRule.__table__.columns}
        _check_rule({**current, **changes})
        return changes


rules = Rules()
