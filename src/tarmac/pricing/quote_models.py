"""Tables of the quote service (spec 01 §2.6, §2.9, §2.11, §4.4): stored quotes, the price
audit log, taxes, promo codes and their redemptions, the SSR catalog and its availability
rules, and seat price zones.

Money is ``NUMERIC(14,2)``; a percentage or a configured tax amount ``NUMERIC(14,4)``.
"""

import uuid
from datetime import date, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import (
    ARRAY,
    JSON,
    CheckConstraint,
    ForeignKey,
    Index,
    Integer,
    Numeric,
    String,
    Text,
    UniqueConstraint,
    Uuid,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column, relationship

from tarmac.core import clock
from tarmac.db.base import Base, TimestampedModel

Money = Numeric(14, 2)
Rate = Numeric(14, 4)

TAX_TYPES = ("percentage", "fixed")
TAX_APPLIES_TO = ("per_pax", "per_segment", "per_itinerary")
PROMO_TYPES = ("percentage", "fixed")
SSR_CATEGORIES = ("baggage", "seat", "meal", "assistance", "pet", "comfort", "other")
SSR_ACTIONS = ("available", "included", "restricted")
SEAT_ZONES = ("STD", "XL", "FRONT")


class QuotePricing(Base):
    """What pricing a request produced, stored once however many quotes are issued from it
    (``pricing.priced.PricedQuote``): the request, the response body but the quote's id
    and times, and what booking creation needs (``resolution``: legs, fare ids per
    passenger type, passengers, ancillaries) so it never re-prices. The caller is part of
    it: a pricing is issued again only to the same key."""

    __tablename__ = "quote_pricings"

    id: Mapped[uuid.UUID] = mapped_column(primary_key=True, default=uuid.uuid4)
    created_at: Mapped[datetime] = mapped_column(default=clock.now)
    kind: Mapped[str] = mapped_column(String(16), default="quote")  # quote | exchange
    currency: Mapped[str] = mapped_column(String(3))
    gross: Mapped[Decimal] = mapped_column(Money)
    net: Mapped[Decimal] = mapped_column(Money)
    fare_currency: Mapped[str] = mapped_column(String(3))  # before target_currency
    fare_net: Mapped[Decimal] = mapped_column(Money)
    channel: Mapped[str] = mapped_column(String(16))
    partner_id: Mapped[uuid.UUID | None] = mapped_column(Uuid)
    api_key_id: Mapped[uuid.UUID | None] = mapped_column(Uuid)
    # who may book it: the client (none: a quote made without a key, at the public price,
    # books for anyone), and for an agency key any agency key of its partner
    client_id: Mapped[str | None] = mapped_column(String(100))
    client_type: Mapped[str | None] = mapped_column(String(16))
    owner_partner_id: Mapped[uuid.UUID | None] = mapped_column(Uuid)
    route_id: Mapped[uuid.UUID | None] = mapped_column(Uuid)
    return_route_id: Mapped[uuid.UUID | None] = mapped_column(Uuid)
    flight_id: Mapped[uuid.UUID | None] = mapped_column(Uuid)
    return_flight_id: Mapped[uuid.UUID | None] = mapped_column(Uuid)
    departure_date: Mapped[date]
    return_date: Mapped[date | None]
    fare_price_id: Mapped[uuid.UUID | None] = mapped_column(Uuid)
    pax_count: Mapped[int] = mapped_column(Integer)
    round_trip: Mapped[bool] = mapped_column(default=False)
    promo_code_id: Mapped[uuid.UUID | None] = mapped_column(Uuid)
    customer_email: Mapped[str | None] = mapped_column(String(320))
    original_booking_id: Mapped[uuid.UUID | None] = mapped_column(Uuid, index=True)
    # Documents read back whole, never queried inside: json, kept out of line uncompressed
    # (migration 0008: jsonb parsing and compression cost the most).
    request: Mapped[dict[str, Any]] = mapped_column(JSON)
    body: Mapped[dict[str, Any]] = mapped_column(JSON)
    resolution: Mapped[dict[str, Any]] = mapped_column(JSON)


class Quote(Base):
    """A priced offer held for 300 seconds: one issuance of a ``QuotePricing``. Its
    response is the pricing's body with the quote's id and times (``GET /quote/{id}``
    serves it as computed); its audit entry is derived from the two (``pricing.audit``)
    until the quote is purged, when it is written to the audit log."""

    __tablename__ = "quotes"
    __table_args__ = (
        Index(
            "ix_quotes_booking_id",
            "booking_id",
            postgresql_where=text("booking_id IS NOT NULL"),
        ),
    )

    id: Mapped[uuid.UUID] = mapped_column(primary_key=True, default=uuid.uuid4)
    pricing_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("quote_pricings.id", ondelete="CASCADE"), index=True
    )
    created_at: Mapped[datetime] = mapped_column(default=clock.now, index=True)
    valid_until: Mapped[datetime]
    booking_id: Mapped[uuid.UUID | None] = mapped_column(Uuid)
    pricing: Mapped[QuotePricing] = relationship(lazy="raise")


class PriceAuditEntry(Base):
    """One priced request (quote, exchange quote, refund quote): its inputs and the lines
    computed, for ``GET /fares/audit-log`` (staff)."""

    __tablename__ = "price_audit_log"
    __table_args__ = (
        Index("ix_price_audit_log_booking_id_created_at", "booking_id", "created_at"),
    )

    id: Mapped[uuid.UUID] = mapped_column(primary_key=True, default=uuid.uuid4)
    created_at: Mapped[datetime] = mapped_column(default=clock.now, index=True)
    kind: Mapped[str] = mapped_column(String(16))  # quote | exchange | refund
    quote_id: Mapped[uuid.UUID | None] = mapped_column(Uuid, index=True)
    booking_id: Mapped[uuid.UUID | None] = mapped_column(Uuid)
    api_key_id: Mapped[uuid.UUID | None] = mapped_column(Uuid)
    client_id: Mapped[str | None] = mapped_column(String(100))
    client_type: Mapped[str | None] = mapped_column(String(16))
    partner_id: Mapped[uuid.UUID | None] = mapped_column(Uuid)
    currency: Mapped[str | None] = mapped_column(String(3))
    net: Mapped[Decimal | None] = mapped_column(Money)
    inputs: Mapped[dict[str, Any]] = mapped_column(JSON)
    line_items: Mapped[list[Any]] = mapped_column(JSON, default=list)
    applied_rules: Mapped[list[Any]] = mapped_column(JSON, default=list)
    result: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)


class Tax(TimestampedModel):
    """A tax or fee charged on quotes: for one route, for legs departing from one country,
    or everywhere (neither). ``applies_to`` null is the older shape ``{name, amount, type}``,
    which is charged as ``per_pax`` (fixed) or on the base (percentage)."""

    __tablename__ = "taxes"
    __table_args__ = (
        CheckConstraint("tax_type IN ('percentage', 'fixed')", name="tax_type"),
        CheckConstraint(
            "applies_to IS NULL OR applies_to IN ('per_pax', 'per_segment', 'per_itinerary')",
            name="applies_to",
        ),
        CheckConstraint("NOT (route_id IS NOT NULL AND country IS NOT NULL)", name="one_scope"),
        CheckConstraint("amount >= 0", name="amount_not_negative"),
        CheckConstraint("tax_type = 'percentage' OR currency IS NOT NULL", name="fixed_currency"),
    )

    code: Mapped[str] = mapped_column(String(16))
    name: Mapped[str] = mapped_column(String(200))
    tax_type: Mapped[str] = mapped_column(String(16))
    amount: Mapped[Decimal] = mapped_column(Rate)  # percent (12 = 12 %) or money
    currency: Mapped[str | None] = mapped_column(String(3))
    applies_to: Mapped[str | None] = mapped_column(String(16))
    refundable: Mapped[bool] = mapped_column(default=True)
    jurisdiction: Mapped[str | None] = mapped_column(String(64))
    route_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("routes.id", ondelete="CASCADE"), index=True
    )
    country: Mapped[str | None] = mapped_column(String(2), index=True)
    valid_from: Mapped[date | None]
    valid_to: Mapped[date | None]
    sort_order: Mapped[int] = mapped_column(Integer, default=0)
    is_active: Mapped[bool] = mapped_column(default=True)


class PromoCode(TimestampedModel):
    __tablename__ = "promo_codes"
    __table_args__ = (
        CheckConstraint("discount_type IN ('percentage', 'fixed')", name="discount_type"),
        CheckConstraint("amount > 0", name="amount_positive"),
        CheckConstraint("discount_type = 'fixed' OR amount <= 100", name="percentage_at_most_100"),
        CheckConstraint(
            "discount_type = 'percentage' OR currency IS NOT NULL", name="fixed_currency"
        ),
    )

    code: Mapped[str] = mapped_column(String(32), unique=True)  # stored upper case
    description: Mapped[str | None] = mapped_column(String(500))
    discount_type: Mapped[str] = mapped_column(String(16))
    amount: Mapped[Decimal] = mapped_column(Rate)
    currency: Mapped[str | None] = mapped_column(String(3))
    valid_from: Mapped[datetime | None]
    valid_to: Mapped[datetime | None]
    route_ids: Mapped[list[uuid.UUID]] = mapped_column(ARRAY(Uuid), default=list)
    max_uses: Mapped[int | None] = mapped_column(Integer)
    max_uses_per_customer: Mapped[int | None] = mapped_column(Integer)
    is_active: Mapped[bool] = mapped_column(default=True)


class PromoRedemption(Base):
    """A promo code use: taken by a new booking, given back if it ends unconfirmed."""

    __tablename__ = "promo_redemptions"
    __table_args__ = (UniqueConstraint("promo_code_id", "booking_id"),)

    id: Mapped[uuid.UUID] = mapped_column(primary_key=True, default=uuid.uuid4)
    promo_code_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("promo_codes.id", ondelete="CASCADE"), index=True
    )
    booking_id: Mapped[uuid.UUID | None] = mapped_column(Uuid)
    customer_email: Mapped[str | None] = mapped_column(String(320))  # normalised
    created_at: Mapped[datetime] = mapped_column(default=clock.now)


class SsrService(TimestampedModel):
    """An SSR catalog entry (spec 01 §2.11). ``min_hours_before_departure`` is rule 12."""

    __tablename__ = "ssr_services"
    __table_args__ = (
        CheckConstraint(
            "category IN ('baggage', 'seat', 'meal', 'assistance', 'pet', 'comfort', 'other')",
            name="category",
        ),
        CheckConstraint("default_price >= 0", name="price_not_negative"),
    )

    code: Mapped[str] = mapped_column(String(8), unique=True)
    name: Mapped[str] = mapped_column(String(200))
    category: Mapped[str] = mapped_column(String(16), index=True)
    icon: Mapped[str | None] = mapped_column(String(64))
    is_paid: Mapped[bool] = mapped_column(default=True)
    default_price: Mapped[Decimal] = mapped_column(Money, default=Decimal("0"))
    currency: Mapped[str] = mapped_column(String(3))
    requires_confirmation: Mapped[bool] = mapped_column(default=False)
    is_active: Mapped[bool] = mapped_column(default=True)
    notes: Mapped[str | None] = mapped_column(Text)
    min_hours_before_departure: Mapped[int | None] = mapped_column(Integer)
    replaced_by: Mapped[str | None] = mapped_column(String(8))
    sort_order: Mapped[int] = mapped_column(Integer, default=0)


class SsrAvailabilityRule(TimestampedModel):
    """Where an SSR is available, included in the fare or restricted. Every criterion that is
    set must equal the query's; the rule with the most criteria set wins for its code."""

    __tablename__ = "ssr_availability_rules"
    __table_args__ = (
        CheckConstraint("action IN ('available', 'included', 'restricted')", name="action"),
        CheckConstraint(
            "route_type IS NULL OR route_type IN ('domestic', 'international')", name="route_type"
        ),
        CheckConstraint("price IS NULL OR price >= 0", name="price_not_negative"),
        CheckConstraint("max_per_flight IS NULL OR max_per_flight >= 0", name="max_not_negative"),
    )

    ssr_code: Mapped[str] = mapped_column(
        ForeignKey("ssr_services.code", ondelete="CASCADE", onupdate="CASCADE"), index=True
    )
    name: Mapped[str] = mapped_column(String(200))
    action: Mapped[str] = mapped_column(String(16))
    route_id: Mapped[uuid.UUID | None] = mapped_column(ForeignKey("routes.id", ondelete="CASCADE"))
    route_type: Mapped[str | None] = mapped_column(String(16))
    aircraft_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("aircraft.id", ondelete="CASCADE")
    )
    min_duration_min: Mapped[int | None] = mapped_column(Integer)
    max_duration_min: Mapped[int | None] = mapped_column(Integer)
    fare_family_code: Mapped[str | None] = mapped_column(String(32))
    airport_code: Mapped[str | None] = mapped_column(String(3))
    price: Mapped[Decimal | None] = mapped_column(Money)
    currency: Mapped[str | None] = mapped_column(String(3))
    max_per_flight: Mapped[int | None] = mapped_column(Integer)
    included_reason: Mapped[str | None] = mapped_column(String(200))
    priority: Mapped[int] = mapped_column(Integer, default=0)
    is_active: Mapped[bool] = mapped_column(default=True)


class SeatZonePrice(TimestampedModel):
    """The price of a seat zone (STD, XL, FRONT), for every fare (``fare_rule_id`` null) or
    for one fare rule, which then wins over the default."""

    __tablename__ = "seat_zone_prices"
    __table_args__ = (
        CheckConstraint("zone_code IN ('STD', 'XL', 'FRONT')", name="zone_code"),
        CheckConstraint("price >= 0", name="price_not_negative"),
        UniqueConstraint("zone_code", "fare_rule_id"),
        Index(
            "uq_seat_zone_prices_zone_code_default",
            "zone_code",
            unique=True,
            postgresql_where=text("fare_rule_id IS NULL"),
        ),
    )

    zone_code: Mapped[str] = mapped_column(String(8))
    zone_name: Mapped[str] = mapped_column(String(100))
    price: Mapped[Decimal] = mapped_column(Money)
    currency: Mapped[str] = mapped_column(String(3))
    fare_rule_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("fare_rules.id", ondelete="CASCADE"), index=True
    )
    is_included: Mapped[bool] = mapped_column(default=False)
    sort_order: Mapped[int] = mapped_column(Integer, default=0)
    is_active: Mapped[bool] = mapped_column(default=True)
