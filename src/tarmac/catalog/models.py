"""The airline's network: airports, routes, aircraft with seat layouts, flights and the
weekly schedule flights are generated from (spec 01 §2.8, §2.9)."""

import uuid
from datetime import date, datetime, time
from typing import Any

from sqlalchemy import (
    ARRAY,
    CheckConstraint,
    ForeignKey,
    Index,
    Integer,
    SmallInteger,
    String,
    UniqueConstraint,
    text,
)
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column, relationship

from tarmac.db.base import TimestampedModel

FLIGHT_STATUSES = (
    "scheduled",
    "check_in_open",
    "boarding",
    "gate_closed",
    "departed",
    "arrived",
    "delayed",
    "cancelled",
)


class Airport(TimestampedModel):
    __tablename__ = "airports"

    iata_code: Mapped[str] = mapped_column(String(3), unique=True)
    icao_code: Mapped[str | None] = mapped_column(String(4))
    name: Mapped[str] = mapped_column(String(200))
    city: Mapped[str] = mapped_column(String(100))
    country: Mapped[str] = mapped_column(String(2), index=True)  # ISO 3166-1 alpha-2
    timezone: Mapped[str] = mapped_column(String(64))  # IANA, e.g. Asia/Bishkek
    is_active: Mapped[bool] = mapped_column(default=True)


class Route(TimestampedModel):
    __tablename__ = "routes"
    __table_args__ = (
        UniqueConstraint("origin_id", "destination_id"),
        CheckConstraint("origin_id <> destination_id", name="distinct_airports"),
    )

    route_code: Mapped[str] = mapped_column(String(16), unique=True)
    origin_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("airports.id", ondelete="RESTRICT"))
    destination_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("airports.id", ondelete="RESTRICT"), index=True
    )
    route_type: Mapped[str] = mapped_column(String(16))  # domestic | international
    distance_km: Mapped[int] = mapped_column(Integer)
    duration_minutes: Mapped[int] = mapped_column(Integer)
    is_active: Mapped[bool] = mapped_column(default=True)

    origin: Mapped[Airport] = relationship(foreign_keys=[origin_id], lazy="raise")
    destination: Mapped[Airport] = relationship(foreign_keys=[destination_id], lazy="raise")


class Aircraft(TimestampedModel):
    """An aircraft model with its seat layout. ``layout`` (validated by the catalog schemas):
    ``{columns: [..], cabins: [{cabin, first_row, last_row, columns?}], exit_rows: [..],
    front_rows: [..], blocked_seats: [..], seat_types: {"12A": "extra_legroom"}}``."""

    __tablename__ = "aircraft"

    code: Mapped[str] = mapped_column(String(16), unique=True)  # e.g. A320, CRJ2
    name: Mapped[str] = mapped_column(String(100))
    manufacturer: Mapped[str | None] = mapped_column(String(100))
    layout: Mapped[dict[str, Any]] = mapped_column(JSONB)
    total_seats: Mapped[int] = mapped_column(Integer)  # sellable seats (blocked excluded)


class FlightSchedule(TimestampedModel):
    """A weekly pattern: flight ``flight_number`` on ``days_of_week`` (ISO, 1 = Monday) at
    ``departure_time`` local to the origin airport, between ``valid_from`` and ``valid_to``."""

    __tablename__ = "flight_schedules"

    flight_number: Mapped[str] = mapped_column(String(8), index=True)
    route_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("routes.id", ondelete="RESTRICT"), index=True
    )
    aircraft_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("aircraft.id", ondelete="RESTRICT"))
    days_of_week: Mapped[list[int]] = mapped_column(ARRAY(SmallInteger))
    departure_time: Mapped[time]
    duration_minutes: Mapped[int | None] = mapped_column(Integer)  # None: the route's duration
    valid_from: Mapped[date]
    valid_to: Mapped[date]
    # booking classes every generated flight gets: [{booking_class, cabin, seats}]
    inventory_template: Mapped[list[dict[str, Any]]] = mapped_column(JSONB, default=list)
    is_active: Mapped[bool] = mapped_column(default=True)


class Flight(TimestampedModel):
    __tablename__ = "flights"
    __table_args__ = (
        UniqueConstraint("flight_number", "flight_date"),
        Index("ix_flights_route_id_flight_date", "route_id", "flight_date"),
        Index("ix_flights_flight_date_status", "flight_date", "status"),
        # the flights the worker still has to record as departed or arrived (flightops)
        Index(
            "ix_flights_in_operation",
            "scheduled_departure",
            postgresql_where=text("status NOT IN ('arrived', 'cancelled')"),
        ),
    )

    flight_number: Mapped[str] = mapped_column(String(8))
    flight_date: Mapped[date]  # local date of departure at the origin
    route_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("routes.id", ondelete="RESTRICT"))
    aircraft_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("aircraft.id", ondelete="RESTRICT"), index=True
    )
    schedule_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("flight_schedules.id", ondelete="SET NULL"), index=True
    )
    scheduled_departure: Mapped[datetime]
    scheduled_arrival: Mapped[datetime]
    status: Mapped[str] = mapped_column(String(16), default="scheduled")
    delay_minutes: Mapped[int] = mapped_column(Integer, default=0)
    departure_gate: Mapped[str | None] = mapped_column(String(8))
    arrival_gate: Mapped[str | None] = mapped_column(String(8))
    departure_terminal: Mapped[str | None] = mapped_column(String(8))
    actual_departure: Mapped[datetime | None]
    actual_arrival: Mapped[datetime | None]
    # a diversion (flight operations): the airport the flight lands at instead
    diverted_to_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("airports.id", ondelete="RESTRICT")
    )

    route: Mapped[Route] = relationship(lazy="raise")
    aircraft: Mapped[Aircraft] = relationship(lazy="raise")
